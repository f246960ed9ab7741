/**
 * A backup of a DATA_DIR whose server is running (docs/operations.md, "Backups"). PGlite is one
 * process per data folder, so only the server can read its database consistently: `npm run
 * backup` leaves a request in DATA_DIR/backup-requests/ and signals the server (SIGUSR2), which
 * writes the snapshot and answers beside the request. No port, no credentials: whoever can signal
 * the server's process and write its DATA_DIR (its user, or root) may back it up, the same people
 * who could copy the folder.
 *
 * The server announces itself in DATA_DIR/server.pid while it has the database open; `npm run
 * restore` refuses while that process lives.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { absolute, writeSnapshot, type SnapshotManifest } from "./snapshot";

export const SERVER_PID_FILE = "server.pid";
export const REQUESTS_FOLDER = "backup-requests";
export const BACKUP_SIGNAL = "SIGUSR2";

/** The process that has `dataDir`'s database open, or null when none does (a stale file is ignored). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, SERVER_PID_FILE), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

interface BackupRequest {
  id: string;
  target: string;
}

type BackupAnswer = { ok: true; manifest: SnapshotManifest } | { ok: false; error: string };

/**
 * Server side: marks `dataDir` as in use by this process and answers backup requests with
 * snapshots of its database. Returns a function that stops both.
 */
export function serveBackups(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Blob>;
  logError: (message: string, error: unknown) => void;
}): () => void {
  const pidFile = path.join(options.dataDir, SERVER_PID_FILE);
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  let running: Promise<void> = Promise.resolve();
  const answerAll = async () => {
    const folder = path.join(options.dataDir, REQUESTS_FOLDER);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".request.json"));
    for (const name of names) {
      const file = path.join(folder, name);
      let answer: BackupAnswer;
      let id = name.replace(/\.request\.json$/, "");
      try {
        const request = JSON.parse(await readFile(file, "utf8")) as BackupRequest;
        id = request.id;
        const manifest = await writeSnapshot({ dataDir: options.dataDir, target: request.target, dumpDatabase: options.dumpDatabase });
        answer = { ok: true, manifest };
      } catch (error) {
        options.logError("A backup request failed", error);
        answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      await rm(file, { force: true });
      if (/^[\w-]+$/.test(id)) await writeFile(path.join(folder, `${id}.answer.json`), JSON.stringify(answer), { mode: 0o600 });
    }
  };
  // One snapshot at a time: a second signal during a backup queues behind it.
  const onSignal = () => {
    running = running.then(answerAll).catch((error: unknown) => options.logError("Answering backup requests failed", error));
  };
  process.on(BACKUP_SIGNAL, onSignal);
  const release = () => {
    try {
      if (readFileSync(pidFile, "utf8").trim() === String(process.pid)) rmSync(pidFile, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once("exit", release);
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
    process.off("exit", release);
    release();
  };
}

/** CLI side: asks the server `pid` for a snapshot into `target` and waits for its answer. */
export async function requestBackup(options: {
  dataDir: string;
  pid: number;
  target: string;
  timeoutMs?: number;
  pollMs?: number;
}): Promise<SnapshotManifest> {
  const folder = path.join(options.dataDir, REQUESTS_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const request: BackupRequest = { id, target: absolute(options.target) };
  await writeFile(path.join(folder, `${id}.request.json.tmp`), JSON.stringify(request), { mode: 0o600 });
  // Renamed into place whole, so the server never reads half a request.
  await rename(path.join(folder, `${id}.request.json.tmp`), path.join(folder, `${id}.request.json`));
  process.kill(options.pid, BACKUP_SIGNAL);
  const answerFile = path.join(folder, `${id}.answer.json`);
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  while (Date.now() < deadline) {
    const text = await readFile(answerFile, "utf8").catch(() => null);
    if (text !== null) {
      await rm(answerFile, { force: true });
      const answer = JSON.parse(text) as BackupAnswer;
      if (!answer.ok) throw new Error(`The server could not write the backup: ${answer.error}`);
      return answer.manifest;
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
  }
  await rm(path.join(folder, `${id}.request.json`), { force: true });
  throw new Error(`The server (process ${options.pid}) did not answer the backup request in time; is it a server of this version?`);
}
