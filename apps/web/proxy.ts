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
  // Static assets and images never redirect; skipping them keeps their responses fast.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|seed-images/|images/).*)"],
};
