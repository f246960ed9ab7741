import { describe, expect, it } from "vitest";
import {
  FIXED_ROUTES,
  categorySlug,
  datasetPagePaths,
  documentPath,
  guidePath,
  industrialMarketPath,
  listingPath,
  agreementPath,
  dealRoomPath,
  dealRoomDocumentPath,
  dealRoomPageImagePath,
  dealRoomViewPath,
  dealRoomSignedAgreementPath,
  newsArticlePath,
  newsCategoryPath,
  newsIndexPath,
  pathProblem,
  selfStorageMarketPath,
  slugProblem,
  type DatasetDocument,
} from "./index";

describe("paths of page documents", () => {
  it("puts each kind where the route table says", () => {
    expect(guidePath("self-storage-insights", "roi-guide-ontario")).toBe("/self-storage/insights/roi-guide-ontario/");
    expect(guidePath("insights", "due-diligence-checklist")).toBe("/insights/due-diligence-checklist/");
    expect(selfStorageMarketPath("sudbury")).toBe("/self-storage/ontario/sudbury/");
    expect(industrialMarketPath("hub")).toBe("/industrial/");
    expect(industrialMarketPath("ontario")).toBe("/industrial/ontario/");
    expect(industrialMarketPath("halton")).toBe("/industrial/ontario/halton/");
    expect(newsArticlePath("cap-rates-after-rate-cuts")).toBe("/insights/cap-rates-after-rate-cuts/");
    expect(listingPath("barrie-storage-centre")).toBe("/self-storage/listings/barrie-storage-centre/");
    expect(agreementPath("gta-portfolio")).toBe("/self-storage/listings/gta-portfolio/agreement/");
    expect(dealRoomPath("gta-portfolio")).toBe("/self-storage/listings/gta-portfolio/deal-room/");
    expect(dealRoomDocumentPath("gta-portfolio", "3f2c")).toBe("/self-storage/listings/gta-portfolio/deal-room/documents/3f2c/");
    expect(dealRoomViewPath("gta-portfolio", "3f2c")).toBe("/self-storage/listings/gta-portfolio/deal-room/view/3f2c/");
    expect(dealRoomViewPath("gta-portfolio", "3f2c", 3)).toBe("/self-storage/listings/gta-portfolio/deal-room/view/3f2c/?page=3");
    expect(dealRoomPageImagePath("gta-portfolio", "3f2c", 2)).toBe("/self-storage/listings/gta-portfolio/deal-room/view/3f2c/pages/2/");
    expect(dealRoomSignedAgreementPath("gta-portfolio")).toBe("/self-storage/listings/gta-portfolio/deal-room/agreement.pdf");
  });

  it("paginates the news list from /insights/ and names category pages by slug", () => {
    expect(newsIndexPath(1)).toBe("/insights/");
    expect(newsIndexPath(2)).toBe("/insights/page/2/");
    expect(categorySlug("Market Trends")).toBe("market-trends");
    expect(newsCategoryPath("Industry News")).toBe("/insights/category/industry-news/");
  });

  it("has no path for a document missing the fields it needs", () => {
    expect(documentPath("guideArticle", { slug: "x" })).toBeNull();
    expect(documentPath("guideArticle", { slug: "x", section: "blog" })).toBeNull();
    expect(documentPath("newsArticle", { slug: null })).toBeNull();
    expect(documentPath("guideArticle", { slug: "x", section: "insights" })).toBe("/insights/x/");
  });
});

describe("pathProblem", () => {
  it("accepts a new page under a section", () => {
    expect(pathProblem("/self-storage/ontario/sudbury/")).toBeNull();
    expect(pathProblem("/insights/q3-market-update/")).toBeNull();
    expect(pathProblem("/self-storage/listings/barrie-storage-portfolio/")).toBeNull();
  });

  it.each(FIXED_ROUTES)("refuses the fixed route %s", (route) => {
    expect(pathProblem(route)).not.toBeNull();
  });

  it.each([
    ["/Insights/News/", /lower-case/],
    ["/insights/q3 update/", /a-z, 0-9/],
    ["/insights/--x/", /a-z, 0-9/],
    ["/insights/page/", /reserve/],
    ["/insights/page/3/", /reserve/],
    ["/insights/category/", /reserve/],
    ["/self-storage/ontario/gta/", /reserve/],
    ["/self-storage/listings/filter/", /reserved for the site's own page/],
    ["/api/leads/", /reserve/],
    ["/diagnostics/", /fixed page/],
    ["/downloads/x/", /reserve/],
  ])("refuses %s", (path, message) => {
    expect(pathProblem(path)).toMatch(message);
  });
});

describe("slugProblem", () => {
  it("accepts lower-case words joined by dashes", () => {
    expect(slugProblem("kitchener-waterloo")).toBeNull();
  });
  it("names what is wrong", () => {
    expect(slugProblem("Sudbury")).toBe("Use lower-case letters only");
    expect(slugProblem("sud_bury")).toMatch(/a-z, 0-9/);
  });
});

describe("datasetPagePaths", () => {
  it("gives a confidential listing for sale its agreement and deal room, and no other listing", () => {
    const listing = (slug: string, fields: Partial<DatasetDocument>): DatasetDocument => ({
      _id: `listing.${slug}`,
      _type: "listing",
      slug: { current: slug },
      ...fields,
    });
    expect(
      datasetPagePaths([
        listing("open", { confidential: false, status: "available" }),
        listing("secret", { confidential: true, status: "under-contract" }),
        listing("sold-secret", { confidential: true, status: "sold" }),
        { ...listing("draft", { confidential: true }), _id: "drafts.listing.draft" },
      ]),
    ).toEqual([
      "/self-storage/listings/open/",
      "/self-storage/listings/secret/",
      "/self-storage/listings/secret/agreement/",
      "/self-storage/listings/secret/deal-room/",
      "/self-storage/listings/sold-secret/",
    ]);
  });
});
