/**
 * Opens the lead repository of a mode (src/platform/mode.ts): the server (src/server/createBackend.server.ts)
 * and `npm run leads:export` both open it here, so they read and write the same database in every
 * configuration. Each adapter is loaded only when chosen (PGlite's WebAssembly, supabase-js).
 */
import type { LeadsMode } from "@/src/platform/mode";
import type { Stores } from "./types";

/** A LeadsMode, or just a PostgreSQL to read (the export's --database-url). */
export type DatabaseChoice = LeadsMode | { kind: "postgres"; databaseUrl: string };

export interface OpenOptions {
  /**
   * A reader beside the server (the export script): no migrations (the server that owns the
   * database applies them) and one connection.
   */
  reader?: boolean;
}

export async function openStores(mode: DatabaseChoice, { reader = false }: OpenOptions = {}): Promise<Stores> {
  switch (mode.kind) {
    case "supabase": {
      const { createHostedRepository } = await import("./hosted");
      return createHostedRepository({ url: mode.supabase.url, serviceRoleKey: mode.supabase.serviceRoleKey });
    }
    case "postgres": {
      const { createPostgresRepository } = await import("./postgres");
      return createPostgresRepository(mode.databaseUrl, reader ? { migrate: false, maxConnections: 1 } : {});
    }
    case "pglite": {
      const { createEmbeddedRepository } = await import("./embedded");
      return createEmbeddedRepository({ dataDir: mode.dataDir });
    }
  }
}
