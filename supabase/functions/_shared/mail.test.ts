import { describe, expect, it, vi } from "vitest";
import { createEdgeHandlers, createRestInsertLead, parseAddressList } from "./edge.ts";
import { cacheSuccess, createHttpMailer, sanitizeHeaderValue, type FetchLike } from "./mail.ts";

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake fetch that records every call and answers from `route`. */
function fakeFetch(route: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    const call: Call = {
      url,
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return route(call);
  });
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("createHttpMailer (Resend)", () => {
  it("POSTs the message to /emails with the API key and returns Resend's id", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" }));
    const mailer = createHttpMailer({ apiKey: "re_test_123", fetch });
    const result = await mailer.send({
      from: "Site <no-reply@example.ca>",
      to: ["team@example.ca"],
      replyTo: "li@example.ca",
      subject: "New contact message from 李\r\nBcc: x@y.z",
      text: "plain",
      html: "<p>html</p>",
    });
    expect(result).toEqual({ messageId: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
    expect(calls).toEqual([
      {
        url: "https://api.resend.com/emails",
        method: "POST",
        headers: { authorization: "Bearer re_test_123", "content-type": "application/json" },
        body: {
          from: "Site <no-reply@example.ca>",
          to: ["team@example.ca"],
          reply_to: "li@example.ca",
          subject: "New contact message from 李 Bcc: x@y.z",
          text: "plain",
          html: "<p>html</p>",
        },
      },
    ]);
  });

  it("sends the allowed list headers in Resend's headers field, and no other", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { id: "id-1" }));
    const mailer = createHttpMailer({ apiKey: "re_test_123", fetch });
    await mailer.send({
      from: "Site <no-reply@example.ca>",
      to: ["investor@example.ca"],
      subject: "s",
      text: "t",
      html: "h",
      headers: {
        "List-Unsubscribe": "<https://x.example/u?t=1>\r\nBcc: y@z.ca",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        To: "z@z.ca",
      },
    });
    expect(calls[0]?.body).toMatchObject({
      headers: { "List-Unsubscribe": "<https://x.example/u?t=1> Bcc: y@z.ca", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(Object.keys((calls[0]?.body as { headers: object }).headers)).toHaveLength(2);
  });

  it("throws with Resend's message on an error answer", async () => {
    const { fetch } = fakeFetch(() => json(422, { statusCode: 422, name: "validation_error", message: "Invalid `from` field." }));
    const mailer = createHttpMailer({ apiKey: "re_test_123", fetch });
    await expect(mailer.send({ from: "x", to: ["a@b.ca"], subject: "s", text: "t", html: "h" })).rejects.toThrow(
      "Resend API: HTTP 422: Invalid `from` field.",
    );
  });

  it("verifies the key, accepting a sending-only key and remembering a success", async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(401, { name: "restricted_api_key", message: "This API key is restricted to only send emails" }),
    );
    const mailer = createHttpMailer({ apiKey: "re_send_only", fetch });
    await mailer.verify();
    await mailer.verify();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: "https://api.resend.com/domains", method: "GET" });

    // With MAIL_FROM to check, a sending-only key cannot list the domains: the check says so.
    await expect(createHttpMailer({ apiKey: "re_send_only", fetch, from: "Site <no-reply@example.ca>" }).verify()).rejects.toThrow(
      "RESEND_API_KEY may only send, so the health check cannot see whether example.ca is verified",
    );

    const bad = createHttpMailer({ apiKey: "re_wrong", fetch: fakeFetch(() => json(401, { message: "API key is invalid" })).fetch });
    await expect(bad.verify()).rejects.toThrow("API key is invalid");
    await expect(createHttpMailer({ apiKey: "", fetch }).verify()).rejects.toThrow("RESEND_API_KEY is not set");
  });
});

describe("the sending domain (Resend's GET /domains, a stand-in answering as Resend documents)", () => {
  const domains = (...entries: { name: string; status: string }[]) =>
    fakeFetch(() => json(200, { data: entries.map((entry, index) => ({ id: `d${index}`, region: "us-east-1", ...entry })) })).fetch;

  it("passes when MAIL_FROM's domain is verified, whatever its case or display name", async () => {
    const fetch = domains({ name: "mail.other.ca", status: "verified" }, { name: "example.ca", status: "verified" });
    await createHttpMailer({ apiKey: "re_full", fetch, from: "Lakeshore <No-Reply@Example.CA>" }).verify();
  });

  it.each([
    [[{ name: "example.ca", status: "pending" }], 'MAIL_FROM\'s domain example.ca is "pending" in Resend, not verified'],
    [[{ name: "example.ca", status: "failed" }], 'is "failed" in Resend, not verified'],
    [[{ name: "other.ca", status: "verified" }], "MAIL_FROM's domain example.ca is not a domain of this Resend account"],
    [[], "is not a domain of this Resend account"],
  ])("fails with what to do when the domain is not verified (%j)", async (entries, message) => {
    await expect(createHttpMailer({ apiKey: "re_full", fetch: domains(...entries), from: "no-reply@example.ca" }).verify()).rejects.toThrow(
      message,
    );
  });

  it("fails on Resend's test sender and on a From without an address", async () => {
    const fetch = domains({ name: "example.ca", status: "verified" });
    await expect(createHttpMailer({ apiKey: "re_full", fetch, from: "Website <onboarding@resend.dev>" }).verify()).rejects.toThrow(
      "Resend's test sender (resend.dev)",
    );
    await expect(createHttpMailer({ apiKey: "re_full", fetch, from: "Website" }).verify()).rejects.toThrow(
      "MAIL_FROM is not an e-mail address",
    );
  });
});

describe("mail helpers", () => {
  it("sanitizes header values", () => {
    expect(sanitizeHeaderValue(" a\r\n\tb\u0000c ")).toBe("a b c");
  });

  it("caches successes only", async () => {
    let time = 0;
    let fail = true;
    const check = vi.fn(async () => {
      if (fail) throw new Error("down");
    });
    const cached = cacheSuccess(check, 1000, () => time);
    await expect(cached()).rejects.toThrow("down");
    fail = false;
    await cached();
    await cached();
    expect(check).toHaveBeenCalledTimes(2);
    time = 1001;
    await cached();
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe("edge handlers (Deno entrypoints' wiring)", () => {
  const env: Record<string, string> = {
    MAIL_FROM: "Site <no-reply@example.ca>",
    NOTIFY_TO: "team@example.ca, deals@example.ca",
    RESEND_API_KEY: "re_live",
    SUPABASE_URL: "https://abc.supabase.co/",
    SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
    FUNCTIONS_SECRET: "f".repeat(48),
    SITE_URL: "https://www.example-agency.ca",
  };
  const signed = { "x-agency-function-secret": "f".repeat(48) };

  it("inserts through PostgREST with the service role, then mails through Resend", async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.includes("/rest/v1/") ? json(201, [{ id: "5b1d1e8e-0000-4000-8000-000000000001" }]) : json(200, { id: "mail-1" }),
    );
    const handlers = createEdgeHandlers((name) => env[name], fetch);
    const response = await handlers["contact-form"](
      new Request("https://abc.supabase.co/functions/v1/contact-form", {
        method: "POST",
        headers: signed,
        body: JSON.stringify({ name: "Ann", email: "ann@example.ca", message: "Hello" }),
      }),
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("https://www.example-agency.ca");
    expect(await response.json()).toEqual({ success: true, id: "5b1d1e8e-0000-4000-8000-000000000001", notified: true });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST https://abc.supabase.co/rest/v1/contact_forms?select=id",
      "POST https://api.resend.com/emails",
    ]);
    expect(calls[0]?.headers).toMatchObject({
      apikey: "service-role-key",
      authorization: "Bearer service-role-key",
      prefer: "return=representation",
    });
    expect(calls[0]?.body).toEqual({ name: "Ann", email: "ann@example.ca", message: "Hello" });
    expect(calls[1]?.body).toMatchObject({ from: env.MAIL_FROM, to: ["team@example.ca", "deals@example.ca"], reply_to: "ann@example.ca" });
  });

  it("reports health from the REST API and Resend, and a missing mail key as an error", async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.includes("/rest/v1/")
        ? new Response(null, { status: 200 })
        : json(200, { data: [{ name: "example.ca", status: "verified" }] }),
    );
    const health = await createEdgeHandlers((name) => env[name], fetch).health(new Request("https://x/health", { headers: signed }));
    expect(await health.json()).toMatchObject({ status: "ok", database: "ok", mail: "ok", auth: "ok" });
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      "GET https://api.resend.com/domains",
      "HEAD https://abc.supabase.co/rest/v1/contact_forms?select=id&limit=1",
    ]);

    const noMailKey = (name: string) => (name === "RESEND_API_KEY" ? undefined : env[name]);
    const unconfigured = await createEdgeHandlers(noMailKey, fetch).health(new Request("https://x/health", { headers: signed }));
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toMatchObject({ database: "ok", mail: "error: RESEND_API_KEY is not set" });
  });

  it("reads FUNCTIONS_SECRET: a call without it reaches neither the database nor Resend", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const handlers = createEdgeHandlers((name) => env[name], fetch);
    for (const name of ["contact-form", "investor-signup", "property-valuation", "test-email"] as const) {
      const response = await handlers[name](
        new Request(`https://abc.supabase.co/functions/v1/${name}`, {
          method: "POST",
          headers: { authorization: "Bearer anon-key", apikey: "anon-key" },
          body: JSON.stringify({ name: "Ann", email: "ann@example.ca", message: "Hello", skip_db: true }),
        }),
      );
      expect(response.status).toBe(401);
    }
    expect(calls).toEqual([]);

    const withoutSecret = createEdgeHandlers((name) => (name === "FUNCTIONS_SECRET" ? undefined : env[name]), fetch);
    const refused = await withoutSecret["contact-form"](
      new Request("https://x/contact-form", { method: "POST", headers: signed, body: "{}" }),
    );
    expect(refused.status).toBe(503);
    expect(calls).toEqual([]);
  });

  it("surfaces a PostgREST error message", async () => {
    const insert = createRestInsertLead({
      url: "https://abc.supabase.co",
      serviceRoleKey: "k",
      fetch: fakeFetch(() => json(400, { code: "23514", message: 'new row violates check constraint "contact_forms_name_check"' })).fetch,
    });
    await expect(insert("contact", { name: "A", email: "a@b.ca", message: "m" })).rejects.toThrow(
      "HTTP 400: new row violates check constraint",
    );
  });

  it("parses NOTIFY_TO", () => {
    expect(parseAddressList(" a@b.ca, ,c@d.ca ")).toEqual(["a@b.ca", "c@d.ca"]);
    expect(parseAddressList(undefined)).toEqual([]);
  });
});
