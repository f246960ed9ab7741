/**
 * `next start` alone is a supported way to serve the site (issue 37, decision 0040): on the same
 * build as the rest of the suite, without scripts/serve.mjs, every page's inline scripts are
 * allowed by its policy, pages hydrate, a refused search answers 400, the ROI calculator computes
 * and a lead form stores and e-mails. And a server whose settings differ from its build's refuses to start.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { inlineScriptHashes } from "../../apps/web/src/security/inlineScripts.ts";
import { freePort } from "../support/harness";
import { startNextServer } from "../support/nextStart";
import { PUBLIC_ROUTES } from "../support/routes";
import { tempDataDir, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";
import { expect, test, type Page } from "../support/test";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startNextServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The sources of a policy's script-src directive. */
function scriptSources(policy: string): string[] {
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find((tokens) => tokens[0] === "script-src");
  return directive?.slice(1) ?? [];
}

/** Policy violations the page reports, from the browser's console and its violation events. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|connect|apply|frame)/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective}`),
    );
  });
  return violations;
}

test("every page's inline scripts are allowed by the policy sent with it, and the page hydrates", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = watchViolations(page);
  for (const route of [...PUBLIC_ROUTES, "/no-such-page/"]) {
    const response = await page.goto(`${server.url}${route}`, { waitUntil: "load" });
    const policy = response?.headers()["content-security-policy"] ?? "";
    const html = (await response?.text()) ?? "";
    expect(scriptSources(policy), route).not.toContain("'unsafe-inline'");
    expect(
      inlineScriptHashes(html).filter((hash) => !policy.includes(`'${hash}'`)),
      route,
    ).toEqual([]);
    // React took the page over: its scripts ran.
    await expect
      .poll(() => page.evaluate(() => "__next_f" in window && Object.keys(document.body).some((key) => key.startsWith("__reactProps$"))), {
        message: route,
      })
      .toBe(true);
  }
  expect(violations).toEqual([]);
});

test("a refused search answers 400 with the same page, its scripts allowed, as on Vercel where no serve.mjs runs", async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto(`${server.url}/search/?q=%25%25%25`, { waitUntil: "load" });
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Search for at least one word or number.");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(inlineScriptHashes((await response?.text()) ?? "").filter((hash) => !policy.includes(`'${hash}'`))).toEqual([]);
  await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps$")))).toBe(true);
  expect(violations).toEqual([]);
  expect((await fetch(`${server.url}/search/?q=hst`)).status).toBe(200);
});

test("an inline script that is not the page's own is refused", async ({ page }) => {
  const response = await page.goto(`${server.url}/about/`);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(scriptSources(policy)[0]).toBe("'self'");
  expect(
    scriptSources(policy)
      .slice(1)
      .every((source) => source.startsWith("'sha256-")),
  ).toBe(true);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true });
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});

test("the ROI calculator computes the documented figures and recomputes on a change", async ({ page }) => {
  await page.goto(`${server.url}/tools/roi-calculator/`);
  const figure = (label: string) =>
    page
      .locator("dt")
      .filter({ hasText: new RegExp(`^${label}`) })
      .locator("xpath=following-sibling::dd[1]");
  await expect(figure("Monthly payment")).toHaveText("$25,118");
  await page.getByRole("radio", { name: "Monthly" }).check();
  await expect(figure("Monthly payment")).toHaveText("$25,320");
  await page.getByLabel("Interest rate").fill("0");
  await expect(figure("Monthly payment")).toHaveText("$12,500");
  await expect(page).toHaveURL(/interestRate=0/);
});

test("the contact form validates, then stores the lead and e-mails the team", async ({ page }) => {
  await page.goto(`${server.url}/contact/`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name").fill("Next Start Holdings");
  await page.getByLabel("E-mail").fill("next-start@example.ca");
  await page.getByLabel("Message").fill("Served by next start alone.");
  // A person takes more than the 1.5 s minimum fill time (faster is quarantined as suspected spam).
  await page.waitForTimeout(1700);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await readOutbox(path.join(server.dataDir, "outbox")).catch(() => [])).filter((mail) => mail.text.includes("Next Start Holdings"))
          .length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
});

/** serve.mjs on the default build with `env`: its exit code and the events of the lines it wrote to standard error. */
async function startRefused(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, "apps/web/scripts/serve.mjs")], {
    cwd: path.join(repoRoot, "apps/web"),
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), SITE_URL: E2E_SITE_URL, DATA_DIR: tempDataDir(), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  // One JSON object per line (src/log.ts): what a person reads is each line's event.
  const events = stderr
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (JSON.parse(line) as { event: string }).event);
  return { code, stderr: events.join("\n") };
}

test("a server started with another Sanity project or origin than its build's refuses to start, naming both", async () => {
  test.setTimeout(120_000);
  const sanity = await startRefused({ NEXT_PUBLIC_SANITY_PROJECT_ID: "zz9bars1", NEXT_PUBLIC_SANITY_DATASET: "production" });
  expect(sanity.code).toBe(1);
  expect(sanity.stderr).toContain("This server's settings differ from the build's:");
  expect(sanity.stderr).toContain('NEXT_PUBLIC_SANITY_PROJECT_ID is "zz9bars1" but the build was made with unset');

  const origin = await startRefused({ SITE_URL: "https://staging.example-agency.ca" });
  expect(origin.code).toBe(1);
  expect(origin.stderr).toContain(`SITE_URL is "https://staging.example-agency.ca" but the build was made with "${E2E_SITE_URL}"`);
});
