import { describe, expect, it } from "vitest";
import type { SearchDocument } from "./searchDocuments";
import { createSearchIndex } from "./searchIndex";
import { bestDestination, searchResultsPage } from "./searchResults";

/** Twelve guides about cap rates, a market named Barrie, and a page that mentions Barrie. */
const documents: SearchDocument[] = [
  ...Array.from({ length: 12 }, (_, index) => ({
    path: `/insights/cap-rate-${index + 1}/`,
    kind: "guide" as const,
    title: `Cap rate guide ${index + 1}`,
    headings: "",
    body: "How a cap rate is read.",
  })),
  { path: "/self-storage/ontario/barrie/", kind: "market", title: "Barrie", headings: "", body: "Barrie's cap rate is steady." },
  { path: "/about/", kind: "page", title: "About", headings: "", body: "We cover Barrie and beyond." },
];
const index = createSearchIndex(documents);

describe("a page of search results", () => {
  it("gives ten results a page, the count and the filters of the kinds found", () => {
    const first = searchResultsPage(index, { query: "cap rate", kind: null, page: 1 });
    expect(first.total).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.pageCount).toBe(2);
    expect(first.filters.map((filter) => [filter.label, filter.count, filter.selected])).toEqual([
      ["All", 13, true],
      ["Market", 1, false],
      ["Guide", 12, false],
    ]);
    expect(searchResultsPage(index, { query: "cap rate", kind: null, page: 2 }).results).toHaveLength(3);
  });

  it("narrows to one kind, keeping every kind's count", () => {
    const markets = searchResultsPage(index, { query: "cap rate", kind: "market", page: 1 });
    expect(markets.results.map((result) => [result.path, result.kindLabel])).toEqual([["/self-storage/ontario/barrie/", "Market"]]);
    expect(markets.filters.find((filter) => filter.selected)?.label).toBe("Market");
    expect(markets.filters[0]).toMatchObject({ label: "All", count: 13 });
  });

  it("marks the matched words of each title", () => {
    const [result] = searchResultsPage(index, { query: "barrie", kind: null, page: 1 }).results;
    expect(result?.title).toEqual([{ text: "Barrie", marked: true }]);
  });

  it("says when a page is past the last one", () => {
    const past = searchResultsPage(index, { query: "cap rate", kind: null, page: 9 });
    expect(past.pastTheEnd).toBe(true);
    expect(past.results).toEqual([]);
  });
});

describe("the 404 search's destination", () => {
  it("is the one page whose title has the words", () => {
    expect(bestDestination(index, "barrie")).toBe("/self-storage/ontario/barrie/");
    expect(bestDestination(index, "cap rate guide 7")).toBe("/insights/cap-rate-7/");
  });

  it("is the results page when several titles have them, or none", () => {
    expect(bestDestination(index, "cap rate")).toBe("/search/?q=cap+rate");
    expect(bestDestination(index, "beyond")).toBe("/search/?q=beyond");
    expect(bestDestination(index, "nothing here")).toBe("/search/?q=nothing+here");
  });
});
