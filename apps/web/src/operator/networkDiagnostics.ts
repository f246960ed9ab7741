/**
 * The network card's four probes of the functions host (docs/product.md#operator-page), as
 * real HTTP requests from this server: a CORS preflight, HEAD probes, a direct POST, and an invoke
 * through the backend client. Hosted, the host is Supabase; embedded, it is this server's
 * operator-only functions route, so the same requests cross the same HTTP stack.
 */
import { NETWORK_STEPS, type DiagnosticResult, type NetworkStepId } from "./catalog";
import { timed, type DiagnosticsDeps, type Outcome } from "./diagnostics";
import { errorText, invokeFunction, postFunction, readable, type FunctionsHost } from "./functionCalls";

const PREFLIGHT_HEADERS = { "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" };

function allows(list: string | null, wanted: string): boolean {
  const items = (list ?? "")
    .toLowerCase()
    .split(",")
    .map((item) => item.trim());
  return items.includes("*") || items.includes(wanted);
}

async function corsPreflight(host: FunctionsHost): Promise<Outcome> {
  const url = `${host.root}/health`;
  const response = await host.fetch(url, { method: "OPTIONS", headers: { ...host.headers, origin: host.origin, ...PREFLIGHT_HEADERS } });
  const methods = response.headers.get("access-control-allow-methods");
  const headers = response.headers.get("access-control-allow-headers");
  const success = response.ok && allows(methods, "post") && allows(headers, "authorization") && allows(headers, "content-type");
  const details = [
    `OPTIONS ${url} → ${response.status}`,
    `Access-Control-Allow-Origin: ${response.headers.get("access-control-allow-origin") ?? "(none)"}`,
    `Access-Control-Allow-Methods: ${methods ?? "(none)"}`,
    `Access-Control-Allow-Headers: ${headers ?? "(none)"}`,
  ].join("\n");
  return { success, message: success ? "CORS preflight OK" : "CORS preflight failed", details };
}

/** Reachable means an HTTP answer below 500 (the root and contact-form may well say 404 or 405 to HEAD). */
async function headProbes(host: FunctionsHost): Promise<Outcome> {
  const lines: string[] = [];
  let success = true;
  for (const url of [host.root, `${host.root}/health`, `${host.root}/contact-form`]) {
    try {
      const response = await host.fetch(url, { method: "HEAD", headers: host.headers, signal: AbortSignal.timeout(10_000) });
      if (response.status >= 500) success = false;
      lines.push(`HEAD ${url} → ${response.status}`);
    } catch (error) {
      success = false;
      lines.push(`HEAD ${url} → ${errorText(error)}`);
    }
  }
  return { success, message: success ? "HEAD probes OK" : "HEAD probes failed", details: lines.join("\n") };
}

async function directPost(host: FunctionsHost): Promise<Outcome> {
  const outcome = await postFunction(host, "health", {});
  if (outcome.ok)
    return { success: true, message: "Direct POST OK", details: `POST ${host.root}/health → ${outcome.status}\n${readable(outcome.text)}` };
  return { success: false, message: "Direct POST failed", details: `${outcome.error}\n${readable(outcome.text)}` };
}

async function invokeHealth(deps: DiagnosticsDeps): Promise<Outcome> {
  const outcome = await invokeFunction(deps.callFunction, "health", {});
  if (outcome.ok) return { success: true, message: "Invoke OK", details: readable(outcome.text) };
  return { success: false, message: "Invoke failed", details: `${outcome.error}\n${readable(outcome.text)}` };
}

export function runNetworkStep(id: NetworkStepId, deps: DiagnosticsDeps): Promise<DiagnosticResult> {
  const run: Record<NetworkStepId, () => Promise<Outcome>> = {
    "cors-preflight": () => corsPreflight(deps.functions),
    "head-probes": () => headProbes(deps.functions),
    "direct-post": () => directPost(deps.functions),
    invoke: () => invokeHealth(deps),
  };
  return timed(NETWORK_STEPS[id].name, run[id], deps.now);
}
