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
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite, type PGliteInterface, type Transaction } from "@electric-sql/pglite";
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

/** PGlite in memory: for tests, gone on close. */
export function openMemoryPGlite(): Promise<PGliteInterface> {
  return PGlite.create();
}
