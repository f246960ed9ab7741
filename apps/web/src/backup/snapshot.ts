/**
 * A snapshot of an embedded DATA_DIR (docs/operations.md, "Backups"): the PGlite database, the deal
 * room's files and the generated secrets, in one folder with a manifest of every file's size and
 * SHA-256, and the way back.
 *
 * Consistency: the database is dumped first, between two queries (PGlite's dumpDataDir holds its
 * query queue, and a transaction holds the queue to its end), then the files are copied. A deal room
 * file is written before its row and never deleted when a document is removed, so every row in the
 * dump finds its file; a file uploaded during the copy is at worst an extra one.
 *
 * Not in a snapshot: the .eml outbox (development mail, not the team's records) and a PostgreSQL
 * or Supabase database (pg_dump and Supabase's backups cover those: docs/operations.md).
 */
import { createHash } from "node:crypto";
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A path the caller resolved; a relative one is refused rather than resolved against the server's folder. */
export function absolute(target: string): string {
  if (!path.isAbsolute(target)) throw new Error(`The backup's folder must be an absolute path, not ${target}`);
  return path.normalize(target);
}

export const SNAPSHOT_FORMAT = 1;
/** The database's dump inside a snapshot: PGlite's data folder as a gzipped tar. */
export const DATABASE_FILE = "pglite.tar.gz";
export const MANIFEST_FILE = "manifest.json";
/** What a snapshot copies besides the database, relative to DATA_DIR. */
export const SECRET_FILES = ["session-secret", "link-secret"] as const;
export const DOCUMENTS_FOLDER = "deal-room";

export interface SnapshotFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface SnapshotManifest {
  format: typeof SNAPSHOT_FORMAT;
  createdAt: string;
  files: SnapshotFile[];
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Every file under `folder`, relative to it, in a stable order; temporary uploads left out. */
async function filesUnder(folder: string, prefix = ""): Promise<string[]> {
  if (!(await exists(folder))) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(path.join(folder, entry.name), relative);
      return entry.isFile() && !entry.name.endsWith(".tmp") ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}

/** Copies one file into the snapshot (owner-only, as under DATA_DIR) and records it. */
async function copyInto(from: string, target: string, relative: string): Promise<SnapshotFile> {
  const bytes = await readFile(from);
  const to = path.join(target, ...relative.split("/"));
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  await writeFile(to, bytes, { mode: 0o600, flag: "wx" });
  return { path: relative, bytes: bytes.byteLength, sha256: sha256(bytes) };
}

/**
 * Writes a snapshot of `dataDir` into `target` (a new folder, refused if it exists): written under
 * a temporary name and renamed when complete, so a snapshot folder is never half-written.
 * `dumpDatabase` is PGlite's dumpDataDir, from the process that has the database open.
 */
export async function writeSnapshot(options: {
  dataDir: string;
  target: string;
  dumpDatabase: () => Promise<Blob>;
  now?: Date;
}): Promise<SnapshotManifest> {
  // Absolute, resolved by the command (scripts/backup.ts): a path.resolve() here would make Next's
  // output tracing copy the whole app folder into the server's bundle, next.config.ts included.
  const target = absolute(options.target);
  if (await exists(target)) throw new Error(`${target} already exists: give the backup a new folder`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const database = new Uint8Array(await (await options.dumpDatabase()).arrayBuffer());
    await writeFile(path.join(partial, DATABASE_FILE), database, { mode: 0o600 });
    const files: SnapshotFile[] = [{ path: DATABASE_FILE, bytes: database.byteLength, sha256: sha256(database) }];
    for (const name of SECRET_FILES) {
      const file = path.join(/* turbopackIgnore: true */ options.dataDir, name);
      if (await exists(file)) files.push(await copyInto(file, partial, name));
    }
    const documents = path.join(options.dataDir, DOCUMENTS_FOLDER);
    for (const relative of await filesUnder(documents)) {
      files.push(await copyInto(path.join(documents, ...relative.split("/")), partial, `${DOCUMENTS_FOLDER}/${relative}`));
    }
    const manifest: SnapshotManifest = { format: SNAPSHOT_FORMAT, createdAt: (options.now ?? new Date()).toISOString(), files };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The snapshot's manifest, after checking that every file it lists is there, whole and unchanged. */
export async function readSnapshot(source: string): Promise<SnapshotManifest> {
  let manifest: SnapshotManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(source, MANIFEST_FILE), "utf8")) as SnapshotManifest;
  } catch (error) {
    throw new Error(`${source} is not a snapshot \`npm run backup\` wrote (no readable ${MANIFEST_FILE})`, { cause: error });
  }
  if (manifest.format !== SNAPSHOT_FORMAT || !Array.isArray(manifest.files)) {
    throw new Error(`${source}: snapshot format ${String(manifest.format)} is not one this version restores (${SNAPSHOT_FORMAT})`);
  }
  if (!manifest.files.some((file) => file.path === DATABASE_FILE)) throw new Error(`${source}: the snapshot has no database`);
  for (const file of manifest.files) {
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(file.path) || file.path.split("/").includes("..")) {
      throw new Error(`${source}: the manifest names a path outside the snapshot (${file.path})`);
    }
    const bytes = await readFile(path.join(source, ...file.path.split("/"))).catch(() => null);
    if (!bytes || bytes.byteLength !== file.bytes || sha256(bytes) !== file.sha256) {
      throw new Error(`${source}: ${file.path} is missing or damaged (size or SHA-256 differs from the manifest); nothing was restored`);
    }
  }
  return manifest;
}

/**
 * Puts a checked snapshot back into `dataDir`, whose server must be stopped (the caller checks).
 * What the folder held is moved aside to `<dataDir>/before-restore-<time>/`, never deleted.
 * `loadDatabase` creates the PGlite folder from the dump (PGlite.create with loadDataDir).
 */
export async function restoreSnapshot(options: {
  source: string;
  dataDir: string;
  loadDatabase: (folder: string, dump: Blob) => Promise<void>;
  now?: Date;
}): Promise<{ manifest: SnapshotManifest; movedAside: string | null }> {
  const manifest = await readSnapshot(options.source);
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const aside = path.join(options.dataDir, `before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, "-")}`);
  let movedAside: string | null = null;
  for (const name of ["pglite", DOCUMENTS_FOLDER, ...SECRET_FILES]) {
    const current = path.join(options.dataDir, name);
    if (!(await exists(current))) continue;
    await mkdir(aside, { recursive: true, mode: 0o700 });
    await rename(current, path.join(aside, name));
    movedAside = aside;
  }
  const dump = await readFile(path.join(options.source, DATABASE_FILE));
  await options.loadDatabase(path.join(options.dataDir, "pglite"), new Blob([dump]));
  for (const file of manifest.files) {
    if (file.path === DATABASE_FILE) continue;
    const to = path.join(options.dataDir, ...file.path.split("/"));
    await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
    await copyFile(path.join(options.source, ...file.path.split("/")), to);
    await chmod(to, 0o600);
  }
  return { manifest, movedAside };
}
