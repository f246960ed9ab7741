// The canonical origin the end-to-end suite builds and serves the site with. Pages are static, so
// SITE_URL is baked in at build time: the build step of `npm test` and every test server must
// agree on it (scripts/test.mjs imports this file too).
import { readFileSync } from "node:fs";
import path from "node:path";

export const E2E_SITE_URL = "https://www.example-agency.ca";

/** The origin a production build in `webDir` was made for (read back from its robots.txt), or null. */
export function builtSiteUrl(webDir: string): string | null {
  try {
    const robots = readFileSync(path.join(webDir, ".next/server/app/robots.txt.body"), "utf8");
    return /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Recognisable stand-ins for every secret variable, set when `npm test` builds the site, so that
 * `npm run test:secrets` can prove none of them reached what the build wrote. None of them switches
 * a mode on: the hosted modes need the public project ids, which stay unset.
 */
export const E2E_BUILD_SECRETS: Readonly<Record<string, string>> = {
  SANITY_API_READ_TOKEN: "skE2eReadTokenThatMustNeverShip0001",
  SANITY_REVALIDATE_SECRET: "e2e-revalidate-secret-must-never-ship-0002",
  SANITY_AUTH_TOKEN: "skE2eAuthTokenThatMustNeverShip0003",
  SUPABASE_SERVICE_ROLE_KEY: "e2e-service-role-key-must-never-ship-0004",
  OPERATOR_PASSWORD: "e2e-operator-password-must-never-ship-0005",
  CRON_SECRET: "e2e-cron-secret-must-never-ship-0006",
  SMTP_URL: "smtp://mailer:e2e-smtp-password-must-never-ship-0007@127.0.0.1:2525",
  FUNCTIONS_SECRET: "e2e-functions-secret-must-never-ship-0008",
  SESSION_SECRET: "e2e-session-secret-that-must-never-ship-0009",
  SANITY_API_WRITE_TOKEN: "skE2eWriteTokenThatMustNeverShip0010",
};

/** The secret part of each value: for a URL, its password. */
export function secretValues(secrets: Readonly<Record<string, string>>): { name: string; value: string }[] {
  return Object.entries(secrets).map(([name, value]) => {
    const password = /^[a-z]+:\/\/[^:/@]*:([^@]+)@/.exec(value)?.[1];
    return { name, value: password ? decodeURIComponent(password) : value };
  });
}
