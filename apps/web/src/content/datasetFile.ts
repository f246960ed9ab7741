/**
 * Reading an NDJSON dataset export (the seed, or what CONTENT_DATASET names) without the query
 * engine, so proxy.ts can read the redirect documents with nothing else loaded.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { findRepoRoot } from "@/src/process/repoRoot";

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

/** Parses NDJSON; a broken line is an error naming its line number, never silently skipped. */
export function parseNdjson(text: string, source = "dataset"): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1}: invalid JSON (${(error as Error).message})`);
    }
    if (
      !value ||
      typeof value !== "object" ||
      typeof (value as SanityDocument)._id !== "string" ||
      typeof (value as SanityDocument)._type !== "string"
    ) {
      throw new Error(`${source}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(value as SanityDocument);
  });
  return documents;
}

/** CONTENT_DATASET as an absolute path: a relative one is taken from the repository root, wherever the process runs. */
export function resolveDatasetPath(setting: string, start = process.cwd()): string {
  return path.isAbsolute(setting) ? setting : path.resolve(findRepoRoot(start), setting);
}

/** Reads a dataset export; a missing file names the variable that chose it. */
export function readDataset(file: string): SanityDocument[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`CONTENT_DATASET: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return parseNdjson(text, file);
}
