import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES, isRoute } from "./routes";

/**
 * The route table of docs/product.md#routes, written out literally: whatever builds the site's
 * paths (packages/paths, the dataset), these pages must stay exactly where they are.
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
  it("is exactly the table of docs/product.md#routes", () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual([...SPEC_ROUTE_TABLE].sort());
  });

  it("knows /diagnostics without a trailing slash", () => {
    expect(isRoute("/diagnostics")).toBe(true);
    expect(isRoute("/diagnostics/")).toBe(false);
  });
});
