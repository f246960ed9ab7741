import { expect, test } from "../support/test";
import { jsonLd } from "../support/jsonLd";
import { PUBLIC_ROUTES } from "../support/routes";
import { E2E_SITE_URL } from "../support/site";

const SITE = E2E_SITE_URL;

/** What a crawler that runs no JavaScript sees: the raw HTML. */
async function head(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

test("an article carries its full head in server-rendered HTML", async ({ request }) => {
  const { html } = await head(request, "/self-storage/insights/roi-guide-ontario/");
  expect(html).toContain("<title>Self-Storage ROI Guide for Ontario Investors</title>");
  expect(html).toContain(`<link rel="canonical" href="${SITE}/self-storage/insights/roi-guide-ontario/"/>`);
  for (const lang of ["en-CA", "en", "x-default"]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${SITE}/self-storage/insights/roi-guide-ontario/"/>`);
  }
  const robots = /<meta name="robots" content="([^"]+)"\/>/.exec(html)?.[1];
  expect(robots).toMatch(/^index, follow, /);
  expect(robots).toContain("max-image-preview:large");
  expect(html).toContain('<meta property="og:locale" content="en_CA"/>');
  expect(html).toContain(`<meta property="og:image" content="${SITE}/og/default.png"/>`);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/);

  const types = jsonLd(html).map((item) => item["@type"]);
  expect(types).toEqual(["Organization", "RealEstateAgent", "LocalBusiness", "BreadcrumbList", "FAQPage", "Article"]);
  const article = jsonLd(html).find((item) => item["@type"] === "Article");
  expect(article).toMatchObject({
    headline: "Self-Storage ROI Guide for Ontario",
    datePublished: "2024-09-20",
    dateModified: "2025-01-10",
    inLanguage: "en-CA",
  });
  const breadcrumbs = jsonLd(html).find((item) => item["@type"] === "BreadcrumbList");
  expect((breadcrumbs?.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
    "Home",
    "Self Storage",
    "Insights",
    "ROI Guide",
  ]);
});

test("home has no breadcrumbs and the agent's hours in structured data", async ({ request }) => {
  const { html } = await head(request, "/");
  expect(html).toContain("<title>Self-Storage for Sale in Ontario | Ontario Storage Advisors</title>");
  expect(html).toContain(`<link rel="canonical" href="${SITE}/"/>`);
  const data = jsonLd(html);
  expect(data.map((item) => item["@type"])).not.toContain("BreadcrumbList");
  expect(data.find((item) => item["@type"] === "RealEstateAgent")).toMatchObject({ openingHours: "Mo-Fr 09:00-17:00" });
});

test("the 404 page is noindex with its canonical on home", async ({ request }) => {
  const { status, html } = await head(request, "/missing-page/");
  expect(status).toBe(404);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain(`<link rel="canonical" href="${SITE}/"/>`);
});

test("the diagnostics page is noindex", async ({ request }) => {
  const { html } = await head(request, "/diagnostics");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test("the sitemap lists every indexable route and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(urls.sort()).toEqual(PUBLIC_ROUTES.map((route) => `${SITE}${route}`).sort());
  expect(xml).not.toContain("/diagnostics");
});

test("robots.txt allows the site, keeps operators out and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Allow: /");
  expect(text).toContain("Disallow: /diagnostics");
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the default sharing image is a 1200x630 PNG", async ({ request }) => {
  const response = await request.get("/og/default.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});
