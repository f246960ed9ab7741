// The two-nodes scenario: two servers on one PostgreSQL: both accept, no lead e-mailed twice. (docs/decisions/0013-faults.md)
import pg from "pg";
import { createScratchDatabase } from "@agency/supabase/tests/support/database";
import { startSmtpServer } from "@agency/supabase/test-support";
import { record, sleep, smtpCounts, startServer, submit, unacknowledged, until } from "../support.ts";

export async function twoNodesScenario() {
  const database = await createScratchDatabase("faults_two");
  const smtp = await startSmtpServer(0);
  const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
  const [a, b] = await Promise.all([startServer(env), startServer(env)]);
  try {
    const run = await submit([a.url, b.url], 1000, 50, "twonodes");
    const acknowledged = [...run.acknowledged.keys()];
    const deliveredMs = await until(
      "every lead notified",
      () => {
        const counts = smtpCounts(smtp);
        return acknowledged.every((email) => (counts.get(email) ?? 0) >= 1);
      },
      90_000,
    ).catch(() => -1);
    await sleep(3000);
    const counts = smtpCounts(smtp);
    const twice = [...counts.values()].filter((n) => n > 1).length;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = Number((await client.query("select count(*)::int as n from public.contact_forms")).rows[0].n);
    await client.end();
    const perNode = [0, 1].map((node) => acknowledged.filter((email) => Number(/-(\d+)@/.exec(email)?.[1]) % 2 === node).length);
    record(
      "two servers on one PostgreSQL",
      `${run.acknowledged.size} acknowledged${unacknowledged(run)} (${perNode[0]} by one, ${perNode[1]} by the other), ${stored} stored, ${smtp.received.length} e-mails, ${twice} leads e-mailed twice, all notified ${deliveredMs >= 0 ? `in ${(deliveredMs / 1000).toFixed(1)} s` : "NOT within 90 s"}`,
      run.acknowledged.size === 1000 && stored === 1000 && deliveredMs >= 0 && twice === 0 && perNode.every((n) => n > 0),
    );
  } finally {
    await Promise.all([a.kill("SIGTERM"), b.kill("SIGTERM")]);
    await smtp.close();
    await database.drop();
  }
}
