// The performance budget of the site (decision 0009) as a pure function: a measured report in,
// the list of violations out, each naming the route and the figure. `npm run budget` fails when
// the list is not empty.

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
} as const;

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
  lighthouse?: LighthouseFigures;
}

export interface BudgetReport {
  floorJsGzipBytes: number;
  routes: readonly RouteMeasurement[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const score = (value: number) => value.toFixed(2);

export function budgetViolations(report: BudgetReport): string[] {
  const violations: string[] = [];
  const floor = report.floorJsGzipBytes;
  for (const { route, jsGzipBytes, htmlGzipBytes, lighthouse } of report.routes) {
    const jsBudget = jsBudgetBytes(route, floor);
    if (jsGzipBytes > jsBudget) {
      const allowance = (jsBudget - floor) / KB;
      violations.push(`${route}: first-load JS ${kb(jsGzipBytes)} KB > budget ${kb(jsBudget)} KB (floor ${kb(floor)} + ${allowance})`);
    }
    if (htmlGzipBytes > BUDGET.htmlGzip) {
      violations.push(`${route}: HTML ${kb(htmlGzipBytes)} KB gzip > budget ${kb(BUDGET.htmlGzip)} KB`);
    }
    if (!lighthouse) continue;
    const failing = lighthouse.failingAudits.length > 0 ? ` (failing audits: ${lighthouse.failingAudits.join("; ")})` : "";
    const categories: [string, number | null, number][] = [
      ["Performance", lighthouse.performance, BUDGET.performance],
      ["Accessibility", lighthouse.accessibility, BUDGET.accessibility],
      ["Best Practices", lighthouse.bestPractices, BUDGET.bestPractices],
      ["SEO", lighthouse.seo, BUDGET.seo],
    ];
    const low = categories
      .filter(([, value, minimum]) => value !== null && value < minimum)
      .map(([name, value, minimum]) => `Lighthouse ${name} ${score(value ?? 0)} < ${score(minimum)}`);
    if (lighthouse.cumulativeLayoutShift >= BUDGET.cumulativeLayoutShift) {
      low.push(`CLS ${lighthouse.cumulativeLayoutShift.toFixed(3)} >= ${BUDGET.cumulativeLayoutShift}`);
    }
    if (low.length > 0) violations.push(`${route}: ${low.join(", ")}${failing}`);
  }
  return violations;
}
