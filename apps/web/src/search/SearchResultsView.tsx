import Link from "next/link";
import { cn } from "@agency/ui";
import type { SnippetPart } from "./searchIndex";
import { MAX_QUERY_LENGTH, RESULTS_PER_PAGE, searchUrl } from "./searchRequest";
import type { SearchResultsPage } from "./searchResults";

/** Pages to start from when a search finds nothing (issue 34: "No results for …" with a few useful pages). */
const STARTING_POINTS = [
  { href: "/self-storage/ontario/", label: "Self-storage markets by region" },
  { href: "/industrial/ontario/", label: "Ontario industrial market" },
  { href: "/self-storage/insights/", label: "Self-storage investment guides" },
  { href: "/insights/", label: "Market news and insights" },
  { href: "/self-storage/listings/", label: "Listings" },
  { href: "/contact/", label: "Contact the team" },
];

/** Text with the matched words in <mark> (announced as highlighted by screen readers that support it). */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The search form of the results page, holding the words searched. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Search the site" action="/search/" method="get" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-query" className="sr-only">
        Search the site
      </label>
      <input
        id="search-page-query"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base focus:border-amber-500 focus:outline-2 focus:outline-amber-500"
      />
      <button
        type="submit"
        className="min-h-11 rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        Search
      </button>
    </form>
  );
}

export function NoResults({ query }: { query: string }) {
  return (
    <div className="mt-8">
      <p className="text-lg text-slate-800">
        No results for <q className="font-semibold">{query}</q>. Check the spelling, or try fewer or more general words.
      </p>
      <h2 className="mt-8 text-lg font-semibold">Pages to start from</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {STARTING_POINTS.map((link) => (
          <li key={link.href}>
            <Link className="block min-h-11 rounded-md border border-slate-200 bg-white px-4 py-3 hover:border-amber-500" href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function KindFilters({ page }: { page: SearchResultsPage }) {
  return (
    <nav aria-label="Filter results by kind" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {page.filters.map((filter) => (
          <li key={filter.kind ?? "all"}>
            <Link
              href={searchUrl({ query: page.request.query, kind: filter.kind, page: 1 })}
              aria-current={filter.selected ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                filter.selected
                  ? "border-slate-900 bg-slate-900 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-amber-500",
              )}
            >
              {filter.label} ({filter.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ page }: { page: SearchResultsPage }) {
  const { request, pageCount } = page;
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, rel: "prev" | "next") => (
    <Link
      rel={rel}
      href={searchUrl({ ...request, page: target })}
      className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 hover:border-amber-500"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Results pages" className="mt-8 flex flex-wrap items-center gap-4">
      {request.page > 1 && link(Math.min(request.page - 1, pageCount), "Previous page", "prev")}
      <p>
        Page {Math.min(request.page, pageCount)} of {pageCount}
      </p>
      {request.page < pageCount && link(request.page + 1, "Next page", "next")}
    </nav>
  );
}

/** The results of a search (issue 34): count, kind filters, the results with their snippets, paging. */
export function SearchResultsView({ page }: { page: SearchResultsPage }) {
  const { request, total, results } = page;
  if (page.filters[0]?.count === 0) return <NoResults query={request.query} />;
  return (
    <>
      <p className="mt-6 text-slate-700">
        {total} {total === 1 ? "result" : "results"} for <q className="font-semibold">{request.query}</q>
        {request.kind ? ` among ${page.filters.find((filter) => filter.selected)?.label.toLowerCase()} pages` : ""}
      </p>
      <KindFilters page={page} />
      {page.pastTheEnd ? (
        <p role="alert" className="mt-6 text-slate-800">
          There is no page {request.page} of these results: they end at page {page.pageCount}.{" "}
          <Link className="font-semibold underline" href={searchUrl({ ...request, page: 1 })}>
            Go to the first page
          </Link>
        </p>
      ) : (
        <ol className="mt-6 space-y-6" start={(request.page - 1) * RESULTS_PER_PAGE + 1}>
          {results.map((result) => (
            <li key={result.path} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{result.kindLabel}</p>
              <h2 className="mt-1 text-xl font-semibold text-slate-900">
                <Link href={result.path} className="underline-offset-4 hover:underline">
                  <Marked parts={result.title} />
                </Link>
              </h2>
              <p className="mt-1 text-sm break-all text-slate-600">{result.path}</p>
              {result.snippet.length > 0 && (
                <p className="mt-2 text-slate-800">
                  <Marked parts={result.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} />
    </>
  );
}
