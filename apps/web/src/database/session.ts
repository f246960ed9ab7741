/**
 * The SQL session every SQL store is written against (the lead, webhook, deal-room, announcement,
 * consent, personal-information and shared-state stores), whichever database answers: PGlite
 * under DATA_DIR (pglite.ts) or a PostgreSQL server through node-postgres (postgres.ts).
 */

/** One connection's worth of SQL: parameterised single statements, and multi-statement scripts. */
export interface SqlSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
}

export interface SqlDatabase extends SqlSession {
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
