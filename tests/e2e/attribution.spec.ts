/**
 * Issue 18, attribution: a visitor arriving from a tagged link, browsing, then sending a form →
 * the stored row, the team's e-mail, the operator page and the CSV show the first and last touch
 * and the sending page; without JavaScript, the page (and its tags) from the Referer.
 */
import path from "node:path";
import { expect, test, type Page } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { createEmbeddedRepository } from "../../apps/web/src/server/stores/embedded.ts";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { startServer, type TestServer } from "../support/server";

async function emailTo(server: TestServer, address: string) {
  await expect
    .poll(
      async () => (await readOutbox(path.join(server.dataDir, "outbox")).catch(() => [])).filter((m) => m.text.includes(address)).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const messages = await readOutbox(path.join(server.dataDir, "outbox"));
  return messages.find((message) => message.text.includes(address))!;
}

async function sendContact(page: Page, email: string) {
  await page.getByLabel("Name").fill("Ann Lee");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Message").fill("Is the Hamilton facility still available?");
  await page.waitForTimeout(1700); // a person takes longer than the minimum fill time
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.describe("where a lead came from", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const landing = "/self-storage/ontario/hamilton/?utm_source=newsletter&utm_campaign=fall";

  test("with JavaScript: first and last touch and the sending page reach the team's e-mail", async ({ page }) => {
    await page.goto(`${server.url}${landing}`, { referer: "https://news.example.com/issue-12" });
    await page.getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact\/$/);
    // A later visit from a search engine becomes the last touch; the first stays.
    await page.goto(`${server.url}/contact/`, { referer: "https://www.google.com/" });
    await sendContact(page, "attributed@example.ca");

    const email = await emailTo(server, "attributed@example.ca");
    expect(email.text).toContain("Sent from page: /contact/\n");
    expect(email.text).toMatch(
      /First touch: utm_source=newsletter, utm_campaign=fall; from news\.example\.com; landed on \/self-storage\/ontario\/hamilton\/\?utm_source=newsletter&utm_campaign=fall; at 20\d\d-/,
    );
    expect(email.text).toMatch(/Last touch: no UTM tags; from www\.google\.com; landed on \/contact\/; at 20\d\d-/);
  });

  // A test of its own: signing in and rendering the operator page on a fresh server takes a while.
  test("the operator page and the CSV show that lead's first and last touch and sending page", async ({ page }) => {
    await page.goto(`${server.url}/team/leads/deliveries/`);
    await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    const row = page.getByRole("row").filter({ hasText: "attributed@example.ca" });
    await expect(row).toContainText("Page: /contact/");
    await expect(row).toContainText("First touch: utm_source=newsletter, utm_campaign=fall; from news.example.com");
    await expect(row).toContainText("Last touch: no UTM tags; from www.google.com");

    const csv = await (await page.request.get(`${server.url}/api/operator/leads/contact`)).text();
    const [header, ...lines] = csv.split("\r\n");
    const line = lines.find((text) => text.includes("attributed@example.ca")) ?? "";
    const cells = Object.fromEntries((header ?? "").split(",").map((column, index) => [column, line.split(",")[index]]));
    expect(cells).toMatchObject({
      sent_from_page: "/contact/",
      first_touch_source: "newsletter",
      first_touch_campaign: "fall",
      first_touch_referrer: "news.example.com",
      first_touch_landing: landing,
      last_touch_referrer: "www.google.com",
      last_touch_landing: "/contact/",
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server records the sending page and its campaign tags from the Referer", async ({ page }) => {
      await page.goto(`${server.url}/contact/?utm_source=flyer&utm_medium=print`);
      await sendContact(page, "nojs-attributed@example.ca");
      const email = await emailTo(server, "nojs-attributed@example.ca");
      expect(email.text).toContain("Sent from page: /contact/?utm_source=flyer&utm_medium=print\n");
      expect(email.text).toContain(
        "First touch: utm_source=flyer, utm_medium=print; no referring site; landed on /contact/?utm_source=flyer&utm_medium=print",
      );
    });
  });

  test("the stored rows hold the attribution, checked by the database", async () => {
    await server.stop();
    const repository = await createEmbeddedRepository({ dataDir: server.dataDir });
    try {
      const leads = await repository.listLeads("contact");
      const byEmail = Object.fromEntries(leads.map((stored) => [stored.lead.email, stored.lead.attribution]));
      expect(byEmail["attributed@example.ca"]).toMatchObject({
        page: "/contact/",
        first: { source: "newsletter", campaign: "fall", referrer: "news.example.com", landing },
        last: { referrer: "www.google.com", landing: "/contact/" },
      });
      expect(byEmail["nojs-attributed@example.ca"]).toMatchObject({
        page: "/contact/?utm_source=flyer&utm_medium=print",
        first: { source: "flyer", medium: "print" },
      });
    } finally {
      await repository.close();
    }
  });
});
