import type { NextRequest } from "next/server";
import { searchContentPages } from "@/src/content/pageSearch.server";
import { logError } from "@/src/log";
import { finalPath } from "@/src/routing/redirects";
import { ruleDestination } from "@/src/routing/notFoundSearch";

/**
 * The 404 search box: the rules of docs/product.md#404-page first, then the pages published from
 * content (a market, guide, listing or article whose name or title has the words), then home.
 * Answered with a redirect, so it works without JavaScript.
 */
/** The content search, or null when the content cannot be read: the visitor still lands on home, never on an error. */
async function contentPage(query: string): Promise<string | null> {
  try {
    return await searchContentPages(query);
  } catch (error) {
    logError("Site search: the content search failed", error);
    return null;
  }
}

export async function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get("q") ?? "").slice(0, 200);
  const rule = ruleDestination(query);
  const destination = rule ? finalPath(rule) : ((await contentPage(query)) ?? "/");
  // A relative Location (RFC 9110) keeps the visitor on the host they used.
  return new Response(null, { status: 303, headers: { Location: destination } });
}
