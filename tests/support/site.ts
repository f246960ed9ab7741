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
