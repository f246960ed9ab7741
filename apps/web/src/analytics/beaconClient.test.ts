/**
 * The browser's half: one beacon per view when the view ends, the last touch's credit from lead
 * attribution's memory, Web Vitals on the loaded page's view only, private routes never counted.
 */
import { describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEY } from "@/src/leads/attributionClient";
import { beaconBody, countedPath, createViewTracker } from "./beaconClient";

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const NOW = Date.parse("2026-11-26T17:00:00Z");
const TOUCH = { source: "newsletter", medium: "email", campaign: "fall-2026", landing: "/self-storage/", at: "2026-11-26T16:58:00.000Z" };

describe("the beacon's body", () => {
  it("carries the page and the last touch's source, medium, campaign and referring host, never its landing page or time", () => {
    const storage = memoryStorage({
      [ATTRIBUTION_STORAGE_KEY]: JSON.stringify({ first: TOUCH, last: { ...TOUCH, referrer: "mail.example.com" } }),
    });
    expect(JSON.parse(beaconBody("/about/", storage, null, NOW))).toEqual({
      path: "/about/",
      source: "newsletter",
      medium: "email",
      campaign: "fall-2026",
      referrer: "mail.example.com",
    });
  });

  it("is the page alone without a remembered touch, or with one older than 90 days (forgotten)", () => {
    expect(JSON.parse(beaconBody("/", memoryStorage(), null, NOW))).toEqual({ path: "/" });
    expect(JSON.parse(beaconBody("/", null, null, NOW))).toEqual({ path: "/" });
    const old = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: JSON.stringify({ last: { ...TOUCH, at: "2026-08-01T00:00:00.000Z" } }) });
    expect(JSON.parse(beaconBody("/", old, null, NOW))).toEqual({ path: "/" });
  });

  it("never counts a private route (a deal room, a signed link, the operator's page)", () => {
    expect(countedPath("/self-storage/listings/barrie/deal-room/")).toBeNull();
    expect(countedPath("/unsubscribe/")).toBeNull();
    expect(countedPath("/diagnostics/")).toBeNull();
    expect(countedPath("/self-storage/listings/barrie/")).toBe("/self-storage/listings/barrie/");
  });
});

describe("the views of one page load", () => {
  it("sends each view once, when it ends; only the loaded page's view carries the Web Vitals", () => {
    const sent: unknown[] = [];
    const views = createViewTracker(
      (body) => sent.push(JSON.parse(body)),
      () => null,
    );
    views.view("/");
    views.vital("ttfb", 212.4);
    views.vital("lcp", 1500.6);
    views.vital("cls", 0.123456);
    expect(sent).toEqual([]);
    views.view("/about/");
    views.end();
    views.end();
    expect(sent).toEqual([{ path: "/", vitals: { ttfb: 212, lcp: 1501, cls: 0.1235 } }, { path: "/about/" }]);
  });

  it("sends nothing for a private route, and nothing before a view begins", () => {
    const sent: string[] = [];
    const views = createViewTracker(
      (body) => sent.push(body),
      () => null,
    );
    views.end();
    views.view("/self-storage/listings/barrie/deal-room/");
    views.end();
    expect(sent).toEqual([]);
  });
});
