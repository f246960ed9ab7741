/**
 * Test support: one migrated in-memory PGlite per test file, emptied before each test, instead of
 * a new database per test. Loading a database takes PGlite one to two seconds of WebAssembly; the
 * store tests open one per test (about a hundred), while emptying every table takes milliseconds.
 *
 * Each test gets the database behind a handle of its own: the repository it opens may close it
 * (a test of "ping fails once closed" does), which closes the handle only, and every later call
 * through that handle fails as on a closed PGlite. The tables are emptied with their sequences
 * restarted; `schema_migrations`, the one table the migrations fill, keeps its rows. Nothing else
 * outlives a test: the repositories take transaction-scoped locks only and set no session state.
 */
import type { PGlite } from "@electric-sql/pglite";
import { openMemoryPGlite } from "./pglite";

export interface ReusedMemoryDatabase {
  /** The database, emptied, behind a handle whose close() is this test's alone. */
  open(): Promise<PGlite>;
  /** Closes the database itself: in the file's afterAll. */
  close(): Promise<void>;
}

/** Fails every call made through a handle after its close(), as PGlite does once closed. */
function handle(db: PGlite): PGlite {
  let closed = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === "close") {
        return () => {
          closed = true;
          return Promise.resolve();
        };
      }
      if (property === "closed") return closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (closed) return Promise.reject(new Error("PGlite is closed"));
        return (value as (...callArgs: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * The statement that empties every table the migrations made, sequences restarted, but for
 * `schema_migrations` (the one table the migrations fill): on PGlite and on PostgreSQL alike.
 *
 * DELETE, not TRUNCATE: a TRUNCATE gives each of the ~30 tables a new file and syncs them at
 * commit, about half a second on PostgreSQL per test, where deleting their few rows takes tens of
 * milliseconds. Foreign keys are not checked while emptying (the replica role skips their
 * triggers), so the order of the tables does not matter; the role needs superuser, which the test
 * databases' owner has (supabase/tests/support/database.ts).
 */
export async function emptyTablesStatement(query: (sql: string) => Promise<{ rows: { name: string }[] }>): Promise<string> {
  const tables = await query(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'",
  );
  const sequences = await query(
    "select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public'",
  );
  return [
    "begin",
    "set local session_replication_role = replica",
    ...tables.rows.map((table) => `delete from ${table.name}`),
    ...sequences.rows.map((sequence) => `select setval('${sequence.name}', 1, false)`),
    "commit",
  ].join(";\n");
}

export function reusedMemoryDatabase(): ReusedMemoryDatabase {
  let shared: Promise<{ db: PGlite; emptyTables: string }> | null = null;
  return {
    async open() {
      shared ??= (async () => {
        const db = await openMemoryPGlite();
        return { db, emptyTables: await emptyTablesStatement((sql) => db.query<{ name: string }>(sql)) };
      })();
      const { db, emptyTables } = await shared;
      await db.exec(emptyTables);
      return handle(db);
    },
    async close() {
      const opened = shared;
      shared = null;
      await (await opened)?.db.close();
    },
  };
}
