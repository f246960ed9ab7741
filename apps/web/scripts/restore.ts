/**
 * npm run restore -- --from <snapshot folder>
 *
 * Puts a snapshot `npm run backup` wrote back into the embedded DATA_DIR, after checking every
 * file against its manifest. Refused while a server has the folder open (stop it first: PGlite is
 * one process per folder). What the folder held is moved aside to DATA_DIR/before-restore-<time>/,
 * never deleted. Same configuration as the server (the repository's .env and environment).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { PGlite } from "@electric-sql/pglite";
import { runningServer } from "../src/backup/liveServer";
import { restoreSnapshot } from "../src/backup/snapshot";
import { parseEnv } from "../src/env";
import { leadsMode } from "../src/platform/mode";
import { findRepoRoot } from "../src/process/repoRoot";

const USAGE = "Usage: npm run restore -- --from <snapshot folder>";

async function main() {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  if (!values.from) throw new Error(`--from is required\n${USAGE}`);
  const source = path.resolve(values.from);
  if (!existsSync(source)) throw new Error(`${source} does not exist\n${USAGE}`);
  loadEnvConfig(findRepoRoot(), false);
  const mode = leadsMode(parseEnv(process.env));
  if (mode.kind !== "pglite")
    throw new Error(`The leads database is ${mode.kind}, not PGlite: restore it with its own tools (docs/operations.md)`);
  const pid = runningServer(mode.dataDir);
  if (pid) throw new Error(`A server (process ${pid}) is using ${mode.dataDir}: stop it, then restore; nothing was changed`);
  const { manifest, movedAside } = await restoreSnapshot({
    source,
    dataDir: mode.dataDir,
    loadDatabase: async (folder, dump) => {
      const db = await PGlite.create(folder, { loadDataDir: dump });
      await db.close();
    },
  });
  console.log(
    `Restored ${manifest.files.length} files of the snapshot of ${manifest.createdAt} into ${mode.dataDir}.` +
      (movedAside ? ` What was there is in ${movedAside}.` : ""),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
