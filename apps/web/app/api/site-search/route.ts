import type { NextRequest } from "next/server";
import { finalPath } from "../../../src/routing/redirects";
import { searchDestination } from "../../../src/routing/notFoundSearch";

/** The 404 search box without JavaScript: same rules, answered with a redirect. */
export function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get("q") ?? "").slice(0, 200);
  // A relative Location (RFC 9110) keeps the visitor on the host they used.
  return new Response(null, { status: 303, headers: { Location: finalPath(searchDestination(query)) } });
}
