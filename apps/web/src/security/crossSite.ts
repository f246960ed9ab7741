/**
 * Cross-site writes are refused before they reach a Server Action or an API route: a page on
 * another site must not be able to post a lead, sign an operator in or out, or run a diagnostic
 * in a visitor's name (docs/decisions/0011-content-security-policy.md).
 *
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin). Requests that carry neither,
 * such as scripts, the load benchmark and webhooks, are not cross-site requests from a browser
 * and are judged by the routes themselves (signatures, bearer secrets, validation).
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Server-to-server endpoints, authenticated by a signature or a bearer secret. */
const WEBHOOK_PATHS = new Set(["/api/revalidate/", "/api/cron/notifications/"]);

/**
 * The documented exception (docs/decisions/0029-investor-announcements.md): the one-click
 * unsubscribe of RFC 8058 is a POST from a mail provider, from anywhere. It is authorised by the
 * signed token in its URL, which only a message this site sent carries, and can do one thing only:
 * take that token's own address off the list.
 */
const ONE_CLICK_PATHS = new Set(["/unsubscribe/"]);

export interface RequestFacts {
  method: string;
  pathname: string;
  /** The Host the browser addressed (X-Forwarded-Host behind a proxy). */
  host: string | null;
  origin: string | null;
  secFetchSite: string | null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Null when the request may proceed; otherwise why it is refused. */
export function crossSiteRefusal(request: RequestFacts, siteUrl: string): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const path = request.pathname.endsWith("/") ? request.pathname : `${request.pathname}/`;
  if (WEBHOOK_PATHS.has(path) || ONE_CLICK_PATHS.has(path)) return null;
  if (request.secFetchSite === "cross-site" || request.secFetchSite === "same-site") {
    return "Requests from other sites are not accepted.";
  }
  // A page sent with `Referrer-Policy: no-referrer` (the signed-link pages: /deal-emails/, the deal
  // room, decision 0027) makes the browser send `Origin: null` with its own forms; the browser's
  // Sec-Fetch-Site, which a page cannot forge, still says the form was this site's.
  if (request.origin === "null" && request.secFetchSite === "same-origin") return null;
  if (request.origin !== null) {
    // "null" is also what sandboxed frames and some redirects send: refused without that proof.
    const originHost = request.origin === "null" ? null : hostOf(request.origin);
    const ownHosts = [request.host, hostOf(siteUrl)].filter(Boolean);
    if (originHost === null || !ownHosts.includes(originHost)) return "Requests from other sites are not accepted.";
  }
  return null;
}
