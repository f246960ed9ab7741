/**
 * Opens PGlite (PostgreSQL in WebAssembly) as a SqlDatabase, in a folder under DATA_DIR or in
 * memory, after applying supabase/migrations, so the roles, CHECK constraints, RLS policies and
 * SQL functions are the real ones (docs/architecture.md, "Two modes").
 *
 * PGlite is one connection in one process. It queues concurrent queries itself and holds the
 * queue for the length of a transaction, and every store operation is a single statement, so
 * no further serialisation is needed here. Only one process may open a data folder at a time; for
 * several server processes on one database use PostgreSQL (postgres.ts).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite, type PGliteInterface, type Transaction } from "@electric-sql/pglite";
import { findRepoRoot } from "@/src/process/repoRoot";
import { applyMigrations, readMigrations } from "./migrations";
import type { SqlDatabase, SqlSession } from "./session";

function session(target: PGliteInterface | Transaction): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(text, [...params])).rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

function pgliteDatabase(db: PGliteInterface): SqlDatabase {
  return {
    ...session(db),
    transaction: (work) => db.transaction((tx) => work(session(tx))),
    close: () => db.close(),
  };
}

/** An open PGlite as a SqlDatabase, after applying the pending migrations; closing it closes `db`. */
export async function migratedPGlite(db: PGliteInterface, migrationsDir?: string): Promise<SqlDatabase> {
  const database = pgliteDatabase(db);
  try {
    await applyMigrations(database, readMigrations(migrationsDir));
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/** PGlite in DATA_DIR's `pglite` folder, created when missing. */
export async function openDataDirPGlite(dataDir: string): Promise<PGliteInterface> {
  const folder = path.join(dataDir, "pglite");
  await mkdir(folder, { recursive: true });
  return PGlite.create(folder);
}

/**
 * Clears every lease (`*_lease_until`: lead e-mails, the CRM webhook, deal-room mail, announcements)
 * of a data folder just opened and migrated. Only one process opens a folder, so a lease found now
 * was taken by a process that is gone (killed mid-send): its rows are due again at once, not when
 * the lease runs out two minutes later. What that process may have sent just before it died goes
 * out again, as it would after the lease: delivery stays at least once (decision 0013).
 */
export async function releaseLeasesOfAGoneProcess(db: PGliteInterface): Promise<void> {
  await db.exec(`
do $$
declare lease record;
begin
  for lease in
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name like '%lease_until'
  loop
    execute format('update public.%I set %I = null where %I is not null', lease.table_name, lease.column_name, lease.column_name);
  end loop;
end $$;`);
}

/**
 * The migrated database, as the uncompressed archive PGlite loads a database from. Creating a
 * database runs initdb and every migration in WebAssembly (about 15 s of CPU); loading this copy
 * takes about 2. Made once per process and kept, keyed by migrations folder: a test that brings its
 * own migrations gets its own copy.
 */
async function createMigratedArchive(migrationsDir: string | undefined): Promise<Blob> {
  const db = await PGlite.create();
  try {
    await applyMigrations(pgliteDatabase(db), readMigrations(migrationsDir));
    return await db.dumpDataDir("none");
  } finally {
    await db.close();
  }
}

/**
 * The repository's own migrations' archive, kept between processes in node_modules/.cache under a
 * hash of the migrations and PGlite's version: the test files run in processes of their own, and
 * fourteen of them open a database, each making the same bytes again. `npm ci` starts it afresh.
 */
async function cachedMigratedArchive(): Promise<Blob> {
  const root = findRepoRoot(process.cwd());
  const pgliteVersion = await readFile(
    path.join(/* turbopackIgnore: true */ root, "node_modules/@electric-sql/pglite/package.json"),
    "utf8",
  )
    .then((text) => String((JSON.parse(text) as { version?: unknown }).version))
    .catch(() => null);
  if (!pgliteVersion) return createMigratedArchive(undefined);
  const hash = createHash("sha256").update(pgliteVersion);
  for (const migration of readMigrations()) hash.update(`\0${migration.name}\0${migration.sql}`);
  const file = path.join(/* turbopackIgnore: true */ root, "node_modules/.cache/pglite-migrated", `${hash.digest("hex")}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const archive = await createMigratedArchive(undefined);
  // Written whole, then renamed: a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(partial, new Uint8Array(await archive.arrayBuffer()));
  await rename(partial, file);
  return archive;
}

const migratedArchives = new Map<string, Promise<Blob>>();
function migratedArchive(migrationsDir: string | undefined): Promise<Blob> {
  const key = migrationsDir ?? "";
  let archive = migratedArchives.get(key);
  if (!archive) {
    archive = migrationsDir === undefined ? cachedMigratedArchive() : createMigratedArchive(migrationsDir);
    // A failed start is not remembered: the next caller sees the error again, from a new attempt.
    archive.catch(() => migratedArchives.delete(key));
    migratedArchives.set(key, archive);
  }
  return archive;
}

/**
 * A data folder's PGlite, made from the migrated archive rather than by initdb and the migrations:
 * for the end-to-end runs' template data folder (tests/support/dataTemplate.ts).
 */
export async function createMigratedDataDir(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, "pglite");
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create(folder, { loadDataDir: await migratedArchive(undefined) });
  await db.close();
}

/** A new, migrated PGlite in memory, the caller's own: for tests, gone on close. */
export async function openMemoryPGlite(options: { migrationsDir?: string } = {}): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await migratedArchive(options.migrationsDir) });
}
