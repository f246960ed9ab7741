import {
  datasetPagePaths,
  FIXED_ROUTES,
  guidePath,
  industrialMarketPath,
  PRODUCT_DOCUMENT_PATHS,
  selfStorageMarketPath,
  type DatasetDocument,
} from "@agency/paths";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { datasetQuery, findSeedDataset, parseNdjson } from "@/src/content/embedded";
import { GUIDE_ARTICLE_KEYS_QUERY, MARKET_DIRECTORY_QUERY } from "@/src/content/queries";
import type { GuideSectionKey } from "@/src/content/guidePaths";
import type { MarketDirectory } from "@/src/content/types";
import { PUBLIC_ROUTES, isRoute } from "./routes";

/**
 * The route table of docs/product.md#routes, written out literally: whatever builds the site's
 * paths (packages/paths, the seed dataset), these pages must stay exactly where they are.
 */
const SPEC_ROUTE_TABLE = [
  "/",
  "/buy/",
  "/contact/",
  "/about/",
  "/sell/",
  "/off-market/",
  "/insights/",
  "/insights/storage-valuation-guide/",
  "/insights/due-diligence-checklist/",
  "/self-storage/",
  "/self-storage/listings/",
  "/self-storage/insights/",
  "/self-storage/insights/roi-guide-ontario/",
  "/self-storage/insights/ontario-storage-report/",
  "/self-storage/insights/financing-in-ontario/",
  "/self-storage/ontario/",
  "/self-storage/ontario/toronto/",
  "/self-storage/ontario/york-region/",
  "/self-storage/ontario/london/",
  "/self-storage/ontario/hamilton/",
  "/self-storage/ontario/ottawa/",
  "/self-storage/ontario/niagara/",
  "/self-storage/ontario/mississauga/",
  "/self-storage/ontario/kitchener-waterloo/",
  "/self-storage/ontario/gta/investment-opportunities/",
  "/industrial/",
  "/industrial/ontario/",
  "/industrial/ontario/toronto/",
  "/industrial/ontario/gta/",
  "/industrial/ontario/york-region/",
  "/industrial/ontario/peel/",
  "/industrial/ontario/durham/",
  "/tools/",
  "/tools/roi-calculator/",
  "/privacy/",
];

describe("route table", () => {
  it("is exactly the table of docs/product.md#routes: the fixed routes and the seed's market and guide pages", async () => {
    // The market and guide pages as the site finds them (the queries its generateStaticParams run).
    const markets = (await datasetQuery()(MARKET_DIRECTORY_QUERY)) as MarketDirectory;
    const marketPaths = [
      ...markets.selfStorage.map(({ key }) => selfStorageMarketPath(key ?? "")),
      ...markets.industrial.map(({ key }) => industrialMarketPath(key ?? "")),
    ];
    const guides = (await datasetQuery()(GUIDE_ARTICLE_KEYS_QUERY)) as { slug: string; section: GuideSectionKey }[];
    const guidePaths = guides.map(({ section, slug }) => guidePath(section, slug));
    expect([...PUBLIC_ROUTES, ...marketPaths, ...guidePaths].sort()).toEqual([...SPEC_ROUTE_TABLE].sort());
  });

  it("adds only the seed's news category pages beyond the table (the seed's news have no body)", () => {
    const seed = parseNdjson(readFileSync(findSeedDataset(), "utf8")) as DatasetDocument[];
    const extra = datasetPagePaths(seed).filter((path) => !SPEC_ROUTE_TABLE.includes(path));
    expect(extra.sort()).toEqual([
      "/insights/category/industry-news/",
      "/insights/category/investment/",
      "/insights/category/market-trends/",
      "/insights/category/regulations/",
    ]);
  });

  it("is the fixed routes plus the document pages the Studio protects (PRODUCT_DOCUMENT_PATHS)", () => {
    expect([...FIXED_ROUTES, ...PRODUCT_DOCUMENT_PATHS].sort()).toEqual([...SPEC_ROUTE_TABLE].sort());
  });

  it("knows /diagnostics without a trailing slash", () => {
    expect(isRoute("/diagnostics")).toBe(true);
    expect(isRoute("/diagnostics/")).toBe(false);
  });
});
