/**
 * How the server calls the functions (docs/decisions/0018-hosted-functions.md): always as itself,
 * with the function secret header. Hosted, over HTTP to Supabase with FUNCTIONS_SECRET; embedded,
 * in-process with a secret that never leaves the process. Kept apart from createBackend.server.ts so
 * tests can call it without the content layer.
 */
import { supabaseKeyHeaders } from "@agency/supabase/api-keys";
import { FUNCTION_SECRET_HEADER, type FunctionHandlers } from "@agency/supabase/functions";

/** A function's answer: its HTTP status and body text (JSON for every function of ours). */
export interface FunctionResponse {
  status: number;
  text: string;
}

export type CallFunction = (name: string, body: Record<string, unknown>) => Promise<FunctionResponse>;

/**
 * The handlers with every request signed by this server (the function secret header set, whatever
 * the request carried), as the hosted functions' calls are: one access rule in both modes.
 */
export function signedHandlers(handlers: FunctionHandlers, secret: string): FunctionHandlers {
  const sign = (handler: (request: Request) => Promise<Response>) => (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set(FUNCTION_SECRET_HEADER, secret);
    return handler(new Request(request, { headers }));
  };
  return Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [name, sign(handler)])) as FunctionHandlers;
}

export function handlerCaller(handlers: FunctionHandlers): CallFunction {
  return async (name, body) => {
    const handler = handlers[name as keyof FunctionHandlers];
    if (!handler) return { status: 404, text: JSON.stringify({ error: `Unknown function ${name}` }) };
    const response = await handler(
      new Request(`http://in-process/functions/v1/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, text: await response.text() };
  };
}

/**
 * Calls a Supabase edge function as the server: the publishable key (or the legacy anon key) gets
 * the call through Supabase's gateway, and FUNCTIONS_SECRET is what the function itself checks
 * (docs/decisions/0018-hosted-functions.md). A publishable key travels in `apikey` alone, since it is
 * no JWT; the functions run with `verify_jwt = false` (supabase/config.toml) for that reason.
 */
export function hostedCaller(options: { url: string; anonKey: string; functionsSecret: string; fetch?: typeof fetch }): CallFunction {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (name, body) => {
    const response = await doFetch(`${options.url.replace(/\/+$/, "")}/functions/v1/${name}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...supabaseKeyHeaders(options.anonKey),
        [FUNCTION_SECRET_HEADER]: options.functionsSecret,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, text: await response.text() };
  };
}
