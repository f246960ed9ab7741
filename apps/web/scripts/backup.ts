/**
 * npm run backup -- --output <new folder>
 *
 * A consistent snapshot of the embedded DATA_DIR (the PGlite database, the deal room's files, the
 * generated secrets: src/backup/snapshot.ts), while the server runs or not. With a server running
 * on the folder, the server writes it (src/backup/liveServer.ts); otherwise this process opens the
 * database itself. Same configuration as the server (the repository's .env and environment).
 * A PostgreSQL or Supabase database is backed up with its own tools (docs/operations.md).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { PGlite } from "@electric-sql/pglite";
import { requestBackup, runningServer } from "../src/backup/liveServer";
import { writeSnapshot } from "../src/backup/snapshot";
import { parseEnv } from "../src/env";
import { leadsMode } from "../src/platform/mode";
import { findRepoRoot } from "../src/process/repoRoot";

const USAGE = "Usage: npm run backup -- --output <a new folder>";

async function main() {
  const { values } = parseArgs({ options: { output: { type: "string" } } });
  if (!values.output) throw new Error(`--output is required\n${USAGE}`);
  const target = path.resolve(values.output);
  loadEnvConfig(findRepoRoot(), false);
  const mode = leadsMode(parseEnv(process.env));
  if (mode.kind !== "pglite") {
    throw new Error(
      `The leads database is ${mode.kind === "postgres" ? "a PostgreSQL (DATABASE_URL): use pg_dump" : "Supabase: use its backups and the Storage procedure"} (docs/operations.md, "Backups")`,
    );
  }
  const pid = runningServer(mode.dataDir);
  const manifest = pid ? await requestBackup({ dataDir: mode.dataDir, pid, target }) : await snapshotStopped(mode.dataDir, target);
  const bytes = manifest.files.reduce((total, file) => total + file.bytes, 0);
  console.log(
    `Backed up ${mode.dataDir} to ${target}: ${manifest.files.length} files, ${bytes} bytes${pid ? ` (written by the running server, process ${pid})` : ""}.`,
  );
}

/** No server: this process opens the database (migrations are the server's business, not a backup's). */
async function snapshotStopped(dataDir: string, target: string) {
  const folder = path.join(dataDir, "pglite");
  // PGlite would make an empty database where there is none: a backup of nothing is refused.
  if (!existsSync(path.join(folder, "PG_VERSION")))
    throw new Error(`${dataDir} holds no database (no ${folder}): is DATA_DIR the server's?`);
  const db = await PGlite.create(folder);
  try {
    return await writeSnapshot({ dataDir, target, dumpDatabase: () => db.dumpDataDir("gzip") });
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
