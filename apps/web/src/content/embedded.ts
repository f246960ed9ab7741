/**
 * Embedded content adapter: the checked-in seed dataset (Sanity NDJSON export format) queried
 * with groq-js, the official GROQ engine. Used whenever no Sanity project is configured.
 */
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { findRepoRoot } from "../repoRoot";
import type { ContentQuery } from "../ports";
import { readDataset, resolveDatasetPath, type SanityDocument } from "./datasetFile";

export { parseNdjson, readDataset, resolveDatasetPath, type SanityDocument } from "./datasetFile";

export const SEED_DATASET_RELATIVE_PATH = "apps/studio/seed/production.ndjson";

/** The seed dataset of this repository. */
export function findSeedDataset(start = process.cwd()): string {
  return path.join(findRepoRoot(start), SEED_DATASET_RELATIVE_PATH);
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
    return (await value.get()) as unknown;
  };
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
