/**
 * Bad input on every form action and API route (docs/decisions/0012-hostile-input.md): each
 * hostile request gets the right status and a clear message, never a stack trace, and stores
 * nothing when it is invalid; what is valid, however odd, is stored verbatim and reaches the team
 * escaped. One table, one test per case; the rows are counted at the end.
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { expect, test } from "../support/test";
import { createEmbeddedRepository } from "../../apps/web/src/server/stores/embedded.ts";
import { type OutboxMessage, readOutbox } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { startServer, type TestServer } from "../support/server";

test.describe.configure({ mode: "serial" });

let server: TestServer;
let clientNumber = 0;
/** Each case is its own client: the per-client rate limit is not what is tested here. */
const nextClient = () => `198.18.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

test.beforeAll(async () => {
  server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
});
test.afterAll(async () => {
  await server?.stop();
});

type Kind = "contact" | "investor" | "valuation";
const TABLE_OF: Record<Kind, "contact" | "investor" | "valuation"> = { contact: "contact", investor: "investor", valuation: "valuation" };

interface Case {
  name: string;
  path?: string;
  contentType?: string | null;
  body: string | Uint8Array;
  status: number;
  /** A fragment of the message the client gets. */
  says: string;
  /** Stored lead (kind and the field values that must come back verbatim). */
  stores?: { kind: Kind; fields: Record<string, string | number | string[]> };
  /** The attribution and calculator figures sent do not fit: the lead is stored without them. */
  dropsExtras?: true;
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const json = (value: unknown) => JSON.stringify(value);
const valid = { name: "Ann Lee", email: "ann@example.ca", message: "Is the Hamilton facility available?" };
const TOO_LARGE = "The submission is larger than 64 KB";
const REQUIRED = "Please fill in all required fields";
const CORRECT = "Please correct the highlighted fields";
const WRONG_TYPE = "Send the form as application/json or application/x-www-form-urlencoded";

const SCRIPT = `<script>alert("x")</script>`;
const SQL = `Robert'); DROP TABLE contact_forms; --`;
const RTL = "شركة التخزين الذاتي \u202Eevil.exe\u202C עברית";
const LONG_UNICODE = "🏢".repeat(2500);

const CASES: Case[] = [
  // Size
  { name: "a declared body over 64 KB", body: json({ ...valid, message: "x".repeat(70_000) }), status: 413, says: TOO_LARGE },
  {
    name: "a form-encoded body over 64 KB",
    contentType: FORM_TYPE,
    body: `name=a&message=${"y".repeat(66_000)}`,
    status: 413,
    says: TOO_LARGE,
  },
  // Content types and encodings
  { name: "no content type", contentType: null, body: json(valid), status: 415, says: WRONG_TYPE },
  { name: "text/plain", contentType: "text/plain", body: json(valid), status: 415, says: WRONG_TYPE },
  { name: "multipart to the API", contentType: "multipart/form-data; boundary=x", body: "--x--", status: 415, says: WRONG_TYPE },
  { name: "XML", contentType: "application/xml", body: "<lead><name>a</name></lead>", status: 415, says: WRONG_TYPE },
  {
    name: "a charset other than UTF-8",
    contentType: `${JSON_TYPE}; charset=iso-8859-1`,
    body: json(valid),
    status: 415,
    says: "Send the form in UTF-8, not iso-8859-1",
  },
  { name: "truncated JSON", body: '{"name":"Ann","email":', status: 400, says: "The body is not valid JSON" },
  { name: "JSON with a trailing comma", body: '{"name":"Ann",}', status: 400, says: "The body is not valid JSON" },
  { name: "a JSON array", body: json([valid]), status: 400, says: "The body must be a JSON object of form fields" },
  { name: "a JSON string", body: json("Ann"), status: 400, says: "The body must be a JSON object of form fields" },
  { name: "an empty body", body: "", status: 400, says: "The body is not valid JSON" },
  {
    name: "bytes that are not UTF-8",
    body: new Uint8Array([...Buffer.from('{"name":"'), 0xc3, 0x28, 0xff, ...Buffer.from('","email":"a@b.ca","message":"m"}')]),
    status: 400,
    says: "The body is not valid UTF-8",
  },
  {
    name: "an overlong UTF-8 escape",
    contentType: FORM_TYPE,
    body: "name=%C0%AF&email=a%40b.ca&message=m",
    status: 400,
    says: "The form data is not correctly encoded",
  },
  {
    name: "a broken percent-escape",
    contentType: FORM_TYPE,
    body: "name=Ann%2&email=a%40b.ca&message=m",
    status: 400,
    says: "The form data is not correctly encoded",
  },
  // Missing and duplicated fields
  { name: "an empty object", body: json({}), status: 400, says: REQUIRED },
  { name: "a missing e-mail", body: json({ name: "Ann", message: "m" }), status: 400, says: REQUIRED },
  { name: "blank required fields", body: json({ name: "   ", email: " ", message: "\n\t" }), status: 400, says: REQUIRED },
  {
    name: "a duplicated name",
    contentType: FORM_TYPE,
    body: "name=Ann&name=Bob&email=a%40b.ca&message=m",
    status: 400,
    says: "Each field may be sent only once (sent more than once: name)",
  },
  {
    name: "a duplicated e-mail",
    contentType: FORM_TYPE,
    body: "name=Ann&email=a%40b.ca&email=evil%40x.example&message=m",
    status: 400,
    says: "sent more than once: email",
  },
  // Limits
  { name: "a name over 120 characters", body: json({ ...valid, name: "N".repeat(121) }), status: 400, says: CORRECT },
  { name: "a message over 5,000 characters", body: json({ ...valid, message: "m".repeat(5001) }), status: 400, says: CORRECT },
  { name: "an e-mail over 254 characters", body: json({ ...valid, email: `${"a".repeat(250)}@example.ca` }), status: 400, says: CORRECT },
  { name: "an address that is not an e-mail", body: json({ ...valid, email: "not-an-email" }), status: 400, says: CORRECT },
  // Header injection
  { name: "CR/LF in the name", body: json({ ...valid, name: "Ann\r\nBcc: victim@example.com" }), status: 400, says: CORRECT },
  { name: "CR/LF in the e-mail", body: json({ ...valid, email: "ann@example.ca\r\nBcc: victim@example.com" }), status: 400, says: CORRECT },
  {
    name: "an encoded CR/LF in the e-mail",
    contentType: FORM_TYPE,
    body: "name=Ann&email=ann%40example.ca%0D%0ABcc%3A%20victim%40example.com&message=m",
    status: 400,
    says: CORRECT,
  },
  { name: "a NUL byte in the message", body: json({ ...valid, message: "before\u0000after" }), status: 400, says: CORRECT },
  // Types
  { name: "a number as the name", body: json({ ...valid, name: 42 }), status: 400, says: CORRECT },
  { name: "an object as the e-mail", body: json({ ...valid, email: { $ne: null } }), status: 400, says: CORRECT },
  { name: "an array as the message", body: json({ ...valid, message: ["a", "b"] }), status: 400, says: CORRECT },
  // Other forms
  {
    name: "a property type that does not exist",
    path: "/api/leads/valuation",
    body: json({ ...valid, property_type: "castle" }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "a phone number with letters",
    path: "/api/leads/valuation",
    body: json({ ...valid, phone: "call me maybe" }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "an investor without consent",
    path: "/api/leads/investor",
    body: json({ ...valid, investment_profile: "GTA" }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "an investor with a forged consent value",
    path: "/api/leads/investor",
    body: json({ ...valid, investment_profile: "GTA", consent_deal_emails: "yes please" }),
    status: 400,
    says: CORRECT,
  },
  { name: "a form that does not exist", path: "/api/leads/admin", body: json(valid), status: 404, says: "There is no admin form" },
  // Accepted, however odd: stored verbatim
  {
    name: "HTML and script in the message",
    body: json({ name: "Scripted O'Neil", email: "script@example.ca", message: `<img src=x onerror="alert(1)">${SCRIPT}` }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { name: "Scripted O'Neil", message: `<img src=x onerror="alert(1)">${SCRIPT}` } },
  },
  {
    name: "SQL metacharacters in the message",
    body: json({
      name: "Robert Tables",
      email: "sql@example.ca",
      message: `${SQL} ' OR '1'='1'; -- \\ % _ ; DELETE FROM investor_signups`,
    }),
    status: 200,
    says: "success",
    stores: {
      kind: "contact",
      fields: { name: "Robert Tables", message: `${SQL} ' OR '1'='1'; -- \\ % _ ; DELETE FROM investor_signups` },
    },
  },
  // A name is a name (the name rule, issue 31): markup or SQL there is refused, and nothing stored.
  { name: "HTML in the name", body: json({ ...valid, name: SCRIPT }), status: 400, says: "Please correct the highlighted fields" },
  { name: "SQL in the name", body: json({ ...valid, name: SQL }), status: 400, says: "Please correct the highlighted fields" },
  {
    name: "Québec Holdings Inc.",
    body: json({ ...valid, name: "Québec Holdings Inc.", email: "quebec@example.ca" }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { name: "Québec Holdings Inc." } },
  },
  {
    name: "李 (a one-character name)",
    contentType: FORM_TYPE,
    body: "name=%E6%9D%8E&email=li%40example.ca&message=%E4%BD%A0%E5%A5%BD",
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { name: "李", message: "你好" } },
  },
  {
    name: "right-to-left text with a direction override",
    body: json({ name: "شركة التخزين", email: "rtl@example.ca", message: RTL }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { name: "شركة التخزين", message: RTL } },
  },
  {
    name: "5,000 characters of emoji",
    body: json({ ...valid, email: "emoji@example.ca", message: LONG_UNICODE }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { message: LONG_UNICODE } },
  },
  {
    name: "fields the visitor must not set (id, created_at, notified_at)",
    body: json({
      ...valid,
      email: "mass@example.ca",
      id: "00000000-0000-0000-0000-000000000000",
      created_at: "1999-01-01T00:00:00Z",
      notified_at: "1999-01-01T00:00:00Z",
    }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { email: "mass@example.ca" } },
  },
  {
    name: "script in every free-text field of a valuation",
    path: "/api/leads/valuation",
    body: json({
      name: "Val Uation",
      email: "val@example.ca",
      phone: "+1 416 555 0148 ext. 12",
      property_address: SCRIPT,
      property_type: "self-storage",
      message: SCRIPT,
    }),
    status: 200,
    says: "success",
    stores: { kind: "valuation", fields: { property_address: SCRIPT } },
  },
  {
    name: "an investor profile in right-to-left text",
    path: "/api/leads/investor",
    body: json({ name: "Investor", email: "inv@example.ca", investment_profile: RTL, consent_deal_emails: true }),
    status: 200,
    says: "success",
    stores: { kind: "investor", fields: { investment_profile: RTL } },
  },
  // The investor's buy box (issue 17): specific errors, never a 5xx; what fits is stored as typed
  {
    name: "a buy box whose minimum price is above its maximum",
    path: "/api/leads/investor",
    body: json({
      ...{ name: "Investor", email: "buybox@example.ca", investment_profile: "GTA", consent_deal_emails: true },
      buy_price_min: 5000000,
      buy_price_max: 1000000,
    }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "a buy box with an asset class that is not one",
    path: "/api/leads/investor",
    body: json({
      ...{ name: "Investor", email: "buybox@example.ca", investment_profile: "GTA", consent_deal_emails: true },
      buy_asset_classes: ["office'; DROP TABLE investor_signups;--"],
    }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "a buy box region with a header injection",
    path: "/api/leads/investor",
    body: json({
      ...{ name: "Investor", email: "buybox@example.ca", investment_profile: "GTA", consent_deal_emails: true },
      buy_regions: ["Barrie\r\nBcc: x@evil.example"],
    }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "a buy box with objects where figures belong",
    path: "/api/leads/investor",
    body: json({
      ...{ name: "Investor", email: "buybox@example.ca", investment_profile: "GTA", consent_deal_emails: true },
      buy_price_min: { $gt: 0 },
      buy_cap_rate_min: [1, 2],
    }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "a buy box with an absurd figure",
    path: "/api/leads/investor",
    body: json({
      ...{ name: "Investor", email: "buybox@example.ca", investment_profile: "GTA", consent_deal_emails: true },
      buy_price_max: 1e308,
      buy_cap_rate_min: "NaN",
    }),
    status: 400,
    says: CORRECT,
  },
  {
    name: "a buy box region with script in it",
    path: "/api/leads/investor",
    body: json({
      ...{ name: "Investor", email: "buybox@example.ca", investment_profile: "GTA", consent_deal_emails: true },
      email: "buybox-script@example.ca",
      buy_regions: ["<script>alert(1)</script>"],
      buy_price_min: "1,500,000",
    }),
    status: 200,
    says: "success",
    stores: { kind: "investor", fields: { buy_regions: ["<script>alert(1)</script>"], buy_price_min: 1500000 } },
  },
  // Attribution and calculator figures (issue 18): whatever does not fit is dropped, never an error
  {
    name: "attribution that is not JSON",
    body: json({ ...valid, email: "attr-text@example.ca", attribution: "{first: nope" }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { email: "attr-text@example.ca" } },
    dropsExtras: true,
  },
  {
    name: "attribution forging headers, a foreign page and an absurd time",
    body: json({
      ...valid,
      email: "attr-forged@example.ca",
      attribution: {
        first: {
          source: "x\r\nBcc: victim@example.com",
          referrer: "https://evil.example/x",
          landing: "//evil.example/",
          at: "9999-01-01T00:00:00Z",
        },
        last: "nope",
        page: "javascript:alert(1)",
      },
    }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { email: "attr-forged@example.ca" } },
    dropsExtras: true,
  },
  {
    name: "a 50 KB attribution",
    body: json({
      ...valid,
      email: "attr-big@example.ca",
      attribution: JSON.stringify({ first: { source: "s".repeat(50_000), at: new Date().toISOString() } }),
    }),
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { email: "attr-big@example.ca" } },
    dropsExtras: true,
  },
  {
    name: "an attribution of the wrong type",
    contentType: FORM_TYPE,
    body: "name=Ann&email=attr-type%40example.ca&message=m&attribution=%5B1%2C2%5D",
    status: 200,
    says: "success",
    stores: { kind: "contact", fields: { email: "attr-type@example.ca" } },
    dropsExtras: true,
  },
  {
    name: "absurd calculator figures",
    path: "/api/leads/valuation",
    body: json({
      ...valid,
      email: "fig-absurd@example.ca",
      estimate: "?units=1e308&unitMonthlyRent=-140&capRatePercent=0&estimatedValue=99999999999999",
    }),
    status: 200,
    says: "success",
    stores: { kind: "valuation", fields: { email: "fig-absurd@example.ca" } },
    dropsExtras: true,
  },
  {
    name: "calculator figures forged as stored JSON",
    path: "/api/leads/valuation",
    body: json({ ...valid, email: "fig-json@example.ca", estimate: { inputs: { units: 1_000_000_000 }, estimatedValue: 1e20 } }),
    status: 200,
    says: "success",
    stores: { kind: "valuation", fields: { email: "fig-json@example.ca" } },
    dropsExtras: true,
  },
];

/**
 * One request on its own connection: a server that answers before reading a hostile body may
 * close the connection, and a reused one would fail the next case for a reason not its own.
 */
function post(url: string, headers: Record<string, string>, body: string | Uint8Array): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: "POST", agent: false, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

function expectNoInternals(text: string) {
  // No stack frame, no file path, no exception class name.
  expect(text).not.toMatch(/\bat [\w$.<>]+ \(|\/work\/|\/node_modules\/|node:internal|TypeError|ReferenceError|SyntaxError|\bstack\b/i);
}

for (const hostile of CASES) {
  test(`${hostile.path ?? "/api/leads/contact"}: ${hostile.name} → ${hostile.status}`, async () => {
    const headers: Record<string, string> = { "x-forwarded-for": nextClient() };
    const contentType = hostile.contentType === undefined ? JSON_TYPE : hostile.contentType;
    if (contentType !== null) headers["content-type"] = contentType;
    const { status, text } = await post(`${server.url}${hostile.path ?? "/api/leads/contact"}`, headers, hostile.body);
    expect(status, text.slice(0, 300)).toBe(hostile.status);
    expectNoInternals(text);
    const answer = JSON.parse(text) as { status: string; message: string | null; fieldErrors: Record<string, string> };
    if (hostile.status === 200) expect(answer.status).toBe("success");
    else expect(answer.message).toContain(hostile.says);
  });
}

test("a body streamed without a length is refused at 64 KB, whatever its size", async () => {
  const url = new URL(server.url);
  // 2 MB in 16 KB chunks, then the end of the body: the server stops at 64 KB, answers and closes
  // (docs/decisions/0016-server-self-protection.md; server-protection.spec.ts checks the close).
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = "";
    socket.on("connect", () => {
      socket.write(
        `POST /api/leads/contact HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: ${nextClient()}\r\nConnection: close\r\n\r\n`,
      );
      const chunk = `4000\r\n${"z".repeat(0x4000)}\r\n`;
      for (let sent = 0; sent < 2 * 1024 * 1024; sent += 0x4000) socket.write(chunk);
      socket.write("0\r\n\r\n");
    });
    socket.on("data", (data) => (received += data.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", (error) => (received ? resolve(received) : reject(error)));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 413/);
  expect(answer).toContain("The submission is larger than 64 KB");
});

test.describe("the same inputs through the forms, as a browser without JavaScript posts them", () => {
  /** The form's hidden Server Action fields, read from the page as a browser would. */
  async function actionFields(pagePath: string): Promise<[string, string][]> {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    return [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)].map((match) => [
      match[1] ?? "",
      (match[2] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    ]);
  }

  async function postForm(pagePath: string, fields: [string, string | Blob][]) {
    const form = new FormData();
    for (const [name, value] of [...(await actionFields(pagePath)), ...fields]) form.append(name, value);
    const response = await fetch(`${server.url}${pagePath}`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": nextClient(), origin: server.url },
    });
    return { status: response.status, html: await response.text() };
  }

  const formCases: { name: string; fields: [string, string | Blob][]; shows: string }[] = [
    {
      name: "a duplicated name",
      fields: [
        ["name", "Ann"],
        ["name", "Bob"],
        ["email", "a@b.ca"],
        ["message", "m"],
      ],
      shows: "Each field may be sent only once (sent more than once: name)",
    },
    {
      name: "CR/LF in the name",
      fields: [
        ["name", "Ann\r\nBcc: victim@example.com"],
        ["email", "a@b.ca"],
        ["message", "m"],
      ],
      shows: "Name contains characters that are not allowed",
    },
    { name: "nothing filled in", fields: [], shows: REQUIRED },
    {
      name: "a file instead of a name",
      fields: [
        ["name", new Blob(["%PDF-1.4"], { type: "application/pdf" })],
        ["email", "a@b.ca"],
        ["message", "m"],
      ],
      shows: "Name must be text",
    },
    {
      name: "a message over 5,000 characters",
      fields: [
        ["name", "Ann"],
        ["email", "a@b.ca"],
        ["message", "m".repeat(5001)],
      ],
      shows: "Message must be at most 5,000 characters",
    },
  ];
  for (const formCase of formCases) {
    test(`/contact/: ${formCase.name} → the form says so`, async () => {
      const { status, html } = await postForm("/contact/", formCase.fields);
      expect(status).toBe(200);
      expect(html).toContain(formCase.shows);
      expect(html).not.toContain("Thank You!");
      expectNoInternals(html.replace(/<script[\s\S]*?<\/script>/g, ""));
    });
  }

  test("/contact/: script in the message is accepted and thanked for", async () => {
    const { html } = await postForm("/contact/", [
      ["name", "Form Scripter"],
      ["email", "form-script@example.ca"],
      ["message", SCRIPT],
    ]);
    expect(html).toContain("Thank You!");
  });

  test("/contact/: script in the name is refused with the name rule's message (issue 31)", async () => {
    const { html } = await postForm("/contact/", [
      ["name", SCRIPT],
      ["email", "form-script@example.ca"],
      ["message", "Hello"],
    ]);
    expect(html).toContain("Enter a name with letters only: no digits, web addresses or @");
    expect(html).not.toContain("Thank You!");
  });
});

test.describe("the other endpoints", () => {
  test("the operator sign-in refuses malformed and oversized bodies with a clear message", async () => {
    const malformed = await fetch(`${server.url}/api/operator/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
      body: "{password:",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('Send the password as JSON: {"password": "…"}');
    const huge = await fetch(`${server.url}/api/operator/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
      body: json({ password: "p".repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe("The sign-in request is larger than 4096 bytes");
  });

  test("the 404 search, downloads and webhooks shrug off hostile paths and queries", async () => {
    const search = await fetch(`${server.url}/api/site-search?q=${encodeURIComponent(`${SCRIPT}${"x".repeat(10_000)}`)}`, {
      redirect: "manual",
    });
    expect(search.status).toBe(303);
    // No page has those words: the results page says so, the query cut to its 200 characters.
    const results = search.headers.get("location") ?? "";
    expect(results).toBe(`/search/?${new URLSearchParams({ q: `${SCRIPT}${"x".repeat(200 - SCRIPT.length)}` })}`);
    const page = await fetch(`${server.url}${results}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("No results for");
    expect(html).not.toContain(SCRIPT);
    const traversal = await fetch(`${server.url}/downloads/..%2F..%2Fpackage.json`);
    expect(traversal.status).toBe(404);
    expectNoInternals(await traversal.text());
    for (const webhook of ["/api/revalidate", "/api/cron/notifications"]) {
      const response = await fetch(`${server.url}${webhook}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      expect(response.status, webhook).toBe(404);
    }
  });
});

test("stores exactly the accepted leads, verbatim, and the team's e-mails escape them", async () => {
  const accepted = CASES.filter((hostile) => hostile.stores);
  const outbox = path.join(server.dataDir, "outbox");
  // One e-mail to the team per stored lead, the form submission with script included, and one
  // confirmation to each address whose stored signup ticked the consent box (issue 32): both go
  // out from the same queue, so the count settles only once both kinds are sent.
  const consenting = [
    ...new Set(
      accepted.flatMap((hostile) => {
        if (typeof hostile.body !== "string" || !(hostile.contentType ?? JSON_TYPE).startsWith(JSON_TYPE)) return [];
        const sent = JSON.parse(hostile.body) as { email?: unknown; consent_deal_emails?: unknown };
        return sent.consent_deal_emails === true && typeof sent.email === "string" ? [sent.email] : [];
      }),
    ),
  ].sort();
  expect(consenting.length).toBeGreaterThan(0);
  const isConfirmation = (message: OutboxMessage) => message.headers.subject?.startsWith("Confirm that you want");
  await expect.poll(async () => (await readOutbox(outbox)).length, { timeout: 30_000 }).toBe(accepted.length + 1 + consenting.length);
  const messages = await readOutbox(outbox);
  expect(messages.filter((message) => !isConfirmation(message))).toHaveLength(accepted.length + 1);
  expect(
    messages
      .filter(isConfirmation)
      .map((message) => message.headers.to)
      .sort(),
  ).toEqual(consenting);
  for (const message of messages) {
    expect(message.html).not.toMatch(/<script|<img/i);
    expect(Object.keys(message.headers)).not.toContain("bcc");
  }
  expect(messages.some((message) => message.html.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))).toBe(true);

  await server.stop();
  const repository = await createEmbeddedRepository({ dataDir: server.dataDir });
  try {
    for (const kind of ["contact", "investor", "valuation"] as const) {
      const expected = accepted.filter((hostile) => hostile.stores?.kind === kind).length + (kind === "contact" ? 1 : 0);
      expect(await repository.count(TABLE_OF[kind]), kind).toBe(expected);
    }
    const stored = [
      ...(await repository.listLeads("contact", { limit: 100 })),
      ...(await repository.listLeads("investor", { limit: 100 })),
      ...(await repository.listLeads("valuation", { limit: 100 })),
    ];
    for (const hostile of accepted) {
      const { kind, fields } = hostile.stores ?? { kind: "contact", fields: {} };
      const match = stored.find(
        (row) =>
          row.kind === kind &&
          Object.entries(fields).every(
            ([field, value]) => JSON.stringify((row.lead as Record<string, unknown>)[field]) === JSON.stringify(value),
          ),
      );
      expect(match, `${hostile.name} stored verbatim`).toBeTruthy();
      if (hostile.dropsExtras) {
        const lead = match?.lead as Record<string, unknown> | undefined;
        expect(lead?.attribution, `${hostile.name}: attribution dropped`).toBeUndefined();
        expect(lead?.estimate, `${hostile.name}: figures dropped`).toBeUndefined();
      }
      if (hostile.name.startsWith("fields the visitor must not set")) {
        expect(match?.id).not.toBe("00000000-0000-0000-0000-000000000000");
        expect(match?.created_at.startsWith("1999")).toBe(false);
      }
    }
  } finally {
    await repository.close();
  }
});
