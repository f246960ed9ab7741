import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { freePort, startServer, tempDataDir, type TestServer } from "../support/server";

/** The contact CSV's columns, the same from the operator page and from `npm run leads:export`. */
const CONTACT_CSV_HEADER =
  "id,created_at,name,email,message,listing," +
  "sent_from_page,first_touch_source,first_touch_medium,first_touch_campaign,first_touch_term,first_touch_content,first_touch_referrer,first_touch_landing,first_touch_at," +
  "last_touch_source,last_touch_medium,last_touch_campaign,last_touch_term,last_touch_content,last_touch_referrer,last_touch_landing,last_touch_at," +
  "repeat_of,fill_ms,spam_reason,released_at,notified_at,notify_attempts,notify_last_error,notify_next_attempt_at,notify_failed_at";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Every operator API, as an anonymous caller would try it. */
const OPERATOR_APIS: Array<[method: string, path: string]> = [
  ["POST", "/api/operator/diagnostics/health"],
  ["POST", "/api/operator/diagnostics/contact-function"],
  ["POST", "/api/operator/diagnostics/database"],
  ["POST", "/api/operator/diagnostics/live-insert"],
  ["POST", "/api/operator/diagnostics/email"],
  ["POST", "/api/operator/network/cors-preflight"],
  ["POST", "/api/operator/network/head-probes"],
  ["POST", "/api/operator/network/direct-post"],
  ["POST", "/api/operator/network/invoke"],
  ["GET", "/api/operator/functions"],
  ["POST", "/api/operator/functions/health"],
  ["POST", "/api/operator/functions/test-email"],
  ["GET", "/api/operator/leads/contact"],
  ["GET", "/api/operator/leads/investor"],
  ["GET", "/api/operator/leads/valuation"],
  ["POST", "/api/operator/deal-room/fixture-confidential/uploads"],
  ["POST", "/api/operator/deal-room/fixture-confidential/documents"],
  ["DELETE", "/api/operator/session"],
];

async function call(request: APIRequestContext, method: string, url: string, headers: Record<string, string> = {}) {
  return request.fetch(url, { method, headers, data: method === "POST" ? { email: "x@example.ca" } : undefined, maxRedirects: 0 });
}

async function signIn(page: Page, base: string, password = E2E_OPERATOR_PASSWORD) {
  await page.goto(`${base}/diagnostics`);
  await page.getByLabel("Operator password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedIn(page: Page, base: string) {
  await signIn(page, base);
  await expect(page.getByRole("heading", { name: "Diagnostics", level: 1 })).toBeVisible();
}

function card(page: Page, title: string) {
  // Each card is named by its heading (aria-labelledby).
  return page.getByLabel(title, { exact: true });
}

async function runCard(page: Page, title: string, button: string, expected: string) {
  const target = card(page, title);
  await target.getByRole("button", { name: button }).click();
  await expect(target.getByRole("status")).toHaveText(expected);
}

test.describe.configure({ mode: "serial" });

test.describe("without OPERATOR_PASSWORD", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer({ OPERATOR_PASSWORD: "" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the page and every operator API answer 404: never open by default, never cached", async ({ request }) => {
    const page = await request.get(`${server.url}/diagnostics`);
    expect(page.status()).toBe(404);
    expect(page.headers()["cache-control"]).toBe("private, no-store");
    for (const [method, url] of [...OPERATOR_APIS, ["POST", "/api/operator/session"] as [string, string]]) {
      const response = await call(request, method, `${server.url}${url}`);
      expect(response.status(), `${method} ${url}`).toBe(404);
      expect(response.headers()["cache-control"], `${method} ${url}`).toBe("private, no-store");
    }
  });
});

test.describe("an anonymous visitor", () => {
  test("gets the sign-in page: noindex, private and never stored, not in the sitemap", async ({ page, request }) => {
    const response = await request.get("/diagnostics");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain("Health check");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/diagnostics");
    await page.goto("/diagnostics");
    await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
  });

  test("gets 401 from every operator API, with nothing cached", async ({ request }) => {
    for (const [method, url] of OPERATOR_APIS) {
      const response = await call(request, method, url);
      expect(response.status(), `${method} ${url}`).toBe(401);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
    }
  });

  test("cannot get in with a forged or foreign cookie", async ({ request }) => {
    const forged = "v1.9999999999.bm9uY2U.c2lnbmF0dXJl";
    const response = await request.post("/api/operator/diagnostics/database", { headers: { cookie: `operator_session=${forged}` } });
    expect(response.status()).toBe(401);
  });

  test("repeated wrong passwords are rate-limited per client, even when the right one follows", async ({ request }) => {
    const attempt = (password: string) =>
      request.post("/api/operator/session", { data: { password }, headers: { "x-forwarded-for": "192.0.2.77" } });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await attempt(`guess-number-${index}`)).status());
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await attempt(E2E_OPERATOR_PASSWORD);
    expect(limited.status()).toBe(429);
    expect(limited.headers()["cache-control"]).toBe("private, no-store");
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many failed sign-ins/);
    // Another client is not affected.
    const other = await request.post("/api/operator/session", {
      data: { password: E2E_OPERATOR_PASSWORD },
      headers: { "x-forwarded-for": "192.0.2.78" },
    });
    expect(other.status()).toBe(204);
    expect(other.headers()["set-cookie"]).toMatch(/operator_session=[^;]+; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure/);
  });
});

test.describe("a signed-in operator on a healthy embedded server", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, NOTIFY_TO: "team@example-agency.ca" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a wrong password shows an error; the right one opens the dashboard", async ({ page }) => {
    await signIn(page, server.url, "not the operator password");
    await expect(page.getByText("Wrong password")).toBeVisible();
    await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Diagnostics", level: 1 })).toBeVisible();
    await expect(page.getByText("embedded mode")).toBeVisible();
  });

  test("every card runs and succeeds, one test at a time", async ({ page }) => {
    await signedIn(page, server.url);
    // Hold the health answer back to see the running state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/operator/diagnostics/health", async (route) => {
      await held;
      await route.continue();
    });
    const health = card(page, "Health check");
    await health.getByRole("button", { name: "Test Health" }).click();
    await expect(health.getByRole("button", { name: "Testing..." })).toBeDisabled();
    await expect(card(page, "Database (REST API)").getByRole("button", { name: "Test Database" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Run Network Diagnostics" })).toBeDisabled();
    release();
    await expect(health.getByRole("status")).toHaveText("Health check OK");
    await expect(health.getByRole("button", { name: "Test Health" })).toBeEnabled();

    const result = health.getByRole("textbox", { name: "Health check result" });
    await expect(result).toHaveAttribute("rows", "8");
    for (const part of ["Test: Health check", "Success: true", "Timestamp: ", "Duration: ", "Functions are reachable"]) {
      await expect(result).toHaveValue(new RegExp(part));
    }

    await runCard(page, "Contact form function", "Test Contact Function", "Contact function OK");
    await runCard(page, "Database (REST API)", "Test Database", "REST API OK");
    await runCard(page, "Live insert", "Test Live Insert", "Live Insert OK");

    const network = card(page, "Network diagnostics");
    await network.getByRole("button", { name: "Run Network Diagnostics" }).click();
    await expect(network.getByRole("status")).toHaveText("Diagnostic tests completed");
    const badge = network.getByLabel("Success rate 100%");
    await expect(badge).toHaveAttribute("data-variant", "default");
    const networkResults = network.getByRole("textbox", { name: "Network diagnostics results" });
    for (const test of ["CORS preflight", "HEAD probes", "Direct POST", "Invoke through the client"]) {
      await expect(networkResults).toHaveValue(new RegExp(`Test: ${test}\\nSuccess: true`));
    }

    const log = page.getByRole("textbox", { name: "Log" });
    await expect(log).toHaveAttribute("rows", "12");
    await expect(log).toHaveValue(/Running comprehensive connectivity tests\.\.\./);
    await expect(log).toHaveValue(/Live insert: Live Insert OK/);
  });

  test("the e-mail test needs an address, then sends and lands in the outbox", async ({ page }) => {
    await signedIn(page, server.url);
    const email = card(page, "E-mail test");
    const send = email.getByRole("button", { name: "Send Test Email" });
    await expect(email.getByText("Status: ready")).toBeVisible();
    await expect(send).toBeDisabled();
    await email.getByLabel("Send a test e-mail to").fill("x");
    await email.getByLabel("Send a test e-mail to").fill("");
    await expect(email.getByText("Please enter an email address")).toBeVisible();
    await expect(send).toBeDisabled();

    await email.getByLabel("Send a test e-mail to").fill("ops-check@example.ca");
    await send.click();
    await expect(email.getByRole("status")).toHaveText("Test email sent successfully! Check your inbox.");
    await expect(email.getByText("Status: success")).toBeVisible();
    const outbox = await readOutbox(path.join(server.dataDir, "outbox"));
    expect(outbox.some((message) => message.headers.to?.includes("ops-check@example.ca"))).toBe(true);
  });

  test("the team's leads: newest first, HTML shown as text, test rows left out, CSV safe for spreadsheets", async ({ page, request }) => {
    const submit = (name: string, message: string, ip: string) =>
      request.post(`${server.url}/api/leads/contact`, {
        data: { name, email: "visitor@example.ca", message },
        headers: { "x-forwarded-for": ip },
      });
    expect((await submit("First Visitor", "Plain question", "198.51.100.1")).status()).toBe(200);
    // Markup and a spreadsheet formula in the message (a name takes letters only: the name rule).
    const hostile = '=HYPERLINK("http://evil.example","Click") <img src=x onerror="alert(1)">';
    expect((await submit("Mallory Markup", hostile, "198.51.100.2")).status()).toBe(200);

    await signedIn(page, server.url);
    await card(page, "Live insert").getByRole("button", { name: "Test Live Insert" }).click();
    await expect(card(page, "Live insert").getByRole("status")).toHaveText("Live Insert OK");
    // The lead lists with their deliveries moved to the team's workspace (issue 45).
    await page.goto(`${server.url}/team/leads/deliveries/`);

    const contacts = page.getByRole("region", { name: "Contact messages" });
    const rows = contacts.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('<img src=x onerror="alert(1)">');
    await expect(rows.nth(2)).toContainText("First Visitor");
    await expect(contacts.locator("img")).toHaveCount(0);
    await expect(contacts).not.toContainText("Operator diagnostics");
    await expect.poll(async () => (await page.reload(), await rows.nth(1).textContent()), { timeout: 15_000 }).toContain("Notified");

    const downloading = page.waitForEvent("download");
    await contacts.getByRole("link", { name: /Download CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contact-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(CONTACT_CSV_HEADER);
    expect(lines[1]).toContain("First Visitor");
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") <img src=x onerror=""alert(1)"">"`);
    expect(csv).not.toContain("Operator diagnostics");

    // Signed in, the page, the lead lists and the CSV are still never kept by any cache.
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    for (const url of [
      "/diagnostics",
      "/team/leads/deliveries/",
      "/api/operator/leads/contact",
      "/api/operator/leads/contact?format=json",
    ]) {
      const response = await request.get(`${server.url}${url}`, { headers: { cookie: cookies } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
    }
  });

  test("sign-out ends the session: the page asks to sign in and the old cookie is refused", async ({ page, context }) => {
    await signedIn(page, server.url);
    const cookie = (await context.cookies(server.url)).find((candidate) => candidate.name === "operator_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
    const replayed = await page.request.post(`${server.url}/api/operator/diagnostics/database`, {
      headers: { cookie: `operator_session=${cookie?.value}` },
    });
    expect(replayed.status()).toBe(401);
  });

  test("a session that ends mid-page makes the network run fail visibly", async ({ page, context }) => {
    await signedIn(page, server.url);
    await context.clearCookies();
    const network = card(page, "Network diagnostics");
    await network.getByRole("button", { name: "Run Network Diagnostics" }).click();
    await expect(network.getByRole("status")).toHaveText("Diagnostic tests failed");
  });

  test("npm run leads:export writes the same CSV from the command line", async () => {
    await server.stop();
    const csv = execFileSync("npm", ["run", "-s", "leads:export", "--", "--kind", "contact", "--format", "csv"], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(CONTACT_CSV_HEADER);
    expect(lines).toHaveLength(4);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") <img src=x onerror=""alert(1)"">"`);
    expect(csv).not.toContain("Operator diagnostics");
  });
});

test.describe("when the database is unavailable", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    // DATA_DIR is a file: neither the database nor the outbox can open.
    const dataDir = path.join(tempDataDir(), "not-a-directory");
    writeFileSync(dataDir, "");
    server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the cards show the failure messages and the success rate turns destructive", async ({ page }) => {
    await signedIn(page, server.url);
    await runCard(page, "Health check", "Test Health", "Health check failed");
    await expect(card(page, "Health check").getByRole("textbox")).toHaveValue(/Both invoke and direct fetch failed/);
    await runCard(page, "Database (REST API)", "Test Database", "REST API failed");
    await runCard(page, "Live insert", "Test Live Insert", "Live Insert failed");

    const network = card(page, "Network diagnostics");
    await network.getByRole("button", { name: "Run Network Diagnostics" }).click();
    await expect(network.getByRole("status")).toHaveText("Diagnostic tests completed");
    await expect(network.locator("[data-variant]")).toHaveAttribute("data-variant", "destructive");
    // The lead lists moved to the team's workspace (issue 45), which says the same.
    await page.goto(`${server.url}/team/leads/deliveries/`);
    await expect(page.getByText("The leads could not be read from the database.")).toBeVisible();
  });
});

test.describe("when the mail server is down", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    const smtpPort = await freePort();
    server = await startServer({
      OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "site@example-agency.ca",
      NOTIFY_TO: "team@example-agency.ca",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("mail-dependent cards fail with details, the database cards still pass", async ({ page }) => {
    test.setTimeout(60_000);
    await signedIn(page, server.url);
    await runCard(page, "Health check", "Test Health", "Health check failed");
    await runCard(page, "Contact form function", "Test Contact Function", "Contact function failed");
    await runCard(page, "Database (REST API)", "Test Database", "REST API OK");
    await runCard(page, "Live insert", "Test Live Insert", "Live Insert OK");

    const email = card(page, "E-mail test");
    await email.getByLabel("Send a test e-mail to").fill("ops-check@example.ca");
    await email.getByRole("button", { name: "Send Test Email" }).click();
    await expect(email.getByRole("status")).toHaveText("Test email failed");
    await expect(email.getByText("Status: failed")).toBeVisible();
    await expect(email.getByRole("textbox", { name: "E-mail test result" })).toHaveValue(/Test email failed: .+/);
  });
});
