// `npm run bench:compare -- [older.json] [newer.json]`: what changed between two bench runs.
// Defaults: the newest dated run before latest.json, and latest.json.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const folder = path.join(root, "bench/results");
const latest = path.join(folder, "latest.json");
const dated = readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.json$/.test(name))
  .sort()
  .map((name) => path.join(folder, name));
const [olderFile, newerFile] = process.argv.slice(2).length === 2 ? process.argv.slice(2) : [dated.at(-2), latest];
if (!olderFile || !newerFile) {
  console.error("Need two runs: pass two result files, or run `npm run bench` twice.");
  process.exit(1);
}
const [older, newer] = [olderFile, newerFile].map((file) => JSON.parse(readFileSync(file, "utf8")));
const delta = (before, after, digits = 1, scale = 1) => {
  if (before === null || before === undefined || after === null || after === undefined) return "–";
  const difference = (after - before) / scale;
  return `${(after / scale).toFixed(digits)} (${difference >= 0 ? "+" : ""}${difference.toFixed(digits)})`;
};

console.log(
  `older: ${path.relative(root, olderFile)} (${older.machine.date}, ${older.machine.commit.slice(0, 8)}, load ${older.machine.loadAverage1m})`,
);
console.log(
  `newer: ${path.relative(root, newerFile)} (${newer.machine.date}, ${newer.machine.commit.slice(0, 8)}, load ${newer.machine.loadAverage1m})`,
);
console.log(`floor JS KB: ${delta(older.floor.jsGzipBytes, newer.floor.jsGzipBytes, 1, 1000)}\n`);
console.log(
  [
    "route".padEnd(46),
    "JS KB".padStart(16),
    "HTML gz KB".padStart(16),
    "perf".padStart(14),
    "LCP ms".padStart(16),
    "TBT ms".padStart(14),
  ].join(" "),
);
for (const after of newer.routes) {
  const before = older.routes.find((entry) => entry.route === after.route);
  if (!before) continue;
  console.log(
    [
      after.route.padEnd(46),
      delta(before.jsGzipBytes, after.jsGzipBytes, 1, 1000).padStart(16),
      delta(before.htmlGzipBytes, after.htmlGzipBytes, 1, 1000).padStart(16),
      delta(before.lighthouse?.performance, after.lighthouse?.performance, 2).padStart(14),
      delta(before.lighthouse?.largestContentfulPaintMs, after.lighthouse?.largestContentfulPaintMs, 0).padStart(16),
      delta(before.lighthouse?.totalBlockingTimeMs, after.lighthouse?.totalBlockingTimeMs, 0).padStart(14),
    ].join(" "),
  );
}
if (older.load && newer.load) {
  console.log("");
  for (const [name, after] of Object.entries(newer.load)) {
    const before = older.load[name];
    if (!before) continue;
    console.log(
      `${name.padEnd(16)} req/s ${delta(before.requestsPerSecond, after.requestsPerSecond, 0)}  median ms ${delta(before.latencyMs.median, after.latencyMs.median, 0)}  p99 ms ${delta(before.latencyMs.p99, after.latencyMs.p99, 0)}${cpu(before, after)}`,
    );
  }
}

/** The server's CPU per request, when both runs recorded it (runs before it was added did not). */
function cpu(before, after) {
  const [older, newer] = [before.serverCpuMicrosecondsPerRequest, after.serverCpuMicrosecondsPerRequest];
  return older == null || newer == null ? "" : `  server CPU µs/request ${delta(older, newer, 0)}`;
}
