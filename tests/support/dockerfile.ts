// Reads the repository's Dockerfile into the facts its tests check (tests/dockerfile.test.ts,
// tests/e2e/artifact.spec.ts): Docker is not available where the suite runs, so the image is never
// built here; these checks keep its commands and paths the ones the suite does run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The artifact `npm run build` writes, which the artifact test copies out and starts. */
export const ARTIFACT_DIR = "apps/web/.next/standalone";
/** Its entry point, inside the artifact. */
export const ARTIFACT_ENTRY = "apps/web/scripts/serve.mjs";

export interface Instruction {
  keyword: string;
  text: string;
}

export interface Stage {
  from: string;
  name: string | null;
  instructions: Instruction[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments left out). */
export function dockerfileStages(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, " ").split("\n");
  const stages: Stage[] = [];
  for (const line of lines.map((raw) => raw.trim())) {
    if (!line || line.startsWith("#")) continue;
    const [keyword = "", ...rest] = line.split(/\s+/);
    const text = rest.join(" ");
    if (keyword.toUpperCase() === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(text);
      stages.push({ from: match?.[1] ?? text, name: match?.[2] ?? null, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), text });
  }
  return stages;
}

export function readDockerfile(): Stage[] {
  return dockerfileStages(readFileSync(path.join(repoRoot, "Dockerfile"), "utf8"));
}

export function instructions(stage: Stage | undefined, keyword: string): string[] {
  return (stage?.instructions ?? []).filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.text);
}

/** The runtime stage's copy of the build stage's artifact: where from (in the repository) and where to. */
export function artifactCopy(stages: Stage[]): { source: string; destination: string } | null {
  const runtime = stages.at(-1);
  const build = stages[0];
  const workdir = instructions(build, "WORKDIR").at(-1) ?? "/";
  for (const copy of instructions(runtime, "COPY")) {
    const parts = copy.split(/\s+/).filter((part) => !part.startsWith("--"));
    if (!copy.includes(`--from=${build?.name}`) || parts.length !== 2) continue;
    return { source: path.posix.relative(workdir, parts[0] ?? ""), destination: parts[1] ?? "" };
  }
  return null;
}

/** The exec-form CMD's arguments. */
export function command(stages: Stage[]): string[] {
  const cmd = instructions(stages.at(-1), "CMD").at(-1) ?? "[]";
  return JSON.parse(cmd) as string[];
}

/** The patterns of .dockerignore. */
export function dockerignorePatterns(): string[] {
  return readFileSync(path.join(repoRoot, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/** Whether Docker leaves `file` out of the build context: a pattern matches it or a folder above it. */
export function dockerIgnores(patterns: string[], file: string): boolean {
  const parts = file.split("/");
  const candidates = parts.map((_part, index) => parts.slice(0, index + 1).join("/"));
  return patterns.some((pattern) => candidates.some((candidate) => path.posix.matchesGlob(candidate, pattern)));
}
