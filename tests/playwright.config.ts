import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { freePortSync, playwrightBrowserPath } from "./support/harness";
import { E2E_OPERATOR_PASSWORD } from "./support/operator";
import { builtSiteUrl, E2E_SITE_URL } from "./support/site";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Workers load this file again: they inherit the port through the environment.
const port = Number(process.env.E2E_PORT ?? freePortSync());
process.env.E2E_PORT = String(port);
const baseURL = `http://127.0.0.1:${port}`;
// Reuse the build `npm test` just made, but only one made for this origin (pages are static:
// SITE_URL is baked in); anything else is rebuilt.
const reuseBuild =
  process.env.E2E_REUSE_BUILD === "1" &&
  existsSync(path.join(repoRoot, "apps/web/.next/BUILD_ID")) &&
  builtSiteUrl(path.join(repoRoot, "apps/web")) === E2E_SITE_URL;

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./support/globalSetup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: playwrightBrowserPath(),
      args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build, in embedded mode, as `npm start` serves it.
    command: reuseBuild ? "npm run serve" : "npm run build && npm run serve",
    cwd: repoRoot,
    // Ready once the database is open too (tests/support/server.ts says why).
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: E2E_SITE_URL,
      NEXT_TELEMETRY_DISABLED: "1",
      // /diagnostics answers 404 without it; with it, anonymous visitors get the sign-in page.
      OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
      // The tests play the proxy in front of the server: each scenario sends its own client
      // address in X-Forwarded-For, so rate limits of one do not spill into another.
      // tests/e2e/client-identity.spec.ts checks the default (0: the socket only).
      TRUSTED_PROXY_HOPS: "1",
    },
  },
});
