/**
 * Every store on a PostgreSQL server of our own (DATABASE_URL), through the pool
 * src/database/postgres.ts opens: several server processes can share it.
 */
import { openPostgres, type PostgresOptions } from "@/src/database/postgres";
import { createSqlRepository } from "./sql";
import type { Stores } from "./types";

export type PostgresRepositoryOptions = PostgresOptions;

export async function createPostgresRepository(connectionString: string, options: PostgresRepositoryOptions = {}): Promise<Stores> {
  return createSqlRepository(await openPostgres(connectionString, options));
}
