import type { NextRequest } from "next/server";
import { logError } from "@/src/log";
import { finalPath } from "@/src/routing/redirects";
import { ruleDestination } from "@/src/routing/notFoundSearch";
import { MAX_QUERY_LENGTH, searchUrl } from "@/src/search/searchRequest";
import { bestDestination } from "@/src/search/searchResults";
import { siteSearchIndex } from "@/src/search/siteSearch.server";

/**
 * The 404 search box: the rules of docs/product.md#404-page first, then the site search index
 * (issue 34): the one page whose title has the words, else the results page /search/. Answered
 * with a redirect, so it works without JavaScript.
 */
/** The index's answer, or the results page when the index cannot be built (it says search is unavailable). */
async function indexDestination(query: string): Promise<string> {
  try {
    return bestDestination(await siteSearchIndex(), query);
  } catch (error) {
    logError("Site search: the index could not be built", error);
    return searchUrl({ query, kind: null, page: 1 });
  }
}

export async function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const rule = ruleDestination(query);
  const destination = rule ? finalPath(rule) : query === "" ? "/" : await indexDestination(query);
  // A relative Location (RFC 9110) keeps the visitor on the host they used.
  return new Response(null, { status: 303, headers: { Location: destination } });
}
