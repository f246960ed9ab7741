import { expect, test } from "../support/test";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("the mobile menu opens, lists every link and closes on a link", async ({ page }) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await menuButton.click();
  const panel = page.getByRole("navigation", { name: "Mobile" });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  for (const label of ["Home", "Buy", "Sell", "Listings", "Insights", "Contact"]) {
    await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(panel.getByText("For Investors:")).toBeVisible();
  await expect(panel.getByRole("link", { name: "ROI Guide" })).toHaveAttribute("href", "/self-storage/insights/roi-guide-ontario/");

  await panel.getByRole("link", { name: "Buy", exact: true }).click();
  await expect(page).toHaveURL(/\/buy\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Self-Storage in Ontario");
  await expect(panel).toBeHidden();
});

test("Escape closes the mobile menu and returns focus to its button", async ({ page }) => {
  await page.goto("/insights/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.getByRole("navigation", { name: "Mobile" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: "Insights", exact: true })).toHaveAttribute("aria-current", "page");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the menu is usable from the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("navigation", { name: "Mobile" });
  await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: "Buy", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy\/$/);
});
