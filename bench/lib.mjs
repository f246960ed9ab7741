// Instruments shared by `npm run bench` and `npm run budget` (definitions: decision 0009).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync as zlibGunzip, gzipSync } from "node:zlib";
import { afterPaintSources } from "../apps/web/src/http/afterPaintScripts.ts";
import { chromiumPath, freePort, waitUntilServing } from "../tests/support/harness.ts";
import { REFERENCE_CPU_SLOWDOWN, cpuSlowdownFor, median } from "./budget-check.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const webDir = path.join(root, "apps/web");
export const floorDir = path.join(root, "bench/floor");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/** A path no route matches: measures the 404 page. */
export const NOT_FOUND_PATH = "/bench-page-that-does-not-exist/";

/** The route table and the pages the seed publishes (its markets, news pages and categories). */
export async function publicRoutes() {
  const { PUBLIC_ROUTES } = await import("../apps/web/src/routing/routes.ts");
  const { datasetPagePaths } = await import("@agency/paths");
  const seed = readFileSync(path.join(root, "apps/studio/seed/production.ndjson"), "utf8");
  return [
    ...PUBLIC_ROUTES,
    ...datasetPagePaths(
      seed
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    ),
  ];
}

/** Runs a command, inheriting stdio unless quiet; throws with its output when it fails. Returns seconds taken. */
export function run(command, args, { cwd = root, env = {}, quiet = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
  return (Date.now() - started) / 1000;
}

/** Builds the floor app (bench/floor) with the repository's next/react. Returns seconds taken. */
export function buildFloor() {
  return run(process.execPath, [nextBin, "build"], { cwd: floorDir, quiet: true });
}

/** Newest modification time (ms) of the files that go into the site's build. */
export function newestSourceTime() {
  const inputs = [
    "apps/web/app",
    "apps/web/src",
    "apps/web/public",
    "apps/web/proxy.ts",
    "apps/web/instrumentation.ts",
    "apps/web/next.config.ts",
    "apps/web/postcss.config.mjs",
    "apps/web/package.json",
    "packages/ui/src",
    "packages/calculators/src",
    "supabase/functions/_shared",
    "apps/studio/seed",
    "package-lock.json",
  ];
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) if (entry !== "node_modules" && entry !== "seed-images") visit(path.join(file, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/** Why the site must be rebuilt before measuring, or null when the last build is current. */
export function staleBuildReason(siteUrl, builtSiteUrl) {
  const buildId = path.join(webDir, ".next/BUILD_ID");
  if (!existsSync(buildId)) return "no production build";
  if (builtSiteUrl !== siteUrl) return `the build was made for ${builtSiteUrl ?? "an unknown origin"}, not ${siteUrl}`;
  if (newestSourceTime() > statSync(buildId).mtimeMs) return "sources are newer than the build";
  return null;
}

/**
 * Starts a production server in its own process group (serve.mjs and the Next.js it runs).
 * kind "site": apps/web in embedded mode with a fresh DATA_DIR; kind "floor": bench/floor.
 * `stop()` removes the data folder too; `stop({ keepData: true })` leaves it for reading (the
 * lead count), and `removeData()` removes it afterwards.
 */
export async function startServer(kind, env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const [args, cwd, ready] =
    kind === "site"
      ? [[path.join(webDir, "scripts/serve.mjs")], webDir, `${origin}/api/health`]
      : [[nextBin, "start", "--hostname", "127.0.0.1", "--port", String(port)], floorDir, `${origin}/`];
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      let signalled = true;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        signalled = false;
      }
      if (signalled) await exited;
    }
    if (!keepData) removeData();
  };
  try {
    await waitUntilServing(ready, { child, intervalMs: 100 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop, removeData, pid: child.pid };
}

/** GET with the headers a browser sends; the body as it travelled (still compressed). */
export function getRaw(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip", "user-agent": "bench" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Transfer size with gzip: what the server sent if it compressed, else what gzip would make of it. */
function gzipTransfer({ headers, body }) {
  const encoding = headers["content-encoding"];
  if (encoding === "gzip") return { gzipBytes: body.length, rawBytes: gunzipLength(body), serverCompressed: true };
  if (encoding) throw new Error(`unexpected content-encoding ${encoding}`);
  return { gzipBytes: gzipSync(body, { level: 6 }).length, rawBytes: body.length, serverCompressed: false };
}

function gunzipLength(body) {
  return zlibGunzip(body).length;
}

function decode(response) {
  return response.headers["content-encoding"] === "gzip" ? zlibGunzip(response.body).toString("utf8") : response.body.toString("utf8");
}

const attribute = (tag, name) => {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(tag);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

/**
 * The JavaScript files a modern browser downloads for a page: <script src> (not nomodule),
 * <link rel=modulepreload> / <link rel=preload as=script> and the chunks the after-paint loader
 * requests (decision 0032), deduplicated, in document order.
 */
export function firstLoadScripts(html, pageUrl) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src === null || attribute(tag, "nomodule") !== null) continue;
    urls.push(new URL(src.replaceAll("&amp;", "&"), pageUrl).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attribute(tag, "as") ?? "").toLowerCase();
    const href = attribute(tag, "href");
    if (href === null) continue;
    if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script"))
      urls.push(new URL(href.replaceAll("&amp;", "&"), pageUrl).href);
  }
  for (const src of afterPaintSources(html)) urls.push(new URL(src, pageUrl).href);
  return [...new Set(urls)];
}

/** HTML and first-load JS of one page, as transfer sizes with gzip. */
export async function measurePage(origin, route, { expectedStatus = 200 } = {}) {
  const pageUrl = `${origin}${route}`;
  const response = await getRaw(pageUrl);
  if (response.status !== expectedStatus) throw new Error(`${route}: status ${response.status}, expected ${expectedStatus}`);
  const html = decode(response);
  const htmlSize = gzipTransfer(response);
  const scripts = [];
  for (const url of firstLoadScripts(html, pageUrl)) {
    const script = await getRaw(url);
    if (script.status !== 200) throw new Error(`${route}: script ${url} answered ${script.status}`);
    scripts.push({ url: url.replace(origin, ""), ...gzipTransfer(script) });
  }
  return {
    route,
    status: response.status,
    htmlRawBytes: htmlSize.rawBytes,
    htmlGzipBytes: htmlSize.gzipBytes,
    htmlServerCompressed: htmlSize.serverCompressed,
    noindex: /<meta[^>]+name="robots"[^>]+noindex/i.test(html),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    jsRawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    scripts,
  };
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/** The CPU slowdown of every Lighthouse run in this process: 4x until `calibrateCpuSlowdown` has run. */
let cpuSlowdownMultiplier = REFERENCE_CPU_SLOWDOWN;

/**
 * Calibrates the CPU slowdown on the framework's floor (decision 0033): three runs of the floor
 * page at Lighthouse's 4x, the median of its longest task (and of its main-thread work) against the
 * reference machine's. A machine that does the floor's fixed work twice as slowly emulates the
 * phone with half the slowdown, so the site's figures mean the same phone on any host. Every later
 * run in this process uses the result.
 */
export async function calibrateCpuSlowdown(floorUrl, runs = 3) {
  cpuSlowdownMultiplier = REFERENCE_CPU_SLOWDOWN;
  const lighthouse = await openLighthouse();
  let floorRuns;
  try {
    // The floor's tasks are all that is read from these runs.
    floorRuns = await lighthouse.auditRuns(floorUrl, runs, { repeatsOnly: true });
  } finally {
    lighthouse.close();
  }
  const floorWork = {
    longestTaskMs: median(floorRuns.map((run) => run.longestTaskMs)),
    mainThreadWorkMs: median(floorRuns.map((run) => run.mainThreadWorkMs)),
  };
  cpuSlowdownMultiplier = cpuSlowdownFor(floorWork);
  return {
    ...floorWork,
    floorLongestTaskRunsMs: floorRuns.map((run) => Math.round(run.longestTaskMs)),
    floorMainThreadRunsMs: floorRuns.map((run) => Math.round(run.mainThreadWorkMs)),
    cpuSlowdownMultiplier,
  };
}

/** One Chromium for a series of sequential Lighthouse runs (mobile, simulated throttling, the calibrated CPU slowdown). */
export async function openLighthouse() {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  /**
   * One run. Accessibility and SEO are read from the page's markup, the same in every run: a
   * repeat run (`repeat`) measures performance and best practices (the console's errors may vary)
   * only, which spares Lighthouse's axe pass and SEO audits on each repeat.
   */
  const audit = async (url, { repeat = false } = {}) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: repeat ? ["performance", "best-practices"] : ["performance", "accessibility", "best-practices", "seo"],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarizeLighthouse(result.lhr);
  };
  /**
   * `count` consecutive runs of one page (decision 0032: the median counts, never the best), the
   * first with every category, the rest repeats (`repeatsOnly`: every one). One Chromium serves
   * them all; Lighthouse clears its cache and storage before each run, so no run finds the
   * previous one's files.
   */
  const auditRuns = async (url, count, { repeatsOnly = false } = {}) => {
    const runs = [];
    for (let index = 0; index < count; index += 1) runs.push(await audit(url, { repeat: repeatsOnly || index > 0 }));
    return runs;
  };
  return { audit, auditRuns, close: () => chrome.kill() };
}

/** Scores, the three metrics of the issue, and the titles of the audits that cost points. */
export function summarizeLighthouse(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const category = (id) => lhr.categories[id]?.score ?? null;
  const failingAudits = [];
  for (const [id, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ref.weight === 0) continue;
      // Performance metrics count as failing below Lighthouse's own "good" (0.9); every other
      // weighted audit is pass/fail.
      const threshold = id === "performance" ? 0.9 : 1;
      if (audit.score < threshold) failingAudits.push(`[${id}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    }
  }
  return {
    performance: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    largestContentfulPaintMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    totalBlockingTimeMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    cumulativeLayoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    failingAudits,
    // Cross-check of the first-load JS list: the scripts Chromium actually fetched.
    scriptsLoaded: (lhr.audits["network-requests"]?.details?.items ?? [])
      .filter((item) => item.resourceType === "Script")
      .map((item) => ({ url: item.url, transferSize: item.transferSize })),
    // Component-payload requests during the load: the prefetches of links in view (decision 0032).
    rscRequests: (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => /[?&]_rsc=/.test(item.url)).length,
    lighthouseVersion: lhr.lighthouseVersion,
    // The longest main-thread task and the main-thread work, as Lighthouse reports them (already
    // multiplied by the CPU slowdown): the floor's calibrate the slowdown (decision 0033).
    longestTaskMs: Math.max(0, ...(lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => item.duration ?? 0)),
    mainThreadWorkMs: lhr.audits["mainthread-work-breakdown"]?.numericValue ?? null,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

/**
 * CPU time (user + system, in ms) used so far by every process of a process group, from /proc.
 * Requests per second on a shared two-core machine move with whatever else runs (the load
 * generator shares the cores); the server's CPU time per request does not, so the bench records
 * both. Null where /proc is not available.
 */
export function processGroupCpuMs(processGroup) {
  let ticks = 0;
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    const figures = cpuTicksOfStat(stat);
    if (figures && figures.processGroup === processGroup) ticks += figures.ticks;
  }
  return (ticks * 1000) / clockTicksPerSecond();
}

/** The process group and user + system clock ticks of one /proc/<pid>/stat line (proc(5)). */
export function cpuTicksOfStat(stat) {
  // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ")".
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // rest[0] is field 3 (state): field N is rest[N - 3].
  const processGroup = Number(rest[5 - 3]);
  const ticks = Number(rest[14 - 3]) + Number(rest[15 - 3]);
  return Number.isFinite(processGroup) && Number.isFinite(ticks) ? { processGroup, ticks } : null;
}

let clockTicks;
function clockTicksPerSecond() {
  clockTicks ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  return clockTicks;
}

export const kb = (bytes) => (bytes / 1000).toFixed(1);
