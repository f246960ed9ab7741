// The performance budget of the site (decision 0009) as a pure function: a measured report in,
// the list of violations out, each naming the route, the run and the figure. `npm run budget`
// fails when the list is not empty.

/** 1 KB = 1,000 bytes, as Lighthouse and Chrome DevTools count transfer sizes. */
export const KB = 1000;

/** Pages carrying a calculator or a form may send more JavaScript than content pages. */
export const INTERACTIVE_ROUTES: readonly string[] = ["/", "/tools/roi-calculator/", "/contact/", "/sell/", "/off-market/"];

export const BUDGET = {
  /** First-load JS allowed above the framework's floor, in bytes (gzip). */
  contentJsOverFloor: 15 * KB,
  interactiveJsOverFloor: 40 * KB,
  htmlGzip: 50 * KB,
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** CLS must stay below this (strictly). */
  cumulativeLayoutShift: 0.02,
  /** Lighthouse runs per audited route; the performance score that counts is their median (decision 0032). */
  lighthouseRuns: 3,
} as const;

/**
 * Routes still judged by their best run of three while the work that brings their median over the
 * bar is pending (decision 0032, "Home"): on a quiet machine home's median is about 0.93, its
 * hydration costing ~300 ms of blocking time. Its median is printed on every run; remove the entry
 * to gate it like the others.
 */
export const MEDIAN_PENDING: ReadonlyMap<string, string> = new Map([
  ["/", "home: median pending the hydration work of decision 0032; judged by its best run meanwhile"],
]);

export type RouteClass = "content" | "interactive";

export function routeClass(route: string): RouteClass {
  return INTERACTIVE_ROUTES.includes(route) ? "interactive" : "content";
}

export function jsBudgetBytes(route: string, floorJsBytes: number): number {
  const allowance = routeClass(route) === "interactive" ? BUDGET.interactiveJsOverFloor : BUDGET.contentJsOverFloor;
  return floorJsBytes + allowance;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** null when Lighthouse does not score SEO (a noindex page). */
  seo: number | null;
  cumulativeLayoutShift: number;
  /** Titles of the audits that lost points, shown with a violation so it can be acted on. */
  failingAudits: readonly string[];
}

export interface RouteMeasurement {
  route: string;
  /** First-load JavaScript, gzip transfer bytes, summed over the files a modern browser loads. */
  jsGzipBytes: number;
  htmlGzipBytes: number;
  /** Consecutive Lighthouse runs of the route, in order (absent when it is not audited). */
  lighthouseRuns?: readonly LighthouseFigures[];
}

export interface BudgetReport {
  floorJsGzipBytes: number;
  routes: readonly RouteMeasurement[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const score = (value: number) => value.toFixed(2);

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

export function budgetViolations(report: BudgetReport): string[] {
  const violations: string[] = [];
  const floor = report.floorJsGzipBytes;
  for (const { route, jsGzipBytes, htmlGzipBytes, lighthouseRuns } of report.routes) {
    const jsBudget = jsBudgetBytes(route, floor);
    if (jsGzipBytes > jsBudget) {
      const allowance = (jsBudget - floor) / KB;
      violations.push(`${route}: first-load JS ${kb(jsGzipBytes)} KB > budget ${kb(jsBudget)} KB (floor ${kb(floor)} + ${allowance})`);
    }
    if (htmlGzipBytes > BUDGET.htmlGzip) {
      violations.push(`${route}: HTML ${kb(htmlGzipBytes)} KB gzip > budget ${kb(BUDGET.htmlGzip)} KB`);
    }
    if (lighthouseRuns && lighthouseRuns.length > 0) {
      violations.push(...lighthouseViolations(route, lighthouseRuns, MEDIAN_PENDING.has(route) ? "best" : "median"));
    }
  }
  return violations;
}

/**
 * The Lighthouse verdict on one route's consecutive runs. Performance counts as the median of the
 * runs (no best-of-N: one slow run in three is noise, two are the page); the violation lists every
 * run with the ones under the bar marked. Accessibility, best practices, SEO and CLS must hold in
 * every run: a violation names the run. `rule: "best"` (the routes of MEDIAN_PENDING) counts the
 * best run instead.
 */
export function lighthouseViolations(route: string, runs: readonly LighthouseFigures[], rule: "median" | "best" = "median"): string[] {
  const violations: string[] = [];
  const scores = runs.map((run) => run.performance);
  const performance = rule === "median" ? median(scores) : Math.max(...scores);
  if (performance < BUDGET.performance) {
    const each = runs.map((run, index) => `run ${index + 1} ${score(run.performance)}${run.performance < BUDGET.performance ? " ✖" : ""}`);
    const slowest = runs.reduce((kept, run) => (run.performance < kept.performance ? run : kept));
    const failing = slowest.failingAudits.filter((audit) => audit.startsWith("[performance]"));
    violations.push(
      `${route}: Lighthouse Performance ${rule === "median" ? "median" : "best run"} ${score(performance)} < ${score(BUDGET.performance)} (${each.join(", ")})` +
        (failing.length > 0 ? ` (failing audits of the slowest run: ${failing.join("; ")})` : ""),
    );
  }
  runs.forEach((run, index) => {
    const categories: [string, number | null, number][] = [
      ["Accessibility", run.accessibility, BUDGET.accessibility],
      ["Best Practices", run.bestPractices, BUDGET.bestPractices],
      ["SEO", run.seo, BUDGET.seo],
    ];
    const low = categories
      .filter(([, value, minimum]) => value !== null && value < minimum)
      .map(([name, value, minimum]) => `Lighthouse ${name} ${score(value ?? 0)} < ${score(minimum)}`);
    if (run.cumulativeLayoutShift >= BUDGET.cumulativeLayoutShift) {
      low.push(`CLS ${run.cumulativeLayoutShift.toFixed(3)} >= ${BUDGET.cumulativeLayoutShift}`);
    }
    if (low.length === 0) return;
    const failing = run.failingAudits.filter((audit) => !audit.startsWith("[performance]"));
    violations.push(`${route}: run ${index + 1}: ${low.join(", ")}${failing.length > 0 ? ` (failing audits: ${failing.join("; ")})` : ""}`);
  });
  return violations;
}
