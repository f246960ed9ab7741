// The crash scenario: SIGKILL mid-run, restart: every acknowledged lead stored and then notified. (docs/decisions/0013-faults.md)
import { freshDataDir, outboxCounts, pgliteRows, record, startServer, submit, until } from "../support.ts";

export async function crashScenario() {
  const dataDir = freshDataDir("faults-crash-");
  const first = await startServer({ DATA_DIR: dataDir });
  let killed = false;
  // SIGKILL once 1,500 answers are in: the rest of the run meets a dead server.
  const run = await submit([first.url], 5000, 50, "crash", (done) => {
    if (done >= 1500 && !killed) {
      killed = true;
      void first.kill("SIGKILL");
    }
  });
  await first.kill("SIGKILL");
  const second = await startServer({ DATA_DIR: dataDir });
  // The restarted server's retry loop notifies every stored lead left un-notified by the crash;
  // those the killed server had claimed wait for their lease (120 s) to run out first.
  const acknowledged = [...run.acknowledged.keys()];
  const notifyMs = await until(
    "every acknowledged lead notified after the restart",
    () => {
      const counts = outboxCounts(dataDir);
      return acknowledged.every((email) => (counts.get(email) ?? 0) >= 1);
    },
    180_000,
  ).catch(() => -1);
  await second.kill("SIGTERM");
  const rows = await pgliteRows(dataDir);
  const stored = new Set(rows.map((row) => row.email));
  const missing = acknowledged.filter((email) => !stored.has(email)).length;
  const counts = outboxCounts(dataDir);
  const unnotified = acknowledged.filter((email) => !counts.get(email)).length;
  record(
    "crash (SIGKILL mid-run, restart)",
    `${run.acknowledged.size} acknowledged before the kill, ${rows.length} stored, ${missing} missing, ${unnotified} not notified, all notified ${notifyMs >= 0 ? `${(notifyMs / 1000).toFixed(1)} s after restart` : "NOT within 180 s"}`,
    run.acknowledged.size > 0 && missing === 0 && unnotified === 0,
  );
}
