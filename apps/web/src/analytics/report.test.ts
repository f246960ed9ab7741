import { describe, expect, it } from "vitest";
import { dayBars, everyDay, formatVital, niceScale, reportWindow, trafficCsv } from "./report";
import type { TrafficReport } from "./store";

describe("the report's window and days", () => {
  it("covers the 28 Toronto days to today", () => {
    expect(reportWindow(new Date("2026-11-27T03:00:00Z"))).toEqual({ from: "2026-10-30", to: "2026-11-26" });
  });

  it("lists every day, zero where none was counted", () => {
    expect(everyDay([{ day: "2026-11-25", views: 4 }], "2026-11-24", "2026-11-26")).toEqual([
      { day: "2026-11-24", views: 0 },
      { day: "2026-11-25", views: 4 },
      { day: "2026-11-26", views: 0 },
    ]);
    expect(everyDay([], "2026-10-30", "2026-11-26")).toHaveLength(28);
  });
});

describe("the views-per-day chart", () => {
  it.each([
    [0, 1, [0, 1]],
    [3, 3, [0, 1, 2, 3]],
    [17, 20, [0, 5, 10, 15, 20]],
    [230, 250, [0, 50, 100, 150, 200, 250]],
    [1000, 1000, [0, 200, 400, 600, 800, 1000]],
    [1001, 1500, [0, 500, 1000, 1500]],
  ])("scales a busiest day of %i to %i", (max, top, ticks) => {
    expect(niceScale(max)).toEqual({ top, ticks });
  });

  it("draws each day as a bar from the baseline, its height proportional to its views", () => {
    const { bars, top } = dayBars(
      [
        { day: "2026-11-25", views: 2 },
        { day: "2026-11-26", views: 0 },
      ],
      200,
      100,
    );
    expect(top).toBe(2);
    expect(bars).toEqual([
      { day: "2026-11-25", views: 2, x: 15, y: 0, width: 70, height: 100 },
      { day: "2026-11-26", views: 0, x: 115, y: 100, width: 70, height: 0 },
    ]);
  });
});

describe("the CSV", () => {
  const report: TrafficReport = {
    from: "2026-11-25",
    to: "2026-11-26",
    days: [{ day: "2026-11-26", views: 3 }],
    devices: [{ device: "mobile", views: 3 }],
    pages: [{ path: "/about/", views: 3, conversions: 1 }],
    sources: [{ source: "newsletter", views: 3, conversions: 1 }],
    campaigns: [{ source: "newsletter", medium: "email", campaign: "=fall", views: 3, conversions: 1 }],
    conversions: [{ kind: "contact", conversions: 1 }],
    vitals: [{ path: "/about/", loads: 2, lcp: 2600, inp: null, cls: 0.05, ttfb: 120, counts: { lcp: 2, inp: 0, cls: 2, ttfb: 1 } }],
  };

  it("has a row per day, page, source, campaign, conversion kind and reported vital; a campaign cannot run as a formula", () => {
    expect(trafficCsv(report).split("\r\n")).toEqual([
      "section,day,page,source,medium,campaign,conversion_kind,views,conversions,conversion_rate,vital,p75,rating,page_loads",
      "views per day,2026-11-25,,,,,,0,,,,,,",
      "views per day,2026-11-26,,,,,,3,,,,,,",
      "page,,/about/,,,,,3,1,,,,,",
      "source,,,newsletter,,,,3,1,33.3%,,,,",
      "campaign,,,newsletter,email,'=fall,,3,1,33.3%,,,,",
      "conversions,,,,,,contact,,1,,,,,",
      "web vital,,/about/,,,,,,,,lcp,2600,needs improvement,2",
      "web vital,,/about/,,,,,,,,cls,0.05,good,2",
      "web vital,,/about/,,,,,,,,ttfb,120,good,1",
      "",
    ]);
  });

  it("formats a percentile as the page shows it", () => {
    expect(formatVital("lcp", 2600.4)).toBe("2,600 ms");
    expect(formatVital("cls", 0.054)).toBe("0.05");
  });
});
