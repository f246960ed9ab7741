/**
 * A page's Content-Security-Policy from the bytes sent, where no `scripts/serve.mjs` wraps the
 * server: plain `next start`, the standalone server, Vercel (docs/decisions/0040-serving-without-serve.md).
 *
 * proxy.ts would otherwise take a prerendered page's script hashes from the HTML file on this
 * instance's disk. Under `next start` that file can lag the page Next.js sends (a page regenerated
 * after a publish, a page from the shared cache), and on Vercel it is not in the proxy's bundle at
 * all, so the policy would fall back to a nonce the static HTML does not carry: either way the
 * page's own inline scripts would be refused and it would not hydrate. Here the proxy fetches the
 * page itself, from the same deployment, marked so that this second pass is served as usual; it
 * then sends exactly those bytes with the hashes of their inline scripts. The second pass keeps the
 * usual, strict policy: the mark can only ever make a page stricter, never weaker, so it is no
 * secret.
 *
 * `scripts/serve.mjs` does the same job on the response it writes (src/http/policyFromBody.ts) and
 * marks its process, so pages are fetched twice only where it is not there.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: relative imports carry .ts.
 */
import { processWide } from "../process/processWide.ts";
import { inlineScriptHashes } from "../security/inlineScripts.ts";

/** The request header of the proxy's own fetch of a page: that pass is served as usual. */
export const POLICY_PASS_HEADER = "x-agency-policy-pass";

/** Set by scripts/serve.mjs: this process recomputes every page's policy from the bytes it sends. */
const bodyPolicyServer = processWide("http.bodyPolicyServer", () => ({ present: false }));

export function markBodyPolicyServer(): void {
  bodyPolicyServer.present = true;
}

export function hasBodyPolicyServer(): boolean {
  return bodyPolicyServer.present;
}

/**
 * Where the proxy fetches a page from: never from the request's Host header (anyone can write
 * it: the server would fetch, and a shared cache keep, another site's page). On Vercel the
 * deployment's own address (VERCEL_URL); elsewhere the server on the loopback interface, on the
 * port `next start` and the standalone server record in PORT.
 */
export function pageOrigin(env: Record<string, string | undefined>): string {
  if (env.VERCEL_URL) return `https://${env.VERCEL_URL}`;
  return `http://127.0.0.1:${env.PORT || "3000"}`;
}

/** Headers that describe the connection or the first pass's encoding, not the page. */
const NOT_COPIED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "date",
  "set-cookie",
]);

/** The request headers the page's second pass carries: the visitor's, minus conditionals and encodings. */
function passHeaders(request: Request, env: Record<string, string | undefined>): Headers {
  const headers = new Headers({ [POLICY_PASS_HEADER]: "1", "accept-encoding": "identity" });
  for (const name of ["accept", "accept-language", "cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // Vercel's Deployment Protection would answer the deployment's own address with its login page:
  // its "Protection Bypass for Automation" secret, when the project has one, lets the fetch through.
  if (env.VERCEL_AUTOMATION_BYPASS_SECRET) headers.set("x-vercel-protection-bypass", env.VERCEL_AUTOMATION_BYPASS_SECRET);
  return headers;
}

function etagMatches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weakless(tag) === weakless(etag));
}

/**
 * The visitor's response for a page GET: the page as this deployment serves it, with the policy
 * `policyFor` builds from the hashes of its inline scripts (an HTML answer of any status, 404
 * included), or passed through as it is when it is not HTML. `status`, when given, replaces the
 * 200 of a page that states a refusal.
 */
export async function pageWithPolicyFromBody(
  request: Request,
  policyFor: (scriptHashes: string[]) => string,
  options: { env: Record<string, string | undefined>; fetch?: typeof fetch; status?: number },
): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(`${url.pathname}${url.search}`, pageOrigin(options.env));
  const page = await (options.fetch ?? fetch)(target, {
    headers: passHeaders(request, options.env),
    redirect: "manual",
    cache: "no-store",
  });
  const headers = new Headers();
  for (const [name, value] of page.headers) if (!NOT_COPIED.has(name)) headers.set(name, value);
  for (const cookie of page.headers.getSetCookie()) headers.append("set-cookie", cookie);
  if (!(page.headers.get("content-type") ?? "").startsWith("text/html")) {
    return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
  }
  const html = await page.text();
  headers.set("content-security-policy", policyFor(inlineScriptHashes(html)));
  // A page that states a refusal (a search for nonsense) is rendered as a 200 by Next.js, which
  // lets a page choose no other status than 404, 403 or 401: the caller gives the status it means.
  if (page.status === 200 && options.status !== undefined) {
    headers.delete("etag");
    return new Response(request.method === "HEAD" ? null : html, { status: options.status, headers });
  }
  if (page.status === 200 && etagMatches(request.headers.get("if-none-match"), page.headers.get("etag"))) {
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}
