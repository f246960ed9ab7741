import { describe, expect, it } from "vitest";
import { isRefusedSearch, MAX_QUERY_LENGTH, parseSearchRequest, searchParamsOf, searchUrl } from "./searchRequest";

describe("a search request read from the query string", () => {
  it("reads the words, a kind and a page", () => {
    expect(parseSearchRequest({ q: "  hamilton cap rate ", kind: "market", page: "2" })).toEqual({
      ok: true,
      request: { query: "hamilton cap rate", kind: "market", page: 2 },
    });
    expect(parseSearchRequest({})).toEqual({ ok: true, request: { query: "", kind: null, page: 1 } });
    expect(parseSearchRequest({ q: "hst", kind: "", page: "" })).toEqual({ ok: true, request: { query: "hst", kind: null, page: 1 } });
  });

  it.each([
    [{ q: "x".repeat(MAX_QUERY_LENGTH + 1) }, `Search for ${MAX_QUERY_LENGTH} characters or fewer`],
    [{ q: "!!! ???" }, "Search for at least one word or number"],
    [{ q: "hst\u0000" }, "Search for words, without control characters"],
    [{ q: ["hst", "gst"] }, "Send “q” once"],
    [{ q: "hst", kind: "villa" }, "Narrow to one of: market, industrial-area, guide, article, listing, page"],
    [{ q: "hst", page: "0" }, "A results page is a number from 1 to 9999"],
    [{ q: "hst", page: "2.5" }, "A results page is a number from 1 to 9999"],
    [{ q: "hst", page: "100000" }, "A results page is a number from 1 to 9999"],
  ])("refuses %j: %s", (params, problem) => {
    const parsed = parseSearchRequest(params);
    expect(parsed).toMatchObject({ ok: false, problem });
  });

  it("keeps the words of a refused request for the form, cut to the limit", () => {
    expect(parseSearchRequest({ q: "y".repeat(500) })).toMatchObject({ ok: false, query: "y".repeat(MAX_QUERY_LENGTH) });
  });

  it("writes a search's address with its parameters in a fixed order, defaults left out", () => {
    expect(searchUrl({ query: "cap rate", kind: null, page: 1 })).toBe("/search/?q=cap+rate");
    expect(searchUrl({ query: "cap rate", kind: "guide", page: 3 })).toBe("/search/?q=cap+rate&kind=guide&page=3");
  });

  it("reads a query string as the page does, so the proxy refuses exactly what the page refuses", () => {
    expect(searchParamsOf(new URLSearchParams("q=hst&q=gst&kind=guide"))).toEqual({ q: ["hst", "gst"], kind: "guide" });
    expect(isRefusedSearch(new URLSearchParams("q=hst&kind=guide&page=2"))).toBe(false);
    expect(isRefusedSearch(new URLSearchParams(""))).toBe(false);
    expect(isRefusedSearch(new URLSearchParams(`q=${"x".repeat(MAX_QUERY_LENGTH + 1)}`))).toBe(true);
    expect(isRefusedSearch(new URLSearchParams("q=hst%00"))).toBe(true);
    expect(isRefusedSearch(new URLSearchParams("q=hst&q=gst"))).toBe(true);
    expect(isRefusedSearch(new URLSearchParams("q=hst&page=abc"))).toBe(true);
  });
});
