/**
 * One page of a list the server already holds, with where it stands: for the operator's long
 * lists (a listing's signers, questions, offers) paged by a number in the address, so paging
 * needs no JavaScript. A page past the last shows the last; anything unreadable is the first.
 */
export interface Paged<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
}

/** The page number a query-string value asks for; 1 for anything that is not a plain positive number. */
export function pageNumber(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

export function pageOf<Row>(rows: readonly Row[], page: number, perPage: number): Paged<Row> {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((shown - 1) * perPage, shown * perPage), page: shown, pages, total: rows.length };
}
