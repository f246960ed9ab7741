// The mail-down scenario: mail server down for the whole run, then up: every lead notified once. (docs/decisions/0013-faults.md)
import { freePort } from "../../support/harness.ts";
import { startSmtpServer } from "@agency/supabase/test-support";
import { record, sleep, smtpCounts, startServer, submit, unacknowledged, until } from "../support.ts";

export async function mailDownScenario() {
  const smtpPort = await freePort();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const run = await submit([server.url], 200, 20, "maildown");
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as { status: string; mail: { ok: boolean } };
  const smtp = await startSmtpServer(smtpPort);
  const acknowledged = [...run.acknowledged.keys()];
  const recoveryMs = await until(
    "every lead notified once the mail server is up",
    () => {
      const counts = smtpCounts(smtp);
      return acknowledged.every((email) => (counts.get(email) ?? 0) >= 1);
    },
    120_000,
  ).catch(() => -1);
  await sleep(2000);
  const counts = smtpCounts(smtp);
  const twice = [...counts.values()].filter((n) => n > 1).length;
  await server.kill("SIGTERM");
  await smtp.close();
  record(
    "mail down for the run, then up",
    `${run.acknowledged.size} acknowledged while down${unacknowledged(run)} (health "${health.status}"), ${smtp.received.length} e-mails after recovery, ${twice} leads e-mailed twice, all delivered ${recoveryMs >= 0 ? `${(recoveryMs / 1000).toFixed(1)} s after mail came back` : "NOT within 120 s"}`,
    run.acknowledged.size === 200 && health.status === "degraded" && recoveryMs >= 0 && twice === 0,
  );
}
