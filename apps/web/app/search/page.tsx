import type { Metadata } from "next";
import { PageShell } from "@/src/components/PageShell";
import { getPageMetadata, getSiteSettings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { logError } from "@/src/log";
import { buildPageHead, toNextMetadata } from "@/src/seo/metadata";
import { parseSearchRequest, type SearchParams } from "@/src/search/searchRequest";
import { searchResultsPage } from "@/src/search/searchResults";
import { SearchForm, SearchResultsView } from "@/src/search/SearchResultsView";
import { siteSearchIndex } from "@/src/search/siteSearch.server";

/**
 * Site search (issue 34, docs/product.md#site-search): the results of the header's GET form,
 * rendered on the server, so a visitor without JavaScript gets the same page. Reading
 * searchParams renders it per request (never prerendered, so the page cache never answers it).
 * noindex: a results page is not content of its own, and it is left out of the sitemap.
 */
const PATH = "/search/";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const parsed = parseSearchRequest(await searchParams);
  const [record, settings] = await Promise.all([getPageMetadata(PATH), getSiteSettings()]);
  const query = parsed.ok ? parsed.request.query : "";
  const own = {
    ...record,
    title: query ? `Search results for “${query}” | ${settings.agencyName}` : `Search | ${settings.agencyName}`,
    description: `Search the markets, industrial areas, guides, articles and listings of ${settings.agencyName}.`,
  };
  return toNextMetadata(buildPageHead({ record: own, path: PATH, settings, siteUrl: serverEnv().SITE_URL, noindex: true }));
}

/** The results, or null when the content cannot be read: the page says so instead of failing. */
async function resultsOf(request: Parameters<typeof searchResultsPage>[1]) {
  try {
    return searchResultsPage(await siteSearchIndex(), request);
  } catch (error) {
    logError("Site search: the index could not be built", error);
    return null;
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const parsed = parseSearchRequest(await searchParams);
  const query = parsed.ok ? parsed.request.query : parsed.query;
  const page = parsed.ok && parsed.request.query !== "" ? await resultsOf(parsed.request) : null;
  return (
    <PageShell path={PATH} crumbLabel="Search">
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{query ? "Search results" : "Search the site"}</h1>
        <SearchForm query={query} />
        {!parsed.ok ? (
          <p role="alert" className="mt-6 font-medium text-red-800">
            {parsed.problem}.
          </p>
        ) : parsed.request.query === "" ? (
          <p className="mt-6 text-slate-700">Type a market, a town, a topic or a listing, for example “Hamilton cap rate” or “HST”.</p>
        ) : page ? (
          <SearchResultsView page={page} />
        ) : (
          <p role="alert" className="mt-6 font-medium text-red-800">
            Search is unavailable for a moment. Please try again shortly, or browse the pages from the menu.
          </p>
        )}
      </section>
    </PageShell>
  );
}
