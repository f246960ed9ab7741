/**
 * The 404 search's second step: when no rule of docs/product.md#404-page matches, the query is
 * looked up among the pages published from content (markets, guides, listings, articles), so a
 * page an editor publishes is found without a hand-written rule. The path comes from the shared
 * path rules (packages/paths), like every other page's.
 */
import "server-only";
import { documentPath, type PageKind } from "@agency/paths";
import { fetchContent } from "./source.server";
import { PAGE_SEARCH_QUERY } from "./queries";

/** Words of a query as GROQ match terms: letters and digits only, each a prefix ("sudb*"), at most six. */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2))].slice(0, 6).map((word) => `${word}*`);
}

interface Hit {
  _type: PageKind;
  slug: string | null;
  section: string | null;
  city: string | null;
  area: string | null;
}

/** The path of the best page published from content for this query, or null. */
export async function searchContentPages(query: string): Promise<string | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const hits =
    (await fetchContent<Hit[] | null>(PAGE_SEARCH_QUERY, { terms }, [
      "selfStorageMarket",
      "industrialMarket",
      "guideArticle",
      "listing",
      "newsArticle",
    ])) ?? [];
  const hit = hits[0];
  return hit ? documentPath(hit._type, hit) : null;
}
