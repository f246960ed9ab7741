import { describe, expect, it } from "vitest";
import { isFiltered, leadsCsvPath, leadsPath, pageCount, parseLeadView } from "./filters";

describe("the Leads page's view in its address", () => {
  it("reads every filter, the search and the page, and writes them back in the same order", () => {
    const view = parseLeadView(
      new URLSearchParams(
        "q=%20mini-storage%20&kind=contact&status=qualified&source=newsletter&campaign=fall&listing=barrie-storage&from=2026-03-01&to=2026-03-31&page=2",
      ),
    );
    expect(view).toEqual({
      filters: {
        kind: "contact",
        status: "qualified",
        source: "newsletter",
        campaign: "fall",
        listing: "barrie-storage",
        from: "2026-03-01",
        to: "2026-03-31",
        query: "mini-storage",
      },
      page: 2,
      ignored: [],
    });
    expect(leadsPath(view.filters, 2)).toBe(
      "/team/leads/?kind=contact&status=qualified&source=newsletter&campaign=fall&listing=barrie-storage&from=2026-03-01&to=2026-03-31&q=mini-storage&page=2",
    );
    expect(leadsCsvPath(view.filters)).toBe(
      "/api/operator/team/leads.csv?kind=contact&status=qualified&source=newsletter&campaign=fall&listing=barrie-storage&from=2026-03-01&to=2026-03-31&q=mini-storage",
    );
  });

  it("leaves out and names what is not a valid filter, and treats empty fields as absent", () => {
    const view = parseLeadView({ kind: "spam", status: "", from: "2026-02-30", listing: "Not A Slug", page: "0", q: "x".repeat(101) });
    expect(view.filters).toEqual({
      kind: undefined,
      status: undefined,
      source: undefined,
      campaign: undefined,
      listing: undefined,
      from: undefined,
      to: undefined,
      query: undefined,
    });
    expect(view.ignored).toEqual(["kind", "listing", "from", "q", "page"]);
    expect(view.page).toBe(1);
    expect(leadsPath(view.filters)).toBe("/team/leads/");
  });

  it("reads the order (oldest first, or newest by default), keeps it in every link, and does not count it as a filter", () => {
    const view = parseLeadView(new URLSearchParams("kind=investor&sort=oldest&page=3"));
    expect(view.filters).toMatchObject({ kind: "investor", order: "oldest" });
    expect(leadsPath(view.filters, 3)).toBe("/team/leads/?kind=investor&sort=oldest&page=3");
    expect(leadsCsvPath(view.filters)).toBe("/api/operator/team/leads.csv?kind=investor&sort=oldest");
    expect(isFiltered({ order: "oldest" })).toBe(false);
    expect(isFiltered(view.filters)).toBe(true);
    const unknown = parseLeadView({ sort: "name" });
    expect([unknown.filters.order, unknown.ignored]).toEqual([undefined, ["sort"]]);
  });

  it("counts pages of 50, an empty view having one", () => {
    expect([pageCount(0), pageCount(50), pageCount(51), pageCount(60), pageCount(101)]).toEqual([1, 1, 2, 2, 3]);
  });
});
