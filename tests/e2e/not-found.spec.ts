import { expect, test } from "../support/test";

test("the 404 page logs the visit and its search box sends visitors on", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", async (message) => {
    if (message.type() === "warning") logs.push(JSON.stringify(await Promise.all(message.args().map((arg) => arg.jsonValue()))));
  });
  const response = await page.goto("/old-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! We couldn't find that page.");
  await expect.poll(() => logs.join("\n")).toContain('"path":"/old-page/"');
  expect(logs.join("\n")).toMatch(/"timestamp":"\d{4}-\d\d-\d\dT/);
  expect(logs.join("\n")).toContain('"userAgent"');

  await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("Financing");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/self-storage\/insights\/financing-in-ontario\/$/);
});

test("the 404 page links to contact, home and investment properties", async ({ page }) => {
  await page.goto("/old-page/");
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Explore investment properties" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular pages" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box still works", async ({ page }) => {
    await page.goto("/old-page/");
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("agent");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Daniel Mercer");
  });
});
