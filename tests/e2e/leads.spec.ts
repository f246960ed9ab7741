import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { startSmtpServer } from "../../supabase/functions/_shared/testSupport.node.ts";
import { createEmbeddedRepository } from "../../apps/web/src/server/stores/embedded.ts";
import { freePort, startServer, tempDataDir, type TestServer } from "../support/server";

const FAILURE_TOAST = "There was an issue submitting your form. Please try the alternative contact methods below.";

/** A person takes more than the 1.5 s minimum fill time (faster is quarantined as suspected spam). */
async function likeAPerson(page: Page) {
  await page.waitForTimeout(1700);
}

async function outboxFor(server: TestServer, text: string) {
  const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
  return messages.filter((message) => message.text.includes(text));
}

/** Each form, filled in as a visitor would, with a marker that identifies its e-mail. */
const FORMS = [
  {
    path: "/contact/",
    submit: "Send Message",
    success: "Thank You!",
    async fill(page: Page, marker: string) {
      await page.getByLabel("Name").fill("Ann Lee");
      await page.getByLabel("E-mail").fill(`${marker}@example.ca`);
      await page.getByLabel("Message").fill("Is the Hamilton facility still available?");
    },
  },
  {
    path: "/sell/",
    submit: "Request My Valuation",
    success: "Thank You!",
    async fill(page: Page, marker: string) {
      await page.getByLabel("Name").fill("Bob Singh");
      await page.getByLabel("E-mail").fill(`${marker}@example.ca`);
      await page.getByLabel("Property address").fill("12 Depot Road, Guelph, ON");
    },
  },
  {
    path: "/off-market/",
    submit: "Join the Investor Network",
    success: "Welcome to Our Network!",
    async fill(page: Page, marker: string) {
      await page.getByLabel("Name").fill("Chen Wei");
      await page.getByRole("textbox", { name: "E-mail" }).fill(`${marker}@example.ca`);
      await page.getByLabel("Investment Profile & Message").fill("Secondary markets, $1-3M");
      await page.getByRole("checkbox", { name: /may e-mail me off-market/ }).check();
    },
  },
] as const;

test.describe.configure({ mode: "serial" });

test.describe("lead forms on a healthy server", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("contact: validation, then success with the Thank You screen and an e-mail to the team", async ({ page }) => {
    await page.goto(`${server.url}/contact/`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Name").fill("Québec Holdings Inc.");
    await page.getByLabel("E-mail").fill("owner@example.ca");
    await page.getByLabel("Message").fill("We own a <b>120-unit</b> facility in Kingston.");
    await likeAPerson(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Thank you! Your message has been sent successfully.")).toBeVisible();

    await expect.poll(async () => (await outboxFor(server, "Québec Holdings Inc.")).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await outboxFor(server, "Québec Holdings Inc.");
    expect(mail?.headers["reply-to"]).toContain("owner@example.ca");
    expect(mail?.text).toContain("We own a <b>120-unit</b> facility in Kingston.");
    expect(mail?.html).toContain("&lt;b&gt;120-unit&lt;/b&gt;");

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("sell: the valuation request with every field reaches the team", async ({ page }) => {
    await page.goto(`${server.url}/sell/`);
    await page.getByLabel("Name").fill("李");
    await page.getByLabel("E-mail").fill("li@example.ca");
    await page.getByLabel("Phone").fill("(905) 555-0199");
    await page.getByLabel("Property type").selectOption("self-storage");
    await page.getByLabel("Property address").fill("100 Storage Way, Hamilton, ON");
    await page.getByLabel("Property details").fill("150 units, 91% occupied");
    await likeAPerson(page);
    await page.getByRole("button", { name: "Request My Valuation" }).click();
    await expect(page.getByRole("button", { name: "Submit Another Property" })).toBeVisible();
    await expect(page.getByText("Thank you! Your property valuation request has been submitted successfully.")).toBeVisible();
    await expect.poll(async () => (await outboxFor(server, "100 Storage Way")).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await outboxFor(server, "100 Storage Way");
    for (const value of ["李", "li@example.ca", "(905) 555-0199", "Self-Storage Facility", "150 units, 91% occupied"]) {
      expect(mail?.text).toContain(value);
    }
  });

  test("off-market: consent is required, then Welcome to Our Network", async ({ page }) => {
    await page.goto(`${server.url}/off-market/`);
    await page.getByLabel("Name").fill("Priya Shah");
    await page.getByRole("textbox", { name: "E-mail" }).fill("priya@example.ca");
    await page.getByLabel("Investment Profile & Message").fill("GTA facilities, $3-8M, within 12 months");
    await likeAPerson(page);
    await page.getByRole("button", { name: "Join the Investor Network" }).click();
    await expect(page.getByText("Please confirm that we may e-mail you off-market opportunities")).toBeVisible();
    await expect(page.getByLabel("Investment Profile & Message")).toHaveValue("GTA facilities, $3-8M, within 12 months");

    await page.getByRole("checkbox", { name: /may e-mail me off-market/ }).check();
    await page.getByRole("button", { name: "Join the Investor Network" }).click();
    await expect(page.getByRole("heading", { name: "Welcome to Our Network!" })).toBeVisible();
    await expect(page.getByText("Thank you! Your investor profile has been submitted successfully.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Update Information" })).toBeVisible();
    await expect.poll(async () => (await outboxFor(server, "priya@example.ca")).length, { timeout: 15_000 }).toBe(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form posts and shows the server-rendered Thank You screen", async ({ page }) => {
      await page.goto(`${server.url}/contact/`);
      await page.getByLabel("Name").fill("No Script Investor");
      await page.getByLabel("E-mail").fill("noscript@example.ca");
      await page.getByLabel("Message").fill("Sent without JavaScript");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      await expect.poll(async () => (await outboxFor(server, "noscript@example.ca")).length, { timeout: 15_000 }).toBe(1);
    });

    test("a missing field is shown by the server beside the field", async ({ page }) => {
      await page.goto(`${server.url}/sell/`);
      await page.getByLabel("E-mail").fill("half@example.ca");
      await page.getByRole("button", { name: "Request My Valuation" }).click();
      await expect(page.getByText("Please fill in all required fields")).toBeVisible();
      await expect(page.getByLabel("E-mail")).toHaveValue("half@example.ca");
    });
  });

  test("honeypot submissions are acknowledged, quarantined and notify no one; a flood gets 429", async ({ request }) => {
    const trap = await request.post(`${server.url}/api/leads/contact`, {
      data: { name: "Bot", email: "bot@example.ca", message: "cheap pills", company_website: "http://spam.example" },
      headers: { "x-forwarded-for": "192.0.2.50" },
    });
    expect(trap.status()).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await request.post(`${server.url}/api/leads/valuation`, {
        data: { name: "Flood", email: "not-an-email" },
        headers: { "x-forwarded-for": "192.0.2.99" },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const limited = await request.post(`${server.url}/api/leads/valuation`, { data: {}, headers: { "x-forwarded-for": "192.0.2.99" } });
    expect((await limited.json()).message).toMatch(/^Too many submissions from your connection/);
    expect(await outboxFor(server, "cheap pills")).toHaveLength(0);
  });

  test("the status badge is online", async ({ page }) => {
    await page.goto(`${server.url}/`);
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "online");
    await expect(page.locator("[data-status]")).toContainText("System Online");
  });

  test("every acknowledged lead is a row, suspected spam in quarantine; invalid submissions are not", async () => {
    await server.stop();
    const repository = await createEmbeddedRepository({ dataDir: server.dataDir });
    try {
      expect(await repository.count("contact")).toBe(3);
      const quarantined = await repository.listLeads("contact", { quarantined: "only" });
      expect(quarantined.map((row) => [row.lead.message, row.spam?.reason])).toEqual([["cheap pills", "honeypot"]]);
      expect(await repository.count("valuation")).toBe(1);
      expect(await repository.count("investor")).toBe(1);
    } finally {
      await repository.close();
    }
  });
});

test.describe("when the database is unavailable", () => {
  let server: TestServer;
  let dataDir: string;
  test.beforeAll(async () => {
    // DATA_DIR is a file: the database cannot open.
    dataDir = path.join(tempDataDir(), "not-a-directory");
    writeFileSync(dataDir, "");
    server = await startServer({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const form of FORMS) {
    test(`${form.path}: visitors get the failure path with the fallback contact methods`, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`${server.url}${form.path}`);
      await form.fill(page, "dbdown");
      await likeAPerson(page);
      await page.getByRole("button", { name: form.submit }).click();

      await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
      const banner = page.getByRole("alert").filter({ hasText: "Form Submission Issue:" });
      await expect(banner).toContainText("There was a problem submitting the form. Please use these alternative methods:");
      await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("dbdown@example.ca");

      await banner.getByRole("button", { name: "Copy e-mail" }).click();
      await expect(page.getByText("Email copied to clipboard")).toBeVisible();
      await banner.getByRole("button", { name: "Copy phone" }).click();
      await expect(page.getByText("Phone number copied to clipboard")).toBeVisible();
      await expect(banner.getByRole("link", { name: "Email Us Directly" })).toHaveAttribute("href", /^mailto:/);
      await banner.getByRole("button", { name: "Dismiss" }).click();
      await expect(banner).toBeHidden();
    });
  }

  test("health answers 503 and the status badge goes offline", async ({ page, request }) => {
    const health = await request.get(`${server.url}/api/health`);
    expect(health.status()).toBe(503);
    // Anyone gets the state only; the database's error is the operator's (server-protection.spec.ts).
    expect(await health.json()).toEqual({ status: "error", checkedAt: expect.any(String) });
    await page.goto(`${server.url}/`);
    const badge = page.locator("[data-status]");
    await expect(badge).toHaveAttribute("data-status", "offline");
    await badge.hover();
    await expect(page.getByRole("tooltip")).toContainText("Forms may not work right now");
  });

  test("when the database comes back, leads are accepted again without a restart", async ({ page, request }) => {
    rmSync(dataDir);
    const lead = await request.post(`${server.url}/api/leads/contact`, {
      data: { name: "Back Again", email: "back@example.ca", message: "The database is back" },
      headers: { "x-forwarded-for": "192.0.2.200" },
    });
    expect(lead.status()).toBe(200);
    // A health result is reused for up to 5 s (src/leads/health.ts): the 503 of the test above
    // may still be served for that long.
    await expect.poll(async () => (await request.get(`${server.url}/api/health`)).status(), { timeout: 10_000 }).toBe(200);
    await page.goto(`${server.url}/`);
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "online");
  });
});

test.describe("when the mail server is down", () => {
  test("visitors still see success on every form and the team gets each e-mail once mail is back", async ({ page }) => {
    test.setTimeout(120_000);
    const smtpPort = await freePort();
    const server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "site@example-agency.ca",
      NOTIFY_TO: "team@example-agency.ca",
    });
    try {
      for (const form of FORMS) {
        await page.goto(`${server.url}${form.path}`);
        await form.fill(page, `delayed-${form.path.replaceAll("/", "")}`);
        await likeAPerson(page);
        await page.getByRole("button", { name: form.submit }).click();
        await expect(page.getByRole("heading", { name: form.success })).toBeVisible();
      }

      const smtp = await startSmtpServer(smtpPort);
      try {
        // Retries are due 15 s after each failed attempt. The team's three e-mails, and the
        // investor's confirmation e-mail (double opt-in, decision 0037) to the investor alone.
        const toTeam = () => smtp.received.filter((mail) => mail.to.join() === "team@example-agency.ca");
        await expect.poll(() => toTeam().length, { timeout: 75_000 }).toBe(3);
        await expect.poll(() => smtp.received.length, { timeout: 75_000 }).toBe(4);
        expect(smtp.received.filter((mail) => mail.to.join() === "delayed-off-market@example.ca")).toHaveLength(1);
        for (const form of FORMS) {
          const marker = `delayed-${form.path.replaceAll("/", "")}@example.ca`;
          expect(
            toTeam().filter((mail) => mail.data.includes(marker)),
            marker,
          ).toHaveLength(1);
        }
        expect(toTeam().filter((mail) => mail.data.includes("Confirm that you want off-market"))).toEqual([]);
      } finally {
        await smtp.close();
      }
    } finally {
      await server.stop();
    }
  });
});
