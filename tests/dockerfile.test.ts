// The repository's Dockerfile, kept honest without Docker (issue 37): its build stage runs the
// commands that make the artifact tests/e2e/artifact.spec.ts starts (that spec also checks the
// copied paths exist after `npm run build`), with every build-time setting as a build argument,
// and its runtime stage starts the same entry point, as a user that is not root, with a health check.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BUILD_SETTING_NAMES } from "../apps/web/src/buildSettings/buildSettings";
import {
  ARTIFACT_DIR,
  ARTIFACT_ENTRY,
  artifactCopy,
  command,
  dockerIgnores,
  dockerignorePatterns,
  instructions,
  readDockerfile,
  repoRoot,
} from "./support/dockerfile";

const stages = readDockerfile();
const [build, runtime] = stages;

describe("the Dockerfile", () => {
  it("has a build stage and a runtime stage on Node 24", () => {
    expect(stages).toHaveLength(2);
    expect(build?.name).toBe("build");
    for (const stage of stages) expect(stage.from).toMatch(/^node:24[.-]/);
  });

  it("builds with a clean install and `npm run build`, the command that writes the artifact", () => {
    const run = instructions(build, "RUN").join(" && ");
    expect(run).toMatch(/\bnpm ci\b/);
    expect(run).toMatch(/\bnpm run build\b/);
    expect(instructions(build, "COPY")).toEqual([". ."]);
  });

  it.each(BUILD_SETTING_NAMES)("takes %s as a build argument, builds with it and keeps it for the server", (name) => {
    expect(instructions(build, "ARG").map((arg) => arg.split("=")[0])).toContain(name);
    expect(instructions(build, "RUN").join(" ")).toContain(`${name}="$${name}"`);
    expect(instructions(runtime, "ARG").map((arg) => arg.split("=")[0])).toContain(name);
    expect(instructions(runtime, "ENV").join(" ")).toContain(`${name}=$${name}`);
  });

  it("never takes the Sanity read token as a build argument (it would stay in the image's history)", () => {
    expect(instructions(build, "ARG").join(" ")).not.toContain("TOKEN");
    expect(instructions(build, "RUN").join(" ")).toContain("--mount=type=secret,id=sanity_read_token");
  });

  it("copies the artifact alone and starts its entry point, as the artifact test does", () => {
    const copy = artifactCopy(stages);
    expect(copy?.source).toBe(ARTIFACT_DIR);
    expect(command(stages)).toEqual(["node", `${copy?.destination}/${ARTIFACT_ENTRY}`]);
  });

  it("runs as a user that is not root, on a volume for the data, with a health check of /api/health", () => {
    const user = instructions(runtime, "USER").at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(instructions(runtime, "ENV").join(" ")).toMatch(/\bDATA_DIR=\/data\b/);
    expect(instructions(runtime, "VOLUME")).toEqual(["/data"]);
    expect(instructions(runtime, "HEALTHCHECK").join(" ")).toMatch(/CMD node -e .*http:\/\/127\.0\.0\.1:3000\/api\/health/);
    expect(instructions(runtime, "ENV").join(" ")).toMatch(/\bPORT=3000\b/);
  });
});

describe(".dockerignore", () => {
  const patterns = dockerignorePatterns();

  it("leaves out installed packages, builds, local data and the .env", () => {
    for (const file of [
      "node_modules/next/package.json",
      "apps/web/.next/BUILD_ID",
      "apps/web/.next-hosted/BUILD_ID",
      "data/pglite/PG_VERSION",
      ".env",
    ])
      expect(dockerIgnores(patterns, file), file).toBe(true);
  });

  it("keeps every file of the repository the build needs", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: repoRoot, encoding: "utf8" }).split("\n").filter(Boolean);
    const needed = tracked.filter((file) => /^(apps|packages|supabase|scripts)\/|^package(-lock)?\.json$|^tsconfig\.json$/.test(file));
    expect(needed.length).toBeGreaterThan(100);
    expect(needed.filter((file) => dockerIgnores(patterns, file))).toEqual([]);
  });
});
