/**
 * Pages published from content (issue 16), on the publishing fixture dataset: 30 news articles
 * with a body on top of the seed's ten summaries. A server of its own serves the fixture's build
 * (apps/web/.next-publishing, made by `npm run build:fixture` or here when missing).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Parser from "rss-parser";
import { axeViolations, jsonLdBlocks, jsonLdNodeProblems, nuErrors } from "../support/peerChecks";
import { FIXTURE_DATASET, PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { publishedRoutes } from "../support/routes";
import { loadVocabulary } from "../support/schemaVocabulary";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const PUBLISHED = publishedRoutes(FIXTURE_DATASET);
/** One page of each new kind, for the checks that load a browser. */
const ONE_OF_EACH = [
  "/insights/",
  "/insights/fixture-news-10/",
  "/insights/page/2/",
  "/insights/page/4/",
  "/insights/category/market-trends/",
  "/insights/category/market-trends/page/2/",
  "/insights/fixture-guide/",
  "/self-storage/insights/",
  "/self-storage/insights/fixture-storage-guide/",
];

test.describe.configure({ mode: "serial" });

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  server = await startServer({ ...PUBLISHING_ENV });
});

test.afterEach(async ({}, testInfo) => {
  // What the fixture's server said, when a test fails (it runs outside Playwright's webServer).
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await server?.stop();
});

const url = (route: string) => `${server.url}${route}`;

test("every page the fixture publishes answers 200 with its heading", async ({ request }) => {
  // 52 first requests, each captured by the page cache: the time grows with the pages, like the
  // page-wide peer checks, so the limit does too. Four at a time, as a browser would.
  test.setTimeout(120_000);
  // 8 + 1 self-storage markets, 5 + 1 industrial areas, 5 + 2 guides, 30 articles, 3 list pages,
  // 4 categories and Market Trends' second page.
  expect(PUBLISHED).toHaveLength(9 + 6 + 7 + 30 + 3 + 5);
  for (let index = 0; index < PUBLISHED.length; index += 4) {
    await Promise.all(
      PUBLISHED.slice(index, index + 4).map(async (route) => {
        const response = await request.get(url(route), { maxRedirects: 0 });
        expect(response.status(), route).toBe(200);
        expect(await response.text(), route).toMatch(/<h1[^>]*>[^<]+/);
      }),
    );
  }
  for (const route of [
    "/insights/page/1/",
    "/insights/page/5/",
    "/insights/page/02/",
    "/insights/category/gossip/",
    "/insights/cap-rates-after-rate-cuts/",
    "/insights/category/market-trends/page/1/",
    "/insights/category/market-trends/page/3/",
    "/insights/category/investment/page/2/",
    "/self-storage/insights/no-such-guide/",
    "/self-storage/insights/fixture-guide/",
  ]) {
    expect((await request.get(url(route), { maxRedirects: 0 })).status(), route).toBe(404);
  }
});

test("/insights/ links each title with a page, keeps Learn More to /contact/, and pages on without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url("/insights/"));
  await expect(page.getByRole("link", { name: /^Learn More\b/ }).first()).toHaveAttribute("href", "/contact/");
  // The seed's featured summary has no body: its title is text, not a link.
  await expect(page.getByRole("heading", { level: 3, name: "Ontario Self-Storage Rates Diverge as New Supply Reaches the GTA" }).getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Fixture News Article 30", exact: true })).toHaveAttribute("href", "/insights/fixture-news-30/");

  await page.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(url("/insights/page/2/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market News, Page 2");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_SITE_URL}/insights/page/2/`);
  await page.getByRole("link", { name: "Page 4", exact: true }).click();
  await expect(page).toHaveURL(url("/insights/page/4/"));
  await expect(page.getByRole("link", { name: /^Learn More\b/ })).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Older articles" })).toHaveCount(0);
  await page.getByRole("link", { name: "Newer articles" }).click();
  await expect(page).toHaveURL(url("/insights/page/3/"));
  await context.close();
});

test("an article page shows its body, trail, neighbours and related articles, with NewsArticle data", async ({ page }) => {
  await page.goto(url("/insights/fixture-news-10/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture News Article 10");
  await expect(page.getByText("This is test content of the publishing fixture (article 10).")).toBeVisible();
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Insights"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("Fixture News Article 10");
  await expect(page.getByRole("link", { name: /Previous article\s*Fixture News Article 09/ })).toHaveAttribute("href", "/insights/fixture-news-09/");
  await expect(page.getByRole("link", { name: /Next article\s*Fixture News Article 11/ })).toHaveAttribute("href", "/insights/fixture-news-11/");
  await expect(page.getByRole("region", { name: "Related articles" }).getByRole("link")).toHaveText(["Fixture News Article 30", "Fixture News Article 26", "Fixture News Article 22"]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_SITE_URL}/insights/fixture-news-10/`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", `${E2E_SITE_URL}/insights/feed.xml`);
  const { blocks } = jsonLdBlocks(await page.content(), "article");
  const article = blocks.flat().find((node) => (node as { "@type"?: string })["@type"] === "NewsArticle") as Record<string, unknown> | undefined;
  expect(article).toMatchObject({ headline: "Fixture News Article 10", datePublished: "2025-01-10", articleSection: "Industry News", url: `${E2E_SITE_URL}/insights/fixture-news-10/` });
});

test("a new guide in either section renders at its path, with the guide trail, and is listed on its section's index", async ({ page }) => {
  for (const { index, path, heading, others } of [
    { index: "/insights/", path: "/insights/fixture-guide/", heading: "Fixture Guide", others: "/self-storage/insights/fixture-storage-guide/" },
    { index: "/self-storage/insights/", path: "/self-storage/insights/fixture-storage-guide/", heading: "Fixture Storage Guide", others: "/insights/fixture-guide/" },
  ]) {
    await page.goto(url(index));
    // Listed once, by the guide directory (the seed's guides keep their hand-written cards).
    await expect(page.locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page.locator(`a[href="${others}"]`)).toHaveCount(0);
    // "Read the guide", named for screen readers by the hidden ": {heading}" after it.
    await page.getByRole("link", { name: new RegExp(`^Read the guide\\s*:\\s*${heading}$`) }).click();
    await expect(page).toHaveURL(url(path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link")).toHaveText(["Home", "Self Storage", "Insights"]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
    const { blocks } = jsonLdBlocks(await page.content(), path);
    const article = blocks.flat().find((node) => (node as { "@type"?: string })["@type"] === "Article");
    expect(article, path).toMatchObject({ headline: heading, url: `${E2E_SITE_URL}${path}` });
  }
  // The seed's guides are still on their indexes, in their own cards, and still render.
  await page.goto(url("/insights/due-diligence-checklist/"));
  await expect(page.getByRole("link", { name: /Download the PDF checklist/ }).first()).toHaveAttribute("href", "/downloads/due-diligence-checklist.pdf");
});

test("a category past 12 articles pages on, self-canonical, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url("/insights/category/market-trends/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market Trends News");
  await page.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(url("/insights/category/market-trends/page/2/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market Trends News, Page 2");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_SITE_URL}/insights/category/market-trends/page/2/`);
  // 13 in the category: one on the second page.
  await expect(page.getByRole("link", { name: /^Learn More\b/ })).toHaveCount(1);
  await page.getByRole("link", { name: "Newer articles" }).click();
  await expect(page).toHaveURL(url("/insights/category/market-trends/"));
  await context.close();
});

test("the 404 search finds pages published from content, with and without JavaScript; the rules still come first", async ({ page, request }) => {
  for (const [query, destination] of [
    ["Sudbury", "/self-storage/ontario/sudbury/"],
    ["halton", "/industrial/ontario/halton/"],
    // Markets come before guides and articles that share the word.
    ["fixture", "/self-storage/ontario/sudbury/"],
    // A rule's keyword wins over a page's title ("guide" → the ROI guide).
    ["fixture guide", "/self-storage/insights/roi-guide-ontario/"],
    ["fixture news article 12", "/insights/fixture-news-12/"],
    ["financing", "/self-storage/insights/financing-in-ontario/"],
    ["no such words", "/"],
  ] as const) {
    const response = await request.get(url(`/api/site-search?q=${encodeURIComponent(query)}`), { maxRedirects: 0 });
    expect(response.status(), query).toBe(303);
    expect(response.headers().location, query).toBe(destination);
  }
  await page.goto(url("/no-such-page/"));
  await page.getByRole("searchbox", { name: "Search the site" }).fill("sudbury");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(url("/self-storage/ontario/sudbury/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Market: Sudbury");
});

test("a new market and industrial area appear at their path, on their hub and in their breadcrumbs", async ({ page }) => {
  await page.goto(url("/self-storage/ontario/"));
  await page.locator('a[href="/self-storage/ontario/sudbury/"]').first().click();
  await expect(page).toHaveURL(url("/self-storage/ontario/sudbury/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Market: Sudbury");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Self Storage", "Ontario"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("Sudbury");
  await expect(page).toHaveTitle(/^Fixture Market: Sudbury \| /);

  // The industrial hub holds the area directory.
  await page.goto(url("/industrial/"));
  await page.locator('a[href="/industrial/ontario/halton/"]').first().click();
  await expect(page).toHaveURL(url("/industrial/ontario/halton/"));
  await expect(trail.getByRole("link")).toHaveText(["Home", "Industrial", "Ontario"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("Halton");
});

test("a changed slug redirects from its old path in one hop; a temporary redirect says so", async ({ request }) => {
  for (const from of ["/insights/fixture-old-slug/", "/insights/fixture-old-slug", "/Insights/Fixture-Old-Slug/"]) {
    const response = await request.get(url(from), { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location ?? "", server.url).href, from).toBe(url("/insights/fixture-news-01/"));
  }
  const temporary = await request.get(url("/fixture-temporary/?utm_source=mail"), { maxRedirects: 0 });
  expect(temporary.status()).toBe(307);
  expect(new URL(temporary.headers().location ?? "", server.url).href).toBe(url("/contact/?utm_source=mail"));
  // The fixed redirects still answer as before.
  expect((await request.get(url("/roi-guide"), { maxRedirects: 0 })).headers().location).toContain("/self-storage/insights/roi-guide-ontario/");
});

test("the feed is RSS 2.0 a standard parser reads, each item linking to a live page", async ({ request }) => {
  const response = await request.get(url("/insights/feed.xml"));
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await new Parser().parseString(await response.text());
  expect(feed.items).toHaveLength(20);
  expect(feed.items[0]).toMatchObject({ title: "Fixture News Article 30", link: `${E2E_SITE_URL}/insights/fixture-news-30/` });
  for (const item of feed.items.slice(0, 3)) {
    expect((await request.get(url(new URL(item.link ?? "").pathname))).status()).toBe(200);
  }
});

test("the sitemap lists the articles with lastmod, the list pages and the categories", async ({ request }) => {
  const xml = await (await request.get(url("/sitemap.xml"))).text();
  for (const route of PUBLISHED) expect(xml, route).toContain(`<loc>${E2E_SITE_URL}${route}</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${E2E_SITE_URL}/insights/fixture-news-07/</loc>\\s*<lastmod>2025-01-07`));
});

test("the new pages pass axe, the Nu validator and the schema.org vocabulary", async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const route of ONE_OF_EACH) {
    await page.goto(url(route));
    found.push(...(await axeViolations(page, route)));
  }
  expect(found).toEqual([]);

  const dir = mkdtempSync(path.join(os.tmpdir(), "nu-publishing-"));
  const files = await Promise.all(
    ONE_OF_EACH.map(async (route) => {
      const file = path.join(dir, `${route.replace(/\W+/g, "_")}.html`);
      writeFileSync(file, await (await request.get(url(route))).text());
      return file;
    }),
  );
  expect(nuErrors(files)).toEqual([]);

  const vocabulary = loadVocabulary();
  const problems: string[] = [];
  for (const route of PUBLISHED) {
    const { blocks, problems: parseProblems } = jsonLdBlocks(await (await request.get(url(route))).text(), route);
    problems.push(...parseProblems, ...blocks.flatMap((block) => jsonLdNodeProblems(block, route, vocabulary)));
  }
  expect(problems).toEqual([]);
});

test("every link on the new pages leads to a page that answers", async ({ request }) => {
  const seen = new Set<string>();
  const broken: string[] = [];
  for (const route of ONE_OF_EACH) {
    const html = await (await request.get(url(route))).text();
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      if (!href || seen.has(href)) continue;
      seen.add(href);
      const status = (await request.get(url(href))).status();
      if (status !== 200) broken.push(`${route} → ${href}: ${status}`);
    }
  }
  expect(broken).toEqual([]);
});

test("the new pages ship no more JavaScript than a content page (server components), and stay small", async ({ request }) => {
  const scriptBytes = new Map<string, number>();
  const firstLoad = async (route: string) => {
    const html = await (await request.get(url(route))).text();
    let bytes = 0;
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
      if (!src) continue;
      if (!scriptBytes.has(src)) scriptBytes.set(src, (await (await request.get(url(src))).body()).length);
      bytes += scriptBytes.get(src) ?? 0;
    }
    return { html, bytes };
  };
  // /buy/ is a content page within the performance budget (npm run budget measures it).
  const reference = await firstLoad("/buy/");
  for (const route of ONE_OF_EACH) {
    const { html, bytes } = await firstLoad(route);
    expect(bytes, `${route}: first-load JS (raw bytes) against /buy/`).toBeLessThanOrEqual(reference.bytes + 2_048);
    // The budget's HTML limit is 50 KB gzip; uncompressed, these pages stay far below even that.
    expect(html.length, route).toBeLessThan(50_000 * 4);
  }
});
