import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "../scripts/content-import.mjs");

function run(env: Record<string, string>, ...args: string[]) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/SANITY/.test(name)));
  return spawnSync(process.execPath, [script, "--no-env-file", ...args], {
    env: { ...clean, ...env },
    encoding: "utf8",
    cwd: path.dirname(script),
  });
}

describe("npm run content:import", () => {
  it("names the missing variables and imports nothing", () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("NEXT_PUBLIC_SANITY_PROJECT_ID");
    expect(result.stderr).toContain("SANITY_AUTH_TOKEN");
  });

  it("imports the seed file into the configured dataset, replacing documents with the same ids", () => {
    const result = run({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123", NEXT_PUBLIC_SANITY_DATASET: "staging" }, "--dry-run");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("project abc123");
    expect(result.stdout).toContain("sanity dataset import seed/production.ndjson staging --replace");
  });

  it("rejects a malformed project id", () => {
    const result = run({ NEXT_PUBLIC_SANITY_PROJECT_ID: "abc; rm -rf /", SANITY_AUTH_TOKEN: "t" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("must match");
  });
});
