/**
 * A production build in hosted mode, made against the stand-in Content Lake
 * (tests/support/contentLake.ts) holding the seed dataset, into apps/web/.next-hosted beside the
 * default build. A hosted build prerenders what the Content Lake holds when it runs; pages
 * published afterwards render on demand (decision 0020, "Hosted mode"), which is what
 * tests/e2e/hosted-publishing.spec.ts checks. Reused while newer than the default build and made
 * from the same seed and origin.
 */
import { acquireBuildLock, isBuildFresh } from "./builds.ts";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startContentLake } from "./contentLake.ts";
import { E2E_SITE_URL } from "./site.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webDir = path.join(repoRoot, "apps/web");
export const HOSTED_DIST_DIR = ".next-hosted";
export const HOSTED_SEED = path.join(repoRoot, "apps/studio/seed/production.ndjson");

/**
 * The environment of a hosted-mode server (and its build), less SANITY_API_HOST, which names the
 * stand-in of the moment. The project id is a made-up one: nothing leaves the machine.
 */
export const HOSTED_ENV: Readonly<Record<string, string>> = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: "standin",
  NEXT_PUBLIC_SANITY_DATASET: "production",
  NEXT_DIST_DIR: HOSTED_DIST_DIR,
};

function fingerprint(): string {
  return createHash("sha256").update(readFileSync(HOSTED_SEED)).update(E2E_SITE_URL).digest("hex");
}

const isFresh = () => isBuildFresh(webDir, HOSTED_DIST_DIR, "HOSTED_FINGERPRINT", fingerprint());

export async function ensureHostedBuild(): Promise<void> {
  if (isFresh()) return;
  const release = acquireBuildLock("hosted");
  try {
    // Another worker may have built it while this one waited.
    if (!isFresh()) await buildHosted();
  } finally {
    release();
  }
}

async function buildHosted(): Promise<void> {
  const built = fingerprint();
  const nextEnv = path.join(webDir, "next-env.d.ts");
  const committed = readFileSync(nextEnv, "utf8");
  // The stand-in answers in this process while the build runs: spawn, never spawnSync.
  const lake = await startContentLake(HOSTED_SEED);
  try {
    const output: string[] = [];
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn("npm", ["run", "build", "--workspace=apps/web"], {
        cwd: repoRoot,
        env: { ...process.env, ...HOSTED_ENV, SANITY_API_HOST: lake.apiHost, SITE_URL: E2E_SITE_URL, NEXT_TELEMETRY_DISABLED: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      child.on("error", reject);
      child.on("exit", resolve);
    });
    if (status !== 0) throw new Error(`The hosted-mode build failed:\n${output.join("")}`);
  } finally {
    writeFileSync(nextEnv, committed);
    await lake.stop();
  }
  writeFileSync(path.join(webDir, HOSTED_DIST_DIR, "HOSTED_FINGERPRINT"), built);
}

// `npm run build:hosted` (a step of `npm test`, after the fixture build).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await ensureHostedBuild();
  console.log(`hosted-mode build ready in apps/web/${HOSTED_DIST_DIR} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
