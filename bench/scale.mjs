// How the build scales with the dataset (issue 16, decision 0025): generates datasets of the seed
// plus 100, 1,000 and 5,000 documents (bench/scaleDataset.ts: mostly news articles with bodies,
// then listings, markets and guides), builds each into its own dist dir, and prints documents,
// pages built, build time, peak memory of the build's process tree, time per page and the gzip
// size of the largest index page. Then it checks the issue's targets and exits 1 when one breaks:
//
// - Per-page cost flat: the static-generation phase's time per page (Next.js's own
//   "Generating static pages (N/N) in T" figure; compilation is a fixed cost that would otherwise
//   make small builds look expensive per page) at each size is at most FLAT_TOLERANCE times the
//   cheapest smaller size's. A page that queries the whole dataset grows linearly: at 50 times the
//   documents it costs several times as much, far outside the tolerance, while a busy shared
//   machine moves the same build's figure by up to ~30 % (decision 0025).
// - No index page (the news list and its pages, category pages, the listings index, the hubs) over
//   50 KB gzip at the largest size.
//
// Each size is built `--runs` times (default 3); time per page is the median of the runs and peak
// memory the largest (decision 0025: the shared machine moves one build's figure by up to ~30 %).
// `--hub-markets N` adds one build of the seed plus N generated markets of each kind and prints the
// two Ontario hubs' gzip size (the issue's "within 50 KB with 150 markets"); 0 skips it.
//
// Usage: npm run bench:scale [-- --sizes 1000,5000] [--runs 3] [--hub-markets 150] [--keep] [--no-save]
// (`--sizes none --hub-markets 150`: the hubs' build alone)
// The datasets go to a temporary folder; each build goes to apps/web/.next-scale-<size> (NEXT_DIST_DIR
// must be a folder inside apps/web). Both are removed at the end unless --keep.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { hubMarketsDataset, scaleCounts, scaleDataset } from "./scaleDataset.ts";
import { root, webDir } from "./lib.mjs";

/** The issue's bound (issue 35): 1.3× as the median of three runs; decision 0025 had 1.5× for one run. */
export const FLAT_TOLERANCE = 1.3;
const HUBS = ["/self-storage/ontario/", "/industrial/ontario/"];
export const INDEX_PAGE_LIMIT_BYTES = 50 * 1000;

const argument = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
// "none": only the hubs' build.
const sizesText = argument("sizes") ?? "1000,5000";
const sizes = sizesText === "none" ? [] : sizesText.split(",").map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error("--sizes takes whole numbers separated by commas, such as --sizes 100,1000");
  process.exit(2);
}
const runsPerSize = Number(argument("runs") ?? 3);
const hubMarkets = Number(argument("hub-markets") ?? 150);
if (!Number.isInteger(runsPerSize) || runsPerSize < 1 || !Number.isInteger(hubMarkets) || hubMarkets < 0) {
  console.error("--runs takes a whole number of at least 1 and --hub-markets one of at least 0");
  process.exit(2);
}
const keep = process.argv.includes("--keep");
const save = !process.argv.includes("--no-save");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/**
 * Index pages: lists whose length follows the dataset, including the hubs' market directory
 * pages. Paths as the build writes them (server/app).
 */
export function isIndexPage(route) {
  return (
    route === "/insights/" ||
    route.startsWith("/insights/page/") ||
    route.startsWith("/insights/category/") ||
    route === "/self-storage/listings/" ||
    route.startsWith("/self-storage/ontario/markets/") ||
    route.startsWith("/industrial/ontario/markets/") ||
    ["/self-storage/", "/self-storage/ontario/", "/self-storage/insights/", "/industrial/", "/industrial/ontario/"].includes(route)
  );
}

/** Resident memory (bytes) of every process in process group `pgid`, read from /proc. */
function groupRss(pgid) {
  let pages = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) are in parentheses-free order: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      pages += Number(readFileSync(`/proc/${entry}/statm`, "utf8").split(" ")[1]);
    } catch {
      // exited meanwhile
    }
  }
  return pages * 4096;
}

/** Seconds from Next.js's duration text ("120ms", "3.4s", "12s", "1.2min"). */
function seconds(text) {
  const [, value, unit] = /^([\d.]+)(ms|s|min)$/.exec(text) ?? [];
  if (value === undefined) return null;
  return Number(value) * (unit === "ms" ? 0.001 : unit === "min" ? 60 : 1);
}

/** Builds apps/web on `dataset` into `distDir`, sampling the process tree's memory. */
function build(dataset, distDir) {
  // `next build` rewrites next-env.d.ts to point at its distDir: keep the committed one.
  const nextEnv = path.join(webDir, "next-env.d.ts");
  const committed = readFileSync(nextEnv, "utf8");
  const started = Date.now();
  const child = spawn(process.execPath, [nextBin, "build"], {
    cwd: webDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // A local origin: the pages are measured, never published (a production build needs SITE_URL).
    env: {
      SITE_URL: "http://127.0.0.1:3000",
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      CONTENT_DATASET: dataset,
      NEXT_DIST_DIR: distDir,
    },
  });
  // Kept to read Next.js's timing, and echoed indented so a long build shows its progress.
  let output = "";
  const echo = (chunk) => {
    output += chunk;
    process.stdout.write(String(chunk).replace(/^(?=.)/gm, "    "));
  };
  child.stdout.on("data", echo);
  child.stderr.on("data", echo);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, groupRss(child.pid))), 500);
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      clearInterval(sampler);
      writeFileSync(nextEnv, committed);
      if (code !== 0) return reject(new Error(`next build on ${dataset} failed (exit ${code})\n${output}`));
      // "✓ Generating static pages using 2 workers (4321/4321) in 3.2min"
      const match = /Generating static pages[^(]*\((\d+)\/(\d+)\) in ([\d.]+(?:ms|s|min))/.exec(output);
      resolve({
        buildSeconds: (Date.now() - started) / 1000,
        peakRssBytes: peak,
        generated: match ? Number(match[2]) : null,
        generationSeconds: match ? seconds(match[3]) : null,
      });
    });
  });
}

/** Every prerendered HTML page of a build, as [route, bytes]. */
function prerenderedPages(distDir) {
  const appDir = path.join(webDir, distDir, "server/app");
  const pages = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) visit(file);
      else if (entry.endsWith(".html")) {
        const relative = path.relative(appDir, file).slice(0, -".html".length);
        const route = relative === "index" ? "/" : `/${relative}/`;
        pages.push([route, readFileSync(file)]);
      }
    }
  };
  visit(appDir);
  return pages;
}

function machineInfo() {
  const cpus = os.cpus();
  let osName = `${os.type()} ${os.release()}`;
  try {
    osName = `${/^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1]} (${os.type()} ${os.release()})`;
  } catch {
    // not Linux
  }
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  return {
    date: new Date().toISOString(),
    commit: git("rev-parse", "HEAD"),
    uncommittedChanges: git("status", "--porcelain").length > 0,
    cpuModel: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage1m: os.loadavg()[0],
    os: osName,
    node: process.version,
    next: JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version,
  };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const mib = (bytes) => (bytes / 1024 ** 2).toFixed(0);

/** Builds one dataset into its own dist dir and measures the build and its index pages. */
async function measureBuild(text, datasetFile, distDir, label) {
  writeFileSync(datasetFile, text);
  rmSync(path.join(webDir, distDir), { recursive: true, force: true });
  const loadBefore = os.loadavg()[0];
  console.log(`building ${label} into apps/web/${distDir}, load ${loadBefore.toFixed(2)} …`);
  const result = await build(datasetFile, distDir);
  const pages = prerenderedPages(distDir);
  const indexes = pages
    .filter(([route]) => isIndexPage(route))
    .map(([route, html]) => ({ route, rawBytes: html.length, gzipBytes: gzipSync(html, { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const bodyOf = (name) => {
    const file = path.join(webDir, distDir, "server/app", name);
    return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
  };
  const measured = {
    datasetDocuments: text.split("\n").filter(Boolean).length,
    datasetBytes: Buffer.byteLength(text),
    pagesBuilt: pages.length,
    ...result,
    secondsPerPage: result.generated && result.generationSeconds ? result.generationSeconds / result.generated : null,
    loadAverage1m: { before: loadBefore, after: os.loadavg()[0] },
    largestIndexPage: indexes[0] ?? null,
    // The Ontario hubs, whose maps and rent comparison grow with the markets (decision 0025).
    hubs: indexes.filter((page) => HUBS.includes(page.route)),
    indexPagesOverLimit: indexes.filter((page) => page.gzipBytes > INDEX_PAGE_LIMIT_BYTES),
    sitemapGzipBytes: bodyOf("sitemap.xml.body"),
    feedGzipBytes: bodyOf("insights/feed.xml.body"),
  };
  if (!keep) rmSync(path.join(webDir, distDir), { recursive: true, force: true });
  return measured;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One size's builds summed up: the median time per page, the largest peak memory, the last build's pages. */
function summarise(size, builds) {
  const perPage = builds.map((run) => run.secondsPerPage);
  return {
    ...builds.at(-1),
    generatedDocuments: size,
    counts: scaleCounts(size),
    secondsPerPage: perPage.includes(null) ? null : median(perPage),
    secondsPerPageRuns: perPage,
    peakRssBytes: Math.max(...builds.map((run) => run.peakRssBytes)),
    builds: builds.map(({ buildSeconds, generationSeconds, generated, secondsPerPage, peakRssBytes, loadAverage1m }) => ({
      buildSeconds,
      generationSeconds,
      generated,
      secondsPerPage,
      peakRssBytes,
      loadAverage1m,
    })),
  };
}

async function main() {
  const machine = machineInfo();
  const temp = mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  const distDirs = [];
  const runs = [];
  let hubBuild = null;
  try {
    for (const size of sizes) {
      const text = scaleDataset(size);
      const distDir = `.next-scale-${size}`;
      distDirs.push(distDir);
      const builds = [];
      for (let run = 1; run <= runsPerSize; run += 1) {
        const label = `the seed + ${size} documents (${scaleCounts(size).news} news), run ${run} of ${runsPerSize}`;
        builds.push(await measureBuild(text, path.join(temp, `scale-${size}.ndjson`), distDir, label));
      }
      runs.push(summarise(size, builds));
    }
    if (hubMarkets > 0) {
      const distDir = `.next-scale-hubs-${hubMarkets}`;
      distDirs.push(distDir);
      const label = `the seed + ${hubMarkets} generated markets of each kind`;
      const measured = await measureBuild(hubMarketsDataset(hubMarkets), path.join(temp, "hubs.ndjson"), distDir, label);
      hubBuild = { marketsPerKind: hubMarkets, hubs: measured.hubs, indexPagesOverLimit: measured.indexPagesOverLimit };
    }
  } finally {
    if (!keep) {
      rmSync(temp, { recursive: true, force: true });
      for (const distDir of distDirs) rmSync(path.join(webDir, distDir), { recursive: true, force: true });
    }
  }
  report(machine, runs, hubBuild);
}

function report(machine, runs, hubBuild) {
  const problems = [];
  const last = runs.at(-1);
  // Each size against the cheapest smaller one: a small build's per-page figure carries the
  // worker's fixed start-up (loading the app and the dataset), which would hide growth between the
  // larger sizes if only the largest were compared with the smallest.
  let perPageRatio = null;
  if (runs.some((run) => run.secondsPerPage === null)) problems.push("Next.js's static generation time was not found in the build output");
  else {
    for (let i = 1; i < runs.length; i += 1) {
      const base = runs.slice(0, i).reduce((best, run) => (run.secondsPerPage < best.secondsPerPage ? run : best));
      const ratio = runs[i].secondsPerPage / base.secondsPerPage;
      perPageRatio = Math.max(perPageRatio ?? 0, ratio);
      if (ratio > FLAT_TOLERANCE) {
        problems.push(
          `time per page grew ${ratio.toFixed(2)}× from ${base.generatedDocuments} to ${runs[i].generatedDocuments} documents (at most ${FLAT_TOLERANCE}×)`,
        );
      }
    }
  }
  for (const page of [...(last?.indexPagesOverLimit ?? []), ...(hubBuild?.indexPagesOverLimit ?? [])]) {
    problems.push(`${page.route} is ${kb(page.gzipBytes)} KB gzip (at most ${kb(INDEX_PAGE_LIMIT_BYTES)} KB)`);
  }

  const header = [
    "documents",
    "news",
    "pages built",
    "build",
    "static generation",
    "peak RSS",
    "per page (median)",
    "per page, each run",
    "largest index page (gzip)",
    "sitemap gz",
    "feed gz",
    "load",
  ];
  const rows = runs.map((run) => [
    `${run.generatedDocuments} + seed`,
    String(run.counts.news),
    String(run.pagesBuilt),
    `${run.buildSeconds.toFixed(0)} s`,
    run.generationSeconds === null ? "–" : `${run.generationSeconds.toFixed(1)} s / ${run.generated}`,
    `${mib(run.peakRssBytes)} MiB`,
    run.secondsPerPage === null ? "–" : `${(run.secondsPerPage * 1000).toFixed(1)} ms`,
    run.secondsPerPageRuns.map((value) => (value === null ? "–" : (value * 1000).toFixed(1))).join(" / "),
    run.largestIndexPage ? `${kb(run.largestIndexPage.gzipBytes)} KB ${run.largestIndexPage.route}` : "–",
    run.sitemapGzipBytes === null ? "–" : `${kb(run.sitemapGzipBytes)} KB`,
    run.feedGzipBytes === null ? "–" : `${kb(run.feedGzipBytes)} KB`,
    run.builds.map(({ loadAverage1m }) => `${loadAverage1m.before.toFixed(1)}–${loadAverage1m.after.toFixed(1)}`).join(", "),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  console.log(
    `\nMachine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGB} GB, ${machine.os}, Node ${machine.node}, Next.js ${machine.next}; commit ${machine.commit.slice(0, 8)}${machine.uncommittedChanges ? " (with uncommitted changes)" : ""}`,
  );
  console.log(header.map((title, column) => title.padEnd(widths[column])).join(" | "));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join(" | "));
  if (perPageRatio !== null)
    console.log(`\nLargest growth of time per page over a smaller size: ${perPageRatio.toFixed(2)}× (flat: at most ${FLAT_TOLERANCE}×)`);
  if (hubBuild) {
    console.log(`\nThe Ontario hubs with the seed + ${hubBuild.marketsPerKind} generated markets of each kind:`);
    for (const hub of hubBuild.hubs) console.log(`  ${hub.route}: ${kb(hub.gzipBytes)} KB gzip (${kb(hub.rawBytes)} KB raw)`);
  }

  const data = {
    machine,
    flatTolerance: FLAT_TOLERANCE,
    runsPerSize,
    indexPageLimitBytes: INDEX_PAGE_LIMIT_BYTES,
    perPageRatio,
    problems,
    runs,
    hubBuild,
  };
  if (save) {
    const folder = path.join(root, "bench/results");
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `scale-${machine.date.slice(0, 16).replace(/:/g, "")}-${machine.commit.slice(0, 8)}.json`);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`Saved ${path.relative(root, file)}`);
  }
  if (problems.length > 0) {
    console.error(`\nTargets broken:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
    process.exitCode = 1;
  } else console.log("\nTargets met: per-page cost flat, every index page within 50 KB gzip.");
}

await main();
