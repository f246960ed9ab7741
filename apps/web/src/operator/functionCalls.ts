/**
 * Calling the functions the two ways docs/product.md#operator-page names: "invoke" through the backend client, and a
 * direct HTTP POST to the functions host with bearer and api-key headers. Each call reports OK
 * with the answer, or the reason it failed in the form 'HTTP {status}: {error or Unknown error}'.
 */
import type { CallFunction, FunctionResponse } from "@/src/leads/functionCallers";

/** Where the functions answer over HTTP, and the headers that authorise a call. */
export interface FunctionsHost {
  /** e.g. https://abcd.supabase.co/functions/v1, or this server's /api/operator/functions */
  root: string;
  /** authorization: Bearer …, apikey: … */
  headers: Record<string, string>;
  /** The site's origin, sent as Origin on the CORS preflight. */
  origin: string;
  fetch: typeof fetch;
}

export type CallOutcome = { ok: true; status: number; text: string } | { ok: false; error: string; text?: string };

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === "string" && error ? error : "Unknown error";
}

/** The answer's JSON `error` field, when there is one. */
function errorField(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") return parsed.error;
  } catch {
    // not JSON
  }
  return undefined;
}

export function outcomeOf(response: FunctionResponse): CallOutcome {
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, text: response.text };
  return { ok: false, error: `HTTP ${response.status}: ${errorField(response.text) ?? "Unknown error"}`, text: response.text };
}

export async function invokeFunction(callFunction: CallFunction, name: string, body: Record<string, unknown>): Promise<CallOutcome> {
  try {
    return outcomeOf(await callFunction(name, body));
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

export async function postFunction(host: FunctionsHost, name: string, body: Record<string, unknown>): Promise<CallOutcome> {
  try {
    const response = await host.fetch(`${host.root}/${name}`, {
      method: "POST",
      headers: { ...host.headers, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return outcomeOf({ status: response.status, text: await response.text() });
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

/** JSON answers indented for the result box; anything else as it came. */
export function readable(text: string | undefined): string {
  if (!text) return "";
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
