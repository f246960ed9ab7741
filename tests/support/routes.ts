// The route table and redirects, imported from the site's own pure modules so the end-to-end
// tests check the server against the same source of truth the unit tests pin to docs/product.md#routes,
// plus the pages the dataset publishes (news articles, list pages, categories), worked out here
// independently of the site's queries so the tests notice when a page goes missing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NEWS_PAGE_SIZE, newsArticlePath, newsCategoryPath, newsIndexPath } from "@agency/paths";
import { ALL_ROUTES as FIXED_ALL_ROUTES, PUBLIC_ROUTES as FIXED_PUBLIC_ROUTES } from "../../apps/web/src/routing/routes";

export { LINKED_BUT_ABSENT_REDIRECTS, SPEC_REDIRECTS } from "../../apps/web/src/routing/redirects";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SEED_DATASET = "apps/studio/seed/production.ndjson";
export const FIXTURE_DATASET = "tests/fixtures/publishing.ndjson";

type Doc = { _id: string; _type: string; slug?: { current?: string }; category?: string; body?: unknown[] };

/** The pages a dataset publishes beyond the route table, in canonical form. */
export function publishedRoutes(dataset: string): string[] {
  const documents = readFileSync(path.join(repoRoot, dataset), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith("drafts."));
  const news = documents.filter((doc) => doc._type === "newsArticle");
  const articles = news.flatMap((doc) => (doc.slug?.current && (doc.body?.length ?? 0) > 0 ? [newsArticlePath(doc.slug.current)] : []));
  const listPages = Array.from({ length: Math.max(0, Math.ceil(news.length / NEWS_PAGE_SIZE) - 1) }, (_, index) => newsIndexPath(index + 2));
  const categories = [...new Set(news.flatMap((doc) => (doc.category ? [newsCategoryPath(doc.category)] : [])))];
  return [...articles, ...listPages, ...categories];
}

/** Every public page of the default build (the seed): the route table and what the seed publishes. */
export const PUBLIC_ROUTES: readonly string[] = [...FIXED_PUBLIC_ROUTES, ...publishedRoutes(SEED_DATASET)];
export const ALL_ROUTES: readonly string[] = [...FIXED_ALL_ROUTES, ...publishedRoutes(SEED_DATASET)];
