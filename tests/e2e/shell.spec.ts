import { expect, test } from "../support/test";

test("the header highlights the link of the current page", async ({ page }) => {
  await page.goto("/sell/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sell" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: /Ontario Storage Advisors, home/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("breadcrumbs show the article trail and are hidden on home", async ({ page }) => {
  await page.goto("/insights/due-diligence-checklist/");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "/Self Storage", "/Insights", "/Due Diligence Checklist"]);
  await expect(breadcrumb.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/self-storage/insights/");
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test("Go Back returns to the previous page of the site", async ({ page }) => {
  await page.goto("/buy/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Commercial Agents Toronto" }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/buy\/$/);
});

test("Go Back goes home when the visitor arrived from elsewhere", async ({ page }) => {
  await page.goto("/tools/roi-calculator/");
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy and sell self-storage facilities in Ontario with a specialist");
});

test("the footer carries the social profiles, brokerage, notices and copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const social = footer.getByRole("link", { name: /opens in a new tab/ });
  await expect(social).toHaveCount(8);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer).toContainText("Lakeshore Commercial Realty Inc., Brokerage");
  await expect(footer).toContainText("REALTOR®");
  await expect(footer).toContainText("general information only");
  await expect(footer).toContainText(`© 2020–${new Date().getFullYear()} Ontario Storage Advisors`);
  await expect(footer.getByRole("link", { name: "ROI Guide" })).toHaveAttribute("href", "/self-storage/insights/roi-guide-ontario/");
});

test("home shows the hero actions, both sold success stories and the agent with his portrait", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "For Buyers" })).toHaveAttribute("href", "/self-storage/listings/");
  await expect(page.getByRole("link", { name: "For Sellers" })).toHaveAttribute("href", "/off-market/");
  const stories = page.getByRole("region", { name: "Recent transactions" }).getByRole("article");
  await expect(stories).toHaveCount(2);
  await expect(stories.nth(0)).toContainText("Hamilton, Ontario · 150 units");
  await expect(stories.nth(1)).toContainText("Guelph, Ontario · 200 units");
  await expect(stories.nth(0).getByText("Sold", { exact: true })).toBeVisible();
  const image = stories.nth(0).getByRole("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The seed has a drawn portrait; without one the Avatar shows initials (packages/ui Avatar.test.tsx).
  const portrait = page.getByRole("img", { name: /portrait of Daniel Mercer/i });
  await portrait.scrollIntoViewIfNeeded(); // lazy-loaded below the fold
  await expect(portrait).toHaveJSProperty("complete", true);
  expect(await portrait.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
