/**
 * The fixed part of the route table of docs/product.md#routes, written exactly as the site serves
 * it (canonical forms). Pure data: used by the sitemap, breadcrumbs, the trailing-slash policy and
 * the tests. The fixed pages and the path rules come from packages/paths, shared with the Studio.
 */
import { FIXED_ROUTES, LISTINGS_FILTER_PATH, OPERATOR_PATHS, SELL_WITH_FIGURES_PATH } from "@agency/paths";

export { OPERATOR_PATHS };
/**
 * The pages whose route is written in code. Market, guide and news pages and categories come from
 * the dataset (generateStaticParams); `datasetPagePaths` in packages/paths lists them for the tests.
 */
export const PUBLIC_ROUTES: readonly string[] = [...FIXED_ROUTES];

export const ALL_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...OPERATOR_PATHS];

/**
 * Pages rendered per request from their query string (the filtered listings, /sell/ with the value
 * calculator's figures, site search's results): not in the sitemap (noindex, canonical to the
 * listings page, /sell/ or /search/ itself) and not prerendered.
 */
export const SEARCH_PATH = "/search/";
export const QUERY_ROUTES: readonly string[] = [LISTINGS_FILTER_PATH, SELL_WITH_FIGURES_PATH, SEARCH_PATH];

const routeSet = new Set(ALL_ROUTES);
export function isRoute(path: string): boolean {
  return routeSet.has(path);
}
