/**
 * The site's private routes (issue 31): the pages and files that belong to one visitor or to the
 * team, which no shared cache, CDN or proxy may keep and whose address may carry a secret. One
 * list, read by everything that sets or keeps response headers: next.config.ts's header rules,
 * proxy.ts, the page cache (src/http/pageCache.ts, scripts/serve.mjs) and the Redis cache handler
 * (cache-handler.mjs). Each of them derives its own form (a Next.js `source`, a RegExp) from the
 * patterns below with the functions of this file; none restates a path.
 *
 * Adding a private page is one line here: its pattern, whether a token may be in its address,
 * and why it is private. tests/e2e/private-routes.spec.ts then expects `Cache-Control: private,
 * no-store` from it on the wire, and fails for any route of apps/web/app that has no class.
 *
 * No imports and only erasable TypeScript: Node loads this file directly (serve.mjs, the cache
 * handler) as well as the bundlers.
 */

export interface PrivateRoute {
  /**
   * A path pattern in Next.js's `source` syntax: literal segments, `:name` for one segment and a
   * final `:rest*` for anything below (the route itself included, with or without its slash).
   */
  pattern: string;
  /** A signed token may be in the address (an e-mailed link): sent with `Referrer-Policy: no-referrer`. */
  tokenInUrl: boolean;
  why: string;
}

/** What every private route answers, whatever any other rule says. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
export const PRIVATE_REFERRER_POLICY = "no-referrer";

export const PRIVATE_ROUTES: readonly PrivateRoute[] = [
  {
    pattern: "/self-storage/listings/:slug/deal-room/:rest*",
    tokenInUrl: true,
    why: "a deal room, its documents and its link exchange: one signer's confidential material",
  },
  {
    pattern: "/self-storage/listings/:slug/agreement/:rest*",
    tokenInUrl: false,
    why: "the confidentiality agreement and its answer, which repeats what the signer typed",
  },
  { pattern: "/unsubscribe/:rest*", tokenInUrl: true, why: "an announcement's signed unsubscribe link" },
  {
    pattern: "/deal-emails/:rest*",
    tokenInUrl: true,
    why: "an investor's signed links: the signup's confirmation and the deal e-mail preferences (buy box, pause)",
  },
  { pattern: "/owner-report/:rest*", tokenInUrl: true, why: "an owner's report and its PDF, at a signed link" },
  { pattern: "/opinion-of-value/:rest*", tokenInUrl: true, why: "an owner's opinion of value and its PDF, at a signed link (issue 44)" },
  { pattern: "/diagnostics/:rest*", tokenInUrl: false, why: "the operator page: personal data of leads and signers" },
  { pattern: "/team/:rest*", tokenInUrl: false, why: "the team's workspace: every lead, person, deal room and request (issue 45)" },
  { pattern: "/api/operator/:rest*", tokenInUrl: false, why: "the operator's exports and actions" },
];

/** A pattern's regular expression, without the leading slash and the anchors. */
function patternSource(pattern: string): string {
  return pattern
    .split("/")
    .slice(1)
    .map((segment, index) => {
      const slash = index === 0 ? "" : "/";
      if (/^:[a-z]+\*$/i.test(segment)) return "(?:/.*)?";
      if (/^:[a-z]+$/i.test(segment)) return `${slash}[^/]+`;
      return `${slash}${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
}

/** One pattern as a RegExp over a URL path (no query), matching with and without the final slash. */
export function privateRoutePattern(pattern: string): RegExp {
  return new RegExp(`^/${patternSource(pattern)}/?$`);
}

const MATCHERS = PRIVATE_ROUTES.map((route) => ({ route, regex: privateRoutePattern(route.pattern) }));

/** The private route a URL path (query ignored) belongs to, or null for a public one. */
export function privateRouteOf(url: string): PrivateRoute | null {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return MATCHERS.find(({ regex }) => regex.test(path))?.route ?? null;
}

export function isPrivatePath(url: string): boolean {
  return privateRouteOf(url) !== null;
}

/**
 * Whether an entry of Next.js's cache belongs to a private route (the Redis cache handler's test).
 * Next 16 keys a route's entry `/route-cache/APP_PAGE/<hash>/$/self-storage/listings/x/agreement`:
 * the path follows the last `/$`. Other entries (fetches) are keyed by a hash, which no pattern matches.
 */
export function isPrivateCacheKey(key: string): boolean {
  const marker = key.lastIndexOf("/$/");
  return isPrivatePath(marker === -1 ? key : key.slice(marker + 2));
}

/** The headers a private route's answer carries on the wire. */
export function privateRouteHeaders(route: PrivateRoute): Record<string, string> {
  return route.tokenInUrl
    ? { "Cache-Control": PRIVATE_CACHE_CONTROL, "Referrer-Policy": PRIVATE_REFERRER_POLICY }
    : { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

/**
 * next.config.ts's header rules for the private routes, placed after every other rule (later rules
 * win for the same header). The page rule's negative lookahead is made from the same list
 * (`publicPagesSource`), so a private route never gets the public cache policy in the first place.
 */
export function privateRouteHeaderRules(): { source: string; headers: { key: string; value: string }[] }[] {
  // A regular expression group rather than the pattern itself: Next.js matches `:rest*` without the
  // trailing slash every route here has.
  return PRIVATE_ROUTES.map((route) => ({
    source: `/(${patternSource(route.pattern)}/?)`,
    headers: Object.entries(privateRouteHeaders(route)).map(([key, value]) => ({ key, value })),
  }));
}

/**
 * A Next.js `source` for every page outside the `excluded` prefixes and outside the private
 * routes: `/((?!api/|_next/|…|self-storage/listings/[^/]+/deal-room(?:/.*)?/?$).*)`, each private
 * pattern a lookahead.
 */
export function publicPagesSource(excluded: readonly string[]): string {
  const privateLookaheads = PRIVATE_ROUTES.map((route) => `${patternSource(route.pattern)}/?$`);
  return `/((?!${[...excluded, ...privateLookaheads].join("|")}).*)`;
}

/**
 * Why no document or redirect may take this path, or null: it is a private route (issue 41), whose
 * address may carry a signed token. The Studio asks beside `pathProblem` (@agency/paths).
 */
export function privatePathProblem(path: string): string | null {
  return isPrivatePath(path.toLowerCase())
    ? `${path} is a private page of the site (a deal room, an agreement, a signed link or the team's pages)`
    : null;
}
