/**
 * A second production build, made from the publishing fixture dataset
 * (tests/fixtures/publishing.ndjson) into apps/web/.next-publishing, beside the default build the
 * rest of the suite uses. Pages are static, so a dataset needs its own build (decision 0020).
 * Reused when it is newer than the default build and made from the same fixture and origin;
 * otherwise rebuilt (about as long as the default build).
 */
import { acquireBuildLock, isBuildFresh } from "./builds.ts";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_SITE_URL } from "./site.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webDir = path.join(repoRoot, "apps/web");
export const PUBLISHING_DIST_DIR = ".next-publishing";
export const FIXTURE_DATASET = "tests/fixtures/publishing.ndjson";

/** The environment a server (and its build) needs to run on the fixture dataset. */
export const PUBLISHING_ENV: Readonly<Record<string, string>> = {
  CONTENT_DATASET: FIXTURE_DATASET,
  NEXT_DIST_DIR: PUBLISHING_DIST_DIR,
};

function fingerprint(): string {
  return createHash("sha256")
    .update(readFileSync(path.join(repoRoot, FIXTURE_DATASET)))
    .update(E2E_SITE_URL)
    .digest("hex");
}

const isFresh = () => isBuildFresh(webDir, PUBLISHING_DIST_DIR, "FIXTURE_FINGERPRINT", fingerprint());

export function ensurePublishingBuild(): void {
  if (isFresh()) return;
  const release = acquireBuildLock("publishing");
  try {
    // Another worker may have built it while this one waited.
    if (!isFresh()) buildPublishing();
  } finally {
    release();
  }
}

function buildPublishing(): void {
  // Taken before building: the fixture may be recompiled while the build runs.
  const built = fingerprint();
  // `next build` rewrites next-env.d.ts to point at its distDir: keep the committed one.
  const nextEnv = path.join(webDir, "next-env.d.ts");
  const committed = readFileSync(nextEnv, "utf8");
  const result = spawnSync("npm", ["run", "build", "--workspace=apps/web"], {
    cwd: repoRoot,
    env: { ...process.env, ...PUBLISHING_ENV, SITE_URL: E2E_SITE_URL, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  writeFileSync(nextEnv, committed);
  if (result.status !== 0) throw new Error(`Building the publishing fixture failed:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(path.join(webDir, PUBLISHING_DIST_DIR, "FIXTURE_FINGERPRINT"), built);
}

// `npm run build:fixture` (a step of `npm test`, right after the default build).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  ensurePublishingBuild();
  console.log(`publishing fixture build ready in apps/web/${PUBLISHING_DIST_DIR} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
