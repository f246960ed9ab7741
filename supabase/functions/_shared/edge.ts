/**
 * Assembles the handlers for the hosted edge runtime (Deno on Supabase) from its secrets. Kept
 * runtime-neutral (the environment and fetch are passed in) so it is type-checked and tested
 * in Node; the entrypoints pass `(name) => Deno.env.get(name)`.
 *
 * Secrets: FUNCTIONS_SECRET (the site's server sends it with every call), SITE_URL (the one CORS
 * origin), MAIL_FROM, NOTIFY_TO (comma-separated), RESEND_API_KEY; SUPABASE_URL and
 * SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY) are provided by Supabase itself.
 */
import { functionsSecretKey, supabaseKeyHeaders } from "./apiKeys.ts";
import { createFunctionHandlers, type FunctionHandlers, type InsertLead } from "./functions.ts";
import { LEAD_TABLES } from "./leads.ts";
import { createHttpMailer, createUnconfiguredMailer, type FetchLike } from "./mail.ts";

export type GetEnv = (name: string) => string | undefined;

const TIMEOUT_MS = 10_000;

/** A current secret key (sb_secret_…) in `apikey` alone, the legacy service-role JWT also as bearer (apiKeys.ts). */
function restHeaders(serviceRoleKey: string): Record<string, string> {
  return { ...supabaseKeyHeaders(serviceRoleKey), "content-type": "application/json" };
}

async function restError(response: Response): Promise<Error> {
  const text = (await response.text().catch(() => "")).slice(0, 500);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return new Error(`HTTP ${response.status}: ${parsed.message}`);
    }
  } catch {
    // not JSON
  }
  return new Error(`HTTP ${response.status}${text ? `: ${text}` : ""}`);
}

/** Inserts a lead through the Supabase REST API (PostgREST) with the service role key. */
export function createRestInsertLead(options: { url: string; serviceRoleKey: string; fetch?: FetchLike }): InsertLead {
  const base = options.url.replace(/\/+$/, "");
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  return async (kind, lead) => {
    const response = await doFetch(`${base}/rest/v1/${LEAD_TABLES[kind]}?select=id`, {
      method: "POST",
      headers: { ...restHeaders(options.serviceRoleKey), prefer: "return=representation" },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw await restError(response);
    const rows: unknown = await response.json();
    const row: unknown = Array.isArray(rows) ? rows[0] : rows;
    const id = row && typeof row === "object" && "id" in row ? row.id : undefined;
    if (typeof id !== "string" && typeof id !== "number") throw new Error("Insert returned no id");
    return { id: String(id) };
  };
}

/** Throws unless the REST API answers a count of contact_forms. */
export function createRestDatabaseCheck(options: { url: string; serviceRoleKey: string; fetch?: FetchLike }): () => Promise<void> {
  const base = options.url.replace(/\/+$/, "");
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  return async () => {
    const response = await doFetch(`${base}/rest/v1/${LEAD_TABLES.contact}?select=id&limit=1`, {
      method: "HEAD",
      headers: { ...restHeaders(options.serviceRoleKey), prefer: "count=exact" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw await restError(response);
  };
}

export function parseAddressList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

export function createEdgeHandlers(env: GetEnv, fetchImpl?: FetchLike): FunctionHandlers {
  const apiKey = env("RESEND_API_KEY")?.trim();
  const mailFrom = env("MAIL_FROM")?.trim() || "Website <onboarding@resend.dev>";
  // The health check verifies the key and that MAIL_FROM's domain is verified in Resend.
  const mailer = apiKey
    ? createHttpMailer({ apiKey, from: mailFrom, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
    : createUnconfiguredMailer("RESEND_API_KEY is not set");
  const url = env("SUPABASE_URL")?.trim();
  // The project's secret key (SUPABASE_SECRET_KEYS), or the legacy service-role key (apiKeys.ts).
  const serviceRoleKey = functionsSecretKey(env);
  const rest = url && serviceRoleKey ? { url, serviceRoleKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) } : null;
  return createFunctionHandlers({
    functionSecret: env("FUNCTIONS_SECRET"),
    siteUrl: env("SITE_URL"),
    mailer,
    mailFrom,
    notifyTo: parseAddressList(env("NOTIFY_TO")),
    ...(rest ? { insertLead: createRestInsertLead(rest), checkDatabase: createRestDatabaseCheck(rest) } : {}),
  });
}
