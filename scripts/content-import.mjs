// Loads the seed dataset (apps/studio/seed/production.ndjson, with its images) into a Sanity
// project: `npm run content:import` (add `-- --dry-run` to print the command without running it).
// Needs NEXT_PUBLIC_SANITY_PROJECT_ID, NEXT_PUBLIC_SANITY_DATASET (default production) and
// SANITY_AUTH_TOKEN (a token with write access: sanity.io/manage → API → Tokens, "Editor").
// Existing documents with the same ids are replaced; others are left alone.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `--no-env-file` (tests) reads only the process environment.
if (!process.argv.includes("--no-env-file")) nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || "production";
const token = process.env.SANITY_AUTH_TOKEN;
const dryRun = process.argv.includes("--dry-run");

const missing = [
  !projectId && "NEXT_PUBLIC_SANITY_PROJECT_ID (the Sanity project to import into)",
  !token && !dryRun && "SANITY_AUTH_TOKEN (a token with write access to the project)",
].filter(Boolean);
if (missing.length > 0) {
  console.error(`content:import needs ${missing.join(" and ")}. Set them in .env or the environment.`);
  process.exit(1);
}
if (!/^[a-z0-9-]+$/.test(projectId) || !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
  console.error("content:import: NEXT_PUBLIC_SANITY_PROJECT_ID must match [a-z0-9-] and NEXT_PUBLIC_SANITY_DATASET [a-z0-9_-].");
  process.exit(1);
}

const studio = path.join(root, "apps/studio");
const args = ["sanity", "dataset", "import", "seed/production.ndjson", dataset, "--replace"];
console.log(`${dryRun ? "Would run" : "Running"} (in apps/studio, project ${projectId}): npx ${args.join(" ")}`);
if (dryRun) process.exit(0);

const result = spawnSync("npx", args, {
  cwd: studio,
  stdio: "inherit",
  env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset, SANITY_AUTH_TOKEN: token },
});
process.exit(result.status ?? 1);
