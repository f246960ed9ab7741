import { describe, expect, it } from "vitest";
import { agreementPath, dealRoomDocumentPath, dealRoomPath, FIXED_ROUTES, listingPath } from "./index";
import {
  isPrivateCacheKey,
  isPrivatePath,
  PRIVATE_CACHE_CONTROL,
  privatePathProblem,
  privateRouteHeaderRules,
  privateRouteHeaders,
  privateRouteOf,
  PRIVATE_ROUTES,
  publicPagesSource,
} from "./privateRoutes";

describe("the private routes", () => {
  it.each([
    dealRoomPath("gta-portfolio"),
    `${dealRoomPath("gta-portfolio")}?t=abc.def`,
    `${dealRoomPath("gta-portfolio")}open/?t=abc.def`,
    dealRoomDocumentPath("gta-portfolio", "6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0"),
    agreementPath("gta-portfolio"),
    "/unsubscribe/?t=abc.def",
    "/unsubscribe",
    "/diagnostics",
    "/diagnostics?read=1#deal-rooms",
    "/team/",
    "/team/leads/?q=barrie&page=2",
    "/team/people/?email=ana%40example.ca",
    "/api/operator/leads/contact",
    "/api/operator/deal-room/gta-portfolio/signers.csv",
  ])("include %s", (url) => {
    expect(isPrivatePath(url)).toBe(true);
  });

  it.each([...FIXED_ROUTES, listingPath("deal-room"), listingPath("gta-portfolio"), "/unsubscribed/", "/api/leads/contact", "/api/health"])(
    "leave %s public",
    (url) => {
      expect(isPrivatePath(url)).toBe(false);
    },
  );

  it("send no Referer from the routes whose address may hold a token", () => {
    expect(privateRouteHeaders(privateRouteOf(dealRoomPath("x"))!)).toEqual({
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "Referrer-Policy": "no-referrer",
    });
    expect(privateRouteHeaders(privateRouteOf("/unsubscribe/")!)).toMatchObject({ "Referrer-Policy": "no-referrer" });
    expect(privateRouteHeaders(privateRouteOf("/diagnostics")!)).toEqual({ "Cache-Control": PRIVATE_CACHE_CONTROL });
  });

  it("give next.config.ts one rule per pattern, and a page rule that leaves them all out", () => {
    expect(privateRouteHeaderRules()).toHaveLength(PRIVATE_ROUTES.length);
    expect(privateRouteHeaderRules()[0]).toEqual({
      source: "/(self-storage/listings/[^/]+/deal-room(?:/.*)?/?)",
      headers: [
        { key: "Cache-Control", value: "private, no-store" },
        { key: "Referrer-Policy", value: "no-referrer" },
      ],
    });
    const pages = new RegExp(`^${publicPagesSource(["api/", "_next/"]).replace(/^\/\(/, "/(")}$`);
    expect(pages.test("/about/")).toBe(true);
    expect(pages.test(listingPath("gta-portfolio"))).toBe(true);
    expect(pages.test(dealRoomPath("gta-portfolio"))).toBe(false);
    expect(pages.test(agreementPath("gta-portfolio"))).toBe(false);
    expect(pages.test("/unsubscribe/")).toBe(false);
    expect(pages.test("/api/health")).toBe(false);
  });

  it("tell the shared cache which of Next's entries are theirs", () => {
    expect(isPrivateCacheKey("/route-cache/APP_PAGE/375271df/$/self-storage/listings/gta/agreement")).toBe(true);
    expect(isPrivateCacheKey("/route-cache/APP_PAGE/aeb31440/$/insights/fixture-news-01")).toBe(false);
    expect(isPrivateCacheKey("/route-cache/APP_ROUTE/b31ae3d9/$/robots.txt")).toBe(false);
    expect(isPrivateCacheKey("/self-storage/listings/gta/deal-room")).toBe(true);
    expect(isPrivateCacheKey("12429ce90c30c77ca7edc72984e1979f426e180e6adb7b6682d0939190078953")).toBe(false);
  });
});

describe("privatePathProblem (issue 41)", () => {
  it("refuses a private route as a document's or a redirect's path, and leaves others alone", () => {
    expect(privatePathProblem("/unsubscribe/")).toContain("private page of the site");
    expect(privatePathProblem("/self-storage/listings/x/deal-room/")).toContain("private page of the site");
    expect(privatePathProblem("/insights/a-guide/")).toBeNull();
  });
});
