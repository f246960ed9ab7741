/**
 * What a visitor asked /search/ for, read from the query string of the plain GET form (issue 34):
 * the words (`q`), a kind to narrow to (`kind`) and a results page (`page`). Parsed with zod; an
 * input that cannot be a search (too long, no word in it, sent twice, an unknown kind, a page that
 * is not a number) is a problem the page states in words, with status 400 (set by proxy.ts,
 * which asks `isRefusedSearch`), never a 5xx.
 */
import { z } from "zod";
import { SEARCH_KINDS, type SearchKind } from "./searchDocuments";

/** The longest query searched: a question or an address fits; a pasted page does not. */
export const MAX_QUERY_LENGTH = 200;
/** Results on one page of /search/. */
export const RESULTS_PER_PAGE = 10;

export type SearchParams = Record<string, string | string[] | undefined>;

export interface SearchRequest {
  /** The words as typed (trimmed), "" when none were sent. */
  query: string;
  kind: SearchKind | null;
  page: number;
}

export type ParsedSearchRequest = { ok: true; request: SearchRequest } | { ok: false; problem: string; query: string };

const KIND_VALUES = SEARCH_KINDS.map((kind) => kind.value) as [SearchKind, ...SearchKind[]];

const single = (name: string) =>
  z.union([z.string(), z.undefined()], { error: `Send “${name}” once` }).transform((value) => value?.trim() ?? "");

const schema = z.object({
  q: single("q")
    .pipe(z.string().max(MAX_QUERY_LENGTH, `Search for ${MAX_QUERY_LENGTH} characters or fewer`))
    // Controls (a NUL, an escape) have no place in words someone typed.
    .refine((query) => !/\p{Cc}/u.test(query), "Search for words, without control characters")
    .refine((query) => query === "" || /[\p{L}\p{N}]/u.test(query), "Search for at least one word or number"),
  kind: single("kind").refine((kind) => kind === "" || (KIND_VALUES as string[]).includes(kind), {
    error: `Narrow to one of: ${KIND_VALUES.join(", ")}`,
  }),
  page: single("page").refine((page) => page === "" || /^[1-9]\d{0,3}$/.test(page), "A results page is a number from 1 to 9999"),
});

/** The request of a query string, or the first problem with it, in words a visitor can act on. */
export function parseSearchRequest(params: SearchParams): ParsedSearchRequest {
  const parsed = schema.safeParse({ q: params.q, kind: params.kind, page: params.page });
  if (!parsed.success) {
    const query = typeof params.q === "string" ? params.q.slice(0, MAX_QUERY_LENGTH) : "";
    return { ok: false, problem: parsed.error.issues[0]?.message ?? "This is not a search", query };
  }
  const { q, kind, page } = parsed.data;
  return { ok: true, request: { query: q, kind: kind === "" ? null : (kind as SearchKind), page: page === "" ? 1 : Number(page) } };
}

/**
 * The query string of a /search/ address as the page receives it: a name sent twice is a list.
 * proxy.ts reads the request with this, so it refuses exactly what the page refuses.
 */
export function searchParamsOf(params: URLSearchParams): SearchParams {
  const read: SearchParams = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    read[name] = values.length === 1 ? values[0] : values;
  }
  return read;
}

/** Whether the page will state a problem instead of results: its answer is then a 400. */
export function isRefusedSearch(params: URLSearchParams): boolean {
  return !parseSearchRequest(searchParamsOf(params)).ok;
}

/** The address of a search: /search/ with its parameters in a fixed order, the defaults left out. */
export function searchUrl({ query, kind, page }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  return `/search/?${params.toString()}`;
}
