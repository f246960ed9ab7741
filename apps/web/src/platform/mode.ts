/**
 * Which adapters run: chosen once, from the validated environment (docs/decisions/0001-two-modes.md,
 * docs/decisions/0023-runtime.md). The one place that tests the environment for a mode: the
 * runtime (src/server/runtime.server.ts), the production server (scripts/serve.mjs, which loads this file
 * with Node's own TypeScript support: relative imports carry their .ts extension) and
 * `npm run leads:export` all ask selectMode, so they cannot disagree on the database.
 */
import path from "node:path";
import { EnvironmentError, type ServerEnv } from "../env.ts";
import { findRepoRoot } from "../process/repoRoot.ts";

/** What the hosted leads backend needs, all present once the environment has been validated. */
export interface HostedSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  functionsSecret: string;
}

/** Where the leads live: Supabase (hosted), a PostgreSQL of our own, or PGlite in this process. */
export type LeadsMode =
  | { kind: "supabase"; supabase: HostedSupabase }
  // dataDir: the .eml outbox (without SMTP_URL); the rest of the state lives in the database.
  | { kind: "postgres"; databaseUrl: string; dataDir: string }
  // dataDir: the database (pglite/), the outbox and the generated session secret.
  | { kind: "pglite"; dataDir: string };

export interface RuntimeMode {
  content: "embedded" | "hosted";
  leads: LeadsMode;
  /**
   * Prerendered pages served from the server's memory (docs/decisions/0015-page-cache.md): only
   * when content changes with a new build, that is embedded content.
   */
  pageCache: boolean;
}

/**
 * The Supabase project the leads use, or null for embedded mode: NEXT_PUBLIC_SUPABASE_URL and
 * NEXT_PUBLIC_SUPABASE_ANON_KEY both set.
 */
export function hostedSupabase(env: ServerEnv): HostedSupabase | null {
  const {
    NEXT_PUBLIC_SUPABASE_URL: url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    FUNCTIONS_SECRET: functionsSecret,
  } = env;
  if (!url || !anonKey) return null;
  // parseEnv refuses this; an environment built another way (a test's object) is refused here.
  if (!serviceRoleKey || !functionsSecret)
    throw new EnvironmentError(["hosted Supabase needs SUPABASE_SERVICE_ROLE_KEY and FUNCTIONS_SECRET"]);
  return { url, anonKey, serviceRoleKey, functionsSecret };
}

/** NEXT_PUBLIC_SANITY_PROJECT_ID set: the Content Lake; else the NDJSON dataset in-process. */
export function contentMode(env: ServerEnv): "embedded" | "hosted" {
  return env.NEXT_PUBLIC_SANITY_PROJECT_ID ? "hosted" : "embedded";
}

/** DATA_DIR as an absolute path: a relative one is taken from the repository root, wherever the process runs. */
export function resolveDataDir(env: Pick<ServerEnv, "DATA_DIR">): string {
  return path.isAbsolute(env.DATA_DIR) ? env.DATA_DIR : path.resolve(findRepoRoot(), env.DATA_DIR);
}

/**
 * Supabase when configured, else DATABASE_URL, else PGlite. DATA_DIR is resolved (walking up to
 * the repository root) only by the modes that write under it: a hosted deployment need not have
 * the repository's folders.
 */
export function leadsMode(env: ServerEnv): LeadsMode {
  const supabase = hostedSupabase(env);
  if (supabase) return { kind: "supabase", supabase };
  if (env.DATABASE_URL) return { kind: "postgres", databaseUrl: env.DATABASE_URL, dataDir: resolveDataDir(env) };
  return { kind: "pglite", dataDir: resolveDataDir(env) };
}

export function selectMode(env: ServerEnv): RuntimeMode {
  const content = contentMode(env);
  return { content, leads: leadsMode(env), pageCache: content === "embedded" };
}
