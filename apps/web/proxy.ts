import { NextResponse, type NextRequest } from "next/server";
import { resolveRedirect } from "./src/routing/redirects";

function isOperatorPath(pathname: string): boolean {
  return pathname === "/diagnostics" || pathname.startsWith("/api/operator/");
}

/** Operator pages hold personal data: never kept by a shared cache or a CDN, never indexed. */
function operatorResponse() {
  const response = NextResponse.next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

/** Permanent redirects and the trailing-slash policy (src/routing/redirects.ts). */
export function proxy(request: NextRequest) {
  const target = resolveRedirect(request.nextUrl.pathname);
  if (target === null) return isOperatorPath(request.nextUrl.pathname) ? operatorResponse() : NextResponse.next();
  // A plain URL, not nextUrl.clone(): NextURL would re-apply the trailing-slash setting and
  // turn the /diagnostics exception into a loop.
  const url = new URL(request.url);
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // The proxy only runs where it can act (decision 0010): it costs about half of the server's
  // throughput on a static page (940 -> 1,700 requests/s on /privacy/ at 50 connections).
  // Skipped: static assets and images; /api/* except the operator API (never redirected); and
  // every page of the route table in its canonical form, which never redirects. Every other
  // form (no slash, "//", aliases in any case, unknown paths) still goes through it.
  // proxyMatcher.test.ts keeps this list equal to PUBLIC_ROUTES. Next needs a literal here.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|seed-images/|images/|api/(?!operator/)|(?:|buy/|contact/|about/|sell/|off-market/|insights/|insights/(?:storage-valuation-guide|due-diligence-checklist)/|self-storage/|self-storage/listings/|self-storage/insights/|self-storage/insights/(?:roi-guide-ontario|ontario-storage-report|financing-in-ontario)/|self-storage/ontario/|self-storage/ontario/(?:toronto|york-region|london|hamilton|ottawa|niagara|mississauga|kitchener-waterloo)/|self-storage/ontario/gta/investment-opportunities/|industrial/|industrial/ontario/|industrial/ontario/(?:toronto|gta|york-region|peel|durham)/|tools/|tools/roi-calculator/|privacy/)$).*)",
  ],
};
