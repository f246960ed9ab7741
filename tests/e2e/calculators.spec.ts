import { expect, test, type Page } from "../support/test";

/**
 * The ROI calculator once React has hydrated its form: `goto` from ../support/test waits for it (a
 * value typed into the server-rendered field before that is replaced by the component's state).
 */
async function openRoiCalculator(page: Page) {
  await page.goto("/tools/roi-calculator/");
}

/** The value shown beside a result label (a <dt>/<dd> pair); the label starts the term. */
function figure(page: Page, label: string) {
  const startsWith = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  return page.locator("dt").filter({ hasText: startsWith }).locator("xpath=following-sibling::dd[1]");
}

test.describe("ROI calculator", () => {
  test("shows the documented figures at the defaults with monthly compounding", async ({ page }) => {
    await openRoiCalculator(page);
    // Canadian semi-annual compounding is the default.
    await expect(page.getByRole("radio", { name: /Semi-annual/ })).toBeChecked();
    await expect(figure(page, "Monthly payment")).toHaveText("$25,118");

    await page.getByRole("radio", { name: "Monthly" }).check();
    await expect(figure(page, "Total investment")).toHaveText("$1,600,000");
    await expect(figure(page, "Loan amount")).toHaveText("$3,750,000");
    await expect(figure(page, "Monthly payment")).toHaveText("$25,320");
    await expect(figure(page, "Net operating income (NOI)")).toHaveText("$225,000");
    await expect(figure(page, "Annual cash flow")).toHaveText("-$78,843");
    await expect(figure(page, "Cap rate")).toHaveText("4.50%");
    await expect(figure(page, "Cash-on-cash return")).toHaveText("-4.93%");
    await expect(figure(page, "Projected property value")).toHaveText("$6,719,582");
    await expect(figure(page, "Total equity")).toHaveText("$3,812,906");
    await expect(figure(page, "Total return")).toHaveText("189.03%");
    await expect(page.getByRole("heading", { name: "10-Year Projections" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Year-by-year projection" }).getByRole("row")).toHaveCount(11);
    await expect(page.getByRole("img", { name: /Property value, equity and loan balance over 10 years/ })).toBeVisible();
  });

  test("recomputes on every change: a zero rate, an empty field and a zero term", async ({ page }) => {
    await openRoiCalculator(page);
    await page.getByLabel("Interest rate").fill("0");
    await expect(figure(page, "Monthly payment")).toHaveText("$12,500");

    await page.getByLabel("Closing costs").fill("");
    await expect(page.getByLabel("Closing costs")).toHaveValue("");
    await expect(figure(page, "Total investment")).toHaveText("$1,450,000");

    await page.getByLabel("Amortisation (loan term)").fill("0");
    await expect(page.getByText("Enter a loan term above 0 years").first()).toBeVisible();
    await expect(page.getByLabel("Amortisation (loan term)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Investment Analysis" })).toHaveCount(0);
    await expect(page.locator("[aria-live=polite]").first()).toHaveText("Enter a loan term above 0 years to see the results.");
  });

  test("keeps the inputs in the URL so a result survives a reload and can be shared", async ({ page }) => {
    await openRoiCalculator(page);
    await page.getByLabel("Purchase price").fill("3200000");
    await page.getByLabel("Projection period").fill("5");
    await page.getByRole("radio", { name: "Monthly" }).check();
    await expect(page).toHaveURL(/purchasePrice=3200000/);
    await expect(page).toHaveURL(/projectionYears=5/);
    await expect(page).toHaveURL(/compounding=monthly/);
    const shown = await figure(page, "Total return").textContent();

    await page.reload();
    await expect(page.getByLabel("Purchase price")).toHaveValue("3200000");
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "5-Year Projections" })).toBeVisible();
    await expect(figure(page, "Total return")).toHaveText(shown ?? "");
  });

  test("prints without the site's navigation", async ({ page }) => {
    await openRoiCalculator(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Investment Analysis" })).toBeVisible();
  });

  // Two fields side by side need about 25rem; a phone stacks them (tests/e2e/reflow.spec.ts
  // checks that nothing runs past the screen's edge at any width).
  for (const { width, layout } of [
    { width: 320, layout: "one per row on a 320 px phone" },
    { width: 1280, layout: "two by two on a 1280 px desktop" },
  ]) {
    test(`sets the fields ${layout}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openRoiCalculator(page);
      const price = await page.getByLabel("Purchase price").boundingBox();
      const downPayment = await page.getByLabel("Down payment").boundingBox();
      if (!price || !downPayment) throw new Error("the fields are not on screen");
      if (width === 320) expect(downPayment.y).toBeGreaterThan(price.y + price.height);
      else expect(downPayment.y).toBe(price.y);
    });
  }
});

test.describe("home value calculator", () => {
  test("shows no estimate until there is revenue, then values 100 units at $1,404,000", async ({ page }) => {
    await page.goto("/");
    const calculator = page.getByRole("region", { name: "What is your facility worth?" });
    await expect(calculator.getByText("Estimated facility value")).toHaveCount(0);
    await expect(calculator.getByLabel("Occupancy")).toHaveValue("90");
    await expect(calculator.getByLabel("Cap rate")).toHaveAttribute("step", "0.1");

    await calculator.getByLabel("Storage units").fill("100");
    await expect(calculator.getByText("Estimated facility value")).toBeVisible();
    await expect(calculator.getByText("$1,404,000")).toBeVisible();
    await expect(figure(page, "Net operating income")).toHaveText("$84,240");

    await calculator.getByLabel("Storage units").fill("");
    await expect(calculator.getByText("Estimated facility value")).toHaveCount(0);
  });
});
