/**
 * Embedded content adapter: the checked-in seed dataset (Sanity NDJSON export format) queried
 * with groq-js, the official GROQ engine. Used whenever no Sanity project is configured.
 */
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { findRepoRoot } from "@/src/process/repoRoot";
import type { ContentQuery } from "@/src/platform/ports";
import { datasetKeys, dereferenceIn, documentsFor, indexDataset } from "./datasetPlan";
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

/** Freezes a memoised result, so a caller that would change it fails loudly instead of changing it for every later caller. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The dataset never changes within a process, so two things keep a page's queries from costing
 * time in proportion to the whole dataset (decision 0025): each query reads only the documents
 * its filters can match (datasetPlan.ts), and a query without parameters (settings, navigation,
 * the article index behind previous/next) is answered once per process. Those are the code's
 * own query strings, so the memo is bounded; queries with parameters (which may come from a
 * visitor) are never kept.
 */
export function createEmbeddedQuery(documents: SanityDocument[]): ContentQuery {
  const dataset = publishedOnly(documents);
  const index = indexDataset(dataset);
  const dereference = dereferenceIn(dataset);
  const answers = new Map<string, Promise<unknown>>();
  const run = async (query: string, params: Record<string, unknown>) => {
    const tree = parse(query, { params });
    const keys = datasetKeys(tree);
    const value = await evaluate(tree, { dataset: keys === null ? dataset : documentsFor(keys, index, dataset), params, dereference });
    return (await value.get()) as unknown;
  };
  return async (query, params = {}) => {
    if (Object.keys(params).length > 0) return run(query, params);
    let answer = answers.get(query);
    if (!answer) {
      answer = run(query, params).then(deepFreeze);
      answers.set(query, answer);
      // A failed query is not remembered: the next caller sees the error afresh.
      answer.catch(() => answers.delete(query));
    }
    return answer;
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
