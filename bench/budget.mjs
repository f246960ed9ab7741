// `npm run budget`: the performance budget of decision 0009, checked on the last production build
// (the one `npm test` has just made). Builds the floor in the same run, measures first-load JS and
// HTML of every public route and the 404 page, runs Lighthouse (mobile) three times on one route
// of each page kind, and fails naming each route, run and figure over budget (the performance score
// that counts is the median of the three runs: decision 0032).
import { existsSync } from "node:fs";
import path from "node:path";
import { budgetViolations, BUDGET, median, REFERENCE_FLOOR_LONG_TASK_MS } from "./budget-check.ts";
import {
  NOT_FOUND_PATH,
  buildFloor,
  calibrateCpuSlowdown,
  kb,
  measurePage,
  openLighthouse,
  publicRoutes,
  startServer,
  webDir,
} from "./lib.mjs";

/**
 * One route per page kind, three runs each (decision 0032): home (with its form), the longest
 * article, a regional market page (map and charts), a tool. The contact form page was dropped when
 * the runs went from best-of-up-to-three to always three, to keep the step near its old duration;
 * `npm run bench` still audits it with every other route.
 */
const LIGHTHOUSE_ROUTES = ["/", "/self-storage/insights/roi-guide-ontario/", "/self-storage/ontario/toronto/", "/tools/roi-calculator/"];

const started = Date.now();
if (!existsSync(path.join(webDir, ".next/BUILD_ID"))) {
  console.error("No production build found: run `npm run build` first (npm test builds before this step).");
  process.exit(1);
}

const floorSeconds = buildFloor();
const floorServer = await startServer("floor");
let floor;
let calibration;
try {
  floor = await measurePage(floorServer.origin, "/");
  calibration = await calibrateCpuSlowdown(`${floorServer.origin}/`);
} finally {
  await floorServer.stop();
}
console.log(`Floor (minimal Next.js page): first-load JS ${kb(floor.jsGzipBytes)} KB gzip (built in ${floorSeconds.toFixed(1)} s)`);
console.log(
  `CPU calibration (decision 0033): the floor's longest task ${calibration.floorLongestTaskRunsMs.join(", ")} ms at 4x (reference ${REFERENCE_FLOOR_LONG_TASK_MS} ms), main-thread work ${calibration.floorMainThreadRunsMs.join(", ")} ms → Lighthouse runs at ${calibration.cpuSlowdownMultiplier}x`,
);

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
      const runs = await lighthouse.auditRuns(`${server.origin}${route}`, BUDGET.lighthouseRuns);
      const first = runs[0];
      console.log(
        `Lighthouse ${route}: performance ${runs.map((run) => run.performance.toFixed(2)).join(", ")} → median ${median(runs.map((run) => run.performance)).toFixed(2)}; a11y ${first.accessibility}, BP ${first.bestPractices}, SEO ${first.seo}` +
          `; TBT ${runs.map((run) => Math.round(run.totalBlockingTimeMs)).join(", ")} ms`,
      );
      routes.find((page) => page.route === route).lighthouseRuns = runs;
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
