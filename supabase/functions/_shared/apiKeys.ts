/**
 * Supabase's API keys as they are sent (issue 37). A project has two generations of keys:
 *
 * - the current ones, under Project Settings → API Keys: the **publishable key**
 *   (`sb_publishable_…`, safe in a browser) and **secret keys** (`sb_secret_…`, server only);
 * - the legacy ones, under the "Legacy API Keys" tab: the `anon` and `service_role` JWTs
 *   (`eyJ…`), which Supabase is retiring.
 *
 * The current keys are not JWTs: they go in the `apikey` header alone. Sent as
 * `Authorization: Bearer`, a gateway that verifies JWTs answers 401 (hence `verify_jwt = false` in
 * supabase/config.toml for the functions, which check FUNCTIONS_SECRET themselves). The legacy
 * keys keep being sent both ways, as before. Runtime-neutral: the edge functions (Deno) and the
 * site's server (Node) use the same rules.
 */

export type SupabaseKeyKind = "publishable" | "secret" | "legacy";

export function supabaseKeyKind(key: string): SupabaseKeyKind {
  if (key.startsWith("sb_publishable_")) return "publishable";
  if (key.startsWith("sb_secret_")) return "secret";
  return "legacy";
}

/** The request headers that carry `key` to Supabase's gateway (REST, Storage, functions). */
export function supabaseKeyHeaders(key: string): Record<string, string> {
  return supabaseKeyKind(key) === "legacy" ? { apikey: key, authorization: `Bearer ${key}` } : { apikey: key };
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A fetch for a client library that adds `Authorization: Bearer <key>` to every request (supabase-js
 * does so for its REST calls): the bearer is taken off again when it is a current key, so the key
 * travels in `apikey` alone. A user's own token (another bearer) is left as it is.
 */
export function withoutKeyAsBearer(doFetch: Fetch, key: string): Fetch {
  if (supabaseKeyKind(key) === "legacy") return doFetch;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (headers.get("authorization") === `Bearer ${key}`) headers.delete("authorization");
    return doFetch(input, { ...init, headers });
  };
}

/**
 * The key the functions reach the database with, from the secrets Supabase gives every function:
 * SUPABASE_SECRET_KEYS (a JSON dictionary of the project's secret keys, by name: "default" first),
 * else the legacy SUPABASE_SERVICE_ROLE_KEY. Undefined when neither holds a key.
 */
export function functionsSecretKey(env: (name: string) => string | undefined): string | undefined {
  const dictionary = env("SUPABASE_SECRET_KEYS")?.trim();
  if (dictionary) {
    try {
      const keys = JSON.parse(dictionary) as Record<string, unknown>;
      const named = [keys.default, ...Object.values(keys)].find(
        (value): value is string => typeof value === "string" && value.trim() !== "",
      );
      if (named) return named.trim();
    } catch {
      // Not JSON: the legacy key below, if any.
    }
  }
  return env("SUPABASE_SERVICE_ROLE_KEY")?.trim() || undefined;
}
