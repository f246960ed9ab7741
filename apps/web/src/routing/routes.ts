/**
 * The fixed part of the route table of docs/product.md#routes, written exactly as the site serves
 * it (canonical forms). Pure data: used by the sitemap, breadcrumbs, the trailing-slash policy and
 * the tests. The fixed pages and the path rules come from packages/paths, shared with the Studio.
 */
import { FIXED_ROUTES, LISTINGS_FILTER_PATH, OPERATOR_PATHS, guidePath } from "@agency/paths";

export { OPERATOR_PATHS };
/** Articles show the trail Home > Self Storage > Insights > page (docs/product.md#breadcrumbs-and-go-back). */
export const ARTICLE_PATHS: readonly string[] = [
  guidePath("self-storage-insights", "roi-guide-ontario"),
  guidePath("self-storage-insights", "ontario-storage-report"),
  guidePath("self-storage-insights", "financing-in-ontario"),
  guidePath("insights", "storage-valuation-guide"),
  guidePath("insights", "due-diligence-checklist"),
];

/**
 * The pages whose route is written in code. Market pages, news pages and categories come from the
 * dataset (generateStaticParams); `datasetPagePaths` in packages/paths lists them for the tests.
 */
export const PUBLIC_ROUTES: readonly string[] = [...FIXED_ROUTES, ...ARTICLE_PATHS];

export const ALL_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...OPERATOR_PATHS];

/**
 * Pages rendered per request from their query string (the filtered listings): not in the sitemap
 * (noindex, canonical to the listings page) and not prerendered.
 */
export const QUERY_ROUTES: readonly string[] = [LISTINGS_FILTER_PATH];

const routeSet = new Set(ALL_ROUTES);
export function isRoute(path: string): boolean {
  return routeSet.has(path);
}
