/**
 * Who may call the functions (docs/decisions/0018-hosted-functions.md): only the website's server,
 * which signs each call with a shared secret in a header, and, for CORS, only the site's origin.
 * Runtime-neutral (Web Crypto only), like functions.ts.
 *
 * On Supabase the anon key opens the functions gateway to anyone (it ships in every browser), so
 * the gateway's JWT check proves nothing about the caller. The secret does: FUNCTIONS_SECRET is a
 * function secret on Supabase and a variable of the site's server, and no browser ever holds it.
 */

/** The header that carries FUNCTIONS_SECRET. Not a CORS-allowed header: browsers never send it. */
export const FUNCTION_SECRET_HEADER = "x-agency-function-secret";

/** Shorter secrets count as unset: the functions refuse every call rather than accept a guessable one. */
export const MIN_FUNCTION_SECRET_LENGTH = 32;

/**
 * How a request stands:
 * - signed: it carries the configured secret;
 * - unsigned: it carries no secret header at all (a browser, a probe, an attacker with the anon key);
 * - wrong: it carries a secret that is not the configured one (a site configured with another value);
 * - unconfigured: the functions have no usable secret, so nothing can be signed.
 */
export type Signature = "signed" | "unsigned" | "wrong" | "unconfigured";

const encoder = new TextEncoder();

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
}

/**
 * Compares SHA-256 digests of the two values byte by byte without stopping at the first
 * difference, so neither the time taken nor the values' lengths tell a caller how close a guess was.
 */
async function sameSecret(given: string, expected: Uint8Array): Promise<boolean> {
  const actual = await digest(given);
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}

/** The usable secret, or null when it is unset or shorter than MIN_FUNCTION_SECRET_LENGTH. */
export function usableSecret(secret: string | undefined): string | null {
  const trimmed = secret?.trim() ?? "";
  return trimmed.length >= MIN_FUNCTION_SECRET_LENGTH ? trimmed : null;
}

export function createSignatureCheck(secret: string | undefined): (request: Request) => Promise<Signature> {
  const usable = usableSecret(secret);
  const expected = usable === null ? null : digest(usable);
  return async (request) => {
    if (expected === null) return "unconfigured";
    const given = request.headers.get(FUNCTION_SECRET_HEADER);
    if (given === null) return "unsigned";
    return (await sameSecret(given, await expected)) ? "signed" : "wrong";
  };
}

/** The origin of SITE_URL (scheme, host and port), or null when it is unset or not an http(s) URL. */
export function siteOrigin(siteUrl: string | undefined): string | null {
  if (!siteUrl?.trim()) return null;
  try {
    const url = new URL(siteUrl.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

export const CORS_ALLOW_HEADERS = "authorization, x-client-info, apikey, content-type";

/**
 * CORS headers of a function: the site's origin only (none at all without SITE_URL, so browsers
 * refuse every cross-origin read), and the function's own methods.
 */
export function corsHeaders(origin: string | null, methods: readonly string[]): Record<string, string> {
  return {
    ...(origin ? { "Access-Control-Allow-Origin": origin } : {}),
    "Access-Control-Allow-Headers": CORS_ALLOW_HEADERS,
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
  };
}
