/**
 * Embedded content adapter: the checked-in seed dataset (Sanity NDJSON export format) queried
 * with groq-js, the official GROQ engine. Used whenever no Sanity project is configured.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { findRepoRoot } from "../repoRoot";
import type { ContentQuery } from "./contentQuery";

export const SEED_DATASET_RELATIVE_PATH = "apps/studio/seed/production.ndjson";

/** The seed dataset of this repository. */
export function findSeedDataset(start = process.cwd()): string {
  return path.join(findRepoRoot(start), SEED_DATASET_RELATIVE_PATH);
}

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
    if (!value || typeof value !== "object" || typeof (value as SanityDocument)._id !== "string" || typeof (value as SanityDocument)._type !== "string") {
      throw new Error(`${source}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(value as SanityDocument);
  });
  return documents;
}

/** Published documents only, as the hosted adapter's "published" perspective returns. */
export function publishedOnly(documents: SanityDocument[]): SanityDocument[] {
  return documents.filter((document) => !document._id.startsWith("drafts."));
}

export function createEmbeddedQuery(documents: SanityDocument[]): ContentQuery {
  const dataset = publishedOnly(documents);
  return async (query, params = {}) => {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset, params });
    return value.get();
  };
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

const datasetQueries = new Map<string, ContentQuery>();
/** The query engine over the dataset CONTENT_DATASET names (the seed by default), parsed once per process. */
export function datasetQuery(setting: string = SEED_DATASET_RELATIVE_PATH): ContentQuery {
  const file = resolveDatasetPath(setting);
  let query = datasetQueries.get(file);
  if (!query) {
    query = createEmbeddedQuery(readDataset(file));
    datasetQueries.set(file, query);
  }
  return query;
}

export function seedDatasetQuery(): ContentQuery {
  return datasetQuery(SEED_DATASET_RELATIVE_PATH);
}
