/**
 * Charts and maps (issue 22), drawn on the server: what a visitor sees on each page that carries
 * one, without JavaScript (a static chart ships none), and a market added in the Studio (the
 * publishing fixture's Sudbury) on the map and in the hub comparison. axe (with every "Show the
 * numbers" table open) and the Nu validator cover these pages with every other in
 * peer-checks.spec.ts.
 */
import { expect, test, type Page } from "../support/test";
import { FIXTURE_DATASET, PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { publishedRoutes, SEED_DATASET } from "../support/routes";
import { startServer, type TestServer } from "../support/server";

/** Every chart placed in the seed: page and title. */
const CHARTS = [
  { route: "/self-storage/insights/roi-guide-ontario/", title: "Asking rents by Ontario market", rows: ["Toronto+GTA", "Smaller towns"] },
  { route: "/insights/storage-valuation-guide/", title: "Cap rate ranges by market tier", rows: ["GTA premium", "Tertiary markets"] },
  {
    route: "/self-storage/insights/ontario-storage-report/",
    title: "Ontario self-storage supply and three years of growth",
    rows: ["Self-storage space in Ontario"],
  },
  {
    route: "/self-storage/ontario/gta/investment-opportunities/",
    title: "GTA returns: estimated range and target IRR",
    rows: ["Estimated returns", "Target IRR"],
  },
  { route: "/self-storage/ontario/", title: "Asking rents on each market page", rows: ["Toronto", "Kitchener-Waterloo"] },
];

async function expectChart(page: Page, title: string, rows: string[]) {
  const chart = page.getByRole("img", { name: title });
  await expect(chart).toBeVisible();
  // Named by its <title>, described by its <desc>.
  await expect(chart.locator("title")).toHaveText(title);
  expect((await chart.locator("desc").textContent())?.length ?? 0).toBeGreaterThan(20);
  expect(await chart.locator("[data-mark]").count()).toBeGreaterThan(0);
  const figure = page.locator("figure", { has: chart });
  await figure.getByText("Show the numbers").click();
  const table = figure.getByRole("table");
  await expect(table).toBeVisible();
  for (const row of rows) await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
}

test.describe("charts on the seed's pages, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { route, title, rows } of CHARTS) {
    test(`${route}: ${title}`, async ({ page }) => {
      await page.goto(route);
      await expectChart(page, title, rows);
    });
  }

  for (const [route, kind] of [
    ["/self-storage/ontario/", "self-storage"],
    ["/industrial/ontario/", "industrial"],
  ] as const) {
    test(`${route} maps every ${kind} market page, each marker a link to its page`, async ({ page }) => {
      const markets = publishedRoutes(SEED_DATASET).filter(
        (path) => path.startsWith(route) && path !== route && path.split("/").length === 5,
      );
      expect(markets.length).toBeGreaterThanOrEqual(5);
      await page.goto(route);
      const map = page.locator('figure[data-map="ontario"]');
      await expect(map.locator("svg title")).toHaveText(/on the map/);
      const markers = map.locator("a[data-market]");
      await expect(markers).toHaveCount(markets.length);
      // The basemap (outline and lakes) is a static SVG file beside the page, not inline.
      const basemap = await map.locator("image[data-basemap]").getAttribute("href");
      expect(basemap).toMatch(/^\/maps\/ontario\/[-\d._]+\.svg$/);
      const file = await page.request.get(basemap!);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(await file.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><rect[^>]*\/><path d="M/);
      expect((await page.request.get("/maps/ontario/-90_40_-70_50.svg")).status()).toBe(404);
      expect((await markers.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).sort()).toEqual(markets.sort());
      // A marker is a link named by its market, and it leads there.
      const first = markers.first();
      const name = await first.getAttribute("data-market");
      await expect(map.getByRole("link", { name: name! })).toHaveCount(1);
      const href = await first.getAttribute("href");
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  }

  test("every market page shows where it is in its hero", async ({ page }) => {
    test.setTimeout(60_000);
    const markets = publishedRoutes(SEED_DATASET).filter(
      (path) => /^\/(self-storage|industrial)\/ontario\/[^/]+\/$/.test(path) && !path.includes("/gta/investment"),
    );
    for (const route of markets) {
      await page.goto(route);
      const name = (await page.locator("nav[aria-label='Breadcrumb'] [aria-current='page']").textContent())?.trim();
      await expect(page.locator("header").getByRole("img", { name: `Map: where ${name} is in southern Ontario` }), route).toBeVisible();
    }
  });
});

test.describe("a market published in the Studio (publishing fixture)", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    ensurePublishingBuild();
    server = await startServer({ ...PUBLISHING_ENV });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("Sudbury appears on the hub's map and in its rent comparison", async ({ browser }) => {
    expect(publishedRoutes(FIXTURE_DATASET)).toContain("/self-storage/ontario/sudbury/");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/self-storage/ontario/`);
    const marker = page.locator('figure[data-map="ontario"] a[data-market="Sudbury"]');
    await expect(marker).toHaveAttribute("href", "/self-storage/ontario/sudbury/");
    await expect(marker).toBeVisible();
    const chart = page.getByRole("img", { name: "Asking rents on each market page" });
    await expect(chart.locator('[data-mark][data-category="Sudbury"]')).toHaveCount(1);
    await expect(chart.getByText("$0.70–1.20")).toHaveCount(1);
    await expectChart(page, "Asking rents on each market page", ["Sudbury"]);
    await page.goto(`${server.url}/self-storage/ontario/sudbury/`);
    await expect(page.locator("header").getByRole("img", { name: "Map: where Sudbury is in southern Ontario" })).toBeVisible();
    await context.close();
  });
});
