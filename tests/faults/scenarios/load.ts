// The load scenario: 5,000 submissions at 50 connections, embedded mode: stored = acknowledged. (docs/decisions/0013-faults.md)
import { pgliteRows, record, startServer, submit, unacknowledged } from "../support.ts";

export async function loadScenario() {
  const server = await startServer({});
  const run = await submit([server.url], 5000, 50, "load");
  await server.kill("SIGTERM");
  const rows = await pgliteRows(server.dataDir);
  const stored = new Set(rows.map((row) => row.email));
  const lost = [...run.acknowledged.keys()].filter((email) => !stored.has(email)).length;
  record(
    "load (embedded, 5,000 at 50 connections)",
    `${run.acknowledged.size} acknowledged${unacknowledged(run)}, ${rows.length} stored, ${lost} lost, ${Math.round(5000 / run.seconds)} submissions/s`,
    run.acknowledged.size === 5000 && rows.length === run.acknowledged.size && lost === 0,
  );
}
