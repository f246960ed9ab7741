// `npm run bench`: the site's performance figures in one table (definitions: decision 0009).
// Builds if needed and times the build, measures first-load JS and HTML of every public route
// against the framework's floor, runs Lighthouse (mobile) three times on every route, on the floor
// and on the limit rows (a content page, an article and the home page with their scripts removed,
// served the same way: bench/limit.mjs), and prints each route's median LCP and TBT and its gap to
// the limit (decision 0032); then throughput and latency of a static page, a long article, the
// static page past the page cache, and lead submissions; and the deal room's watermark on a
// 200-page, 20 MB PDF (bench/watermark.mjs), the owner's report of a listing with 1,000 signers and
// 10,000 page views (bench/owner-report.mjs), the opinion of value from a 3,000-unit rent roll as CSV
// and XLSX (bench/opinion-of-value.mjs), and site search's index build and latency on the seed and
// 5,000 documents (bench/search.mjs). Writes bench/results/latest.json and a dated copy.
//
// Options: --rebuild  --skip-lighthouse  --skip-load  --routes /,/contact/  --duration 10
//          --leads 5000  --connections 50
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { E2E_SITE_URL, builtSiteUrl } from "../tests/support/site.ts";
import { BUDGET, jsBudgetBytes, median, routeClass } from "./budget-check.ts";
import { countStoredLeads, LEAD_LOAD_ENV, submitLeads } from "./leads.mjs";
import { startLimitServer } from "./limit.mjs";
import { describeSearch, measureSearch } from "./search.mjs";
import { describeWatermark, measureWatermark } from "./watermark.mjs";
import { describeOwnerReport, measureOwnerReport } from "./owner-report.mjs";
import { describeOpinionOfValue, measureOpinionOfValue } from "./opinion-of-value.mjs";
import { describeWorkspace, measureWorkspace } from "./workspace.mjs";
import { describeDealRoom, measureDealRoom } from "./deal-room.mjs";
import {
  NOT_FOUND_PATH,
  buildFloor,
  calibrateCpuSlowdown,
  kb,
  measurePage,
  openLighthouse,
  processGroupCpuMs,
  publicRoutes,
  root,
  run,
  staleBuildReason,
  startServer,
  webDir,
} from "./lib.mjs";

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : argv[index + 1];
};
const connections = Number(option("connections", 50));
const durationSeconds = Number(option("duration", 10));
const leadAmount = Number(option("leads", 5000));
const STATIC_PAGE = "/privacy/";
const CONTENT_PAGE = "/self-storage/insights/roi-guide-ontario/";
/** The pages measured again without their scripts (the limit rows): a content page, an article, home. */
const LIMIT_ROUTES = ["/self-storage/ontario/hamilton/", CONTENT_PAGE, "/"];
const RUNS = BUDGET.lighthouseRuns;

// The bench measures the build `npm test` makes (same SITE_URL), so the two can share it.
// Lighthouse 13's canonical audit does not compare the canonical's host with the served one
// (decision 0009), so serving it from 127.0.0.1 is fair.
const siteUrl = E2E_SITE_URL;
const results = {
  machine: machineInfo(),
  build: null,
  floor: null,
  routes: [],
  limits: [],
  load: null,
  watermark: null,
  ownerReport: null,
  opinionOfValue: null,
  workspace: null,
  dealRoom: null,
  search: null,
};

const staleReason = flag("rebuild") ? "--rebuild" : staleBuildReason(siteUrl, builtSiteUrl(webDir));
if (staleReason) {
  console.log(`Building the site (${staleReason})…`);
  const seconds = run("npm", ["run", "build"], { env: { SITE_URL: siteUrl }, quiet: true });
  results.build = { seconds, reason: staleReason };
  console.log(`Built in ${seconds.toFixed(1)} s`);
} else {
  console.log("Reusing the last production build (sources unchanged; --rebuild to time a build).");
}

// Before any server runs: the stamping has the machine to itself, like a download on a quiet server.
console.log("Watermarking a 200-page, 20 MB PDF (bench/watermark.mjs)…");
results.watermark = await measureWatermark();
console.log(describeWatermark(results.watermark));

// The owner's report for a listing with 1,000 signers and 10,000 page views (issue 36), in child processes of its own.
console.log("Building the owner's report of a listing with 1,000 signers and 10,000 page views (bench/owner-report.mjs)…");
results.ownerReport = measureOwnerReport();
console.log(describeOwnerReport(results.ownerReport));
// The team's workspace with a year of data (issue 45), on the fixture build: `npm run build:fixture` first.
results.workspace = await measureWorkspace();
console.log(describeWorkspace(results.workspace));
// One listing's deal room with 500 signers, its questions and 1,000 offers (issue 46), on the same build.
results.dealRoom = await measureDealRoom();
console.log(describeDealRoom(results.dealRoom));

// The opinion of value from a 3,000-unit rent roll (issue 44), each format in a child process of its own.
console.log("Reading, underwriting and drawing the opinion of value of a 3,000-unit rent roll (bench/opinion-of-value.mjs)…");
results.opinionOfValue = await measureOpinionOfValue();
console.log(describeOpinionOfValue(results.opinionOfValue));

// Site search (issue 34): index build and search latency on the seed and on 5,000 documents, in
// child processes of their own, also before any server runs.
console.log("Measuring site search on the seed and the seed + 5,000 documents (bench/search.mjs)…");
results.search = await measureSearch();
console.log(describeSearch(results.search));

console.log("Building and measuring the floor (bench/floor)…");
const floorBuildSeconds = buildFloor();
const floorServer = await startServer("floor");
let floor;
let floorLighthouse = null;
try {
  floor = await measurePage(floorServer.origin, "/");
  if (!flag("skip-lighthouse")) {
    results.cpuCalibration = await calibrateCpuSlowdown(`${floorServer.origin}/`);
    console.log(
      `CPU calibration: the floor's longest task ${results.cpuCalibration.floorLongestTaskRunsMs.join(", ")} ms at 4x → Lighthouse runs at ${results.cpuCalibration.cpuSlowdownMultiplier}x (decision 0033)`,
    );
    floorLighthouse = await lighthouseRuns("floor", `${floorServer.origin}/`);
  }
} finally {
  await floorServer.stop();
}
results.floor = {
  buildSeconds: floorBuildSeconds,
  jsGzipBytes: floor.jsGzipBytes,
  jsRawBytes: floor.jsRawBytes,
  htmlGzipBytes: floor.htmlGzipBytes,
  scripts: floor.scripts,
  lighthouse: floorLighthouse,
};

const selected = option("routes", null)?.split(",") ?? [...(await publicRoutes()), NOT_FOUND_PATH];
const server = await startServer("site", LEAD_LOAD_ENV);
try {
  for (const route of selected) {
    const page = await measurePage(server.origin, route, { expectedStatus: route === NOT_FOUND_PATH ? 404 : 200 });
    const budget = jsBudgetBytes(route, floor.jsGzipBytes);
    results.routes.push({
      ...page,
      class: routeClass(route),
      jsBudgetBytes: budget,
      jsMarginBytes: budget - page.jsGzipBytes,
      lighthouse: null,
    });
  }

  if (!flag("skip-lighthouse")) {
    // Lighthouse refuses to audit a document answered with 404 (ERRORED_DOCUMENT_REQUEST).
    for (const entry of results.routes.filter((page) => page.status === 200)) {
      entry.lighthouse = await lighthouseRuns(entry.route, `${server.origin}${entry.route}`);
      // Cross-check: scripts Chromium fetched that the HTML did not announce (loaded later:
      // lazy chunks, prefetches) and announced scripts it did not fetch (should be none).
      const announced = new Set(entry.scripts.map((script) => script.url));
      const fetched = new Set(entry.lighthouse.scriptsLoaded.map((script) => script.url.replace(server.origin, "")));
      entry.crossCheck = {
        fetchedNotAnnounced: [...fetched].filter((url) => !announced.has(url)),
        announcedNotFetched: [...announced].filter((url) => !fetched.has(url)),
      };
    }
    // The limit rows, in the same run, from the same server.
    const limitRoutes = LIMIT_ROUTES.filter((route) => selected.includes(route));
    const limitServer = await startLimitServer(server.origin, limitRoutes);
    try {
      for (const route of limitRoutes) {
        results.limits.push({
          route,
          htmlRawBytes: limitServer.htmlRawBytes(route),
          htmlGzipBytes: limitServer.htmlGzipBytes(route),
          lighthouse: await lighthouseRuns(`${route} (limit)`, `${limitServer.origin}${route}`),
        });
      }
    } finally {
      await limitServer.stop();
    }
  }

  if (!flag("skip-load")) {
    results.load = {};
    // The query string takes the same page past the server's page cache (decision 0015): what
    // Next.js alone costs per request, for comparison.
    const pages = [
      ["static page", STATIC_PAGE],
      ["content page", CONTENT_PAGE],
      ["via Next.js", `${STATIC_PAGE}?past-page-cache`],
    ];
    for (const [name, route] of pages) {
      console.log(`Load: ${name} ${route}, ${connections} connections, ${durationSeconds} s…`);
      const cpuBefore = processGroupCpuMs(server.pid);
      const result = await autocannon({
        url: `${server.origin}${route}`,
        connections,
        duration: durationSeconds,
        // What Chrome asks for: compressing every answer is part of the cost.
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      });
      results.load[name] = loadFigures(route, result, cpuBefore);
    }
    console.log(`Load: ${leadAmount} lead submissions, ${connections} connections…`);
    const cpuBefore = processGroupCpuMs(server.pid);
    const leads = await submitLeads(server.origin, { amount: leadAmount, connections });
    results.load["lead submission"] = { ...loadFigures("POST /api/leads/contact", leads, cpuBefore), acknowledged: leads["2xx"] };
  }
} finally {
  await server.stop({ keepData: true });
}
if (results.load) {
  const leads = results.load["lead submission"];
  leads.stored = await countStoredLeads(server.dataDir);
  leads.lost = leads.acknowledged - leads.stored;
}
server.removeData();

printTable(results);
console.log(`\n${describeWatermark(results.watermark)}`);
console.log(`\n${describeOwnerReport(results.ownerReport)}`);
console.log(`\n${describeOpinionOfValue(results.opinionOfValue)}`);
console.log(`\n${describeWorkspace(results.workspace)}`);
console.log(`\n${describeDealRoom(results.dealRoom)}`);
console.log(`\n${describeSearch(results.search)}`);
const written = saveResults(results);
console.log(`\nResults: ${path.relative(root, written)} (and bench/results/latest.json)`);
process.exit(results.load && results.load["lead submission"].lost !== 0 ? 1 : 0);

/**
 * Three Lighthouse runs of a page, in a Chromium of its own: the median performance, LCP and TBT
 * count (decision 0032); every run's figures are kept.
 */
async function lighthouseRuns(label, url) {
  process.stdout.write(`Lighthouse ${label} ×${RUNS}… `);
  const lighthouse = await openLighthouse();
  let runs;
  try {
    runs = await lighthouse.auditRuns(url, RUNS);
  } finally {
    lighthouse.close();
  }
  const first = runs[0];
  const figures = {
    ...first,
    performance: median(runs.map((run) => run.performance)),
    largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
    totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
    cumulativeLayoutShift: Math.max(...runs.map((run) => run.cumulativeLayoutShift)),
    rscRequests: median(runs.map((run) => run.rscRequests)),
    performanceRuns: runs.map((run) => run.performance),
    largestContentfulPaintRunsMs: runs.map((run) => Math.round(run.largestContentfulPaintMs)),
    totalBlockingTimeRunsMs: runs.map((run) => Math.round(run.totalBlockingTimeMs)),
    // The load on the machine while the page was measured (other work skews every figure).
    loadAverage1m: os.loadavg()[0],
  };
  console.log(
    `perf ${figures.performanceRuns.join(", ")}, LCP ${Math.round(figures.largestContentfulPaintMs)} ms, TBT ${Math.round(figures.totalBlockingTimeMs)} ms`,
  );
  return figures;
}

/** Figures of one load run; cpuBefore is the server's CPU time (ms) when the run started. */
function loadFigures(route, result, cpuBefore) {
  const completed = result["2xx"] + result.non2xx;
  const cpuAfter = processGroupCpuMs(server.pid);
  const serverCpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    route,
    connections,
    durationSeconds: result.duration,
    requests: completed,
    requestsPerSecond: Math.round(completed / result.duration),
    latencyMs: { median: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    // The server's CPU time per answered request (all its processes): unlike req/s, not moved by
    // the load generator or other jobs sharing the cores.
    serverCpuMicrosecondsPerRequest: serverCpuMs === null || completed === 0 ? null : Math.round((serverCpuMs * 1000) / completed),
  };
}

function machineInfo() {
  const cpus = os.cpus();
  let osName = `${os.type()} ${os.release()}`;
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1];
    if (pretty) osName = `${pretty} (${os.type()} ${os.release()})`;
  } catch {
    // not Linux: os.type() is enough
  }
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  return {
    date: new Date().toISOString(),
    commit: git("rev-parse", "HEAD"),
    uncommittedChanges: git("status", "--porcelain").length > 0,
    cpuModel: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    // Other work on the machine skews latency figures: the load when the run started.
    loadAverage1m: os.loadavg()[0],
    os: osName,
    node: process.version,
    next: JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version,
    react: JSON.parse(readFileSync(path.join(root, "node_modules/react/package.json"), "utf8")).version,
  };
}

function saveResults(data) {
  const folder = path.join(root, "bench/results");
  mkdirSync(folder, { recursive: true });
  const stamp = data.machine.date.slice(0, 16).replace(/:/g, "");
  const file = path.join(folder, `${stamp}-${data.machine.commit.slice(0, 8)}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  copyFileSync(file, path.join(folder, "latest.json"));
  return file;
}

function printTable(data) {
  const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
  const scoreText = (value) => (value === null || value === undefined ? "–" : value.toFixed(2));
  const ms = (value) => (value === null || value === undefined ? "–" : String(Math.round(value)));
  const signed = (value, digits = 0) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
  const runsText = (lh) => (lh ? lh.performanceRuns.map((value) => value.toFixed(2)).join(" ") : "–");
  const header = [
    "route",
    "class",
    "JS KB",
    "margin",
    "HTML gz",
    "bytes KB",
    `perf ×${RUNS}`,
    "LCP ms",
    "TBT ms",
    "TBT-floor",
    "RSC",
    "CLS",
    "a11y",
    "BP",
    "SEO",
    "limit Δperf",
    "ΔLCP ms",
    "ΔKB",
  ];
  const widths = [52, 11, 6, 6, 7, 8, 14, 6, 6, 9, 3, 5, 4, 4, 5, 11, 7, 6];
  // The reference rows (floor, limits) have no class or JS columns: their label takes that room.
  const referenceLine = (cells) =>
    [
      pad(cells[0], widths[0] + widths[1] + widths[2] + widths[3] + widths[4] + 4, true),
      ...cells.slice(5).map((cell, index) => pad(cell, widths[index + 5])),
    ].join(" ");
  const line = (cells) => cells.map((cell, index) => pad(cell, widths[index], index < 2)).join(" ");
  const floorLh = data.floor.lighthouse;
  console.log(
    `\nGzip transfer sizes, 1 KB = 1000 B; bytes = HTML + first-load JS; margin = JS budget (floor ${kb(data.floor.jsGzipBytes)} KB + 15 content / + 40 interactive) minus JS. HTML budget ${kb(BUDGET.htmlGzip)} KB gzip.`,
  );
  console.log(
    `Lighthouse mobile, ${RUNS} consecutive runs per page; LCP and TBT are medians; TBT-floor = the route's median TBT minus the floor's in this run; RSC = component-payload requests during the load (link prefetches), median; limit = the same HTML without scripts, served the same way, in this run (Δ = route minus limit).`,
  );
  console.log(line(header));
  const bytesOf = (entry) => entry.htmlGzipBytes + entry.jsGzipBytes;
  for (const entry of data.routes) {
    const lh = entry.lighthouse;
    const limit = data.limits.find((row) => row.route === entry.route);
    const gap = lh && limit?.lighthouse;
    console.log(
      line([
        entry.route === NOT_FOUND_PATH ? "404 page" : entry.route,
        entry.class,
        kb(entry.jsGzipBytes),
        signed(entry.jsMarginBytes / 1000, 1),
        kb(entry.htmlGzipBytes) + (entry.htmlGzipBytes > BUDGET.htmlGzip ? "!" : ""),
        kb(bytesOf(entry)),
        runsText(lh),
        ms(lh?.largestContentfulPaintMs),
        ms(lh?.totalBlockingTimeMs),
        lh && floorLh ? signed(lh.totalBlockingTimeMs - floorLh.totalBlockingTimeMs) : "–",
        lh ? lh.rscRequests : "–",
        lh ? lh.cumulativeLayoutShift.toFixed(3) : "–",
        scoreText(lh?.accessibility),
        scoreText(lh?.bestPractices),
        entry.noindex ? "noidx" : scoreText(lh?.seo),
        gap ? signed(lh.performance - limit.lighthouse.performance, 2) : "–",
        gap ? signed(lh.largestContentfulPaintMs - limit.lighthouse.largestContentfulPaintMs) : "–",
        limit ? signed((bytesOf(entry) - limit.htmlGzipBytes) / 1000, 1) : "–",
      ]),
    );
  }
  const reference = (name, bytes, lh) =>
    referenceLine([
      name,
      "",
      "",
      "",
      "",
      kb(bytes),
      runsText(lh),
      ms(lh?.largestContentfulPaintMs),
      ms(lh?.totalBlockingTimeMs),
      "",
      lh ? lh.rscRequests : "–",
      lh ? lh.cumulativeLayoutShift.toFixed(3) : "–",
    ]);
  console.log(reference("floor (minimal Next.js page, bench/floor)", data.floor.htmlGzipBytes + data.floor.jsGzipBytes, floorLh));
  for (const limit of data.limits) console.log(reference(`limit: ${limit.route} without scripts`, limit.htmlGzipBytes, limit.lighthouse));
  printNotes(data);
}

/** Below the table: the audits that cost points, the load figures, the build and the machine. */
function printNotes(data) {
  const failing = data.routes.filter((entry) => entry.lighthouse?.failingAudits.length);
  if (failing.length > 0) {
    console.log("\nLighthouse audits that cost points (first run):");
    for (const entry of failing) console.log(`  ${entry.route}: ${entry.lighthouse.failingAudits.join("; ")}`);
  }
  if (data.load) {
    console.log(`\nThroughput and latency (autocannon, loopback, ${connections} connections):`);
    for (const [name, figures] of Object.entries(data.load)) {
      const extra = "stored" in figures ? `, acknowledged ${figures.acknowledged}, stored ${figures.stored}, lost ${figures.lost}` : "";
      console.log(
        `  ${name.padEnd(16)} ${figures.route.padEnd(44)} ${String(figures.requestsPerSecond).padStart(6)} req/s  median ${figures.latencyMs.median} ms  p99 ${figures.latencyMs.p99} ms  server CPU ${figures.serverCpuMicrosecondsPerRequest ?? "?"} µs/request  non-2xx ${figures.non2xx}  errors ${figures.errors}${extra}`,
      );
    }
  }
  console.log(
    `\nBuild: ${data.build ? `${data.build.seconds.toFixed(1)} s (${data.build.reason})` : "reused (not timed; --rebuild to time it)"}; floor build ${data.floor.buildSeconds.toFixed(1)} s`,
  );
  console.log(
    `Machine: ${data.machine.cpuModel}, ${data.machine.cores} cores, ${data.machine.memoryGB} GB, ${data.machine.os}, Node ${data.machine.node}, load ${data.machine.loadAverage1m.toFixed(2)} at start; commit ${data.machine.commit.slice(0, 8)}${data.machine.uncommittedChanges ? " (with uncommitted changes)" : ""}`,
  );
}
