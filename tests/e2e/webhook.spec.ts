/**
 * The CRM webhook against the production server (docs/decisions/0022-lead-attribution-and-webhook.md):
 * a local receiver gets every lead of every kind once, signed, with the fields exactly as sent
 * (hostile text included) and nothing of suspected spam; a receiver that fails leaves the e-mail
 * unaffected and shows on the operator page as retrying with its error. The recovery of 200 leads
 * after an outage runs below the HTTP layer, with short retry delays
 * (apps/web/src/leads/webhook/delivery.integration.test.ts).
 */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { expect, test } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifySignature } from "../../apps/web/src/leads/webhook/signature.ts";
import { E2E_OPERATOR_PASSWORD, signInToWorkspace } from "../support/operator";
import { freePort, startServer, type TestServer } from "../support/server";

const SECRET = "e2e-webhook-secret-must-never-ship-0123456789";
const TOKEN = "crm-token-in-the-url-0022";

test.describe.configure({ mode: "serial" });

interface Delivery {
  id: string;
  signed: boolean;
  idempotencyKey: string | undefined;
  payload: { kind: string; id: string; version: number; fields: Record<string, unknown> };
}

let server: TestServer;
let receiver: Server;
let answer = 200;
const deliveries: Delivery[] = [];

test.beforeAll(async () => {
  const port = await freePort();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = request.headers[SIGNATURE_HEADER];
      const payload = JSON.parse(body) as Delivery["payload"];
      if (answer === 200) {
        deliveries.push({
          id: payload.id,
          signed: verifySignature(SECRET, body, typeof header === "string" ? header : null, new Date()),
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER] as string | undefined,
          payload,
        });
      }
      response.writeHead(answer).end(answer === 200 ? "ok" : `echo ${body}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  server = await startServer({
    OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads?token=${TOKEN}`,
    LEAD_WEBHOOK_SECRET: SECRET,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const HOSTILE = 'Line one\r\nBcc: x@evil.example\n"quoted" </script><script>alert(1)</script> Zoë 🏭 \u2028';
const SUBMISSIONS = {
  contact: { name: "Webhook Contact", email: "webhook-contact@example.ca", message: HOSTILE },
  investor: {
    name: "Webhook Investor",
    email: "webhook-investor@example.ca",
    investment_profile: "Self-storage, $2-5M, GTA",
    consent_deal_emails: true,
  },
  valuation: {
    name: "Webhook Seller",
    email: "webhook-seller@example.ca",
    phone: "(416) 555-0148",
    property_address: "12 Industrial Rd, Barrie ON",
    property_type: "self-storage",
    message: "O'Brien & Sons; DROP TABLE leads;--",
  },
} as const;

test("every lead of every kind reaches the CRM once, signed, with its fields as sent; suspected spam does not", async ({ request }) => {
  let client = 10;
  for (const [kind, data] of Object.entries(SUBMISSIONS)) {
    const response = await request.post(`${server.url}/api/leads/${kind}`, {
      data,
      headers: { "x-forwarded-for": `192.0.2.${(client += 1)}` },
    });
    expect(response.status(), kind).toBe(200);
  }
  const trap = await request.post(`${server.url}/api/leads/contact`, {
    data: { name: "Bot", email: "bot-webhook@example.ca", message: "cheap pills", company_website: "http://spam.example" },
    headers: { "x-forwarded-for": "192.0.2.60" },
  });
  expect(trap.status()).toBe(200);

  await expect.poll(() => deliveries.length, { timeout: 30_000 }).toBe(3);
  // A duplicate would come within a round or two.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(deliveries).toHaveLength(3);
  expect(new Set(deliveries.map((delivery) => delivery.id)).size).toBe(3);
  for (const delivery of deliveries) {
    expect(delivery.signed).toBe(true);
    expect(delivery.idempotencyKey).toBe(delivery.id);
    expect(delivery.payload.version).toBe(1);
  }
  const byKind = Object.fromEntries(deliveries.map((delivery) => [delivery.payload.kind, delivery.payload.fields]));
  expect(byKind.contact).toMatchObject({ name: "Webhook Contact", email: "webhook-contact@example.ca" });
  // The message as stored (the schema normalises line endings), not re-encoded or cut.
  expect(String(byKind.contact?.message)).toContain('"quoted" </script><script>alert(1)</script> Zoë 🏭');
  expect(byKind.investor).toMatchObject({ investment_profile: "Self-storage, $2-5M, GTA", consent_deal_emails: true });
  expect(byKind.valuation).toMatchObject({ property_type: "self-storage", message: "O'Brien & Sons; DROP TABLE leads;--" });
  expect(JSON.stringify(deliveries)).not.toContain("cheap pills");
  expect(server.stderr()).not.toContain(SECRET);
});

test("a CRM that fails leaves the e-mail unaffected and shows on the operator page as retrying with its status", async ({ page }) => {
  answer = 503;
  const response = await page.request.post(`${server.url}/api/leads/contact`, {
    data: { name: "Webhook Outage", email: "webhook-outage@example.ca", message: "Sent while the CRM answers 503" },
    headers: { "x-forwarded-for": "192.0.2.70" },
  });
  expect(response.status()).toBe(200);
  const outbox = path.join(server.dataDir, "outbox");
  await expect
    .poll(
      async () =>
        (await readOutbox(outbox).catch(() => [])).filter((message) => message.text.includes("Sent while the CRM answers 503")).length,
      { timeout: 30_000 },
    )
    .toBe(1);

  // The lead lists with their deliveries are in the team's workspace (issue 45).
  await signInToWorkspace(page, server.url, "/team/leads/deliveries/");
  const row = page.getByRole("row").filter({ hasText: "Webhook Outage" });
  await expect(async () => {
    await page.reload();
    await expect(row.locator("[data-webhook]")).toHaveAttribute("data-webhook", "retrying", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText("Retrying (1 failed)");
  await expect(row).toContainText("HTTP 503");
  await expect(page.getByRole("row").filter({ hasText: "Webhook Seller" }).locator("[data-webhook]")).toHaveAttribute(
    "data-webhook",
    "delivered",
  );
  // The CRM's answer echoed the lead: neither it nor the URL's token is kept or logged.
  await expect(row).not.toContainText("echo");
  // The health summary stays on /diagnostics.
  await page.goto(`${server.url}/diagnostics`);
  await expect(page.locator("[data-failed-webhooks]")).toHaveAttribute("data-failed-webhooks", "0");
  expect(server.stderr()).not.toContain(TOKEN);
  answer = 200;
});
