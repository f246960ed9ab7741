import { readFileSync } from "node:fs";
import { datasetPagePaths } from "@agency/paths";
import { describe, expect, it } from "vitest";
import { findSeedDataset, parseNdjson } from "@/src/content/embedded";
import { LINKED_BUT_ABSENT_REDIRECTS, SPEC_REDIRECTS, finalPath, resolveRedirect } from "./redirects";
import { ALL_ROUTES, isRoute } from "./routes";

describe("resolveRedirect", () => {
  it.each(Object.entries(SPEC_REDIRECTS))("sends the published short address %s to %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
    // "/contact/" is its own target: served, never redirected to itself.
    expect(resolveRedirect(`${from}/`)).toBe(`${from}/` === to ? null : to);
  });

  it.each(Object.entries(LINKED_BUT_ABSENT_REDIRECTS))("sends the linked-but-absent %s to %s", (from, to) => {
    expect(resolveRedirect(`${from}/`)).toBe(to);
    expect(resolveRedirect(from)).toBe(to);
  });

  it("lands every redirect on a real route (fixed, or a page of the seed such as a guide) in one hop", () => {
    const seedPages = new Set(datasetPagePaths(parseNdjson(readFileSync(findSeedDataset(), "utf8"))));
    for (const to of [...Object.values(SPEC_REDIRECTS), ...Object.values(LINKED_BUT_ABSENT_REDIRECTS)]) {
      expect(isRoute(to) || seedPages.has(to), to).toBe(true);
      expect(resolveRedirect(to), to).toBeNull();
    }
  });

  it.each(ALL_ROUTES)("serves the canonical %s as it is", (route) => {
    expect(resolveRedirect(route)).toBeNull();
  });

  it.each(ALL_ROUTES.filter((route) => route !== "/"))("redirects the other slash form of %s", (route) => {
    const other = route.endsWith("/") ? route.slice(0, -1) : `${route}/`;
    expect(resolveRedirect(other)).toBe(route);
  });

  it.each([
    ["//buy//", "/buy/"],
    ["/LISTINGS", "/self-storage/listings/"],
    ["/unknown-page", "/unknown-page/"],
  ])("normalises %s to %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it.each(["/sitemap.xml", "/robots.txt", "/og/default.png", "/api/site-search", "/_next/static/chunk.js", "/icon.svg"])(
    "leaves the file or API path %s alone",
    (path) => {
      expect(resolveRedirect(path)).toBeNull();
    },
  );
});

describe("finalPath", () => {
  it("resolves short link forms to final URLs", () => {
    expect(finalPath("/roi-guide")).toBe("/self-storage/insights/roi-guide-ontario/");
    expect(finalPath("/sell")).toBe("/sell/");
    expect(finalPath("/")).toBe("/");
  });
});
