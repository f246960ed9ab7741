// `npm run budget`: the performance budget of decision 0009, checked on the last production build
// (the one `npm test` has just made). Builds the floor in the same run, measures first-load JS and
// HTML of every public route and the 404 page, runs Lighthouse (mobile) on a representative set,
// and fails naming each route and figure over budget.
import { existsSync } from "node:fs";
import path from "node:path";
import { budgetViolations, BUDGET } from "./budget-check.ts";
import { NOT_FOUND_PATH, buildFloor, kb, measurePage, openLighthouse, publicRoutes, startServer, webDir } from "./lib.mjs";

/** Home, a long article, a regional page, the ROI tool and a form page. */
const LIGHTHOUSE_ROUTES = [
  "/",
  "/self-storage/insights/roi-guide-ontario/",
  "/self-storage/ontario/toronto/",
  "/tools/roi-calculator/",
  "/contact/",
];

const started = Date.now();
if (!existsSync(path.join(webDir, ".next/BUILD_ID"))) {
  console.error("No production build found: run `npm run build` first (npm test builds before this step).");
  process.exit(1);
}

const floorSeconds = buildFloor();
const floorServer = await startServer("floor");
let floor;
try {
  floor = await measurePage(floorServer.origin, "/");
} finally {
  await floorServer.stop();
}
console.log(`Floor (minimal Next.js page): first-load JS ${kb(floor.jsGzipBytes)} KB gzip (built in ${floorSeconds.toFixed(1)} s)`);

const routes = [];
const server = await startServer("site");
try {
  for (const route of [...(await publicRoutes()), NOT_FOUND_PATH]) {
    const page = await measurePage(server.origin, route, { expectedStatus: route === NOT_FOUND_PATH ? 404 : 200 });
    routes.push({ route, jsGzipBytes: page.jsGzipBytes, htmlGzipBytes: page.htmlGzipBytes });
  }
  const lighthouse = await openLighthouse();
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      // Below the bar a page gets up to three runs and the best counts (`auditBest`, lib.mjs).
      const { best, runs } = await lighthouse.auditBest(`${server.origin}${route}`, { bar: BUDGET.performance });
      const { performance } = best;
      const first = runs[0];
      console.log(
        `Lighthouse ${route}: performance ${runs.map((run) => run.performance.toFixed(2)).join(", ")} → ${performance.toFixed(2)}; a11y ${first.accessibility}, BP ${first.bestPractices}, SEO ${first.seo}`,
      );
      const entry = routes.find((page) => page.route === route);
      entry.lighthouse = {
        performance,
        accessibility: first.accessibility,
        bestPractices: first.bestPractices,
        seo: first.seo,
        cumulativeLayoutShift: Math.max(...runs.map((run) => run.cumulativeLayoutShift)),
        failingAudits: first.failingAudits,
      };
    }
  } finally {
    lighthouse.close();
  }
} finally {
  await server.stop();
}

const violations = budgetViolations({ floorJsGzipBytes: floor.jsGzipBytes, routes });
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (violations.length > 0) {
  console.error(`\nPerformance budget: ${violations.length} violation(s) (${seconds} s):`);
  for (const violation of violations) console.error(`  ✖ ${violation}`);
  process.exit(1);
}
console.log(`\nPerformance budget met on ${routes.length} pages (${seconds} s).`);
