/**
 * Which signers the listing's page shows (issue 46's bench: a listing with 500 signers printed
 * them all, 4.6 MB of HTML). The view lives in the query string, so it pages and searches without
 * JavaScript: `signer` searches name, company and e-mail (case and accents ignored), `signers` is
 * the page, SIGNERS_PER_PAGE a page in the store's order (newest first). The CSV keeps them all.
 */
import type { Signer } from "@/src/dealRoom/store";
import { pageNumber, pageOf } from "@/src/components/team/paging";

export const SIGNERS_PER_PAGE = 50;
/** Longest search kept: an address is at most 254 characters. */
export const MAX_QUERY = 254;

export interface SignerViewRequest {
  query: string;
  page: number;
}

export interface SignerView<Row> extends SignerViewRequest {
  rows: Row[];
  pages: number;
  /** Signers matching the search (all of them without one). */
  matched: number;
  total: number;
}

export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

/** The view the address asks for; anything unreadable is the first page without a search. */
export function parseSignerView(params: Record<string, string | string[] | undefined>): SignerViewRequest {
  const query = (first(params.signer) ?? "").trim().slice(0, MAX_QUERY);
  return { query, page: pageNumber(params.signers) };
}

/**
 * One page of the rows whose fields contain the search (case and accents ignored), `perPage` a
 * page; a page past the last shows the last. The signers' view, and the offers' (offerView.ts).
 */
export function searchedPage<Row>(
  all: readonly Row[],
  request: SignerViewRequest,
  perPage: number,
  fields: (row: Row) => readonly string[],
): SignerView<Row> {
  const needle = folded(request.query);
  const matching = needle ? all.filter((row) => fields(row).some((field) => folded(field).includes(needle))) : [...all];
  const { rows, page, pages } = pageOf(matching, request.page, perPage);
  return { query: request.query, page, pages, rows, matched: matching.length, total: all.length };
}

/** One page of the signers that match; a page past the last shows the last. */
export function signerView<Row extends Pick<Signer, "name" | "email" | "company">>(
  signers: readonly Row[],
  request: SignerViewRequest,
): SignerView<Row> {
  return searchedPage(signers, request, SIGNERS_PER_PAGE, (signer) => [signer.name, signer.email, signer.company ?? ""]);
}

/** The listing page's address for a view of its signers, at the signers' table. */
export function signerViewHref(base: string, slug: string, request: SignerViewRequest): string {
  const params = new URLSearchParams();
  if (request.query) params.set("signer", request.query);
  if (request.page > 1) params.set("signers", String(request.page));
  const query = params.toString();
  return `${base}${query ? `?${query}` : ""}#signers-${slug}`;
}
