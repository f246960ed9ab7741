/**
 * Random and mutated submissions to every form action, for a bounded time, against the production
 * server (docs/decisions/0012-hostile-input.md): whatever arrives, no 5xx and no unhandled
 * rejection, and whatever was stored reaches the CRM webhook as one well-formed, signed JSON
 * document of the documented shape (decision 0022). The seed is printed on failure so a failing
 * run can be replayed.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { expect, test } from "../support/test";
import fc from "fast-check";
import { SIGNATURE_HEADER, verifySignature } from "../../apps/web/src/leads/webhook/signature.ts";
import { freePort, startServer, type TestServer } from "../support/server";

const FUZZ_MS = 15_000;
const ACCEPTABLE = new Set([200, 303, 400, 404, 413, 415, 429]);

const WEBHOOK_SECRET = "fuzz-webhook-secret-must-never-ship-0123456789";
/** Every webhook delivery: whether its signature verified, and the parsed body (or the parse error). */
const deliveries: { signed: boolean; payload: unknown }[] = [];
let receiver: Server;
let server: TestServer;
test.beforeAll(async () => {
  const port = await freePort();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = request.headers[SIGNATURE_HEADER];
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch (error) {
        payload = String(error);
      }
      deliveries.push({ signed: verifySignature(WEBHOOK_SECRET, body, typeof header === "string" ? header : null, new Date()), payload });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  server = await startServer({ LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

function post(path: string, headers: Record<string, string>, body: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${server.url}${path}`,
      { method: "POST", agent: false, headers: { ...headers, "content-length": String(body.byteLength) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const FIELDS = [
  "name",
  "email",
  "message",
  "phone",
  "property_address",
  "property_type",
  "investment_profile",
  "consent_deal_emails",
  "buy_asset_classes",
  "buy_regions",
  "buy_price_min",
  "buy_price_max",
  "buy_cap_rate_min",
  "company_website",
  "form_started_at",
  "attribution",
  "estimate",
  "__proto__",
  "$ACTION_ID_x",
];
const value = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    "ann@example.ca",
    "(416) 555-0148",
    "self-storage",
    "industrial",
    "1,500,000",
    "6.5",
    "on",
    "\r\nBcc: x@evil.example",
    "<script>alert(1)</script>",
    "'; DROP TABLE contact_forms;--",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  // The attribution and calculator-figure fields (issue 18): JSON of any shape, near-misses of the
  // real one, and query strings with absurd numbers.
  fc.json({ maxDepth: 3 }),
  fc.object({ maxDepth: 2 }),
  fc
    .record(
      {
        source: fc.string({ maxLength: 150 }),
        referrer: fc.string({ maxLength: 60 }),
        landing: fc.string({ maxLength: 60 }),
        at: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          fc.string(),
        ),
      },
      { requiredKeys: [] },
    )
    .map((touch) => JSON.stringify({ first: touch, last: touch, page: touch.landing })),
  fc
    .tuple(
      fc.constantFrom("units", "unitMonthlyRent", "occupancyPercent", "capRatePercent", "estimatedValue"),
      fc.oneof(fc.double().map(String), fc.string({ maxLength: 12 })),
    )
    .map(([key, number]) => `?units=120&${key}=${encodeURIComponent(number)}`),
);
/** A Referer as a browser (or a forger) sends it: the sending page, with tags and figures, or garbage. */
const referer = fc.option(
  fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.constantFrom(
      "https://www.example-agency.ca/sell/?units=1e308&capRatePercent=-0",
      "not a url",
      "/relative?utm_source=x",
      `https://x.ca/${"a".repeat(3000)}`,
    ),
  ),
  { nil: undefined },
);
const record = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });
const client = fc.integer({ min: 1, max: 250 }).map((n) => `100.64.${n}.${Math.floor(Math.random() * 250)}`);

/** One submission: JSON or URL-encoded built from a record, or raw mutated bytes, to any of the three APIs. */
const apiSubmission = fc.record({
  kind: fc.constantFrom("contact", "investor", "valuation"),
  client,
  referer,
  body: fc.oneof(
    record.map((fields) => ({ type: "application/json", bytes: new TextEncoder().encode(JSON.stringify(fields)) })),
    record.map((fields) => ({
      type: "application/x-www-form-urlencoded",
      bytes: new TextEncoder().encode(
        Object.entries(fields)
          .map(
            ([name, item]) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof item === "string" ? item : JSON.stringify(item))}`,
          )
          .join("&"),
      ),
    })),
    fc.record({
      type: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", ""),
      bytes: fc.uint8Array({ maxLength: 400 }),
    }),
  ),
});

/** A Server Action post as a browser without JavaScript sends it, with fuzzed fields. */
const actionSubmission = fc.record({
  page: fc.constantFrom("/contact/", "/sell/", "/off-market/"),
  client,
  referer,
  fields: fc.array(fc.tuple(fc.constantFrom(...FIELDS), fc.string({ maxLength: 200 })), { maxLength: 10 }),
});

test("the three lead APIs and the three form actions survive fuzzed submissions for 15 seconds each", async () => {
  test.setTimeout(90_000);
  const seed = Date.now();
  let runs = 0;
  const apiRun = fc.assert(
    fc.asyncProperty(apiSubmission, async ({ kind, client: ip, referer: from, body }) => {
      runs += 1;
      const headers: Record<string, string> = { "x-forwarded-for": ip, ...(from ? { referer: from } : {}) };
      if (body.type) headers["content-type"] = body.type;
      const status = await post(`/api/leads/${kind}`, headers, body.bytes);
      expect(ACCEPTABLE.has(status), `status ${status}`).toBe(true);
    }),
    { seed, interruptAfterTimeLimit: FUZZ_MS, numRuns: Number.MAX_SAFE_INTEGER },
  );
  await expect(apiRun, `replay with seed ${seed}`).resolves.toBeUndefined();
  const apiRuns = runs;

  const pages = new Map<string, [string, string][]>();
  for (const page of ["/contact/", "/sell/", "/off-market/"]) {
    const html = await (await fetch(`${server.url}${page}`)).text();
    pages.set(
      page,
      [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)].map((match) => [
        match[1] ?? "",
        (match[2] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
      ]),
    );
  }
  const actionRun = fc.assert(
    fc.asyncProperty(actionSubmission, async ({ page, client: ip, referer: from, fields }) => {
      runs += 1;
      const form = new FormData();
      for (const [name, item] of [...(pages.get(page) ?? []), ...fields]) form.append(name, item);
      const response = await fetch(`${server.url}${page}`, {
        method: "POST",
        body: form,
        headers: { "x-forwarded-for": ip, origin: server.url, ...(from ? { referer: from } : {}) },
      });
      await response.arrayBuffer();
      expect(ACCEPTABLE.has(response.status), `status ${response.status}`).toBe(true);
    }),
    { seed, interruptAfterTimeLimit: FUZZ_MS, numRuns: Number.MAX_SAFE_INTEGER },
  );
  await expect(actionRun, `replay with seed ${seed}`).resolves.toBeUndefined();

  console.log(`fuzz: ${apiRuns} API submissions and ${runs - apiRuns} form-action submissions, seed ${seed}`);
  expect(runs).toBeGreaterThan(100);
  expect(server.stderr()).not.toMatch(/unhandledRejection|Unhandled Rejection|uncaughtException|TypeError|ReferenceError/i);

  // Random submissions are rarely valid: store some that are, with random text in the message (the
  // one free field) and a name the name rule accepts (letters, accents, spaces, apostrophes,
  // hyphens, periods: issue 31), so the webhook check below always has deliveries to look at. A
  // random name was refused nearly always, and the check then depended on the seed.
  const accepted: string[] = [];
  const freeText = fc
    .string({ unit: "binary", minLength: 1, maxLength: 200 })
    .map((text) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "x"));
  const names = fc.constantFrom("Zoë O'Brien-Lévesque", "Jean-François Côté", "J. R. Singh", "Ana María Núñez", "Łukasz Wójcik");
  const samples = fc.sample(fc.tuple(names, freeText), { numRuns: 20, seed });
  for (const [index, [name, message]] of samples.entries()) {
    const bytes = new TextEncoder().encode(JSON.stringify({ name, email: `fuzz-${index}@example.ca`, message }));
    const status = await post(
      "/api/leads/contact",
      { "content-type": "application/json", "x-forwarded-for": `198.51.100.${index + 1}` },
      bytes,
    );
    if (status === 200) accepted.push(`fuzz-${index}@example.ca`);
  }
  expect(accepted.length, `replay with seed ${seed}`).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        accepted.filter((email) => deliveries.some(({ payload }) => (payload as { fields?: { email?: string } }).fields?.email === email))
          .length,
      { timeout: 30_000 },
    )
    .toBe(accepted.length);

  // Whatever fuzzed lead was stored, the CRM got it as the documented, signed document.
  console.log(`fuzz: ${deliveries.length} webhook deliveries`);
  for (const { signed, payload } of deliveries) {
    expect(signed).toBe(true);
    expect(payload).toMatchObject({
      version: 1,
      type: "lead.created",
      kind: expect.stringMatching(/^(contact|investor|valuation)$/),
      id: expect.any(String),
    });
    expect(Object.keys(payload as object).sort()).toEqual([
      "attribution",
      "created_at",
      "estimate",
      "fields",
      "id",
      "kind",
      "repeat_of",
      "type",
      "version",
    ]);
  }
});
