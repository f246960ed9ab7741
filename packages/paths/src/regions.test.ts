import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INDUSTRIAL_FIXED_AREAS, SLUG_PATTERN } from "./index";
import { ONTARIO_REGIONS, buyBoxRegions, isOntarioRegionName, regionOfMarketKey } from "./regions";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The market pages' keys and the listings' regions of a dataset (NDJSON, Sanity's export). */
function datasetRegions(file: string): { marketKeys: string[]; listingRegions: string[] } {
  const documents = readFileSync(path.join(repoRoot, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const marketKeys = documents
    .map((document) =>
      document._type === "selfStorageMarket" ? document.city : document._type === "industrialMarket" ? document.area : null,
    )
    .filter((key): key is string => typeof key === "string" && !(key in INDUSTRIAL_FIXED_AREAS));
  const listingRegions = documents
    .filter((document) => document._type === "listing")
    .map((document) => document.region)
    .filter((region): region is string => typeof region === "string");
  return { marketKeys, listingRegions };
}

describe("Ontario regions", () => {
  it.each(["apps/studio/seed/production.ndjson", "tests/fixtures/publishing.ndjson"])(
    "cover every market page's city or area and every listing's region of %s",
    (file) => {
      const { marketKeys, listingRegions } = datasetRegions(file);
      expect(marketKeys.length).toBeGreaterThan(0);
      expect(marketKeys.filter((key) => regionOfMarketKey(key) === null)).toEqual([]);
      expect(listingRegions.filter((region) => !isOntarioRegionName(region))).toEqual([]);
    },
  );

  it("has unique slug keys and names the buy box accepts (one line, at most 60 characters)", () => {
    expect(new Set(ONTARIO_REGIONS.map((region) => region.key)).size).toBe(ONTARIO_REGIONS.length);
    expect(new Set(ONTARIO_REGIONS.map((region) => region.name)).size).toBe(ONTARIO_REGIONS.length);
    for (const region of ONTARIO_REGIONS) {
      expect(region.key).toMatch(SLUG_PATTERN);
      expect(region.name.length).toBeLessThanOrEqual(60);
    }
  });

  it("offers the list with no listing, and adds a listing's region not in it once", () => {
    expect(buyBoxRegions()).toContain("Greater Toronto Area");
    expect(buyBoxRegions()).toHaveLength(ONTARIO_REGIONS.length);
    const withListings = buyBoxRegions(["Thunder Bay", " barrie ", "Thunder Bay"]);
    expect(withListings).toHaveLength(ONTARIO_REGIONS.length + 1);
    expect(withListings.filter((name) => name.toLowerCase() === "barrie")).toEqual(["Barrie"]);
    expect(withListings).toEqual([...withListings].sort((a, b) => a.localeCompare(b, "en-CA")));
  });
});
