/**
 * Test support: the two databases every store test runs against, opened the same way for each.
 * PGlite is the file's one reused in-memory database (reusedMemoryDatabase.ts); PostgreSQL is a
 * scratch database of its own per test, migrated once, with a second server process ("peer") on
 * demand for the tests of work shared across instances. A store test picks its store from the
 * repository and writes only its cases.
 */
import pg from "pg";
import { afterAll } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "@agency/supabase/tests/support/database";
import { openPGliteRepository } from "./embedded";
import { createPostgresRepository } from "./postgres";
import type { Stores } from "./types";
import { emptyTablesStatement, reusedMemoryDatabase } from "@/src/database/reusedMemoryDatabase";

export type Row = Record<string, unknown>;

export interface StoreHarness<Store> {
  repository: Stores;
  store: Store;
  /** The same store in a second server process on the same database; PGlite, one process, shares its own. */
  peer(): Promise<Store>;
  /** Reads the database directly, bypassing the store. */
  inspect(sql: string, params?: unknown[]): Promise<Row[]>;
  dispose(): Promise<void>;
}

export interface StoreHarnessFactory<Store> {
  name: "PGlite" | "PostgreSQL";
  open(): Promise<StoreHarness<Store>>;
}

/**
 * One scratch PostgreSQL database for a test file, migrated once and emptied before each test
 * (as reusedMemoryDatabase.ts does for PGlite): creating, migrating and dropping one per test
 * took about two seconds a test.
 */
function reusedScratchDatabase(scratchName: string) {
  let shared: Promise<{ scratch: ScratchDatabase; emptyTables: string }> | null = null;
  return {
    async open(): Promise<{ url: string }> {
      shared ??= (async () => {
        const scratch = await createScratchDatabase(scratchName);
        const client = new pg.Client({ connectionString: scratch.url });
        try {
          await (await createPostgresRepository(scratch.url)).close();
          await client.connect();
          return { scratch, emptyTables: await emptyTablesStatement((sql) => client.query<{ name: string }>(sql)) };
        } catch (error) {
          await scratch.drop();
          throw error;
        } finally {
          await client.end().catch(() => undefined);
        }
      })();
      const { scratch, emptyTables } = await shared;
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        await client.query(emptyTables);
      } finally {
        await client.end();
      }
      return { url: scratch.url };
    },
    async close() {
      const opened = shared;
      shared = null;
      await (await opened?.catch(() => null))?.scratch.drop();
    },
  };
}

/**
 * Both harnesses for one store test file. `scratchName` names its PostgreSQL scratch databases;
 * `pick` takes the store under test from a repository (the repository itself for its own tests).
 */
export function storeHarnesses<Store>(scratchName: string, pick: (repository: Stores) => Store): StoreHarnessFactory<Store>[] {
  // One migrated database of each kind for the file, emptied before each test.
  const memory = reusedMemoryDatabase();
  const postgres = reusedScratchDatabase(scratchName);
  afterAll(() => Promise.all([memory.close(), postgres.close()]));
  return [
    {
      name: "PGlite",
      async open() {
        const db = await memory.open();
        const repository = await openPGliteRepository(db);
        const store = pick(repository);
        return {
          repository,
          store,
          peer: async () => store,
          inspect: async (sql, params = []) => (await db.query<Row>(sql, params)).rows,
          dispose: () => repository.close(),
        };
      },
    },
    {
      name: "PostgreSQL",
      async open() {
        const database = await postgres.open();
        const inspector = new pg.Client({ connectionString: database.url });
        let repository: Stores;
        try {
          repository = await createPostgresRepository(database.url, { migrate: false });
          await inspector.connect();
        } catch (error) {
          await inspector.end().catch(() => undefined);
          throw error;
        }
        const peers: Stores[] = [];
        return {
          repository,
          store: pick(repository),
          async peer() {
            const other = await createPostgresRepository(database.url, { migrate: false });
            peers.push(other);
            return pick(other);
          },
          inspect: async (sql, params = []) => (await inspector.query<Row>(sql, params)).rows,
          async dispose() {
            await Promise.all([repository.close(), inspector.end(), ...peers.map((other) => other.close())]);
          },
        };
      },
    },
  ];
}
