import { describe, expect, it } from "vitest";
import { pageNumber, pageOf } from "./paging";

describe("paging a list in the address", () => {
  it("reads a plain positive page number, and 1 for anything else", () => {
    expect([pageNumber("3"), pageNumber(["2", "9"]), pageNumber(undefined), pageNumber("0"), pageNumber("-2"), pageNumber("1e3")]).toEqual([
      3, 2, 1, 1, 1, 1,
    ]);
  });

  it("gives the rows of a page, the last page for one past it, and one empty page for no rows", () => {
    const rows = Array.from({ length: 45 }, (_, n) => n);
    expect(pageOf(rows, 2, 20)).toEqual({ rows: rows.slice(20, 40), page: 2, pages: 3, total: 45 });
    expect(pageOf(rows, 7, 20)).toMatchObject({ rows: rows.slice(40), page: 3 });
    expect(pageOf([], 4, 20)).toEqual({ rows: [], page: 1, pages: 1, total: 0 });
  });
});
