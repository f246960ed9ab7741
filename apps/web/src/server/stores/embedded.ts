/**
 * Every store on PGlite (src/database/pglite.ts): in DATA_DIR's folder for the embedded server, in
 * memory for tests. Only one process may open a data folder at a time; for several server
 * processes on one database use PostgreSQL (postgres.ts).
 */
import type { PGliteInterface } from "@electric-sql/pglite";
import { migratedPGlite, openDataDirPGlite, openMemoryPGlite, releaseLeasesOfAGoneProcess } from "@/src/database/pglite";
import { createSqlRepository } from "./sql";
import type { Stores } from "./types";

/** A repository on an open PGlite, after applying the pending migrations; closing it closes `db`. */
export async function openPGliteRepository(db: PGliteInterface, migrationsDir?: string): Promise<Stores> {
  const database = await migratedPGlite(db, migrationsDir);
  // dumpDataDir holds PGlite's query queue while it reads: a consistent copy of a live database.
  return { ...createSqlRepository(database), snapshotDatabase: () => db.dumpDataDir("gzip") };
}

export interface EmbeddedRepositoryOptions {
  /** DATA_DIR; the database lives in its `pglite` folder, created when missing. */
  dataDir: string;
  /** Defaults to supabase/migrations, found by walking up from the working directory. */
  migrationsDir?: string;
}

/** The server's repository on DATA_DIR, the leases of the process that had it before released. */
export async function createEmbeddedRepository({ dataDir, migrationsDir }: EmbeddedRepositoryOptions): Promise<Stores> {
  const db = await openDataDirPGlite(dataDir);
  const repository = await openPGliteRepository(db, migrationsDir);
  await releaseLeasesOfAGoneProcess(db);
  return repository;
}

/** The same database in memory (a migrated copy, openMemoryPGlite): for tests, gone on close. */
export async function createMemoryRepository(options: { migrationsDir?: string } = {}): Promise<Stores> {
  return openPGliteRepository(await openMemoryPGlite(options), options.migrationsDir);
}
