import { describe, expect, it } from "vitest";
import { ALL_ROUTES, isRoute } from "@/src/routing/routes";
import { buildBreadcrumbs } from "./breadcrumbs";

const names = (path: string) => buildBreadcrumbs(path).map((crumb) => crumb.name);

describe("buildBreadcrumbs", () => {
  it("is hidden on home", () => {
    expect(buildBreadcrumbs("/")).toEqual([]);
  });

  it.each([
    ["/self-storage/insights/roi-guide-ontario/", ["Home", "Self Storage", "Insights", "ROI Guide"]],
    ["/insights/storage-valuation-guide/", ["Home", "Self Storage", "Insights", "Storage Valuation Guide"]],
    ["/insights/due-diligence-checklist/", ["Home", "Self Storage", "Insights", "Due Diligence Checklist"]],
  ])("gives the guide %s the trail Home > Self Storage > Insights > page, with its short name", (path, expected) => {
    // The guide page passes its heading and says it is a guide (GuideArticleView).
    expect(buildBreadcrumbs(path, "The Guide's Long Heading", "guide").map((crumb) => crumb.name)).toEqual(expected);
    expect(buildBreadcrumbs(path, undefined, "guide")[2]?.path).toBe("/self-storage/insights/");
  });

  it("names a guide published later by its heading, on the same trail", () => {
    expect(buildBreadcrumbs("/insights/fixture-guide/", "Fixture Guide", "guide").map((crumb) => crumb.name)).toEqual([
      "Home",
      "Self Storage",
      "Insights",
      "Fixture Guide",
    ]);
  });

  it("gives the ROI tool Home > Tools > ROI Calculator", () => {
    expect(buildBreadcrumbs("/tools/roi-calculator/")).toEqual([
      { name: "Home", path: "/" },
      { name: "Tools", path: "/tools/" },
      { name: "ROI Calculator", path: "/tools/roi-calculator/" },
    ]);
  });

  // A market page passes its document's name (PageShell's crumbLabel); the GTA page is fixed.
  it.each([
    ["/self-storage/ontario/hamilton/", "Hamilton", "Hamilton"],
    ["/self-storage/ontario/kitchener-waterloo/", "Kitchener-Waterloo", "Kitchener-Waterloo"],
    ["/self-storage/ontario/gta/investment-opportunities/", undefined, "GTA Investment Opportunities"],
  ])("gives the regional page %s Home > Self Storage > Ontario > city", (path, label, city) => {
    expect(buildBreadcrumbs(path, label).map((crumb) => crumb.name)).toEqual(["Home", "Self Storage", "Ontario", city]);
  });

  it.each([
    ["/buy/", ["Home", "Buy"]],
    ["/self-storage/listings/", ["Home", "Self Storage", "Listings"]],
    ["/industrial/ontario/peel/", ["Home", "Industrial", "Ontario", "Peel"]],
    ["/diagnostics", ["Home", "Diagnostics"]],
  ])("builds %s from its path", (path, expected) => {
    expect(names(path)).toEqual(expected);
  });

  it("never links a crumb to a page that does not exist", () => {
    for (const route of ALL_ROUTES) {
      for (const crumb of buildBreadcrumbs(route)) expect(isRoute(crumb.path), `${route} -> ${crumb.path}`).toBe(true);
    }
  });
});
