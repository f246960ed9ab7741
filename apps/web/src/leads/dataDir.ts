import path from "node:path";
import type { ServerEnv } from "../env";
import { findRepoRoot } from "../repoRoot";

/** DATA_DIR as an absolute path: a relative one is taken from the repository root, wherever the process runs. */
export function resolveDataDir(env: Pick<ServerEnv, "DATA_DIR">): string {
  return path.isAbsolute(env.DATA_DIR) ? env.DATA_DIR : path.resolve(findRepoRoot(), env.DATA_DIR);
}
