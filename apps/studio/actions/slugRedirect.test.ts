import { describe, expect, it } from "vitest";
import { describePlan, pagePathOf, planSlugRedirect } from "./slugRedirect";

describe("pagePathOf", () => {
  it("gives each page document its path, by the shared path rules", () => {
    expect(pagePathOf({ _type: "guideArticle", section: "insights", slug: { current: "valuation" } })).toBe("/insights/valuation/");
    expect(pagePathOf({ _type: "selfStorageMarket", city: "sudbury" })).toBe("/self-storage/ontario/sudbury/");
    expect(pagePathOf({ _type: "industrialMarket", area: "halton" })).toBe("/industrial/ontario/halton/");
    expect(pagePathOf({ _type: "newsArticle", slug: { current: "rates" }, body: [{ _type: "block" }] })).toBe("/insights/rates/");
  });

  it("gives none to a summary without a body, a page missing its slug, or a document that is no page", () => {
    expect(pagePathOf({ _type: "newsArticle", slug: { current: "rates" } })).toBeNull();
    expect(pagePathOf({ _type: "guideArticle", section: "insights" })).toBeNull();
    expect(pagePathOf({ _type: "faqItem" })).toBeNull();
    expect(pagePathOf(null)).toBeNull();
  });
});

describe("planSlugRedirect", () => {
  it("offers nothing when the page did not move or was never published", () => {
    expect(planSlugRedirect("/insights/a/", "/insights/a/", [])).toBeNull();
    expect(planSlugRedirect("/insights/a/", "/Insights/A", [])).toBeNull();
    expect(planSlugRedirect(null, "/insights/a/", [])).toBeNull();
    expect(planSlugRedirect("/insights/a/", null, [])).toBeNull();
  });

  it("creates a permanent redirect from the old path to the new one", () => {
    expect(planSlugRedirect("/insights/old/", "/insights/new/", [{ _id: "r1", from: "/elsewhere/", to: "/contact/" }])).toEqual({
      create: { from: "/insights/old/", to: "/insights/new/", permanent: true },
      retarget: [],
      remove: [],
    });
  });

  it("points redirects that led to the old path at the new one, so none becomes a chain", () => {
    const plan = planSlugRedirect("/insights/b/", "/insights/c/", [
      { _id: "r1", from: "/insights/a/", to: "/insights/b/" },
      { _id: "r2", from: "/short", to: "/insights/b?utm_source=mail" },
      { _id: "drafts.r1", from: "/insights/a/", to: "/insights/b/" },
    ]);
    expect(plan).toEqual({
      create: { from: "/insights/b/", to: "/insights/c/", permanent: true },
      retarget: [
        { _id: "r1", from: "/insights/a/", to: "/insights/c/" },
        { _id: "r2", from: "/short", to: "/insights/c/" },
      ],
      remove: [],
    });
  });

  it("retargets a redirect that already starts from the old path rather than adding a second", () => {
    expect(planSlugRedirect("/insights/b/", "/insights/c/", [{ _id: "r1", from: "/insights/b", to: "/contact/" }])).toEqual({
      create: null,
      retarget: [{ _id: "r1", from: "/insights/b", to: "/insights/c/" }],
      remove: [],
    });
  });

  it("deletes a redirect from the new path (a slug changed back), which would hide the page and loop", () => {
    // a → b earlier made the redirect /a/ → /b/; changing b back to a must not leave /a/ → /b/ → /a/.
    expect(planSlugRedirect("/insights/b/", "/insights/a/", [{ _id: "r1", from: "/insights/a/", to: "/insights/b/" }])).toEqual({
      create: { from: "/insights/b/", to: "/insights/a/", permanent: true },
      retarget: [],
      remove: [{ _id: "r1", from: "/insights/a/" }],
    });
  });

  it("says what it will do, one sentence a change", () => {
    const plan = planSlugRedirect("/insights/b/", "/insights/a/", [
      { _id: "r1", from: "/insights/a/", to: "/insights/b/" },
      { _id: "r2", from: "/x/", to: "/insights/b/" },
    ]);
    expect(describePlan(plan!)).toEqual([
      "Add a permanent redirect from /insights/b/ to /insights/a/.",
      "Point the redirect from /x/ at /insights/a/ (it led to the old address).",
      "Delete the redirect from /insights/a/: the page now lives there.",
    ]);
  });
});
