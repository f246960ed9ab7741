// The database scenario: PostgreSQL cut off, then back: 503s meanwhile, no restart needed after. (docs/decisions/0013-faults.md)
import pg from "pg";
import { createScratchDatabase } from "@agency/supabase/tests/support/database";
import { cuttableProxy, record, startServer, submit, throughPort, until } from "../support.ts";

export async function databaseScenario() {
  const database = await createScratchDatabase("faults_db");
  const proxy = await cuttableProxy({ path: "/var/run/postgresql/.s.PGSQL.5432" });
  const server = await startServer({ DATABASE_URL: throughPort(database.url, proxy.port) });
  try {
    const before = await submit([server.url], 20, 5, "dbup");
    proxy.cut();
    const started = Date.now();
    const during = await submit([server.url], 20, 5, "dbcut");
    const cutSeconds = (Date.now() - started) / 1000;
    const healthDown = (await fetch(`${server.url}/api/health`)).status;
    const pageDown = (await fetch(`${server.url}/contact/`)).status;
    proxy.restore();
    const recoverMs = await until(
      "leads accepted again without a restart",
      async () => {
        const probe = await submit([server.url], 1, 1, `dbback${Date.now()}`);
        return probe.acknowledged.size === 1;
      },
      30_000,
    ).catch(() => -1);
    // A health result is reused for up to 5 s (src/leads/health.ts): 200 again within 10 s.
    const healthOk = async () => (await fetch(`${server.url}/api/health`)).status === 200;
    const healthUp =
      (await until("/api/health 200 again", healthOk, 10_000).catch(() => -1)) >= 0
        ? 200
        : (await fetch(`${server.url}/api/health`)).status;
    const after = await submit([server.url], 20, 5, "dbafter");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = Number((await client.query("select count(*)::int as n from public.contact_forms where email like 'db%'")).rows[0].n);
    await client.end();
    const expected = before.acknowledged.size + after.acknowledged.size + (recoverMs >= 0 ? 1 : 0);
    record(
      "database cut off, then back (PostgreSQL)",
      `while cut: ${during.statuses.get(503) ?? 0}/20 answered 503 in ${cutSeconds.toFixed(1)} s, /api/health ${healthDown}, pages ${pageDown}; back: accepted again after ${(recoverMs / 1000).toFixed(1)} s, /api/health ${healthUp}, ${after.acknowledged.size}/20 accepted; ${stored} stored = ${expected} acknowledged`,
      before.acknowledged.size === 20 &&
        (during.statuses.get(503) ?? 0) === 20 &&
        healthDown === 503 &&
        pageDown === 200 &&
        recoverMs >= 0 &&
        healthUp === 200 &&
        after.acknowledged.size === 20 &&
        stored === expected,
    );
  } finally {
    await server.kill("SIGTERM");
    await proxy.close();
    await database.drop();
  }
}
