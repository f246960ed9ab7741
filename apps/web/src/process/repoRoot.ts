import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Where `npm start` (scripts/serve.mjs) records the root it serves from: the repository, or the
 * standalone artifact, whose folders have the repository's layout (supabase/migrations,
 * apps/studio/seed, apps/web). A global symbol, not module state: serve.mjs loads this file with
 * Node's type stripping, the server's own code a bundled copy of it, in the same process.
 */
const ROOT_MARK = Symbol.for("agency.serverRoot");

/** Called by scripts/serve.mjs, which knows where it runs from: no walk up from the working directory. */
export function markServerRoot(root: string): void {
  (globalThis as Record<symbol, unknown>)[ROOT_MARK] = root;
}

/**
 * The root that relative settings (DATA_DIR, CONTENT_DATASET) and the migrations are taken from.
 * Under `npm start`, the folder serve.mjs recorded (the repository or the artifact, whatever the
 * working directory). Elsewhere (`next dev`, `next build`, tests, scripts), the repository root,
 * found by walking up from `start`: the repository itself, apps/web or below.
 */
export function findRepoRoot(start = process.cwd()): string {
  const marked = (globalThis as Record<symbol, unknown>)[ROOT_MARK];
  if (typeof marked === "string") return marked;
  let dir = path.resolve(/* turbopackIgnore: true */ start);
  for (;;) {
    if (existsSync(path.join(dir, "supabase", "migrations")) && existsSync(path.join(dir, "apps"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Repository root not found above ${start}`);
    dir = parent;
  }
}
