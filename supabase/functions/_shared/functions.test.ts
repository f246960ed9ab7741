import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FUNCTION_SECRET_HEADER } from "./access.ts";
import {
  MAX_BODY_BYTES,
  UNCONFIGURED_MESSAGE,
  UNSIGNED_MESSAGE,
  createFunctionHandlers,
  type FunctionDeps,
  type FunctionHandlers,
  type InsertLead,
} from "./functions.ts";
import { LEAD_FUNCTIONS, NAME_RULE_MESSAGE, type LeadKind } from "./leads.ts";
import type { Mailer } from "./mail.ts";
import { readOutbox } from "../../tests/support/outbox.ts";
import { createOutboxMailer } from "./mailers.node.ts";
import { tempDir } from "./testSupport.node.ts";

const FROM = "Ontario Storage website <no-reply@example.ca>";
/** FUNCTIONS_SECRET, as the site's server sends it. */
const SECRET = "2f0c9a7e5b3d41f8a6c2e9b7d5f3a1c8e6b4d2f0a8c6e4b2";
const SIGNED = { [FUNCTION_SECRET_HEADER]: SECRET };
/** What any browser holds: the public anon key, as bearer and api key. */
const ANON_ONLY = { authorization: "Bearer anon-key-public", apikey: "anon-key-public" };
/** SITE_URL as configured (a trailing slash); CORS names its origin. */
const SITE_URL = "https://www.example-agency.ca/";
const SITE_ORIGIN = "https://www.example-agency.ca";
const TEAM = ["team@example.ca", "deals@example.ca"];
// A name by the name rule that HTML must still escape (its apostrophe); the name rule refuses
// markup in a new lead, and a stored one with markup is checked below.
const NASTY_NAME = "Zoë O'Brien-Côté 李";
const ESCAPED_NAME = "Zoë O&#39;Brien-Côté 李";

/** A complete payload per kind, and what each field must look like in the e-mail (text, html). */
const CASES: Record<LeadKind, { payload: Record<string, unknown>; subject: string; text: string[]; html: string[] }> = {
  contact: {
    payload: { name: NASTY_NAME, email: "li@example.ca", message: `Hello & "welcome" 'all'\nSecond line <b>bold</b>` },
    subject: `New contact message from ${NASTY_NAME}`,
    text: [`Name: ${NASTY_NAME}`, "Email: li@example.ca", `Message: Hello & "welcome" 'all'\nSecond line <b>bold</b>`],
    html: [ESCAPED_NAME, "li@example.ca", "Hello &amp; &quot;welcome&quot; &#39;all&#39;<br>\nSecond line &lt;b&gt;bold&lt;/b&gt;"],
  },
  investor: {
    payload: {
      name: NASTY_NAME,
      email: "li@example.ca",
      investment_profile: "Self-storage in the GTA, $2–5M\nCap rate > 6%",
      message: "Prefer Québec too",
      consent_deal_emails: "on",
    },
    subject: `New investor signup: ${NASTY_NAME}`,
    text: [
      `Name: ${NASTY_NAME}`,
      "Email: li@example.ca",
      "Investment profile: Self-storage in the GTA, $2–5M\nCap rate > 6%",
      "Additional message: Prefer Québec too",
      "Consent to receive off-market deal e-mails: Yes — express consent given 20",
    ],
    html: [ESCAPED_NAME, "Self-storage in the GTA, $2–5M<br>\nCap rate &gt; 6%", "Prefer Québec too", "Yes — express consent given"],
  },
  valuation: {
    payload: {
      name: NASTY_NAME,
      email: "li@example.ca",
      phone: "(416) 555-0148",
      property_address: "123 Rue Saint-Jean, Québec",
      property_type: "self-storage",
      message: "400 units & climate control",
    },
    subject: `New valuation request: ${NASTY_NAME} (Self-Storage Facility)`,
    text: [
      `Name: ${NASTY_NAME}`,
      "Email: li@example.ca",
      "Phone: (416) 555-0148",
      "Property address: 123 Rue Saint-Jean, Québec",
      "Property type: Self-Storage Facility",
      "Details: 400 units & climate control",
    ],
    html: [ESCAPED_NAME, "(416) 555-0148", "123 Rue Saint-Jean, Québec", "Self-Storage Facility", "400 units &amp; climate control"],
  },
};

const KINDS = Object.keys(CASES) as LeadKind[];

/** A call signed by the site's server (the secret header), as every call of ours is. */
function post(body: string | Record<string, unknown>, headers: Record<string, string> = {}): Request {
  return unsignedPost(body, { ...SIGNED, ...headers });
}

/** The same call from anyone else: the anon key alone, or a guessed secret in `headers`. */
function unsignedPost(body: string | Record<string, unknown>, headers: Record<string, string> = ANON_ONLY): Request {
  return new Request("http://localhost/functions/v1/fn", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function failingMailer(message = "SMTP 421 service not available"): Mailer {
  return {
    send: vi.fn(() => Promise.reject(new Error(message))),
    verify: vi.fn(() => Promise.reject(new Error(message))),
  };
}

let outbox: Awaited<ReturnType<typeof tempDir>>;
let handlers: FunctionHandlers;
let logError: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;

function build(overrides: Partial<FunctionDeps> = {}): FunctionHandlers {
  return createFunctionHandlers({
    functionSecret: SECRET,
    siteUrl: SITE_URL,
    mailer: createOutboxMailer(outbox.dir),
    mailFrom: FROM,
    notifyTo: TEAM,
    logError,
    ...overrides,
  });
}

beforeEach(async () => {
  outbox = await tempDir();
  logError = vi.fn<(message: string, error: unknown) => void>();
  handlers = build();
});

afterEach(async () => {
  await outbox.cleanup();
});

describe.each(KINDS)("%s lead function", (kind) => {
  const name = LEAD_FUNCTIONS[kind];
  const { payload, subject, text, html } = CASES[kind];

  it("sends the team one e-mail listing every field, escaped in HTML, replying to the visitor", async () => {
    const response = await handlers[name](post(payload));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(await response.json()).toEqual({ success: true, notified: true });

    const messages = await readOutbox(outbox.dir);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    if (!mail) throw new Error("no mail");
    expect(mail.headers.subject).toBe(subject);
    expect(mail.headers.subject).not.toMatch(/[\r\n]/);
    expect(mail.headers["reply-to"]).toBe("li@example.ca");
    expect(mail.headers.from).toBe(FROM);
    expect(mail.headers.to).toBe(TEAM.join(", "));
    expect(mail.headers["mime-version"]).toBe("1.0");
    expect(mail.headers["message-id"]).toMatch(/^<.+@.+>$/);
    expect(mail.headers.date).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$/);
    expect(mail.headers["content-type"]).toMatch(/^multipart\/alternative;/);
    for (const line of text) expect(mail.text).toContain(line);
    for (const fragment of html) expect(mail.html).toContain(fragment);
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("Received: 20");
  });

  it("stops an invalid submission with 400 and the field errors, and sends nothing", async () => {
    const response = await handlers[name](post({ ...payload, name: "", email: "not-an-email" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "Please fill in all required fields",
      fieldErrors: { name: "This field is required", email: "Enter a valid e-mail address, like name@example.ca" },
    });
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("refuses a header-injection attempt in the name", async () => {
    const response = await handlers[name](post({ ...payload, name: "Eve\r\nBcc: victim@example.com" }));
    expect(response.status).toBe(400);
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it.each([["{not json"], ["[1,2]"], ['"text"'], ["null"], [""]])("answers 400 to the body %j", async (body) => {
    const response = await handlers[name](post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid JSON body" });
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("answers 413 to a body over 64 KB, declared or streamed", async () => {
    const big = JSON.stringify({ ...payload, message: "x".repeat(MAX_BODY_BYTES) });
    const bytes = new TextEncoder().encode(big);
    const declared = await handlers[name](post(big, { "content-length": String(bytes.byteLength) }));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "Request body too large" });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.subarray(i, i + 8192));
        controller.close();
      },
    });
    const streamed = await handlers[name](
      new Request("http://localhost/fn", { method: "POST", headers: SIGNED, body: stream, duplex: "half" } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("answers the CORS preflight with 204 for the site's origin only, unsigned, and rejects other methods with 405", async () => {
    // A browser's preflight carries no credentials, whatever origin it comes from.
    const preflight = await handlers[name](
      new Request("http://localhost/fn", {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization, x-client-info, apikey, content-type");
    expect(preflight.headers.get("access-control-max-age")).toBe("86400");
    expect(await preflight.text()).toBe("");

    const get = await handlers[name](new Request("http://localhost/fn", { headers: SIGNED }));
    expect(get.status).toBe(405);
    expect(get.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(await get.json()).toEqual({ error: "Method not allowed" });
  });

  it("refuses a call with the anon key alone (401), reading nothing, storing nothing, mailing nothing", async () => {
    const insertLead = vi.fn<InsertLead>(async () => ({ id: "row-1" }));
    const response = await build({ insertLead })[name](unsignedPost(payload));
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(await response.json()).toEqual({ error: UNSIGNED_MESSAGE });
    expect(UNSIGNED_MESSAGE).toContain("x-agency-function-secret");
    expect(insertLead).not.toHaveBeenCalled();
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it.each([
    ["a wrong secret of the same length", SECRET.replace(/.$/, "0")],
    ["a prefix of the secret", SECRET.slice(0, 32)],
    ["the secret with more after it", `${SECRET}x`],
    ["an empty secret", ""],
    ["the anon key as secret", "anon-key-public"],
  ])("refuses %s (401)", async (_, guess) => {
    const response = await handlers[name](unsignedPost(payload, { ...ANON_ONLY, [FUNCTION_SECRET_HEADER]: guess }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: UNSIGNED_MESSAGE });
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("accepts the right secret beside the anon key (the site's hosted call)", async () => {
    const response = await handlers[name](unsignedPost(payload, { ...ANON_ONLY, [FUNCTION_SECRET_HEADER]: SECRET }));
    expect(response.status).toBe(200);
    expect(await readOutbox(outbox.dir)).toHaveLength(1);
  });

  it("refuses a new lead whose name breaks the name rule, and still notifies a stored one (skip_db), escaped", async () => {
    const refused = await handlers[name](post({ ...payload, name: "<script>alert(1)</script> www.x.example" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { name: NAME_RULE_MESSAGE } });
    const stored = await handlers[name](post({ ...payload, name: "<script>alert(1)</script> Unit 7", skip_db: true, lead_id: "old-1" }));
    expect(stored.status).toBe(200);
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Unit 7");
  });

  it("requires the secret on the skip_db path too (no unlimited mail to the team)", async () => {
    const unsigned = await handlers[name](unsignedPost({ ...payload, skip_db: true, lead_id: "spam-1" }));
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ error: UNSIGNED_MESSAGE });
    expect(await readOutbox(outbox.dir)).toEqual([]);

    const signed = await handlers[name](post({ ...payload, skip_db: true, lead_id: "retry-1" }));
    expect(signed.status).toBe(200);
    expect(await readOutbox(outbox.dir)).toHaveLength(1);
  });

  it.each([
    ["unset", undefined],
    ["shorter than 32 characters", "short-secret-of-31-characters-x"],
  ])("refuses every call, signed or not, when FUNCTIONS_SECRET is %s (503)", async (_, functionSecret) => {
    const unconfigured = build({ functionSecret });
    for (const request of [post(payload), unsignedPost(payload), post(payload, { [FUNCTION_SECRET_HEADER]: functionSecret ?? "" })]) {
      const response = await unconfigured[name](request);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: UNCONFIGURED_MESSAGE });
    }
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("answers 502 when the mailer fails", async () => {
    const failing = build({ mailer: failingMailer() });
    const response = await failing[name](post(payload));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "Notification failed", details: "SMTP 421 service not available" });
  });

  it("stores the lead first when skip_db is not true and an insertLead is given, then mails", async () => {
    const calls: string[] = [];
    const insertLead = vi.fn<InsertLead>(async (insertedKind) => {
      calls.push(`insert ${insertedKind}`);
      return { id: "row-42" };
    });
    const outboxMailer = createOutboxMailer(outbox.dir);
    const mailer: Mailer = {
      send: async (message) => {
        calls.push("mail");
        return outboxMailer.send(message);
      },
      verify: () => outboxMailer.verify(),
    };
    const withDb = build({ mailer, insertLead });

    const response = await withDb[name](post({ ...payload, skip_db: false }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id: "row-42", notified: true });
    expect(calls).toEqual([`insert ${kind}`, "mail"]);
    expect(insertLead.mock.calls[0]?.[1]).toMatchObject({ name: NASTY_NAME, email: "li@example.ca" });
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.text).toContain("Lead ID: row-42");

    const skipped = await withDb[name](post({ ...payload, skip_db: true, lead_id: "7f1c-retry" }));
    expect(await skipped.json()).toEqual({ success: true, lead_id: "7f1c-retry", notified: true });
    expect(insertLead).toHaveBeenCalledTimes(1);
    expect(await readOutbox(outbox.dir)).toHaveLength(2);
  });

  it("answers 500 without mailing when the insert fails, and 502 with the id when only the mail fails", async () => {
    const broken = build({ insertLead: () => Promise.reject(new Error("duplicate key value violates unique constraint")) });
    const response = await broken[name](post(payload));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Database insert failed" });
    expect(await readOutbox(outbox.dir)).toEqual([]);
    expect(logError).toHaveBeenCalledTimes(1);

    const mailDown = build({ insertLead: async () => ({ id: "row-7" }), mailer: failingMailer("connect ECONNREFUSED") });
    const partial = await mailDown[name](post(payload));
    expect(partial.status).toBe(502);
    expect(await partial.json()).toEqual({ error: "Notification failed", details: "connect ECONNREFUSED", id: "row-7" });
  });

  it("echoes the retry loop's lead_id", async () => {
    const response = await handlers[name](post({ ...payload, skip_db: true, lead_id: "b5e0a6c2-4d8e-4d9b-9f61-0c0b1d7f3a10" }));
    expect(await response.json()).toEqual({ success: true, lead_id: "b5e0a6c2-4d8e-4d9b-9f61-0c0b1d7f3a10", notified: true });
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.text).toContain("Lead ID: b5e0a6c2-4d8e-4d9b-9f61-0c0b1d7f3a10");
  });
});

describe("lead functions, details", () => {
  it("lists optional fields as not provided and omits an unselected property type from the subject", async () => {
    const response = await handlers["property-valuation"](post({ name: "Ann", email: "ann@example.ca", property_type: "" }));
    expect(response.status).toBe(200);
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.headers.subject).toBe("New valuation request: Ann");
    for (const label of ["Phone", "Property address", "Property type", "Details"]) expect(mail?.text).toContain(`${label}: (not provided)`);
  });

  it("dates the investor's consent with the row's created_at when the retry loop sends it", async () => {
    await handlers["investor-signup"](post({ ...CASES.investor.payload, created_at: "2026-01-15T15:30:00Z" }));
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.text).toContain("Yes — express consent given 2026-01-15 10:30 EST");
  });

  it("e-mails the team addresses the site's server sends, rather than the functions' own NOTIFY_TO", async () => {
    const response = await build({ notifyTo: [] })["contact-form"](
      post({ ...CASES.contact.payload, notify_to: ["deals@example-agency.ca"] }),
    );
    expect(response.status).toBe(200);
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.headers.to).toBe("deals@example-agency.ca");
    // Not a list of addresses: the functions' own setting decides (here none: refused).
    const odd = await build({ notifyTo: [] })["contact-form"](post({ ...CASES.contact.payload, notify_to: ["not an address"] }));
    expect(odd.status).toBe(502);
  });

  it("fails with 502 when no team address is configured", async () => {
    const response = await build({ notifyTo: [] })["contact-form"](post(CASES.contact.payload));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "Notification failed", details: expect.stringContaining("NOTIFY_TO") });
  });

  it("never leaks an unexpected error: 500 Internal error, detail logged", async () => {
    const broken = build({
      now: () => {
        throw new Error("secret stack detail");
      },
    });
    const response = await broken["contact-form"](post(CASES.contact.payload));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: "Internal error" });
    expect(body).not.toContain("secret");
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(logError).toHaveBeenCalledWith("contact-form failed unexpectedly", expect.any(Error));
  });
});

describe("health", () => {
  it("reports ok with the database checked, or unchecked without a check", async () => {
    const checked = await build({ checkDatabase: async () => undefined, now: () => new Date("2026-05-01T12:00:00Z") }).health(
      new Request("http://localhost/health", { method: "POST", headers: SIGNED, body: "{}" }),
    );
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ status: "ok", database: "ok", mail: "ok", auth: "ok", time: "2026-05-01T12:00:00.000Z" });

    const unchecked = await handlers.health(new Request("http://localhost/health", { headers: SIGNED }));
    expect(unchecked.status).toBe(200);
    expect(await unchecked.json()).toMatchObject({ status: "ok", database: "unchecked", mail: "ok", auth: "ok" });
  });

  it("answers a call without the secret (the anon key alone) with each part's state only, never an error's text", async () => {
    const down = build({
      checkDatabase: () => Promise.reject(new Error("password authentication failed for user postgres at 10.0.0.7")),
      mailer: failingMailer("535 bad API key re_live_123"),
    });
    const response = await down.health(new Request("http://localhost/health", { headers: ANON_ONLY }));
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "error", database: "error", mail: "error", auth: "ok", time: expect.any(String) });
    for (const leak of ["password", "10.0.0.7", "535", "re_live"]) expect(body).not.toContain(leak);

    const up = await handlers.health(new Request("http://localhost/health", { headers: ANON_ONLY }));
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: "ok", database: "unchecked", mail: "ok", auth: "ok" });
  });

  it("refuses a wrong secret with 401, so a site configured with another FUNCTIONS_SECRET sees it in its own health check", async () => {
    const response = await handlers.health(
      new Request("http://localhost/health", {
        headers: { ...ANON_ONLY, [FUNCTION_SECRET_HEADER]: "an-old-secret-from-before-the-rotation" },
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: UNSIGNED_MESSAGE });
  });

  it("is unhealthy (503, auth naming FUNCTIONS_SECRET) when the functions have no usable secret", async () => {
    const response = await build({ functionSecret: undefined }).health(new Request("http://localhost/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: "error",
      database: "unchecked",
      mail: "ok",
      auth: `error: ${UNCONFIGURED_MESSAGE}`,
    });
    expect(UNCONFIGURED_MESSAGE).toContain("FUNCTIONS_SECRET");
  });

  it("answers 503 naming the failing part", async () => {
    const dbDown = await build({ checkDatabase: () => Promise.reject(new Error("connection refused")) }).health(
      new Request("http://localhost/health", { headers: SIGNED }),
    );
    expect(dbDown.status).toBe(503);
    expect(await dbDown.json()).toMatchObject({ status: "error", database: "error: connection refused", mail: "ok" });

    const mailDown = await build({ mailer: failingMailer("auth failed"), checkDatabase: async () => undefined }).health(
      new Request("http://localhost/health", { method: "POST", headers: SIGNED }),
    );
    expect(mailDown.status).toBe(503);
    expect(await mailDown.json()).toMatchObject({ status: "error", database: "ok", mail: "error: auth failed" });
  });

  it("gives up on a check that hangs", async () => {
    const hanging = build({ checkDatabase: () => new Promise<void>(() => undefined), healthTimeoutMs: 30 });
    const response = await hanging.health(new Request("http://localhost/health", { headers: SIGNED }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ database: "error: no answer within 30 ms" });
  });

  it("answers HEAD without a body, OPTIONS with 204, and PUT with 405", async () => {
    const head = await handlers.health(new Request("http://localhost/health", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(await head.text()).toBe("");

    const headDown = await build({ mailer: failingMailer() }).health(new Request("http://localhost/health", { method: "HEAD" }));
    expect(headDown.status).toBe(503);

    const options = await handlers.health(new Request("http://localhost/health", { method: "OPTIONS" }));
    expect(options.status).toBe(204);
    expect(options.headers.get("access-control-allow-headers")).toBe("authorization, x-client-info, apikey, content-type");
    expect(options.headers.get("access-control-allow-methods")).toBe("GET, POST, HEAD, OPTIONS");

    const put = await handlers.health(new Request("http://localhost/health", { method: "PUT" }));
    expect(put.status).toBe(405);
  });
});

describe("CORS", () => {
  it("names no origin at all without SITE_URL (browsers then read no answer), and only the origin of SITE_URL", async () => {
    const noSite = await build({ siteUrl: undefined }).health(new Request("http://localhost/health", { method: "OPTIONS" }));
    expect(noSite.status).toBe(204);
    expect(noSite.headers.get("access-control-allow-origin")).toBeNull();

    const withPath = await build({ siteUrl: "https://www.example-agency.ca:8443/some/path?x=1" })["contact-form"](
      post(CASES.contact.payload),
    );
    expect(withPath.headers.get("access-control-allow-origin")).toBe("https://www.example-agency.ca:8443");

    const notHttp = await build({ siteUrl: "javascript:alert(1)" }).health(new Request("http://localhost/health"));
    expect(notHttp.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("never answers *, whoever asks", async () => {
    for (const name of ["contact-form", "investor-signup", "property-valuation", "health", "test-email"] as const) {
      const response = await handlers[name](
        new Request("http://localhost/fn", { method: "OPTIONS", headers: { origin: "https://evil.example" } }),
      );
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    }
  });
});

describe("test-email", () => {
  it("refuses the anon key alone and a wrong secret with 401, mailing nothing (it would be an open relay)", async () => {
    for (const headers of [ANON_ONLY, {}, { ...ANON_ONLY, [FUNCTION_SECRET_HEADER]: "guess-guess-guess-guess-guess-guess-guess" }]) {
      const response = await handlers["test-email"](unsignedPost({ email: "victim@example.com" }, headers));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, error: UNSIGNED_MESSAGE });
    }
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("sends a short test message to the address given", async () => {
    const response = await handlers["test-email"](post({ email: "  owner@example.ca " }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; messageId: string };
    expect(body.success).toBe(true);
    expect(body.messageId).toMatch(/^<.+>$/);
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.headers.to).toBe("owner@example.ca");
    expect(mail?.headers["message-id"]).toBe(body.messageId);
    expect(mail?.headers.subject).toBe("Test email from the website");
    expect(mail?.text).toContain("e-mail delivery works");
  });

  it.each([[{}], [{ email: "" }], [{ email: "   " }], [{ email: 42 }]])("asks for an address when the body is %j", async (body) => {
    const response = await handlers["test-email"](post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Please enter an email address" });
  });

  it.each(["not-an-email", "a@b", "a b@example.ca", `${"x".repeat(250)}@example.ca`])("rejects %s", async (email) => {
    const response = await handlers["test-email"](post({ email }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Invalid email address" });
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("answers 502 with the details when the mailer fails, 400 to bad JSON", async () => {
    const response = await build({ mailer: failingMailer("550 mailbox unavailable") })["test-email"](post({ email: "owner@example.ca" }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: "Test email failed", details: "550 mailbox unavailable" });

    const bad = await handlers["test-email"](post("nope"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: "Invalid JSON body" });
  });
});

describe("send-email", () => {
  const MESSAGE = {
    to: ["investor@example.ca"],
    subject: "Access to the deal room",
    text: "Your link: https://www.example-agency.ca/deal-room/x/",
    html: "<p>Your link</p>",
    headers: {
      "List-Unsubscribe": "<https://www.example-agency.ca/unsubscribe/?t=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };

  it("refuses an unsigned call with 401, mailing nothing", async () => {
    const response = await handlers["send-email"](unsignedPost(MESSAGE, ANON_ONLY));
    expect(response.status).toBe(401);
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("sends the server's message from MAIL_FROM with the list headers", async () => {
    const response = await handlers["send-email"](post(MESSAGE));
    expect(response.status).toBe(200);
    const [mail] = await readOutbox(outbox.dir);
    expect(mail?.headers).toMatchObject({
      from: FROM,
      to: "investor@example.ca",
      subject: "Access to the deal room",
      "list-unsubscribe": "<https://www.example-agency.ca/unsubscribe/?t=abc>",
      "list-unsubscribe-post": "List-Unsubscribe=One-Click",
    });
    expect(mail?.text).toBe(MESSAGE.text);
  });

  it.each([
    [{ ...MESSAGE, to: [] }],
    [{ ...MESSAGE, to: ["not-an-email"] }],
    [{ ...MESSAGE, subject: " " }],
    [{ ...MESSAGE, from: "ceo@example.ca" }],
    [{ ...MESSAGE, headers: { Bcc: "victim@example.com" } }],
  ])("refuses a malformed message with 400 and sends nothing (%#)", async (body) => {
    const response = await handlers["send-email"](post(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid message: /);
    expect(await readOutbox(outbox.dir)).toEqual([]);
  });

  it("answers 502 with the details when the mailer fails", async () => {
    const response = await build({ mailer: failingMailer("550 mailbox unavailable") })["send-email"](post(MESSAGE));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: "Sending failed", details: "550 mailbox unavailable" });
  });
});
