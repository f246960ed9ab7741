/**
 * The route table of docs/product.md#routes, written exactly as the site serves it (canonical forms).
 * Pure data: used by the sitemap, breadcrumbs, the trailing-slash policy and the tests.
 */
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
export const ARTICLE_PATHS = [
  "/self-storage/insights/roi-guide-ontario/",
  "/self-storage/insights/ontario-storage-report/",
  "/self-storage/insights/financing-in-ontario/",
  "/insights/storage-valuation-guide/",
  "/insights/due-diligence-checklist/",
] as const;

export const OPERATOR_PATHS = ["/diagnostics"] as const;

export const PUBLIC_ROUTES: readonly string[] = [
  "/",
  "/buy/",
  "/contact/",
  "/about/",
  "/sell/",
  "/off-market/",
  "/insights/",
  "/self-storage/",
  "/self-storage/listings/",
  "/self-storage/insights/",
  "/self-storage/ontario/",
  ...Object.keys(SELF_STORAGE_CITIES).map((city) => `/self-storage/ontario/${city}/`),
  "/self-storage/ontario/gta/investment-opportunities/",
  "/industrial/",
  "/industrial/ontario/",
  ...Object.keys(INDUSTRIAL_AREAS).map((area) => `/industrial/ontario/${area}/`),
  ...ARTICLE_PATHS,
  "/tools/",
  "/tools/roi-calculator/",
  "/privacy/",
];

export const ALL_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...OPERATOR_PATHS];

const routeSet = new Set(ALL_ROUTES);
export function isRoute(path: string): boolean {
  return routeSet.has(path);
}
