import { readFileSync } from "node:fs";
import path from "node:path";
import { agreementPath, datasetPagePaths, dealRoomPath, FIXED_ROUTES, type DatasetDocument } from "@agency/paths";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "@/src/content/embedded";
import { findRepoRoot } from "@/src/process/repoRoot";
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

  it("matches every page the publishing fixture publishes from documents, and no fixed route", () => {
    const documents = parseNdjson(readFileSync(path.join(findRepoRoot(), "tests/fixtures/publishing.ndjson"), "utf8")) as DatasetDocument[];
    // A deal room is rendered per request for the holder of its link, never prerendered; so is an
    // agreement page, whose openings are counted (decision 0051).
    const dealRooms = documents.flatMap((document) =>
      document._type === "listing" && document.slug?.current
        ? [dealRoomPath(document.slug.current), agreementPath(document.slug.current)]
        : [],
    );
    const prerendered = datasetPagePaths(documents).filter((page) => !dealRooms.includes(page));
    expect(prerendered.length).toBeGreaterThan(40);
    expect(prerendered.filter((page) => !isDocumentRoutePath(page))).toEqual([]);
    expect(dealRooms.filter((page) => isDocumentRoutePath(page))).toEqual([]);
    expect(FIXED_ROUTES.filter((page) => isDocumentRoutePath(page))).toEqual([]);
  });
});
