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

export async function createEmbeddedRepository({ dataDir, migrationsDir }: EmbeddedRepositoryOptions): Promise<LeadRepository> {
  const folder = path.join(dataDir, "pglite");
  await mkdir(folder, { recursive: true });
  return openPGliteRepository(await PGlite.create(folder), migrationsDir);
}

/** The same database in memory: for tests, gone on close. */
export async function createMemoryRepository(options: { migrationsDir?: string } = {}): Promise<LeadRepository> {
  return openPGliteRepository(await PGlite.create(), options.migrationsDir);
}
