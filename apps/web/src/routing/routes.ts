/**
 * The route table of docs/product.md#routes, written exactly as the site serves it (canonical forms).
 * Pure data: used by the sitemap, breadcrumbs, the trailing-slash policy and the tests. The fixed
 * pages and the path rules come from packages/paths, shared with the Studio.
 */
import { FIXED_ROUTES, OPERATOR_PATHS, guidePath, industrialMarketPath, selfStorageMarketPath } from "@agency/paths";

export { OPERATOR_PATHS };
export const SELF_STORAGE_CITIES = {
  toronto: "Toronto",
  "york-region": "York Region",
  london: "London",
  hamilton: "Hamilton",
  ottawa: "Ottawa",
  niagara: "Niagara",
  mississauga: "Mississauga",
  "kitchener-waterloo": "Kitchener-Waterloo",
} as const;
export type SelfStorageCity = keyof typeof SELF_STORAGE_CITIES;

export const INDUSTRIAL_AREAS = {
  toronto: "Toronto",
  gta: "GTA",
  "york-region": "York Region",
  peel: "Peel",
  durham: "Durham",
} as const;
export type IndustrialArea = keyof typeof INDUSTRIAL_AREAS;

/** Articles show the trail Home > Self Storage > Insights > page (docs/product.md#breadcrumbs-and-go-back). */
export const ARTICLE_PATHS: readonly string[] = [
  guidePath("self-storage-insights", "roi-guide-ontario"),
  guidePath("self-storage-insights", "ontario-storage-report"),
  guidePath("self-storage-insights", "financing-in-ontario"),
  guidePath("insights", "storage-valuation-guide"),
  guidePath("insights", "due-diligence-checklist"),
];

export const PUBLIC_ROUTES: readonly string[] = [
  ...FIXED_ROUTES,
  ...Object.keys(SELF_STORAGE_CITIES).map(selfStorageMarketPath),
  ...Object.keys(INDUSTRIAL_AREAS).map(industrialMarketPath),
  ...ARTICLE_PATHS,
];

export const ALL_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...OPERATOR_PATHS];

const routeSet = new Set(ALL_ROUTES);
export function isRoute(path: string): boolean {
  return routeSet.has(path);
}
