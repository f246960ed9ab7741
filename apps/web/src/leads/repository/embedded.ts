/**
 * The embedded lead store: PostgreSQL in WebAssembly (PGlite) in a folder under DATA_DIR, with the
 * same supabase/migrations the hosted project runs, so the roles, CHECK constraints, RLS policies
 * and notification functions are the real ones (docs/architecture.md, "Two modes").
 *
 * PGlite is one connection in one process. It queues concurrent queries itself and holds the
 * queue for the length of a transaction, and every repository operation is a single statement, so
 * no further serialisation is needed here. Only one process may open a data folder at a time; for
 * several server processes on one database use the PostgreSQL adapter (postgres.ts).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite, type PGliteInterface, type Transaction } from "@electric-sql/pglite";
import { applyMigrations, readMigrations } from "./migrations";
import { createSqlRepository, type SqlDatabase, type SqlSession } from "./sql";
import type { LeadRepository } from "./types";

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

/** A repository on an open PGlite, after applying the pending migrations; closing it closes `db`. */
export async function openPGliteRepository(db: PGliteInterface, migrationsDir?: string): Promise<LeadRepository> {
  const database = pgliteDatabase(db);
  try {
    await applyMigrations(database, readMigrations(migrationsDir));
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  // dumpDataDir holds PGlite's query queue while it reads: a consistent copy of a live database.
  return { ...createSqlRepository(database), snapshotDatabase: () => db.dumpDataDir("gzip") };
}

export interface EmbeddedRepositoryOptions {
  /** DATA_DIR; the database lives in its `pglite` folder, created when missing. */
  dataDir: string;
  /** Defaults to supabase/migrations, found by walking up from the working directory. */
  migrationsDir?: string;
}

/**
 * Clears every lease (`*_lease_until`: lead e-mails, the CRM webhook, deal-room mail, announcements)
 * of a data folder being opened. Only one process opens a folder, so a lease found now was taken by
 * a process that is gone (killed mid-send): its rows are due again at once, not when the lease runs
 * out two minutes later. What that process may have sent just before it died goes out again, as it
 * would after the lease: delivery stays at least once (decision 0013).
 */
const RELEASE_LEASES_OF_A_GONE_PROCESS = `
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
end $$;`;

export async function createEmbeddedRepository({ dataDir, migrationsDir }: EmbeddedRepositoryOptions): Promise<LeadRepository> {
  const folder = path.join(dataDir, "pglite");
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create(folder);
  const repository = await openPGliteRepository(db, migrationsDir);
  await db.exec(RELEASE_LEASES_OF_A_GONE_PROCESS);
  return repository;
}

/**
 * The migrated database of this process, as the uncompressed archive PGlite loads a database from.
 * Creating a database runs initdb and every migration in WebAssembly (5 s on two cores); loading
 * this copy takes a tenth of that. Keyed by migrations folder: a test that brings its own migrations
 * gets its own copy.
 */
const migratedArchives = new Map<string, Promise<File | Blob>>();
function migratedArchive(migrationsDir: string | undefined): Promise<File | Blob> {
  const key = migrationsDir ?? "";
  let archive = migratedArchives.get(key);
  if (!archive) {
    archive = (async () => {
      const db = await PGlite.create();
      try {
        await applyMigrations(pgliteDatabase(db), readMigrations(migrationsDir));
        return await db.dumpDataDir("none");
      } finally {
        await db.close();
      }
    })();
    // A failed start is not remembered: the next caller sees the error again, from a new attempt.
    archive.catch(() => migratedArchives.delete(key));
    migratedArchives.set(key, archive);
  }
  return archive;
}

/** A new, migrated database in memory, its own for the caller: for tests, gone on close. */
export async function createMemoryDatabase(options: { migrationsDir?: string } = {}): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await migratedArchive(options.migrationsDir) });
}

/** A repository on a new database in memory (createMemoryDatabase): for tests, gone on close. */
export async function createMemoryRepository(options: { migrationsDir?: string } = {}): Promise<LeadRepository> {
  return openPGliteRepository(await createMemoryDatabase(options), options.migrationsDir);
}
