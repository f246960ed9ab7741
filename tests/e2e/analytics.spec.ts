/**
 * Issue 35, first-party analytics, on the suite's own server (the default build): three pages
 * visited from a tagged link and a lead sent show as three views and one conversion for that
 * campaign on the operator page and in its CSV; a bot's visit and a visit with Global Privacy
 * Control are not counted; no cookie is set; the real browser's Web Vitals appear as a 75th
 * percentile for the page; a made-up page is refused and one address past its limit is told to
 * wait. Each view is ended the way a browser ends it (pagehide) and its
 * beacon's answer awaited, so the operator page is read once every view has been stored.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { endView } from "../support/analytics";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";

test.describe.configure({ mode: "serial" });

/**
 * Unique per run: the suite's server is shared by every spec, and its DATA_DIR (./data) outlives
 * the run, so earlier runs' campaigns are in the 28 days too. The page lists the top 20 campaigns,
 * ties by name: a name that decreases with time puts this run's first among its equals.
 */
const RUN = (Number.MAX_SAFE_INTEGER - Date.now()).toString(36);
const CAMPAIGN = `e2e-analytics-${RUN}`;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Visits `path` in `context` and ends the view; answers the beacon's status. */
async function visit(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(path);
  const status = (await endView(page)).status();
  await page.close();
  return status;
}

async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/team/traffic/");
  await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Traffic" })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The cells of the first row of a traffic table that contains `text`. */
async function rowCells(page: Page, table: string, text: string): Promise<string[]> {
  return page.locator(`table[data-traffic="${table}"] tr`).filter({ hasText: text }).first().locator("td").allInnerTexts();
}

test("three pages from a tagged link and a lead: three views and one conversion for that campaign, no cookie", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.35" } });
  const page = await context.newPage();
  await page.goto(`/self-storage/?utm_source=e2e-news&utm_medium=email&utm_campaign=${CAMPAIGN}`);
  const first = await endView(page);
  expect(first.status()).toBe(204);
  expect(first.headers()["set-cookie"]).toBeUndefined();
  await page.goto("/about/");
  expect((await endView(page)).status()).toBe(204);
  await page.goto("/contact/");
  await page.getByLabel("Name").fill("Ana Analytics");
  await page.getByLabel("E-mail").fill(`analytics-${RUN}@example.ca`);
  await page.getByLabel("Message").fill("Which of your Ontario storage listings are still available?");
  await page.waitForTimeout(1700); // a person takes longer than the minimum fill time
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect((await endView(page)).status()).toBe(204);
  expect(await context.cookies()).toEqual([]);
  await context.close();

  const operator = await operatorPage(browser, baseURL!);
  // Campaign, source, medium, views, conversions, rate.
  expect(await rowCells(operator, "campaigns", CAMPAIGN)).toEqual([CAMPAIGN, "e2e-news", "email", "3", "1", "33.3%"]);
  const csv = await (await operator.request.get("/api/operator/traffic.csv")).text();
  expect(csv).toContain(`campaign,,,e2e-news,email,${CAMPAIGN},,3,1,33.3%,,,,\r\n`);
  await operator.context().close();
});

test("a bot's visit and a visit with Global Privacy Control are not counted; a visitor's is", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const tagged = (who: string) => `/about/?utm_source=e2e-news&utm_campaign=${CAMPAIGN}-${who}`;
  // Each its own client address: the suite's other specs' views share the default one and its limit.
  const bot = await browser.newContext({ baseURL, userAgent: GOOGLEBOT, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.36" } });
  const gpc = await browser.newContext({ baseURL, extraHTTPHeaders: { "Sec-GPC": "1", "x-forwarded-for": "198.51.100.37" } });
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.38" } });
  // Answered like any view (nothing tells a bot it was left out), and not stored.
  expect(await visit(bot, tagged("bot"))).toBe(204);
  expect(await visit(gpc, tagged("gpc"))).toBe(204);
  expect(await visit(visitor, tagged("visitor"))).toBe(204);
  await Promise.all([bot.close(), gpc.close(), visitor.close()]);

  // The CSV has every campaign (the page, the top 20 by views).
  const operator = await operatorPage(browser, baseURL!);
  const csv = await (await operator.request.get("/api/operator/traffic.csv")).text();
  const campaigns = csv.split("\r\n").filter((line) => line.includes(`${CAMPAIGN}-`));
  expect(campaigns).toEqual([`campaign,,,e2e-news,,${CAMPAIGN}-visitor,,1,0,0.0%,,,,`]);
  await operator.context().close();
});

test("the real browser's Web Vitals appear as a 75th percentile for the page, rated against Google's thresholds", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.39" } });
  const page = await context.newPage();
  const path = "/self-storage/insights/";
  await page.goto(path);
  // The beacon's chunk and web-vitals load after the first paint; the vitals follow.
  await page.waitForLoadState("networkidle");
  await page.getByRole("heading", { level: 1 }).click();
  const beacon = endView(page);
  const body = JSON.parse((await beacon).request().postData() ?? "{}") as { vitals?: Record<string, number> };
  expect(Object.keys(body.vitals ?? {})).toEqual(expect.arrayContaining(["lcp", "ttfb"]));
  await context.close();

  // The page shows the 20 pages with the most page loads; the CSV every page.
  const operator = await operatorPage(browser, baseURL!);
  await expect(operator.locator('table[data-traffic="vitals"] [data-vital="lcp"]').first()).toHaveText(
    /^[\d,]+ ms · (good|needs improvement|poor) \(\d+\)$/,
  );
  const csv = await (await operator.request.get("/api/operator/traffic.csv")).text();
  const vitals = csv.split("\r\n").filter((line) => line.startsWith(`web vital,,${path},`));
  expect(vitals.map((line) => line.split(",")[10])).toEqual(expect.arrayContaining(["lcp", "ttfb"]));
  for (const line of vitals) expect(line).toMatch(/,\d+(\.\d+)?,(good|needs improvement|poor),\d+$/);
  await operator.context().close();
});

test("a view of a page the site does not publish is refused with the reason, and a client past its limit is told to wait", async ({
  request,
}) => {
  const send = (path: string, address: string) =>
    request.post("/api/analytics/", {
      headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": address },
      data: JSON.stringify({ path }),
    });
  const madeUp = await send("/self-storage/ontario/atlantis/", "198.51.100.40");
  expect(madeUp.status()).toBe(400);
  expect((await madeUp.json()).error).toBe("Not a page view: path: /self-storage/ontario/atlantis/ is not a page of this site");
  // 120 views a minute from one address are counted; the next is refused until the minute has passed.
  const statuses: number[] = [];
  for (let view = 0; view < 121; view += 1) statuses.push((await send("/about/", "198.51.100.41")).status());
  expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
  expect(statuses[120]).toBe(429);
});
