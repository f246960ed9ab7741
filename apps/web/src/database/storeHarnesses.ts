/**
 * Test support: the two databases every store test runs against, opened the same way for each.
 * PGlite is the file's one reused in-memory database (reusedMemoryDatabase.ts); PostgreSQL is a
 * scratch database of its own per test, migrated once, with a second server process ("peer") on
 * demand for the tests of work shared across instances. A store test picks its store from the
 * repository and writes only its cases.
 */
import pg from "pg";
import { afterAll } from "vitest";
import { createScratchDatabase } from "@agency/supabase/tests/support/database";
import { openPGliteRepository } from "@/src/server/stores/embedded";
import { createPostgresRepository } from "@/src/server/stores/postgres";
import type { LeadRepository } from "@/src/server/stores/types";
import { reusedMemoryDatabase } from "./reusedMemoryDatabase";

export type Row = Record<string, unknown>;

export interface StoreHarness<Store> {
  repository: LeadRepository;
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
 * Both harnesses for one store test file. `scratchName` names its PostgreSQL scratch databases;
 * `pick` takes the store under test from a repository (the repository itself for its own tests).
 */
export function storeHarnesses<Store>(scratchName: string, pick: (repository: LeadRepository) => Store): StoreHarnessFactory<Store>[] {
  // One migrated database for the file, emptied before each test.
  const memory = reusedMemoryDatabase();
  afterAll(() => memory.close());
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
        const scratch = await createScratchDatabase(scratchName);
        const inspector = new pg.Client({ connectionString: scratch.url });
        let repository: LeadRepository;
        try {
          repository = await createPostgresRepository(scratch.url);
          await inspector.connect();
        } catch (error) {
          await scratch.drop();
          throw error;
        }
        const peers: LeadRepository[] = [];
        return {
          repository,
          store: pick(repository),
          async peer() {
            const other = await createPostgresRepository(scratch.url, { migrate: false });
            peers.push(other);
            return pick(other);
          },
          inspect: async (sql, params = []) => (await inspector.query<Row>(sql, params)).rows,
          async dispose() {
            await Promise.all([repository.close(), inspector.end(), ...peers.map((other) => other.close())]);
            await scratch.drop();
          },
        };
      },
    },
  ];
}
