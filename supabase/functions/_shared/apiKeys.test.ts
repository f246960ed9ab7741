import { describe, expect, it } from "vitest";
import { functionsSecretKey, supabaseKeyHeaders, supabaseKeyKind, withoutKeyAsBearer } from "./apiKeys.ts";
import { createEdgeHandlers } from "./edge.ts";

const PUBLISHABLE = "sb_publishable_3kDq0x9LmNp2RtVw7YzA1b_CdEfGh";
const SECRET = "sb_secret_N7q2Xc4Vb8Lm0Pz6Rt3Ws5Yk_AbCdEf";
const LEGACY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl";

describe("Supabase API keys on the wire", () => {
  it("tells the current keys from the legacy JWTs", () => {
    expect([PUBLISHABLE, SECRET, LEGACY].map(supabaseKeyKind)).toEqual(["publishable", "secret", "legacy"]);
  });

  it("sends a current key in apikey alone and a legacy key both ways", () => {
    expect(supabaseKeyHeaders(PUBLISHABLE)).toEqual({ apikey: PUBLISHABLE });
    expect(supabaseKeyHeaders(SECRET)).toEqual({ apikey: SECRET });
    expect(supabaseKeyHeaders(LEGACY)).toEqual({ apikey: LEGACY, authorization: `Bearer ${LEGACY}` });
  });

  it("takes a current key's bearer off a client library's request, and leaves a user's token", async () => {
    const seen: Headers[] = [];
    const record = (_input: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return Promise.resolve(new Response("{}"));
    };
    await withoutKeyAsBearer(record, SECRET)("https://x.supabase.co/rest/v1/t", {
      headers: { apikey: SECRET, authorization: `Bearer ${SECRET}` },
    });
    await withoutKeyAsBearer(record, SECRET)("https://x.supabase.co/rest/v1/t", {
      headers: { apikey: SECRET, authorization: "Bearer user-jwt" },
    });
    await withoutKeyAsBearer(record, LEGACY)("https://x.supabase.co/rest/v1/t", {
      headers: { apikey: LEGACY, authorization: `Bearer ${LEGACY}` },
    });
    expect(seen.map((headers) => headers.get("authorization"))).toEqual([null, "Bearer user-jwt", `Bearer ${LEGACY}`]);
  });

  it("gives the functions the project's secret key (SUPABASE_SECRET_KEYS), else the legacy service-role key", () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(functionsSecretKey(env({ SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }), SUPABASE_SERVICE_ROLE_KEY: LEGACY }))).toBe(
      SECRET,
    );
    expect(functionsSecretKey(env({ SUPABASE_SECRET_KEYS: "{}", SUPABASE_SERVICE_ROLE_KEY: LEGACY }))).toBe(LEGACY);
    expect(functionsSecretKey(env({ SUPABASE_SECRET_KEYS: "not json", SUPABASE_SERVICE_ROLE_KEY: LEGACY }))).toBe(LEGACY);
    expect(functionsSecretKey(env({}))).toBeUndefined();
  });

  it("a function stores a lead with the secret key in apikey alone", async () => {
    const requests: Headers[] = [];
    const fetchImpl = (input: string | URL | Request, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      const url = input instanceof Request ? input.url : input.toString();
      return Promise.resolve(
        url.includes("/rest/v1/")
          ? Response.json([{ id: "7f1c1a52-4b53-4a59-9d1b-6a6e4f1c2d3e" }], { status: 201 })
          : Response.json({ id: "mail-1" }),
      );
    };
    const functionSecret = "f".repeat(40);
    const handlers = createEdgeHandlers(
      (name) =>
        ({
          SUPABASE_URL: "https://abcd.supabase.co",
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
          FUNCTIONS_SECRET: functionSecret,
          RESEND_API_KEY: "re_test_key_0123456789",
          NOTIFY_TO: "team@example.ca",
          MAIL_FROM: "site@example.ca",
        })[name],
      fetchImpl,
    );
    const response = await handlers["contact-form"](
      new Request("https://abcd.supabase.co/functions/v1/contact-form", {
        method: "POST",
        headers: { "content-type": "application/json", "x-agency-function-secret": functionSecret },
        body: JSON.stringify({ name: "Ann Lee", email: "ann@example.ca", message: "Hello" }),
      }),
    );
    expect(response.status).toBe(200);
    const rest = requests.find((headers) => headers.get("apikey") === SECRET);
    expect(rest).toBeDefined();
    expect(rest?.has("authorization")).toBe(false);
  });
});
