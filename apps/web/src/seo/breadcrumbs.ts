/**
 * Breadcrumb trails built from the path (docs/product.md#breadcrumbs-and-go-back): hidden on home; articles
 * show Home > Self Storage > Insights > page; the ROI tool Home > Tools > ROI Calculator;
 * regional pages Home > Self Storage > Ontario > city. Other pages list every ancestor that is
 * a real page, so no crumb ever links to a 404. A page published from a document (a market, an
 * article, a guide) is named by its document (PageShell's crumbLabel) unless it has a short name
 * below, and a guide says it is one (`trail: "guide"`), so no list of them is kept here.
 */
import { isRoute } from "@/src/routing/routes";

/** A trail kind the path alone cannot tell: a guide in /insights/ sits beside the news articles. */
export type TrailKind = "guide";

export interface Crumb {
  name: string;
  path: string;
}

const LABELS: Readonly<Record<string, string>> = {
  "/": "Home",
  "/buy/": "Buy",
  "/contact/": "Contact",
  "/about/": "About",
  "/sell/": "Sell",
  "/off-market/": "Off-Market",
  "/insights/": "Insights",
  "/self-storage/": "Self Storage",
  "/self-storage/listings/": "Listings",
  "/self-storage/insights/": "Insights",
  "/self-storage/ontario/": "Ontario",
  "/self-storage/ontario/gta/investment-opportunities/": "GTA Investment Opportunities",
  "/industrial/": "Industrial",
  "/industrial/ontario/": "Ontario",
  "/tools/": "Tools",
  "/tools/roi-calculator/": "ROI Calculator",
  "/self-storage/insights/roi-guide-ontario/": "ROI Guide",
  "/self-storage/insights/ontario-storage-report/": "Ontario Storage Report",
  "/self-storage/insights/financing-in-ontario/": "Financing in Ontario",
  "/insights/storage-valuation-guide/": "Storage Valuation Guide",
  "/insights/due-diligence-checklist/": "Due Diligence Checklist",
  "/diagnostics": "Diagnostics",
  "/privacy/": "Privacy",
};

const HOME: Crumb = { name: "Home", path: "/" };

export function crumbLabel(path: string): string {
  const known = LABELS[path];
  if (known) return known;
  const slug = path.split("/").filter(Boolean).pop() ?? "";
  return slug.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function trail(...paths: string[]): Crumb[] {
  return [HOME, ...paths.map((path) => ({ name: crumbLabel(path), path }))];
}

/**
 * `label` names the last crumb when it comes from a document (an article's title), so a page
 * published from the Studio needs no entry here.
 */
export function buildBreadcrumbs(path: string, label?: string, kind?: TrailKind): Crumb[] {
  const crumbs = pathBreadcrumbs(path, kind);
  const last = crumbs.at(-1);
  if (label && last && !LABELS[path]) last.name = label;
  return crumbs;
}

function pathBreadcrumbs(path: string, kind: TrailKind | undefined): Crumb[] {
  if (path === "/") return [];
  if (kind === "guide") {
    return trail("/self-storage/", "/self-storage/insights/", path);
  }
  if (path.startsWith("/self-storage/ontario/") && path !== "/self-storage/ontario/") {
    return trail("/self-storage/", "/self-storage/ontario/", path);
  }
  const segments = path.split("/").filter(Boolean);
  const ancestors: string[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const prefix = `/${segments.slice(0, depth).join("/")}/`;
    if (isRoute(prefix)) ancestors.push(prefix);
  }
  return trail(...ancestors, path);
}
