import "server-only";
import { supabaseKeyHeaders } from "@agency/supabase/api-keys";
import { FUNCTION_SECRET_HEADER } from "@agency/supabase/functions";
import { signatureLines } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { serverEnv, type ServerEnv } from "@/src/env";
import { hostedSupabase } from "@/src/platform/mode";
import { getOperatorBackend } from "./backend";
import type { SignedInOperator } from "./access.server";
import type { DiagnosticsDeps } from "./diagnostics";
import type { FunctionsHost } from "./functionCalls";

/** Where this server can reach itself: the address it listens on, or loopback when that is "any". */
function loopbackOrigin(env: ServerEnv): string {
  const host = env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST === "::" ? "::1" : env.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}`;
}

/**
 * The functions host of the current mode (hostedSupabase, the test selectMode makes: src/platform/mode.ts): Supabase with its
 * public anon key for the gateway and FUNCTIONS_SECRET for the function (decision 0018), or this
 * server's operator functions route with the operator's own session as the bearer (the embedded
 * mode has no keys; the session is what that route accepts, and the route signs the call).
 */
export function functionsHost(env: ServerEnv, operator: SignedInOperator): FunctionsHost {
  const origin = env.SITE_URL;
  const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(15_000) });
  const supabase = hostedSupabase(env);
  if (supabase) {
    const key = supabase.anonKey;
    return {
      root: `${supabase.url.replace(/\/+$/, "")}/functions/v1`,
      headers: { ...supabaseKeyHeaders(key), [FUNCTION_SECRET_HEADER]: supabase.functionsSecret },
      origin,
      fetch: fetchWithTimeout,
    };
  }
  return {
    root: `${loopbackOrigin(env)}/api/operator/functions`,
    headers: { authorization: `Bearer ${operator.token}`, apikey: operator.token },
    origin,
    fetch: fetchWithTimeout,
  };
}

/** Lazy: a backend that cannot start (database folder unusable) fails the tests that need it, not the request. */
export function diagnosticsDeps(operator: SignedInOperator): DiagnosticsDeps {
  return {
    callFunction: async (name, body) => (await getOperatorBackend()).callFunction(name, body),
    repository: async () => (await getOperatorBackend()).repository(),
    signature: async () => signatureLines(await getAdvertisingIdentity()),
    functions: functionsHost(serverEnv(), operator),
  };
}
