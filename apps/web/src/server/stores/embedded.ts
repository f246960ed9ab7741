/**
 * Every store on PGlite (src/database/pglite.ts): in DATA_DIR's folder for the embedded server, in
 * memory for tests. Only one process may open a data folder at a time; for several server
 * processes on one database use PostgreSQL (postgres.ts).
 */
import type { PGliteInterface } from "@electric-sql/pglite";
import { migratedPGlite, openDataDirPGlite, openMemoryPGlite } from "@/src/database/pglite";
import { createSqlRepository } from "./sql";
import type { LeadRepository } from "./types";

/** A repository on an open PGlite, after applying the pending migrations; closing it closes `db`. */
export async function openPGliteRepository(db: PGliteInterface, migrationsDir?: string): Promise<LeadRepository> {
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

export async function createEmbeddedRepository({ dataDir, migrationsDir }: EmbeddedRepositoryOptions): Promise<LeadRepository> {
  return openPGliteRepository(await openDataDirPGlite(dataDir), migrationsDir);
}

/** The same database in memory: for tests, gone on close. */
export async function createMemoryRepository(options: { migrationsDir?: string } = {}): Promise<LeadRepository> {
  return openPGliteRepository(await openMemoryPGlite(), options.migrationsDir);
}
