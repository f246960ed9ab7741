import { describe, expect, it } from "vitest";
import { isDocumentRoutePath } from "./documentRoutes";

describe("isDocumentRoutePath", () => {
  it.each([
    "/self-storage/ontario/sudbury/",
    "/industrial/ontario/durham/",
    "/self-storage/listings/barrie-storage/",
    "/self-storage/insights/roi-guide-ontario/",
    "/insights/a-new-article/",
    "/insights/page/3/",
    "/insights/category/market-trends/",
    "/insights/category/market-trends/page/2/",
  ])("%s is a document page's path", (path) => {
    expect(isDocumentRoutePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/insights/",
    "/self-storage/listings/",
    "/self-storage/listings/filter/",
    "/self-storage/ontario/",
    "/self-storage/ontario/gta/investment-opportunities/",
    "/insights/feed.xml",
    "/industrial/",
    "/api/health",
    "/diagnostics",
  ])("%s is not", (path) => {
    expect(isDocumentRoutePath(path)).toBe(false);
  });
});
