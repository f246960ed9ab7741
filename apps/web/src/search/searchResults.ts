/**
 * What /search/ shows for a request (issue 34): one page of results with their snippets, the
 * count of each kind (the filters), and the pages to move between. Plain data from the index's
 * hits, so the page component only renders it and the unit tests check it without React.
 */
import { SEARCH_KINDS, type SearchKind } from "./searchDocuments";
import { countByKind, markWords, snippetOf, type SearchHit, type SiteSearchIndex, type SnippetPart } from "./searchIndex";
import { RESULTS_PER_PAGE, searchUrl, type SearchRequest } from "./searchRequest";

export interface SearchResult {
  path: string;
  kind: SearchKind;
  kindLabel: string;
  title: SnippetPart[];
  snippet: SnippetPart[];
}

export interface KindFilter {
  kind: SearchKind | null;
  label: string;
  count: number;
  selected: boolean;
}

export interface SearchResultsPage {
  request: SearchRequest;
  /** Results of the selected kind (all kinds when none is). */
  total: number;
  results: SearchResult[];
  /** "All" first, then each kind with results (and the selected one, even without). */
  filters: KindFilter[];
  pageCount: number;
  /** The request asked for a page past the last one. */
  pastTheEnd: boolean;
}

const kindLabel = (kind: SearchKind) => SEARCH_KINDS.find((entry) => entry.value === kind)?.label ?? kind;

function resultOf(hit: SearchHit): SearchResult {
  return {
    path: hit.document.path,
    kind: hit.document.kind,
    kindLabel: kindLabel(hit.document.kind),
    title: markWords(hit.document.title, hit.terms),
    snippet: snippetOf(hit),
  };
}

export function searchResultsPage(index: SiteSearchIndex, request: SearchRequest): SearchResultsPage {
  const hits = request.query === "" ? [] : index.search(request.query);
  const counts = countByKind(hits);
  const shown = request.kind ? hits.filter((hit) => hit.document.kind === request.kind) : hits;
  const pageCount = Math.max(1, Math.ceil(shown.length / RESULTS_PER_PAGE));
  const start = (request.page - 1) * RESULTS_PER_PAGE;
  const filters: KindFilter[] = [
    { kind: null, label: "All", count: hits.length, selected: request.kind === null },
    ...SEARCH_KINDS.filter((entry) => counts.has(entry.value) || entry.value === request.kind).map((entry) => ({
      kind: entry.value,
      label: entry.label,
      count: counts.get(entry.value) ?? 0,
      selected: entry.value === request.kind,
    })),
  ];
  return {
    request,
    total: shown.length,
    results: shown.slice(start, start + RESULTS_PER_PAGE).map(resultOf),
    filters,
    pageCount,
    pastTheEnd: request.page > pageCount,
  };
}

/**
 * Where the 404 page's search box sends a query (issue 34): the one page whose title has every
 * word of it, else the results page: when several titles have them a guess would hide the
 * others, and when none does the results page lists the pages whose text has them (or says
 * there are none and offers pages to start from).
 */
export function bestDestination(index: SiteSearchIndex, query: string): string {
  const titles = index.search(query, { titlesOnly: true });
  return titles.length === 1 && titles[0] ? titles[0].document.path : searchUrl({ query, kind: null, page: 1 });
}
