import { readFileSync } from "node:fs";
import { datasetPagePaths } from "@agency/paths";
import { describe, expect, it } from "vitest";
import { findSeedDataset, parseNdjson } from "@/src/content/embedded";
import { FOOTER_NAV, INVESTOR_NAV, PRIMARY_NAV, isActive } from "./navigation";
import { resolveRedirect } from "@/src/routing/redirects";
import { isRoute } from "@/src/routing/routes";

/** The guide and market pages the seed publishes (their routes come from the dataset). */
const seedPages = new Set(datasetPagePaths(parseNdjson(readFileSync(findSeedDataset(), "utf8"))));

describe("navigation", () => {
  it("has the six header links in order", () => {
    expect(PRIMARY_NAV.map((link) => link.href)).toEqual(["/", "/buy/", "/sell/", "/self-storage/listings/", "/insights/", "/contact/"]);
  });

  it.each([...PRIMARY_NAV, ...INVESTOR_NAV, ...FOOTER_NAV])("links $label straight to a page ($href), never a redirect", (link) => {
    expect(resolveRedirect(link.href)).toBeNull();
    expect(isRoute(link.href) || seedPages.has(link.href)).toBe(true);
  });

  it("has the ten footer links, the privacy policy and the four investor links", () => {
    expect(FOOTER_NAV).toHaveLength(11);
    expect(FOOTER_NAV.at(-1)).toEqual({ href: "/privacy/", label: "Privacy Policy" });
    expect(INVESTOR_NAV.map((link) => link.label)).toEqual([
      "ROI Guide",
      "Self Storage Financing",
      "Investor Sign Up",
      "Ontario Storage Report",
    ]);
  });

  it("marks a link active only when the path equals it", () => {
    expect(isActive("/buy/", "/buy/")).toBe(true);
    expect(isActive("/", "/buy/")).toBe(false);
    expect(isActive("/insights/", "/insights/due-diligence-checklist/")).toBe(false);
  });
});
