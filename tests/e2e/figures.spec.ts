/**
 * Issue 18: the value calculator's figures carried to /sell/ and into the valuation request (with
 * and without JavaScript, tampered values ignored), the ROI scenario carried into a contact
 * message, and a repeat lead flagged in the team's e-mail subject.
 */
import path from "node:path";
import { expect, test, type Page } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { createEmbeddedRepository } from "../../apps/web/src/server/stores/embedded.ts";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

async function emailsTo(server: TestServer, address: string, count = 1) {
  const outbox = path.join(server.dataDir, "outbox");
  const mine = async () => (await readOutbox(outbox).catch(() => [])).filter((message) => message.text.includes(address));
  await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBe(count);
  return mine();
}

async function requestValuation(page: Page, email: string) {
  await page.getByLabel("Name").fill("Bob Singh");
  await page.getByLabel("E-mail").fill(email);
  await page.waitForTimeout(1700); // a person takes longer than the minimum fill time
  await page.getByRole("button", { name: "Request My Valuation" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

// 120 units at $140, 90 % occupancy, 40 % expenses, 6 % cap rate.
const VALUE = "$1,814,400";
const INPUTS = {
  units: 120,
  unitMonthlyRent: 140,
  containers: 0,
  containerMonthlyRent: 125,
  parkingSpots: 0,
  parkingMonthlyRent: 45,
  additionalMonthlyRevenue: 0,
  occupancyPercent: 90,
  expenseRatioPercent: 40,
  capRatePercent: 6,
};

test.describe.configure({ mode: "serial" });

test.describe("figures carried into a request", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("value calculator → /sell/ shows the figures → the request and the e-mail hold the estimate", async ({ page }) => {
    await page.goto(`${server.url}/`);
    const calculator = page.getByRole("region", { name: "What is your facility worth?" });
    await calculator.getByLabel("Storage units").fill("120");
    await calculator.getByLabel("Average rent per unit").fill("140");
    await expect(calculator.getByText(VALUE)).toBeVisible();
    await calculator.getByRole("link", { name: "Request a free valuation" }).click();
    await expect(page).toHaveURL(/\/sell\/\?units=120&unitMonthlyRent=140&.*estimatedValue=1814400/);

    const figures = page.getByRole("region", { name: "Your figures from the value calculator" });
    await expect(figures.getByRole("row", { name: /Storage units/ })).toContainText("120");
    await expect(figures.getByRole("row", { name: /Estimated value/ })).toContainText(VALUE);
    await requestValuation(page, "figures@example.ca");

    const [email] = await emailsTo(server, "figures@example.ca");
    expect(email?.text).toContain("Figures from the value calculator:\n  Storage units: 120\n  Average rent per unit ($/month): 140\n");
    expect(email?.text).toContain(`  Estimated value (recomputed): ${VALUE}\n`);
  });

  test("a tampered link shows and stores the recomputed estimate, dropping the absurd values", async ({ page }) => {
    await page.goto(`${server.url}/sell/?units=120&unitMonthlyRent=140&capRatePercent=-3&occupancyPercent=900&estimatedValue=999999999`);
    const figures = page.getByRole("region", { name: "Your figures from the value calculator" });
    await expect(figures.getByRole("row", { name: /Estimated value/ })).toContainText(VALUE);
    await expect(figures).not.toContainText("999,999,999");
    await requestValuation(page, "tampered@example.ca");
    const [email] = await emailsTo(server, "tampered@example.ca");
    expect(email?.text).toContain(`  Estimated value (recomputed): ${VALUE}\n`);
    expect(email?.text).toContain("  Cap rate (%): 6\n");
  });

  test("the ROI calculator's 'Talk through your numbers' starts the contact message with the scenario's link", async ({ page }) => {
    await page.goto(`${server.url}/tools/roi-calculator/`);
    await page.getByRole("link", { name: "Talk through your numbers" }).click();
    await expect(page).toHaveURL(/\/contact\/\?message=/);
    await expect(page.getByLabel("Message")).toHaveValue(
      /^I'd like to talk through this ROI scenario: http:\/\/127\.0\.0\.1:\d+\/tools\/roi-calculator\//,
    );
  });

  test("a second lead from the same e-mail within 24 hours is e-mailed too, marked as a repeat", async ({ request }) => {
    const send = () =>
      request.post(`${server.url}/api/leads/contact`, {
        data: { name: "Ann Lee", email: "repeat@example.ca", message: "Still interested?" },
        headers: { "x-forwarded-for": "198.51.100.40" },
      });
    const first = (await (await send()).json()) as { id: string };
    await send();
    const emails = await emailsTo(server, "repeat@example.ca", 2);
    const subjects = emails.map((email) => email.headers.subject).sort();
    expect(subjects).toEqual(["New contact message from Ann Lee", "[Repeat] New contact message from Ann Lee"]);
    expect(emails.find((email) => email.headers.subject?.startsWith("[Repeat]"))?.text).toContain(`Repeat of: lead ${first.id} `);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the figures in the link are shown above the form and reach the request", async ({ page }) => {
      await page.goto(`${server.url}/sell/?units=120&unitMonthlyRent=140`);
      const figures = page.getByRole("region", { name: "Your figures from the value calculator" });
      await expect(figures.getByRole("row", { name: /^Storage units/ })).toContainText("120");
      await expect(figures.getByRole("row", { name: "Estimated value" })).toContainText(VALUE);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${E2E_SITE_URL}/sell/`);
      await requestValuation(page, "nojs-figures@example.ca");
      const [email] = await emailsTo(server, "nojs-figures@example.ca");
      expect(email?.text).toContain(`  Estimated value (recomputed): ${VALUE}\n`);
    });
  });

  test("the stored valuations hold the kept inputs and the recomputed estimate", async () => {
    await server.stop();
    const repository = await createEmbeddedRepository({ dataDir: server.dataDir });
    try {
      const stored = Object.fromEntries((await repository.listLeads("valuation")).map((row) => [row.lead.email, row.lead.estimate]));
      for (const email of ["figures@example.ca", "tampered@example.ca", "nojs-figures@example.ca"]) {
        expect(stored[email], email).toEqual({ inputs: INPUTS, estimatedValue: 1_814_400 });
      }
      const contacts = await repository.listLeads("contact");
      const repeats = contacts.filter((row) => row.lead.email === "repeat@example.ca");
      expect(repeats.map((row) => row.repeat_of === null).sort()).toEqual([false, true]);
    } finally {
      await repository.close();
    }
  });
});
