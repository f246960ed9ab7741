import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The repository root (where supabase/ and apps/ live), from wherever the process runs: the
 * repository (npm scripts, tests), apps/web (`next start`) or below.
 */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(/* turbopackIgnore: true */ start);
  for (;;) {
    if (existsSync(path.join(dir, "supabase", "migrations")) && existsSync(path.join(dir, "apps"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Repository root not found above ${start}`);
    dir = parent;
  }
}
