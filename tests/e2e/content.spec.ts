import { readFileSync } from "node:fs";
import { expect, test, type Page } from "../support/test";
import { jsonLd } from "../support/jsonLd";
import { pdfText } from "../support/pdfText";
import { ofType } from "../support/seed";

/** The figures of docs/product.md#editorial-figures as visitors read them on the built site (embedded seed content). */

const range = (from: string, to: string) => new RegExp(`${from.replace(/[$.]/g, "\\$&")}\\s?[-–]\\s?${to.replace(/[$.]/g, "\\$&")}`);

async function rowText(page: Page, rowHeader: string | RegExp) {
  return (await page.getByRole("row", { name: rowHeader }).first().innerText()).replace(/\s+/g, " ");
}

test("ROI guide: rental rates by market, worked example, expense lines and sensitivity", async ({ page }) => {
  await page.goto("/self-storage/insights/roi-guide-ontario/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const rates: Array<[string, string, string, string]> = [
    ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
    ["Ottawa", "$1.20–2.20", "$1.60–2.80", "stable"],
    ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
    ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
    ["London", "$0.90–1.60", "$1.30–2.00", "stable"],
    ["Smaller towns", "$0.80–1.30", "$1.10–1.70", "variable"],
  ];
  for (const [market, standard, climate, trend] of rates) {
    const text = await rowText(page, new RegExp(`^${market.replace("+", "\\+")}`));
    expect(text).toContain(standard);
    expect(text).toContain(climate);
    expect(text).toContain(trend);
  }
  const body = await page.locator("main").innerText();
  for (const figure of [
    "$3,200,000",
    "28,000",
    "250",
    "91%",
    "$390,000",
    "$148,200",
    "$241,800",
    "7.6%",
    "$2,080,000",
    "$1,120,000",
    "$141,800",
    "$100,000",
    "8.9%",
  ]) {
    expect(body).toContain(figure);
  }
  for (const [line, amount] of [
    ["Property taxes", "$45,000"],
    ["Insurance", "$18,000"],
    ["Utilities", "$22,000"],
    ["Snow removal", "$12,000"],
    ["Management", "$28,000"],
    ["Marketing", "$8,200"],
  ]) {
    expect(await rowText(page, new RegExp(`^${line}`))).toContain(amount as string);
  }
  expect(await rowText(page, /^85%/)).toMatch(/\$364,000.*\$84,120.*7\.5%/);
  expect(await rowText(page, /^95%/)).toMatch(/\$407,000.*\$110,460.*9\.9%/);
  await expect(page.locator('main a[href="/tools/roi-calculator/"]').first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Disclaimer" })).toBeVisible();
});

test("market report: the Ontario supply and Canada market figures", async ({ page }) => {
  await page.goto("/self-storage/insights/ontario-storage-report/");
  const body = await page.locator("main").innerText();
  expect(body).toContain("37.3M");
  expect(body).toContain("4.2M");
  expect(body).toContain("$4.3B");
  await expect(page.locator('main a[href="/contact/"]').first()).toBeVisible();
});

test("valuation guide: cap rates by market tier and HST", async ({ page }) => {
  await page.goto("/insights/storage-valuation-guide/");
  expect(await rowText(page, /^GTA/)).toMatch(range("5.5", "6.5%"));
  expect(await rowText(page, /^Secondary/)).toMatch(range("6.5", "7.5%"));
  expect(await rowText(page, /^Tertiary/)).toMatch(range("7.0", "8.5%"));
  const body = await page.locator("main").innerText();
  expect(body).toContain("13%");
  expect(body).toMatch(/\$25\s?[-–]\s?40/);
});

test("financing in Ontario: leverage and rates (the page the original site lacked)", async ({ page }) => {
  const response = await page.goto("/self-storage/insights/financing-in-ontario/");
  expect(response?.status()).toBe(200);
  const body = await page.locator("main").innerText();
  expect(body).toMatch(range("60", "65%"));
  expect(body).toMatch(range("5.25", "7.0%"));
});

test("due diligence checklist: date, read time, four critical sections, timeline and the PDF", async ({ page }) => {
  await page.goto("/insights/due-diligence-checklist/");
  const hero = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero).toContainText("January 15, 2025");
  await expect(hero).toContainText("12 min read");
  for (const benefit of ["Risk mitigation", "Value discovery", "Informed decisions"]) {
    await expect(page.getByRole("heading", { name: new RegExp(benefit, "i") }).first()).toBeVisible();
  }
  const sections = [
    ["Financial Analysis", true],
    ["Legal & Title Review", true],
    ["Physical Property Inspection", true],
    ["Environmental Assessment", true],
    ["Market Analysis", false],
    ["Operational Review", false],
  ] as const;
  for (const [title, critical] of sections) {
    const card = page
      .locator("div", { has: page.getByRole("heading", { name: title, exact: true }) })
      .filter({ has: page.locator("ol") })
      .last();
    await expect(card.locator("ol > li")).toHaveCount(8);
    if (critical) await expect(card.getByText("Critical Section")).toBeVisible();
    else await expect(card.getByText("Critical Section")).toHaveCount(0);
  }
  await expect(page.getByText("Critical Section", { exact: true })).toHaveCount(4);
  for (const label of ["Days 1–7", "Days 8–21", "Days 22–30"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const professional of ["lawyer", "appraiser", "environmental consultant", "structural engineer", "CPA", "insurance broker"]) {
    await expect(page.getByRole("heading", { name: new RegExp(professional, "i") }).first()).toBeVisible();
  }
  await expect(page.locator('main a[href="/contact/"]').first()).toBeVisible();

  const downloads = page.getByRole("link", { name: /PDF/ });
  expect(await downloads.count()).toBeGreaterThanOrEqual(2);
  const [download] = await Promise.all([page.waitForEvent("download"), downloads.first().click()]);
  expect(download.suggestedFilename()).toBe("due-diligence-checklist.pdf");
  const pdf = readFileSync((await download.path()) ?? "");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain("CRITICAL SECTION");
  const article = ofType<{ _id: string; sections: Array<{ body: Array<{ _type: string; items?: string[] }> }> }>("guideArticle").find(
    (doc) => doc._id === "guide.due-diligence-checklist",
  );
  const checklists = (article?.sections ?? []).flatMap((section) => section.body.filter((block) => block._type === "checklist"));
  expect(checklists).toHaveLength(6);
  const flat = text.replace(/\s+/g, " ");
  for (const item of checklists.flatMap((list) => list.items ?? [])) expect(flat).toContain(item.slice(0, 40));
});

test("insights: ten news articles, the newest featured first, en-CA long dates, Learn More to contact", async ({ page }) => {
  await page.goto("/insights/");
  const news = ofType<{ title: string; date: string; author: string; category: string; readTime: string }>("newsArticle");
  expect(news).toHaveLength(10);
  const cards = page.locator("main article").filter({ has: page.getByRole("link", { name: /Learn More/ }) });
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Featured");
  await expect(cards.first()).toContainText("September 15, 2024");
  const dates = await cards.locator("time").allInnerTexts();
  expect(dates).toContain("July 18, 2024");
  for (const article of news) {
    const card = cards.filter({ hasText: article.title });
    await expect(card).toContainText(article.author);
    await expect(card).toContainText(article.category);
    await expect(card).toContainText(article.readTime);
    const formatted = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${article.date}T00:00:00Z`),
    );
    await expect(card.locator("time")).toHaveText(formatted);
  }
  for (const href of await cards
    .getByRole("link", { name: /Learn More/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toBe("/contact/");
  }
});

test("GTA investment opportunities: the four metric tiles and a six-question FAQ", async ({ page }) => {
  await page.goto("/self-storage/ontario/gta/investment-opportunities/");
  for (const [value, label] of [
    ["92%", /occupancy/i],
    ["$3.25", /rate/i],
    ["8.5%", /IRR/i],
    ["15+ years", /payback/i],
  ] as const) {
    const tile = page.locator("dl > div").filter({ has: page.getByText(value, { exact: true }) });
    await expect(tile).toContainText(label);
  }
  // The FAQ's questions; the chart's "Show the numbers" is a <details> too, inside its figure.
  await expect(page.locator("details:not(figure details)")).toHaveCount(6);
});

test("regional pages: every city shows its figures, FAQs and calls to action", async ({ page }) => {
  const markets = ofType<{ city: string; name: string }>("selfStorageMarket");
  expect(markets.map((market) => market.city).sort()).toEqual([
    "hamilton",
    "kitchener-waterloo",
    "london",
    "mississauga",
    "niagara",
    "ottawa",
    "toronto",
    "york-region",
  ]);
  const figures: Record<string, RegExp[]> = {
    london: [/430,000/],
    hamilton: [/580,000\+/, /1\.2%/, /85\s?[-–]\s?90%/, /8\s?[-–]\s?12%/],
    ottawa: [/1\.4\+? million/i],
    niagara: [/470K\+/, /14M\+/, /\$100B\+/],
    mississauga: [/750,000\+/, /\$85,000\+/],
    "kitchener-waterloo": [/500,000\+/, /40,000/, /20,000/],
  };
  for (const market of markets) {
    await page.goto(`/self-storage/ontario/${market.city}/`);
    await expect(page.getByRole("navigation", { name: /breadcrumb/i })).toContainText(market.name);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    const body = await page.locator("main").innerText();
    for (const figure of figures[market.city] ?? []) expect(body, `${market.city}: ${figure}`).toMatch(figure);
    expect(await page.locator('main a[href="/contact/"]').count(), market.city).toBeGreaterThan(0);
  }
  await page.goto("/self-storage/ontario/hamilton/");
  await expect(page.locator("details")).toHaveCount(6);
  await page.goto("/self-storage/ontario/kitchener-waterloo/");
  await expect(page.locator('main a[href="/off-market/"]').first()).toBeVisible();
});

test("industrial Toronto: 100M+ SF, 6M+ people, $300B+ GDP and its two calls to action", async ({ page }) => {
  await page.goto("/industrial/ontario/toronto/");
  for (const value of ["100M+ SF", "6M+", "$300B+"]) await expect(page.locator("dl").getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Toronto Industrial Properties" }).first()).toHaveAttribute("href", "/buy/");
  await expect(page.getByRole("link", { name: "Toronto Market Analysis" }).first()).toHaveAttribute("href", "/contact/");
  for (const area of ["gta", "york-region", "peel", "durham"]) {
    await page.goto(`/industrial/ontario/${area}/`);
    await expect(page.locator('main a[href="/buy/"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/contact/"]').first()).toBeVisible();
  }
  await page.goto("/industrial/");
  for (const area of ["toronto", "gta", "york-region", "peel", "durham"]) {
    await expect(page.locator(`main a[href="/industrial/ontario/${area}/"]`).first()).toBeVisible();
  }
  await page.goto("/industrial/ontario/");
  expect(await page.locator("main").innerText()).toMatch(/500M\+/);
});

test("buy: the off-market teaser with phone and e-mail, and the six-step process", async ({ page }) => {
  await page.goto("/buy/");
  const teaser = page.locator("article", { hasText: "NDA" }).first();
  await expect(teaser).toContainText("$1.3M");
  await expect(teaser).toContainText("6%");
  await expect(teaser.locator('a[href^="tel:"]')).toBeVisible();
  await expect(teaser.locator('a[href^="mailto:"]')).toBeVisible();
  const steps = page
    .locator("ol")
    .filter({ hasText: "NDA" })
    .filter({ hasText: /shared drive/i })
    .first();
  await expect(steps.locator("> li")).toHaveCount(6);
});

test("about: the agent card with photo, phone, e-mail and profile link", async ({ page }) => {
  await page.goto("/about/");
  await expect(page.getByRole("img", { name: /Daniel Mercer/ })).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.getByRole("link", { name: /View profile/ })).toHaveAttribute("target", "_blank");
});

test("listings is a Coming Soon page that sends visitors to off-market, contact and a valuation", async ({ page }) => {
  await page.goto("/self-storage/listings/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Coming Soon/i);
  for (const href of ["/off-market/", "/contact/", "/sell/"]) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  // No listing is published in the shipped seed: nothing to filter, and no listing page.
  await page.goto("/self-storage/listings/filter/?status=sold");
  await expect(page).toHaveURL(/\/self-storage\/listings\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Coming Soon/i);
  expect((await page.request.get("/self-storage/listings/some-facility/", { maxRedirects: 0 })).status()).toBe(404);
});

test("insight indexes link to every guide", async ({ page }) => {
  await page.goto("/self-storage/insights/");
  for (const slug of ["roi-guide-ontario", "ontario-storage-report", "financing-in-ontario"]) {
    await expect(page.locator(`main a[href="/self-storage/insights/${slug}/"]`).first()).toBeVisible();
  }
  await page.goto("/self-storage/");
  for (const href of ["/self-storage/listings/", "/self-storage/insights/", "/self-storage/ontario/"])
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
});

test("FAQ answers are published as FAQPage structured data", async ({ request }) => {
  const html = await (await request.get("/self-storage/ontario/hamilton/")).text();
  const data = jsonLd(html);
  expect(data.find((item) => item["@type"] === "FAQPage")?.mainEntity).toHaveLength(6);
  expect(data.some((item) => item["@type"] === "Place")).toBe(true);
});
