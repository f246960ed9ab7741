import { describe, expect, it } from "vitest";
import {
  budgetViolations,
  cpuSlowdownFor,
  isArticleRoute,
  lighthouseViolations,
  median,
  type BudgetReport,
  type LighthouseFigures,
} from "./budget-check.ts";

const FLOOR = 109_900;
const perfect: LighthouseFigures = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cumulativeLayoutShift: 0,
  failingAudits: [],
};

const withinBudget: BudgetReport = {
  floorJsGzipBytes: FLOOR,
  routes: [
    // A content page exactly at floor + 15 KB, a form page exactly at floor + 40 KB: both allowed.
    {
      route: "/self-storage/insights/roi-guide-ontario/",
      jsGzipBytes: FLOOR + 15_000,
      htmlGzipBytes: 38_149,
      // The median counts: one slow run in three passes.
      lighthouseRuns: [
        { ...perfect, performance: 0.95 },
        { ...perfect, performance: 0.71 },
        { ...perfect, performance: 0.99 },
      ],
    },
    {
      route: "/contact/",
      jsGzipBytes: FLOOR + 40_000,
      htmlGzipBytes: 50_000,
      lighthouseRuns: [perfect, { ...perfect, cumulativeLayoutShift: 0.019 }, perfect],
    },
    // SEO is not scored on a noindex page.
    { route: "/privacy/", jsGzipBytes: FLOOR + 3_000, htmlGzipBytes: 9_000, lighthouseRuns: [{ ...perfect, seo: null }] },
    { route: "/bench-page-that-does-not-exist/", jsGzipBytes: FLOOR, htmlGzipBytes: 8_000 },
  ],
};

describe("budgetViolations", () => {
  it("passes a report within every budget, including figures exactly at the limit", () => {
    expect(budgetViolations(withinBudget)).toEqual([]);
  });

  it("names the route and the figure of a form page over its JS budget", () => {
    const report: BudgetReport = { floorJsGzipBytes: FLOOR, routes: [{ route: "/contact/", jsGzipBytes: 152_300, htmlGzipBytes: 11_000 }] };
    expect(budgetViolations(report)).toEqual(["/contact/: first-load JS 152.3 KB > budget 149.9 KB (floor 109.9 + 40)"]);
  });

  it("holds a content page to floor + 15 KB, where a form page would get 40 KB", () => {
    const report: BudgetReport = {
      floorJsGzipBytes: FLOOR,
      routes: [
        { route: "/about/", jsGzipBytes: FLOOR + 15_100, htmlGzipBytes: 9_000 },
        { route: "/sell/", jsGzipBytes: FLOOR + 15_100, htmlGzipBytes: 9_000 },
      ],
    };
    expect(budgetViolations(report)).toEqual(["/about/: first-load JS 125.0 KB > budget 124.9 KB (floor 109.9 + 15)"]);
  });

  it("fails HTML over 50 KB gzip", () => {
    const report: BudgetReport = { floorJsGzipBytes: FLOOR, routes: [{ route: "/insights/", jsGzipBytes: FLOOR, htmlGzipBytes: 61_250 }] };
    expect(budgetViolations(report)).toEqual(["/insights/: HTML 61.3 KB gzip > budget 50.0 KB"]);
  });

  it("holds an article to 40 KB of HTML, where an index page may have 50", () => {
    const report: BudgetReport = {
      floorJsGzipBytes: FLOOR,
      routes: [
        { route: "/self-storage/insights/roi-guide-ontario/", jsGzipBytes: FLOOR, htmlGzipBytes: 40_100 },
        { route: "/insights/due-diligence-checklist/", jsGzipBytes: FLOOR, htmlGzipBytes: 40_000 },
        { route: "/insights/page/2/", jsGzipBytes: FLOOR, htmlGzipBytes: 45_000 },
        { route: "/self-storage/insights/", jsGzipBytes: FLOOR, htmlGzipBytes: 45_000 },
      ],
    };
    expect(budgetViolations(report)).toEqual(["/self-storage/insights/roi-guide-ontario/: article HTML 40.1 KB gzip > budget 40.0 KB"]);
  });

  it("tells an article from an index, a category or another page", () => {
    expect(isArticleRoute("/insights/storage-valuation-guide/")).toBe(true);
    expect(isArticleRoute("/self-storage/insights/financing-in-ontario/")).toBe(true);
    for (const route of [
      "/insights/",
      "/insights/page/2/",
      "/insights/category/market-reports/",
      "/self-storage/insights/",
      "/self-storage/ontario/toronto/",
      "/",
    ]) {
      expect(isArticleRoute(route), route).toBe(false);
    }
  });

  it("fails a median performance under the bar, naming every run and marking the slow ones", () => {
    // A made-up regression: two of three runs under 0.95, as a heavier bundle would make them.
    const slow = (performance: number): LighthouseFigures => ({
      ...perfect,
      performance,
      failingAudits: ["[performance] Total Blocking Time (410 ms)", "[seo] Links do not have descriptive text"],
    });
    const report: BudgetReport = {
      floorJsGzipBytes: FLOOR,
      routes: [{ route: "/contact/", jsGzipBytes: FLOOR, htmlGzipBytes: 11_000, lighthouseRuns: [slow(0.97), slow(0.94), slow(0.89)] }],
    };
    expect(budgetViolations(report)).toEqual([
      "/contact/: Lighthouse Performance median 0.94 < 0.95 (run 1 0.97, run 2 0.94 ✖, run 3 0.89 ✖) (failing audits of the slowest run: [performance] Total Blocking Time (410 ms))",
    ]);
  });

  it("no longer lets the best of three runs hide a regression", () => {
    // Under the old best-of-three rule this page passed on its first run.
    const runs = [0.99, 0.9, 0.91].map((performance) => ({ ...perfect, performance }));
    expect(lighthouseViolations("/", runs)).toEqual([
      "/: Lighthouse Performance median 0.91 < 0.95 (run 1 0.99, run 2 0.90 ✖, run 3 0.91 ✖)",
    ]);
  });

  it("fails low Lighthouse scores and layout shift in any run, naming the run and the audits that cost the points", () => {
    const report: BudgetReport = {
      floorJsGzipBytes: FLOOR,
      routes: [
        {
          route: "/",
          jsGzipBytes: FLOOR + 20_000,
          htmlGzipBytes: 14_000,
          lighthouseRuns: [
            perfect,
            {
              performance: 0.96,
              accessibility: 0.98,
              bestPractices: 1,
              seo: 0.92,
              cumulativeLayoutShift: 0.02,
              failingAudits: [
                "[accessibility] Background and foreground colors do not have a sufficient contrast ratio.",
                "[seo] Links do not have descriptive text",
              ],
            },
            perfect,
          ],
        },
      ],
    };
    expect(budgetViolations(report)).toEqual([
      "/: run 2: Lighthouse Accessibility 0.98 < 1.00, Lighthouse SEO 0.92 < 1.00, CLS 0.020 >= 0.02 (failing audits: [accessibility] Background and foreground colors do not have a sufficient contrast ratio.; [seo] Links do not have descriptive text)",
    ]);
  });

  it("reports every violation of a made-up report over budget everywhere", () => {
    const report: BudgetReport = {
      floorJsGzipBytes: FLOOR,
      routes: [
        {
          route: "/tools/roi-calculator/",
          jsGzipBytes: 200_000,
          htmlGzipBytes: 70_000,
          lighthouseRuns: [{ ...perfect, bestPractices: 0.96 }],
        },
        { route: "/industrial/ontario/peel/", jsGzipBytes: 130_000, htmlGzipBytes: 9_000 },
      ],
    };
    expect(budgetViolations(report)).toEqual([
      "/tools/roi-calculator/: first-load JS 200.0 KB > budget 149.9 KB (floor 109.9 + 40)",
      "/tools/roi-calculator/: HTML 70.0 KB gzip > budget 50.0 KB",
      "/tools/roi-calculator/: run 1: Lighthouse Best Practices 0.96 < 1.00",
      "/industrial/ontario/peel/: first-load JS 130.0 KB > budget 124.9 KB (floor 109.9 + 15)",
    ]);
  });
});

describe("median", () => {
  it("takes the middle run of three, whatever their order", () => {
    expect(median([0.99, 0.71, 0.95])).toBe(0.95);
    expect(median([1400, 900])).toBe(1150);
    expect(median([])).toBeNaN();
  });
});

describe("cpuSlowdownFor", () => {
  it("keeps Lighthouse's 4x where the floor's work takes the reference machine's time, and without a measurement", () => {
    expect(cpuSlowdownFor({ longestTaskMs: 110, mainThreadWorkMs: 410 })).toBe(4);
    expect(cpuSlowdownFor({ longestTaskMs: Number.NaN, mainThreadWorkMs: Number.NaN })).toBe(4);
    expect(cpuSlowdownFor({ longestTaskMs: 0, mainThreadWorkMs: 0 })).toBe(4);
  });

  it("slows a machine whose floor's long task takes twice as long half as much, so the same phone is emulated", () => {
    expect(cpuSlowdownFor({ longestTaskMs: 220, mainThreadWorkMs: 820 })).toBe(2);
    // A starved machine stretches the long task more than the total work: the slower measure counts.
    expect(cpuSlowdownFor({ longestTaskMs: 300, mainThreadWorkMs: 600 })).toBe(1.47);
    expect(cpuSlowdownFor({ longestTaskMs: 240, mainThreadWorkMs: 980 })).toBe(1.67);
  });

  it("falls back on the main-thread work on a machine so fast that the floor has no long task", () => {
    expect(cpuSlowdownFor({ longestTaskMs: 0, mainThreadWorkMs: 205 })).toBe(8);
    expect(cpuSlowdownFor({ longestTaskMs: 0, mainThreadWorkMs: 328 })).toBe(5);
  });

  it("never makes a machine faster than it is, nor slows a fast one beyond 8x", () => {
    expect(cpuSlowdownFor({ longestTaskMs: 1000, mainThreadWorkMs: 4000 })).toBe(1);
    expect(cpuSlowdownFor({ longestTaskMs: 0, mainThreadWorkMs: 100 })).toBe(8);
  });
});
