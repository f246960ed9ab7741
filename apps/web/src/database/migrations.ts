/**
 * Applies supabase/migrations to a database the app manages itself (PGlite under DATA_DIR, or a
 * self-managed PostgreSQL), the same files the Supabase CLI applies to the hosted project. Each
 * file runs once: applied names are kept in public.schema_migrations. Not for a Supabase project,
 * whose migrations the CLI tracks in its own table.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findRepoRoot } from "@/src/process/repoRoot";
import type { SqlDatabase } from "@/src/database/session";

/** supabase/migrations of this repository. */
export function findMigrationsDir(start = process.cwd()): string {
  return path.join(findRepoRoot(start), "supabase", "migrations");
}

export interface Migration {
  name: string;
  sql: string;
}

/** Every .sql file, in name order (timestamps first, the Supabase CLI's order). */
export function readMigrations(dir = findMigrationsDir()): Migration[] {
  // Read at run time from the repository, not traced into the build (turbopackIgnore).
  return readdirSync(/* turbopackIgnore: true */ dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(/* turbopackIgnore: true */ dir, name), "utf8") }));
}

/**
 * Applies the migrations not yet recorded, all in one transaction: a failing file leaves the
 * database as it was. The advisory lock makes processes starting together on one PostgreSQL
 * database take turns instead of racing to create the same tables.
 */
export async function applyMigrations(db: SqlDatabase, migrations: Migration[]): Promise<string[]> {
  return db.transaction(async (session) => {
    await session.query("select pg_advisory_xact_lock(hashtext('agency.schema_migrations'))");
    await session.exec(
      "create table if not exists public.schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    const applied = new Set((await session.query<{ name: string }>("select name from public.schema_migrations")).map((row) => row.name));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      try {
        await session.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      await session.query("insert into public.schema_migrations (name) values ($1)", [migration.name]);
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}
