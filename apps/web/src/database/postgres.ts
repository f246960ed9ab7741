/**
 * Opens a PostgreSQL server as a SqlDatabase: the same SQL as PGlite (pglite.ts), over a
 * node-postgres pool. For several server processes sharing one database (the notification lease
 * and FOR UPDATE SKIP LOCKED keep them from sending a lead twice), and for running the integration
 * tests on real PostgreSQL. Applies supabase/migrations on open, like PGlite; point it at a
 * database the app manages, not at a Supabase project (the Supabase CLI migrates those).
 */
import pg from "pg";
import { logError } from "@/src/log";
import { applyMigrations, readMigrations } from "./migrations";
import type { SqlDatabase, SqlSession } from "./session";

function session(target: pg.Pool | pg.PoolClient): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await target.query(text, [...params])).rows as Row[];
    },
    async exec(script: string) {
      // Without parameters node-postgres uses the simple protocol, which runs a whole script.
      await target.query(script);
    },
  };
}

function poolDatabase(pool: pg.Pool): SqlDatabase {
  return {
    ...session(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work(session(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface PostgresOptions {
  /** Apply supabase/migrations on open (default true). */
  migrate?: boolean;
  migrationsDir?: string;
  /** Pool size per process (default 5). */
  maxConnections?: number;
}

export async function openPostgres(
  connectionString: string,
  { migrate = true, migrationsDir, maxConnections = 5 }: PostgresOptions = {},
): Promise<SqlDatabase> {
  // Timeouts on connecting and on every query: a database that stops answering (a cut network)
  // fails a submission in seconds, so the visitor sees the fallback contacts instead of waiting.
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 5_000, query_timeout: 10_000 });
  // An idle connection that drops (server restart) is reported here; without a listener the
  // process would crash. The next query opens a fresh connection.
  pool.on("error", (error) => logError("PostgreSQL connection lost", error));
  const database = poolDatabase(pool);
  try {
    if (migrate) await applyMigrations(database, readMigrations(migrationsDir));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return database;
}
