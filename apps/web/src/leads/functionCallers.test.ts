/**
 * The server's calls to the functions carry the function secret in both modes: hosted, over HTTP
 * beside the anon key (which only gets through Supabase's gateway); embedded, in-process with the
 * process's own secret, so the handlers' "server only" rule holds there too.
 */
import { describe, expect, it, vi } from "vitest";
import { createFunctionHandlers, FUNCTION_SECRET_HEADER } from "@agency/supabase/functions";
import type { Mailer, MailMessage } from "@agency/supabase/mail";
import { handlerCaller, hostedCaller, signedHandlers } from "./functionCallers";

const SECRET = "c0ffee".repeat(8);

function memoryMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    verify: async () => undefined,
  };
  return { mailer, sent };
}

function handlers(mailer: Mailer) {
  return createFunctionHandlers({
    functionSecret: SECRET,
    siteUrl: "https://www.example-agency.ca",
    mailer,
    mailFrom: "Site <no-reply@example.ca>",
    notifyTo: ["team@example.ca"],
  });
}

describe("hostedCaller", () => {
  it("posts to the project's functions with the anon key for the gateway and FUNCTIONS_SECRET for the function", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ success: true }));
    const call = hostedCaller({ url: "https://abcd.supabase.co/", anonKey: "anon-key-public", functionsSecret: SECRET, fetch: fetchImpl });
    expect(await call("contact-form", { name: "Ann" })).toEqual({ status: 200, text: '{"success":true}' });

    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("https://abcd.supabase.co/functions/v1/contact-form");
    const headers = new Headers(init?.headers);
    expect(headers.get(FUNCTION_SECRET_HEADER)).toBe(SECRET);
    expect(headers.get("authorization")).toBe("Bearer anon-key-public");
    expect(headers.get("apikey")).toBe("anon-key-public");
    expect(init?.body).toBe('{"name":"Ann"}');
  });
});

describe("hostedCaller with Supabase's current keys", () => {
  it("sends the publishable key in apikey alone: it is no JWT, a bearer would be refused", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ success: true }));
    const publishable = "sb_publishable_3kDq0x9LmNp2RtVw7YzA1b_CdEfGh";
    await hostedCaller({ url: "https://abcd.supabase.co", anonKey: publishable, functionsSecret: SECRET, fetch: fetchImpl })("health", {});
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
    expect(headers.get("apikey")).toBe(publishable);
    expect(headers.has("authorization")).toBe(false);
    expect(headers.get(FUNCTION_SECRET_HEADER)).toBe(SECRET);
  });
});

describe("signed in-process handlers (embedded mode)", () => {
  it("are what lets the server's own calls through: the raw handlers refuse the same call", async () => {
    const { mailer, sent } = memoryMailer();
    const raw = handlers(mailer);
    const unsigned = await handlerCaller(raw)("test-email", { email: "owner@example.ca" });
    expect(unsigned.status).toBe(401);
    expect(sent).toEqual([]);

    const signed = await handlerCaller(signedHandlers(raw, SECRET))("test-email", { email: "owner@example.ca" });
    expect(signed.status).toBe(200);
    expect(sent.map((message) => message.to)).toEqual([["owner@example.ca"]]);
  });

  it("replace whatever secret a forwarded request carried, and keep its method, headers and body", async () => {
    const { mailer, sent } = memoryMailer();
    const signed = signedHandlers(handlers(mailer), SECRET);
    const forwarded = new Request("http://127.0.0.1:3000/api/operator/functions/contact-form", {
      method: "POST",
      headers: { "content-type": "application/json", [FUNCTION_SECRET_HEADER]: "a-guess-from-outside" },
      body: JSON.stringify({ name: "Ann", email: "ann@example.ca", message: "Hello", skip_db: true }),
    });
    const response = await signed["contact-form"](forwarded);
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);

    const preflight = await signed.health(new Request("http://127.0.0.1:3000/api/operator/functions/health", { method: "OPTIONS" }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://www.example-agency.ca");
  });
});
