// The route table and redirects, imported from the site's own pure modules so the end-to-end
// tests check the server against the same source of truth the unit tests pin to docs/product.md#routes,
// plus the pages the dataset publishes (markets, news articles, list pages, categories), worked
// out from the documents without the site's queries, so the tests notice when a page goes missing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { datasetPagePaths, type DatasetDocument } from "@agency/paths";
import { ALL_ROUTES as FIXED_ALL_ROUTES, PUBLIC_ROUTES as FIXED_PUBLIC_ROUTES } from "../../apps/web/src/routing/routes";

export { LINKED_BUT_ABSENT_REDIRECTS, SPEC_REDIRECTS } from "../../apps/web/src/routing/redirects";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SEED_DATASET = "apps/studio/seed/production.ndjson";

/** The pages a dataset publishes beyond the route table (packages/paths' datasetPagePaths). */
export function publishedRoutes(dataset: string): string[] {
  const documents = readFileSync(path.join(repoRoot, dataset), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DatasetDocument);
  return datasetPagePaths(documents);
}

/** Every public page of the default build (the seed): the route table and what the seed publishes. */
export const PUBLIC_ROUTES: readonly string[] = [...FIXED_PUBLIC_ROUTES, ...publishedRoutes(SEED_DATASET)];
export const ALL_ROUTES: readonly string[] = [...FIXED_ALL_ROUTES, ...publishedRoutes(SEED_DATASET)];
