/**
 * Site search (issue 34) on the default build (the seed): the header's box and /search/ without
 * JavaScript, the kind filters, the phone menu's box, the 404 search on the same index, and what
 * a bad request (a 400 with the page stating the problem) or a search with no result shows. The ranking itself is checked in Vitest
 * (apps/web/src/search/searchIndex.test.ts); hosted freshness in hosted-publishing.spec.ts.
 */
import { expect, test, type Page } from "../support/test";

const results = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });

async function searchFromHeader(page: Page, query: string) {
  await page.getByRole("search", { name: "Site search", exact: true }).getByRole("searchbox", { name: "Search the site" }).fill(query);
  await page.getByRole("search", { name: "Site search", exact: true }).getByRole("button", { name: "Search" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box finds Hamilton, HST and a misspelt Kitchener, with the words marked", async ({ page }) => {
    await page.goto("/about/");
    await searchFromHeader(page, "hamilton cap rate");
    await expect(page).toHaveURL(/\/search\/\?q=hamilton\+cap\+rate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
    const hamilton = results(page).first();
    await expect(hamilton.getByRole("link")).toHaveAttribute("href", "/self-storage/ontario/hamilton/");
    await expect(hamilton.getByRole("heading", { level: 2 })).toHaveText("Hamilton");
    await expect(hamilton.getByText("Market", { exact: true })).toBeVisible();
    await expect(hamilton.locator("mark").first()).toBeVisible();

    await searchFromHeader(page, "hst");
    await expect(results(page).first().getByRole("heading", { level: 2 })).toHaveText("How to Value a Self-Storage Facility in Ontario");
    await expect(page.getByText(/^3 results for/)).toBeVisible();

    await searchFromHeader(page, "kitchner");
    await expect(results(page).first().getByRole("heading", { level: 2 })).toHaveText("Kitchener-Waterloo");
  });

  test("a kind filter narrows the results", async ({ page }) => {
    await page.goto("/search/?q=industrial");
    const filters = page.getByRole("navigation", { name: "Filter results by kind" });
    await expect(filters.getByRole("link", { name: /^All \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    const all = await results(page).count();
    await filters.getByRole("link", { name: /^Industrial area \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=industrial&kind=industrial-area$/);
    await expect(filters.getByRole("link", { name: /^Industrial area/ })).toHaveAttribute("aria-current", "page");
    const kinds = await results(page).locator("p").first().allTextContents();
    expect(new Set(kinds)).toEqual(new Set(["Industrial area"]));
    expect(await results(page).count()).toBeLessThanOrEqual(all);
  });

  test("no result, a bad request and the page's head", async ({ page, request }) => {
    await page.goto("/search/?q=zebra+crossing");
    await expect(page.getByText("No results for zebra crossing")).toBeVisible();
    await expect(page.getByRole("link", { name: "Self-storage markets by region" })).toHaveAttribute("href", "/self-storage/ontario/");

    for (const [query, problem] of [
      [`q=${"x".repeat(201)}`, "Search for 200 characters or fewer."],
      ["q=%25%25%25", "Search for at least one word or number."],
      ["q=hst&kind=villa", "Narrow to one of: market, industrial-area, guide, article, listing, page."],
      ["q=hst&page=abc", "A results page is a number from 1 to 9999."],
      ["q=hst%1B", "Search for words, without control characters."],
    ] as const) {
      const response = await page.goto(`/search/?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
      await expect(page.getByRole("alert")).toHaveText(problem);
    }
    // The same refusal to a client that asks for no page (curl) and to HEAD; a good search stays 200.
    const refused = await request.get(`/search/?q=${"x".repeat(201)}`);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Search for 200 characters or fewer");
    expect((await request.head("/search/?q=%25%25%25")).status()).toBe(400);
    expect((await request.get("/search/?q=hst")).status()).toBe(200);

    await page.goto("/search/?q=hst");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/self-storage/ontario/hamilton/");
    expect(sitemap).not.toContain("/search/");
  });
});

test("the 404 search goes to the one page titled with the words, else to the results", async ({ page, request }) => {
  for (const [query, destination] of [
    ["peel", "/industrial/ontario/peel/"],
    ["cap rate", "/search/?q=cap+rate"],
    ["zebra", "/search/?q=zebra"],
  ] as const) {
    const response = await request.get(`/api/site-search?q=${encodeURIComponent(query)}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(303);
    expect(response.headers().location, query).toBe(destination);
  }
  await page.goto("/no-such-page/");
  await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("hamilton cap rate");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\/\?q=hamilton\+cap\+rate$/);
  await expect(results(page).first().getByRole("heading", { level: 2 })).toHaveText("Hamilton");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the search box of the menu searches", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("search", { name: "Site search", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menuSearch = page.getByRole("search", { name: "Site search (menu)" });
    await menuSearch.getByRole("searchbox", { name: "Search the site" }).fill("industrial peel");
    await menuSearch.getByRole("searchbox", { name: "Search the site" }).press("Enter");
    await expect(page).toHaveURL(/\/search\/\?q=industrial\+peel$/);
    await expect(results(page).first().getByRole("heading", { level: 2 })).toHaveText("Peel Region");
  });
});
