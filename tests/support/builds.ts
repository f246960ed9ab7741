/**
 * What the extra production builds of the end-to-end tests share (the publishing fixture's and
 * hosted mode's): when a build in its own dist folder is still fresh, and one build at a time
 * across Playwright's workers, so two specs that need the same stale build do not both start it
 * into the same folder (`npm test` builds both before the tests; a single spec run may not).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Fresh: built (BUILD_ID), marked with the fingerprint of what it was built from, and not older
 * than the default build beside it (which a code change rebuilds first).
 */
export function isBuildFresh(webDir: string, distDir: string, markerFile: string, fingerprint: string): boolean {
  const dist = path.join(webDir, distDir);
  const marker = path.join(dist, markerFile);
  const defaultBuild = path.join(webDir, ".next/BUILD_ID");
  if (!existsSync(marker) || !existsSync(path.join(dist, "BUILD_ID"))) return false;
  if (existsSync(defaultBuild) && statSync(defaultBuild).mtimeMs > statSync(marker).mtimeMs) return false;
  return readFileSync(marker, "utf8") === fingerprint;
}

/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 15 * 60_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Holds the machine-wide lock named `name` until `release` is called; waits while another process holds it. */
export function acquireBuildLock(name: string): () => void {
  const lock = path.join(os.tmpdir(), `agency-e2e-build-${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released between the two calls: try again at once.
        continue;
      }
      sleep(500);
    }
  }
}
