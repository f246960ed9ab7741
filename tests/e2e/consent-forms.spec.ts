/**
 * The forms' side of issue 32 and issue 31, on the default build (the seed dataset publishes no
 * listing): the buy box offers the Ontario regions of the markets before any listing exists, and a
 * name that is not a name (a web address) is refused with the name rule's message through a real
 * form, storing nothing.
 */
import { expect, test } from "../support/test";
import { NAME_RULE_MESSAGE } from "../../supabase/functions/_shared/leadFields.ts";

test("a region can be chosen on a site with no listing", async ({ page, request }) => {
  // No listing is published on this site.
  const listings = await request.get("/self-storage/listings/");
  expect(listings.status()).toBe(200);
  expect(await listings.text()).not.toContain('href="/self-storage/listings/fixture');

  await page.goto("/off-market/");
  const gta = page.getByRole("checkbox", { name: "Greater Toronto Area", exact: true });
  await expect(gta).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Kitchener-Waterloo", exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Renée O'Hara");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("regions-no-listing@example.ca");
  await page.getByLabel("Investment Profile & Message").fill("Storage in the GTA");
  await gta.check();
  await page.getByRole("checkbox", { name: /may e-mail me off-market/ }).check();
  // A person takes longer than the minimum fill time (faster is quarantined as suspected spam).
  await page.waitForTimeout(1700);
  await page.getByRole("button", { name: "Join the Investor Network" }).click();
  await expect(page.getByText("Welcome to Our Network!")).toBeVisible();
  await expect(page.getByText("we sent you an e-mail with a link to confirm your subscription")).toBeVisible();
});

test("a name with a web address is refused with the name rule's message", async ({ page }) => {
  await page.goto("/contact/");
  await page.getByLabel("Name").fill("Free money at www.deals.example");
  await page.getByLabel("E-mail").fill("name-rule@example.ca");
  await page.getByLabel("Message").fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(NAME_RULE_MESSAGE)).toBeVisible();
  await expect(page.getByText("Thank You!")).toHaveCount(0);
  await expect(page.getByLabel("Name")).toHaveValue("Free money at www.deals.example");
});
