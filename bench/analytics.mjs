// `npm run bench:analytics`: the server's CPU per counted page view (issue 35, decision 0048).
// Three figures, each the median of three runs, CPU time from process.cpuUsage (user + system)
// divided by the views counted:
//   1. the decision itself (viewToCount: GPC, bot rule, zod on the beacon, device class, day);
//   2. the whole handler (countPageView: the body read from a Request, the decision, the store
//      call) with a store that keeps nothing, i.e. what this code adds per view in any mode;
//   3. the same with the real store on an in-memory PGlite, in this process: embedded mode's cost
//      including the database's own work;
//   4. the same on PostgreSQL (a scratch database on the local server): the server process's CPU,
//      the database's own work being PostgreSQL's process (as it is Supabase's in hosted mode).
// Next.js's own routing of the request comes on top in production (bench.mjs measures a request
// through Next.js); this measures what counting adds.
import { writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { createJiti } = await import("jiti");
const jiti = createJiti(path.join(root, "apps/web/scripts/x.ts"), { tsconfigPaths: true });
const web = (file) => jiti.import(path.join(root, "apps/web/src", file));
const [
  { viewToCount, countPageView },
  { openMemoryPGlite },
  { openPGliteRepository },
  { createPostgresRepository },
  { createScratchDatabase },
] = await Promise.all([
  web("analytics/countView.ts"),
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

async function perView(views, count) {
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const start = cpuMicros();
    for (let index = 0; index < views; index += 1) await count();
    runs.push((cpuMicros() - start) / views);
  }
  return { microsecondsPerView: Number(median(runs).toFixed(1)), runs: runs.map((value) => Number(value.toFixed(1))), views };
}

const beaconRequest = () => new Request("https://www.example-agency.ca/api/analytics/", { method: "POST", headers: HEADERS, body: BODY });
const keepsNothing = { countView: async () => undefined, rollUp: async () => 0, traffic: async () => ({}) };
const noLog = () => undefined;

// Warm-up: the JIT and zod's first parse are not a view's cost.
for (let index = 0; index < 5_000; index += 1) viewToCount(HEADERS, BODY, new Date());

const decision = await perView(50_000, async () => {
  if (viewToCount(HEADERS, BODY, new Date()) instanceof Response) throw new Error("not counted");
});
const handler = await perView(20_000, async () => {
  const response = await countPageView(beaconRequest(), async () => keepsNothing, noLog);
  if (response.status !== 204) throw new Error(`answered ${response.status}`);
});
/** The handler on a real store: 500 views of warm-up, then 3,000 per run. */
async function withStore(repository) {
  try {
    for (let index = 0; index < 500; index += 1) await countPageView(beaconRequest(), async () => repository.analytics, noLog);
    return await perView(3_000, async () => {
      const response = await countPageView(beaconRequest(), async () => repository.analytics, noLog);
      if (response.status !== 204) throw new Error(`answered ${response.status}`);
    });
  } finally {
    await repository.close();
  }
}
const pglite = await withStore(await openPGliteRepository(await openMemoryPGlite()));
const scratch = await createScratchDatabase("analytics_bench");
let postgres;
try {
  postgres = await withStore(await createPostgresRepository(scratch.url));
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
};
console.log(`Counting a page view, server CPU (median of three runs; load ${result.machine.load1}):`);
console.log(`  the decision (GPC, bot, zod, device, day):   ${decision.microsecondsPerView} µs  (${decision.runs.join(", ")})`);
console.log(`  the handler, store keeping nothing:          ${handler.microsecondsPerView} µs  (${handler.runs.join(", ")})`);
console.log(`  the handler with PGlite in this process:     ${pglite.microsecondsPerView} µs  (${pglite.runs.join(", ")})`);
console.log(`  the handler on PostgreSQL (server process):  ${postgres.microsecondsPerView} µs  (${postgres.runs.join(", ")})`);
const out = path.join(root, "bench/results", `analytics-${result.measuredAt.slice(0, 16).replace(/:/g, "")}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written to ${path.relative(root, out)}`);
