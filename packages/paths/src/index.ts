/**
 * The site's path rules, in one place for the web app (routes, sitemap, breadcrumbs, hubs) and
 * the Studio (validation, Presentation locations): which kinds of page documents exist, the path
 * each gets from its slug (and section), which paths are fixed routes of the site, and which
 * prefixes no document may take. Pure data and functions, no framework imports, so the Studio's
 * bundler, Next.js and Node's own TypeScript support all load it from source.
 */

/** A slug: lower-case words of a-z and 0-9 joined by single dashes ("kitchener-waterloo"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The two site sections that hold guide articles, with the path prefix of each. */
export const GUIDE_SECTIONS = {
  "self-storage-insights": "/self-storage/insights/",
  insights: "/insights/",
} as const;
export type GuideSectionKey = keyof typeof GUIDE_SECTIONS;

/** Industrial market documents that are not an area but a fixed page of their own. */
export const INDUSTRIAL_FIXED_AREAS = { hub: "/industrial/", ontario: "/industrial/ontario/" } as const;

export const SELF_STORAGE_MARKETS_PREFIX = "/self-storage/ontario/";
export const INDUSTRIAL_MARKETS_PREFIX = "/industrial/ontario/";
export const NEWS_PREFIX = "/insights/";
export const LISTINGS_PREFIX = "/self-storage/listings/";

/** Articles per page of /insights/ (and of each category page) before it paginates. */
export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEED_PATH = "/insights/feed.xml";

export function guidePath(section: GuideSectionKey, slug: string): string {
  return `${GUIDE_SECTIONS[section]}${slug}/`;
}

export function selfStorageMarketPath(city: string): string {
  return `${SELF_STORAGE_MARKETS_PREFIX}${city}/`;
}

/** The hub and the Ontario overview are industrial market documents too, at their own paths. */
export function industrialMarketPath(area: string): string {
  return area in INDUSTRIAL_FIXED_AREAS
    ? INDUSTRIAL_FIXED_AREAS[area as keyof typeof INDUSTRIAL_FIXED_AREAS]
    : `${INDUSTRIAL_MARKETS_PREFIX}${area}/`;
}

export function newsArticlePath(slug: string): string {
  return `${NEWS_PREFIX}${slug}/`;
}

/** The two kinds of market page, each under its Ontario hub. */
export type MarketKind = "selfStorage" | "industrial";

/**
 * Market directories list this many markets a page (issue 16): the hub shows the first page and
 * links the rest, so the hub's size stops growing with the number of markets. A multiple of the
 * grid's two and three columns.
 */
export const MARKET_DIRECTORY_PAGE_SIZE = 24;

/** Page 1 of a market directory is its hub; later pages are {hub}markets/N/. */
export function marketDirectoryPath(kind: MarketKind, page: number): string {
  const hub = kind === "selfStorage" ? SELF_STORAGE_MARKETS_PREFIX : INDUSTRIAL_MARKETS_PREFIX;
  return page <= 1 ? hub : `${hub}markets/${page}/`;
}

/** How many directory pages `total` markets fill (at least one). */
export function marketDirectoryPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MARKET_DIRECTORY_PAGE_SIZE));
}

/** Page 1 of the news list is /insights/ itself; later pages are /insights/page/N/. */
export function newsIndexPath(page: number): string {
  return page <= 1 ? NEWS_PREFIX : `${NEWS_PREFIX}page/${page}/`;
}

/** "Market Trends" → "market-trends". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Page 1 of a category is /insights/category/{c}/; later pages are /insights/category/{c}/page/N/. */
export function newsCategoryPath(category: string, page = 1): string {
  const base = `${NEWS_PREFIX}category/${categorySlug(category)}/`;
  return page <= 1 ? base : `${base}page/${page}/`;
}

/** How many list pages `total` articles fill (at least one: an empty list is still a page). */
export function newsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
}

export function listingPath(slug: string): string {
  return `${LISTINGS_PREFIX}${slug}/`;
}

/** /sell/ rendered per request with the value calculator's figures (proxy.ts rewrites /sell/?units=… to it). */
export const SELL_WITH_FIGURES_PATH = "/sell/figures/";

/** A confidential listing's confidentiality agreement, signed before its deal room opens (issue 17). */
export function agreementPath(slug: string): string {
  return `${listingPath(slug)}agreement/`;
}

/** A confidential listing's deal room: its documents, for the holder of an access link. */
export function dealRoomPath(slug: string): string {
  return `${listingPath(slug)}deal-room/`;
}

/** One document of a deal room, downloaded through the site after the link is checked. */
export function dealRoomDocumentPath(slug: string, documentId: string): string {
  return `${dealRoomPath(slug)}documents/${documentId}/`;
}

/** A view-only document's viewer in the room (issue 46): one page at a time, `?page=N`. */
export function dealRoomViewPath(slug: string, documentId: string, page = 1): string {
  return `${dealRoomPath(slug)}view/${documentId}/${page === 1 ? "" : `?page=${page}`}`;
}

/** One page of a view-only document as a watermarked PNG. */
export function dealRoomPageImagePath(slug: string, documentId: string, page: number): string {
  return `${dealRoomPath(slug)}view/${documentId}/pages/${page}/`;
}

/** The signer's own confidentiality agreement as signed, a PDF made from the record (issue 46). */
export function dealRoomSignedAgreementPath(slug: string): string {
  return `${dealRoomPath(slug)}agreement.pdf`;
}

/** Where the deal room's letter-of-intent form posts (issue 36). */
export function dealRoomOfferPath(slug: string): string {
  return `${dealRoomPath(slug)}offer/`;
}

/**
 * The listings page's filtered results (asset class, region, status, price band and page in the
 * query string). A page of its own, rendered per request, so the prerendered /self-storage/listings/
 * (decision 0015's page cache) is never served for a filtered query.
 */
export const LISTINGS_FILTER_PATH = `${LISTINGS_PREFIX}filter/`;

/** The checklist PDF of an article (built from its checklist blocks). */
export function checklistPdfPath(slug: string): string {
  return `/downloads/${slug}.pdf`;
}

/**
 * Page kinds: every page-like document type, and how its path follows from its fields. The
 * fields are the document's own (`slug.current` already unwrapped to `slug`).
 */
export type PageKind = "guideArticle" | "selfStorageMarket" | "industrialMarket" | "newsArticle" | "listing";

export interface PathFields {
  slug?: string | null;
  section?: string | null;
  city?: string | null;
  area?: string | null;
}

export function isGuideSection(value: unknown): value is GuideSectionKey {
  return typeof value === "string" && Object.hasOwn(GUIDE_SECTIONS, value);
}

/** The path of a document of this kind, or null while the fields it needs are missing. */
export function documentPath(kind: PageKind, fields: PathFields): string | null {
  switch (kind) {
    case "guideArticle":
      return fields.slug && isGuideSection(fields.section) ? guidePath(fields.section, fields.slug) : null;
    case "selfStorageMarket":
      return fields.city ? selfStorageMarketPath(fields.city) : null;
    case "industrialMarket":
      return fields.area ? industrialMarketPath(fields.area) : null;
    case "newsArticle":
      return fields.slug ? newsArticlePath(fields.slug) : null;
    case "listing":
      return fields.slug ? listingPath(fields.slug) : null;
  }
}

/**
 * The pages whose path is fixed in code (docs/product.md#routes), in canonical form. Market,
 * guide, news and listing pages come from documents and are not listed here.
 */
export const FIXED_ROUTES: readonly string[] = [
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
  "/self-storage/ontario/gta/investment-opportunities/",
  "/industrial/",
  "/industrial/ontario/",
  "/tools/",
  "/tools/roi-calculator/",
  "/privacy/",
];

/**
 * The pages docs/product.md#routes promises that come from documents: the guides and the market
 * pages of the product's route table. The Studio will not delete, unpublish or duplicate the
 * documents behind them, nor those of FIXED_ROUTES (apps/studio/actions/protection.ts).
 */
export const PRODUCT_DOCUMENT_PATHS: readonly string[] = [
  "/insights/storage-valuation-guide/",
  "/insights/due-diligence-checklist/",
  "/self-storage/insights/roi-guide-ontario/",
  "/self-storage/insights/ontario-storage-report/",
  "/self-storage/insights/financing-in-ontario/",
  "/self-storage/ontario/toronto/",
  "/self-storage/ontario/york-region/",
  "/self-storage/ontario/london/",
  "/self-storage/ontario/hamilton/",
  "/self-storage/ontario/ottawa/",
  "/self-storage/ontario/niagara/",
  "/self-storage/ontario/mississauga/",
  "/self-storage/ontario/kitchener-waterloo/",
  "/industrial/ontario/toronto/",
  "/industrial/ontario/gta/",
  "/industrial/ontario/york-region/",
  "/industrial/ontario/peel/",
  "/industrial/ontario/durham/",
];

export const OPERATOR_PATHS: readonly string[] = ["/diagnostics"];

/** The owner's report of a listing, opened by a signed link (`?t=<token>`, issue 36); its PDF is `pdf/` below it. */
export const OWNER_REPORT_PATH = "/owner-report/";

/**
 * Prefixes that belong to the site's machinery or to generated pages; no document path may start
 * with one. "/insights/page/" and "/insights/category/" are the news list's own pages, and
 * "/self-storage/ontario/gta/" holds the fixed GTA opportunities page.
 */
export const RESERVED_PREFIXES: readonly string[] = [
  "/api/",
  "/_next/",
  "/downloads/",
  "/og/",
  "/maps/",
  "/operator/",
  "/diagnostics",
  // The team's workspace (issue 45).
  "/team/",
  // The signed-link pages of the investors' deal e-mails (confirmation, preferences).
  "/deal-emails/",
  // The owner's report, at a signed link (issue 36).
  OWNER_REPORT_PATH,
  "/insights/page/",
  "/insights/category/",
  NEWS_FEED_PATH,
  "/self-storage/ontario/gta/",
];

/** A slug no document may take because a page of that name already sits beside it in code. */
const RESERVED_SLUGS: Readonly<Record<string, readonly string[]>> = {
  [NEWS_PREFIX]: ["page", "category", "feed-xml"],
  [SELF_STORAGE_MARKETS_PREFIX]: ["gta", "markets"],
  [INDUSTRIAL_MARKETS_PREFIX]: ["markets"],
  [LISTINGS_PREFIX]: ["filter"],
};

/**
 * Why a document may not take this path, or null when it may: it must be canonical (lower-case,
 * slug segments, trailing slash), not a fixed route and not under a reserved prefix. Uniqueness
 * among documents is the caller's check (it needs the dataset).
 */
export function pathProblem(path: string): string | null {
  if (path !== path.toLowerCase()) return `${path} must be lower-case`;
  if (!path.startsWith("/") || !path.endsWith("/")) return `${path} must start and end with "/"`;
  const segments = path.split("/").slice(1, -1);
  if (segments.length === 0) return "the home page is a fixed route";
  const bad = segments.find((segment) => !SLUG_PATTERN.test(segment));
  if (bad !== undefined) return `"${bad}" in ${path} may use only a-z, 0-9 and single dashes between words`;
  if (FIXED_ROUTES.includes(path) || OPERATOR_PATHS.includes(path.slice(0, -1))) return `${path} is a fixed page of the site`;
  const reserved = RESERVED_PREFIXES.find((prefix) => path.startsWith(prefix) || `${path.slice(0, -1)}` === prefix.replace(/\/$/, ""));
  if (reserved) return `${path} is under ${reserved}, which the site reserves`;
  for (const [prefix, slugs] of Object.entries(RESERVED_SLUGS)) {
    const rest = path.startsWith(prefix) ? path.slice(prefix.length, -1) : "";
    if (slugs.includes(rest)) return `${path} is reserved for the site's own page`;
  }
  return null;
}

/** Why this slug is not valid, or null. */
export function slugProblem(slug: string): string | null {
  if (slug !== slug.toLowerCase()) return "Use lower-case letters only";
  if (!SLUG_PATTERN.test(slug)) return "Use only a-z, 0-9 and single dashes between words";
  return null;
}

/** The fields of a dataset document that decide which pages it publishes. */
export interface DatasetDocument {
  _id: string;
  _type: string;
  slug?: { current?: string } | null;
  section?: string | null;
  city?: string | null;
  area?: string | null;
  category?: string | null;
  body?: unknown[] | null;
  confidential?: boolean | null;
  status?: string | null;
}

/**
 * The pages a dataset publishes beyond the fixed routes, in canonical form: market pages, guide
 * articles, news articles with a body, the news list's later pages and its category pages (with
 * their later pages), listings, and a confidential listing's agreement and deal room. Drafts publish nothing. A plain function over the documents, for
 * the tests and the bench (the site itself asks its queries).
 */
export function datasetPagePaths(documents: readonly DatasetDocument[]): string[] {
  const published = documents.filter((doc) => !doc._id.startsWith("drafts."));
  const markets = published.flatMap((doc) => {
    if (doc._type === "selfStorageMarket" && doc.city) return [selfStorageMarketPath(doc.city)];
    if (doc._type === "industrialMarket" && doc.area && !(doc.area in INDUSTRIAL_FIXED_AREAS)) return [industrialMarketPath(doc.area)];
    return [];
  });
  const guides = published.flatMap((doc) => {
    const path =
      doc._type === "guideArticle" ? documentPath("guideArticle", { slug: doc.slug?.current ?? null, section: doc.section ?? null }) : null;
    return path ? [path] : [];
  });
  const news = published.filter((doc) => doc._type === "newsArticle");
  const articles = news.flatMap((doc) => (doc.slug?.current && (doc.body?.length ?? 0) > 0 ? [newsArticlePath(doc.slug.current)] : []));
  const listPages = Array.from({ length: Math.max(0, Math.ceil(news.length / NEWS_PAGE_SIZE) - 1) }, (_, index) =>
    newsIndexPath(index + 2),
  );
  const perCategory = new Map<string, number>();
  for (const doc of news) if (doc.category) perCategory.set(doc.category, (perCategory.get(doc.category) ?? 0) + 1);
  const categories = [...perCategory].flatMap(([category, count]) =>
    Array.from({ length: newsPageCount(count) }, (_, index) => newsCategoryPath(category, index + 1)),
  );
  const listings = published.flatMap((doc) => {
    const slug = doc._type === "listing" ? doc.slug?.current : undefined;
    if (!slug) return [];
    // A confidential listing for sale has its agreement and its deal room (issue 17).
    return doc.confidential === true && doc.status !== "sold"
      ? [listingPath(slug), agreementPath(slug), dealRoomPath(slug)]
      : [listingPath(slug)];
  });
  // The hubs' market directories past their first page (the hub itself).
  const directoryPages = (["selfStorage", "industrial"] as const).flatMap((kind) => {
    const count = markets.filter((path) => path.startsWith(marketDirectoryPath(kind, 1))).length;
    return Array.from({ length: marketDirectoryPageCount(count) - 1 }, (_, index) => marketDirectoryPath(kind, index + 2));
  });
  return [...markets, ...guides, ...articles, ...listPages, ...categories, ...listings, ...directoryPages];
}
