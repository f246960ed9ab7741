import { ESTIMATE_INPUTS } from "@agency/supabase/estimate-fields";
import { dealRoomPath, SELL_WITH_FIGURES_PATH, SLUG_PATTERN } from "@agency/paths";
import { WORKSPACE_LISTINGS_PATH } from "@/src/team/paths";
import { privateRouteHeaders, privateRouteOf } from "@agency/paths/private-routes";
import { NextResponse, type NextRequest } from "next/server";
import { serverEnv } from "@/src/env";
import { contentRedirectTable, resolveContentRedirect } from "@/src/routing/contentRedirects";
import { isDocumentRoutePath, UNKNOWN_DOCUMENT_REWRITE } from "@/src/routing/documentRoutes";
import { contentMode } from "@/src/platform/mode";
import { LEAD_API_BODY_LIMIT, requestBodyLimit, tooLargeMessage } from "@/src/http/bodyLimits";
import { resolveRedirect } from "@/src/routing/redirects";
import { buildContentSecurityPolicy, directUploadOrigin } from "@/src/security/contentSecurityPolicy";
import {
  buildDirOf,
  DRAFT_MODE_COOKIE,
  NOT_FOUND_FILE,
  prerenderedFileOf,
  prerenderedHtmlModified,
  readPrerenderedHtml,
  staticRoutes,
} from "@/src/http/nextBuild";
import { inlineScriptHashes } from "@/src/security/inlineScripts";
import { crossSiteRefusal } from "@/src/security/crossSite";
import { isPageRequest } from "@/src/http/policyFromBody";
import { hasBodyPolicyServer, pageWithPolicyFromBody, POLICY_PASS_HEADER } from "@/src/http/policyFromSentPage";
import { isRefusedSearch } from "@/src/search/searchRequest";

// NEXT_DIST_DIR: a second build (the publishing fixture's) lives beside the default one.
const buildDir = buildDirOf(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR);
const hashCache = new Map<string, { modified: number; hashes: string[] }>();

/**
 * The inline-script hashes of the HTML file Next.js serves for `file`, or null when there is no
 * such file. Read from the file itself, and again whenever it changes, so a page regenerated
 * after a content publish (hosted mode) is allowed its new scripts.
 */
function prerenderedScriptHashes(file: string): string[] | null {
  const modified = prerenderedHtmlModified(buildDir, file);
  if (modified === null) return null;
  const cached = hashCache.get(file);
  if (cached?.modified === modified) return cached.hashes;
  const hashes = inlineScriptHashes(readPrerenderedHtml(buildDir, file));
  hashCache.set(file, { modified, hashes });
  return hashes;
}

let prerendered: Set<string> | undefined;

/**
 * Embedded mode prerenders every document page, so a document route's path that the build did
 * not prerender has no document: answered with the 404 page before a route renders it (and Next.js
 * keeps the result), so made-up slugs cannot fill the render cache (src/routing/documentRoutes.ts).
 * Hosted mode renders such paths: they may have been published since the build.
 */
function isUnknownDocumentPath(pathname: string): boolean {
  if (process.env.NODE_ENV !== "production" || contentMode(serverEnv()) !== "embedded" || !isDocumentRoutePath(pathname)) return false;
  prerendered ??= new Set(staticRoutes(buildDir).map((route) => (route === "/" ? route : `${route}/`)));
  return !prerendered.has(pathname);
}

/**
 * The page's Content-Security-Policy, and the request headers that hand a nonce to Next.js when the
 * page is rendered per request. Development serves eval-based hot reloading: no policy there.
 */
function contentSecurityPolicy(request: NextRequest, pathname: string): { policy: string; requestHeaders: Headers } | null {
  if (process.env.NODE_ENV !== "production") return null;
  const draftPreview = request.cookies.has(DRAFT_MODE_COOKIE);
  const file = prerenderedFileOf(pathname);
  const own = file ? prerenderedScriptHashes(file) : null;
  // A path that was not prerendered may turn out to be the 404 page (prerendered too).
  const hashes = own ?? prerenderedScriptHashes(NOT_FOUND_FILE) ?? [];
  const nonce = own && !draftPreview ? null : Buffer.from(crypto.randomUUID()).toString("base64");
  const env = serverEnv();
  const studioOrigin = env.SANITY_STUDIO_ORIGIN ?? null;
  // Hosted leads (URL and key both set, as src/platform/mode.ts decides) keep the files in Storage.
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? env.NEXT_PUBLIC_SUPABASE_URL : undefined;
  const uploadOrigin = directUploadOrigin(pathname, supabaseUrl, [WORKSPACE_LISTINGS_PATH]);
  const policy = buildContentSecurityPolicy({ scriptHashes: hashes, nonce, draftPreview, studioOrigin, uploadOrigin });
  const requestHeaders = new Headers(request.headers);
  // Next.js reads the nonce of dynamically rendered pages from this request header.
  if (nonce) requestHeaders.set("content-security-policy", policy);
  return { policy, requestHeaders };
}

function tooLarge(limit: number): Response {
  return Response.json(
    { status: "invalid", message: tooLargeMessage(limit), fieldErrors: {} },
    { status: 413, headers: { "cache-control": "no-store" } },
  );
}

/**
 * The 403 of a cross-site write. A small body is read to its end first, so clients that send it
 * after the headers get the answer rather than a reset connection; a large one is left unread.
 */
async function refuse(request: NextRequest, reason: string): Promise<Response> {
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (request.body && length <= LEAD_API_BODY_LIMIT) await request.arrayBuffer().catch(() => undefined);
  return Response.json({ error: reason }, { status: 403, headers: { "cache-control": "no-store" } });
}

/**
 * Every request except static assets: cross-site writes refused, permanent redirects and the
 * trailing-slash policy (src/routing/redirects.ts), the Content-Security-Policy, the deal room's
 * link exchange, and private responses (@agency/paths/private-routes) kept out of every cache and index.
 */
export function proxy(request: NextRequest) {
  // A declared size over the limit is refused before any route runs. Under `npm start` the server
  // has already done so at the socket, streamed bodies included, and closed the connection
  // (src/http/serverGuard.ts); this keeps `next start` and `next dev` to the same limits.
  const declared = request.headers.get("content-length");
  if (request.body && declared !== null && Number(declared) > requestBodyLimit(request.nextUrl.pathname)) {
    return tooLarge(requestBodyLimit(request.nextUrl.pathname));
  }
  return route(request);
}

async function route(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const refusal = crossSiteRefusal(
    {
      method: request.method,
      pathname,
      host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
    },
    serverEnv().SITE_URL,
  );
  if (refusal) return refuse(request, refusal);

  // Redirect documents first (decision 0020): their target is final, so one hop even from the
  // other slash form. The Studio keeps their sources off live pages and the fixed aliases. A
  // private route is never redirected by content (issue 41): its address may carry a signed token,
  // which a redirect would hand to wherever an editor (or a leaked write token) pointed it.
  const published = privateRouteOf(pathname) ? null : resolveContentRedirect(pathname, await contentRedirectTable());
  if (published) return withPrivateHeaders(pathname, contentRedirectResponse(request, published.to, published.permanent));

  const target = resolveRedirect(pathname);
  if (target !== null) {
    // A plain URL, not nextUrl.clone(): NextURL would re-apply the trailing-slash setting and
    // turn the /diagnostics exception into a loop.
    const url = new URL(request.url);
    url.pathname = target;
    // The missing slash of a private route is private too (`next start` sends this answer as is).
    return withPrivateHeaders(pathname, NextResponse.redirect(url, 308));
  }

  const exchange = dealRoomLinkExchange(request);
  if (exchange) return withPrivateHeaders(pathname, NextResponse.rewrite(exchange));

  if (isRefusedSearchRequest(request, pathname)) {
    try {
      return await pageWithPolicyFromBody(request, (scriptHashes) => pagePolicy(scriptHashes), { env: process.env, status: 400 });
    } catch (error) {
      // The same page with a 200: the visitor still reads what is wrong with the search.
      console.error("Fetching a refused search's page failed; serving it with status 200", error);
    }
  }

  // The figures' /sell/ is rendered per request: its policy is a per-request one (a nonce), not
  // the prerendered /sell/'s script hashes.
  const figures = carriesFigures(request);
  if (!figures && sendsPageWithPolicyFromBody(request, pathname)) {
    try {
      return await pageWithPolicyFromBody(request, pagePolicy, { env: process.env });
    } catch (error) {
      // The page as below, with the hashes of this disk's copy: right unless it was regenerated.
      console.error(`Fetching ${pathname} to compute its policy failed; serving it with the build's hashes`, error);
    }
  }
  const csp = contentSecurityPolicy(request, figures ? SELL_WITH_FIGURES_PATH : pathname);
  const headers = csp ? { request: { headers: csp.requestHeaders } } : undefined;
  const response = isUnknownDocumentPath(pathname)
    ? NextResponse.rewrite(new URL(UNKNOWN_DOCUMENT_REWRITE, request.url), headers)
    : figures
      ? NextResponse.rewrite(new URL(`${SELL_WITH_FIGURES_PATH}${request.nextUrl.search}`, request.url), headers)
      : NextResponse.next(headers);
  if (csp) response.headers.set("Content-Security-Policy", csp.policy);
  return withPrivateHeaders(pathname, response);
}

/**
 * A redirect document's answer. The visitor's query string follows the redirect only on this
 * site: a target on another origin gets its own query and nothing of the visitor's (issue 41).
 */
function contentRedirectResponse(request: NextRequest, to: string, permanent: boolean): NextResponse {
  const url = new URL(to, request.url);
  if (!url.search && url.origin === new URL(request.url).origin) url.search = request.nextUrl.search;
  return NextResponse.redirect(url, permanent ? 308 : 307);
}

/** The policy of a page the proxy sends itself: exactly the hashes of the inline scripts it sends. */
function pagePolicy(scriptHashes: string[]): string {
  return buildContentSecurityPolicy({
    scriptHashes,
    nonce: null,
    draftPreview: false,
    studioOrigin: serverEnv().SANITY_STUDIO_ORIGIN ?? null,
  });
}

/**
 * A search the page refuses (too long, control characters, no word, an unknown kind: issue 34)
 * answers 400 with the same server-rendered page stating the problem. Next.js renders a page with
 * a 200 (or 404, 403, 401), and a rewrite to the same path with another status makes it proxy the
 * request to itself, so the proxy fetches the page from this deployment, as it does for a page's
 * policy (src/http/policyFromSentPage.ts), and sends those bytes with a 400: under serve.mjs,
 * `next start` and on Vercel alike. The fetch carries the pass header, which this skips.
 */
function isRefusedSearchRequest(request: NextRequest, pathname: string): boolean {
  if (pathname !== "/search/" || (request.method !== "GET" && request.method !== "HEAD")) return false;
  return !request.headers.has(POLICY_PASS_HEADER) && isRefusedSearch(request.nextUrl.searchParams);
}

/**
 * A private route's answer (the deal room, agreements, signed links, operator pages) is never kept
 * by a shared cache or a CDN, never indexed, and leaks no token through a Referer.
 */
function withPrivateHeaders(pathname: string, response: NextResponse): NextResponse {
  const route = privateRouteOf(pathname);
  if (!route) return response;
  for (const [name, value] of Object.entries(privateRouteHeaders(route))) response.headers.set(name, value);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

/**
 * The deal room opened from its e-mailed link (`?t=<token>`): handed to the link exchange
 * (deal-room/open/), which trades the token for a cookie and redirects to the clean address, so
 * the token stays out of history, referrers and screenshots (src/dealRoom/access/accessCookie.ts).
 */
function dealRoomLinkExchange(request: NextRequest): URL | null {
  if (!request.nextUrl.searchParams.has("t") || (request.method !== "GET" && request.method !== "HEAD")) return null;
  // The slug is the segment before "deal-room/"; the path must be exactly that listing's room.
  const slug = request.nextUrl.pathname.split("/").at(-3) ?? "";
  if (!SLUG_PATTERN.test(slug) || request.nextUrl.pathname !== dealRoomPath(slug)) return null;
  const url = new URL(`${dealRoomPath(slug)}open/`, request.url);
  url.search = request.nextUrl.search;
  return url;
}

/**
 * Whether the proxy itself sends this page, with a policy from the bytes it sends
 * (src/http/policyFromSentPage.ts): a production GET of a public page where scripts/serve.mjs does
 * not already do so (plain `next start`, Vercel). Not the proxy's own fetch of it, not a draft
 * preview (rendered per request with a nonce), not a private route (the operator's pages and the deal room are rendered per request, with a nonce).
 */
function sendsPageWithPolicyFromBody(request: NextRequest, pathname: string): boolean {
  if (process.env.NODE_ENV !== "production" || hasBodyPolicyServer()) return false;
  if (request.headers.has(POLICY_PASS_HEADER) || request.cookies.has(DRAFT_MODE_COOKIE) || privateRouteOf(pathname) !== null) return false;
  return isPageRequest({
    method: request.method,
    url: `${pathname}${request.nextUrl.search}`,
    headers: Object.fromEntries(request.headers),
  });
}

/**
 * /sell/ opened from the value calculator (its figures in the query string): rendered per request
 * so they show above the form without JavaScript (issue 18); plain /sell/ stays prerendered.
 */
function carriesFigures(request: NextRequest): boolean {
  // Every method: the form's own POST (a Server Action, without JavaScript a plain form post to
  // this same address) must reach the same page, or React cannot match the answer to the form.
  if (request.nextUrl.pathname !== "/sell/") return false;
  return ESTIMATE_INPUTS.some((input) => request.nextUrl.searchParams.has(input.key));
}

export const config = {
  // Static assets and images never redirect and need no page policy; skipping them keeps their
  // responses fast.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|seed-images/|images/).*)"],
};
