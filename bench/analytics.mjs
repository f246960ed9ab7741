// `npm run bench:analytics`: the server's CPU per counted page view (issue 35, decision 0048).
// Each figure is the median of three runs, CPU time from process.cpuUsage (user + system) divided
// by the views counted:
//   1. the decision itself (viewToCount: GPC, bot rule, zod on the beacon, device class, day);
//   2. the whole handler (countPageView: the body read from a Request, the decision, the check
//      against the published pages, the per-client limit in memory, the view buffered) with a
//      buffer that writes nothing, i.e. what this code adds per view in any mode;
//   3. the same writing its batches (viewBuffer.ts: one call per second or per 200 views) to an
//      in-memory PGlite, in this process: embedded mode's cost including the database's own work;
//   4. the same on PostgreSQL (a scratch database on the local server): the server process's CPU,
//      the database's own work being PostgreSQL's process (as it is Supabase's in hosted mode);
//   5. as 4 with one database call per view, as before the batches (the store's countView);
//   6. as 4 with the per-client limit shared through PostgreSQL, as several instances run it.
// Next.js's own routing of the request comes on top in production (bench.mjs measures a request
// through Next.js); this measures what counting adds.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { createJiti } = await import("jiti");
const jiti = createJiti(path.join(root, "apps/web/scripts/x.ts"), { tsconfigPaths: true });
const web = (file) => jiti.import(path.join(root, "apps/web/src", file));
const [
  { viewToCount, countPageView },
  { createViewBuffer },
  { createViewLimiter },
  { createPublishedPaths },
  { ALL_ROUTES, QUERY_ROUTES },
  { openMemoryPGlite },
  { openPGliteRepository },
  { createPostgresRepository },
  { createScratchDatabase },
] = await Promise.all([
  web("analytics/countView.ts"),
  web("analytics/viewBuffer.ts"),
  web("analytics/viewLimit.ts"),
  web("analytics/publishedPaths.ts"),
  web("routing/routes.ts"),
  web("database/pglite.ts"),
  web("server/stores/embedded.ts"),
  web("server/stores/postgres.ts"),
  jiti.import(path.join(root, "supabase/tests/support/database.ts")),
]);

const USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const BODY = JSON.stringify({
  path: "/self-storage/ontario/toronto/",
  source: "newsletter",
  medium: "email",
  campaign: "fall-2026",
  referrer: "mail.example.com",
  vitals: { lcp: 1840, inp: 96, cls: 0.012, ttfb: 310 },
});
const HEADERS = new Headers({
  "content-type": "text/plain;charset=UTF-8",
  "user-agent": USER_AGENT,
  origin: "https://www.example-agency.ca",
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

/** CPU per view over `views` calls of `count`, `finish` (the last batch's write) inside the measure. */
async function perView(views, count, finish = async () => undefined) {
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const start = cpuMicros();
    for (let index = 0; index < views; index += 1) await count();
    await finish();
    runs.push((cpuMicros() - start) / views);
  }
  return { microsecondsPerView: Number(median(runs).toFixed(1)), runs: runs.map((value) => Number(value.toFixed(1))), views };
}

const beaconRequest = () => new Request("https://www.example-agency.ca/api/analytics/", { method: "POST", headers: HEADERS, body: BODY });
const noLog = () => undefined;
// The seed's pages and the fixed routes, as the site's list would hold them (a Set either way).
const { datasetPagePaths } = await jiti.import(path.join(root, "packages/paths/src/index.ts"));
const seed = readFileSync(path.join(root, "apps/studio/seed/production.ndjson"), "utf8").split("\n").filter(Boolean).map(JSON.parse);
const published = createPublishedPaths(async () => [...ALL_ROUTES, ...QUERY_ROUTES, ...datasetPagePaths(seed)]);
// Views come from 1,000 client addresses in turn, each under the real limit (120 a minute): the
// bench measures counting, with the limit's bookkeeping, not the limit refusing.
let client = 0;
const nextClient = () => `2001:db8:${(client = (client + 1) % 1000).toString(16)}::`;

/** The endpoint's dependencies around `record` and a limiter (the in-memory one unless given). */
function counting(record, limiter = createViewLimiter()) {
  return {
    isPublished: (page) => published.has(page),
    clientKey: nextClient,
    attempt: (key) => limiter.attempt(key),
    record,
    logError: noLog,
  };
}

// Warm-up: the JIT and zod's first parse are not a view's cost.
for (let index = 0; index < 5_000; index += 1) viewToCount(HEADERS, BODY, new Date());

const decision = await perView(50_000, async () => {
  if (viewToCount(HEADERS, BODY, new Date()) instanceof Response) throw new Error("not counted");
});
const keepsNothing = counting(() => true);
const handler = await perView(20_000, async () => {
  const response = await countPageView(beaconRequest(), keepsNothing);
  if (response.status !== 204) throw new Error(`answered ${response.status}`);
});

/** The handler buffering into `repository` (batches), or calling it once per view (`perCall`), its writes flushed within each run. */
async function withStore(repository, { perCall = false, sharedLimit = false } = {}) {
  try {
    const buffer = createViewBuffer({ write: (views) => repository.analytics.countViews(views), logError: console.error });
    const record = perCall ? (view) => (pendingCalls.push(repository.analytics.countView(view)), true) : (view) => buffer.add(view);
    const pendingCalls = [];
    const limiter = sharedLimit ? createViewLimiter({ shared: async () => repository.sharedState }) : undefined;
    const deps = counting(record, limiter);
    const view = async () => {
      const response = await countPageView(beaconRequest(), deps);
      if (response.status !== 204) throw new Error(`answered ${response.status}`);
      // One call per view: awaited with its view, as the endpoint did before the batches.
      if (perCall) await pendingCalls.pop();
    };
    for (let index = 0; index < 500; index += 1) await view();
    await buffer.flush();
    return await perView(3_000, view, () => buffer.flush());
  } finally {
    await repository.close();
  }
}
const pglite = await withStore(await openPGliteRepository(await openMemoryPGlite()));
const scratch = await createScratchDatabase("analytics_bench");
let postgres;
let postgresPerCall;
let postgresSharedLimit;
try {
  postgres = await withStore(await createPostgresRepository(scratch.url));
  postgresPerCall = await withStore(await createPostgresRepository(scratch.url), { perCall: true });
  postgresSharedLimit = await withStore(await createPostgresRepository(scratch.url), { sharedLimit: true });
} finally {
  await scratch.drop();
}

const result = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus()[0]?.model, cores: os.cpus().length, load1: Number(os.loadavg()[0].toFixed(2)), node: process.version },
  decision,
  handler,
  handlerWithPGlite: pglite,
  handlerWithPostgreSQL: postgres,
  handlerWithPostgreSQLOneCallPerView: postgresPerCall,
  handlerWithPostgreSQLSharedLimit: postgresSharedLimit,
};
console.log(`Counting a page view, server CPU (median of three runs; load ${result.machine.load1}):`);
console.log(`  the decision (GPC, bot, zod, device, day):   ${decision.microsecondsPerView} µs  (${decision.runs.join(", ")})`);
console.log(`  the handler, buffer writing nothing:         ${handler.microsecondsPerView} µs  (${handler.runs.join(", ")})`);
console.log(`  the handler, batches to PGlite in-process:   ${pglite.microsecondsPerView} µs  (${pglite.runs.join(", ")})`);
console.log(`  the handler, batches to PostgreSQL:          ${postgres.microsecondsPerView} µs  (${postgres.runs.join(", ")})`);
console.log(
  `  the handler, one PostgreSQL call per view:   ${postgresPerCall.microsecondsPerView} µs  (${postgresPerCall.runs.join(", ")})`,
);
console.log(
  `  batches, the limit shared through PostgreSQL: ${postgresSharedLimit.microsecondsPerView} µs  (${postgresSharedLimit.runs.join(", ")})`,
);
const out = path.join(root, "bench/results", `analytics-${result.measuredAt.slice(0, 16).replace(/:/g, "")}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written to ${path.relative(root, out)}`);
