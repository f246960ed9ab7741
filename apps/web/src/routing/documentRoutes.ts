/**
 * The paths of the routes whose pages come from documents (decision 0020). In embedded mode every
 * such page is prerendered, so proxy.ts answers any other path of these shapes with the 404 page
 * before a route renders: with `dynamicParams = true` (hosted mode renders pages published after
 * the build), an unknown slug would otherwise be rendered, and its 404 kept, on demand.
 *
 * Each shape is drawn from @agency/paths' own path functions (called with a stand-in segment that
 * then matches any one segment), so a path rule is written once, there.
 */
import {
  GUIDE_SECTIONS,
  guidePath,
  industrialMarketPath,
  listingPath,
  LISTINGS_FILTER_PATH,
  marketDirectoryPath,
  newsArticlePath,
  newsCategoryPath,
  newsIndexPath,
  selfStorageMarketPath,
  type GuideSectionKey,
} from "@agency/paths";

/** Stand-ins for a slug and a page number: plain lower-case letters and digits, unchanged by every path function (categorySlug included). */
const ANY_SLUG = "anyslug";
const ANY_PAGE = 987654321;

/** The path a rule gives the stand-ins, as a pattern where each stand-in is any one segment. */
function shapeOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replaceAll(ANY_SLUG, "[^/]+").replaceAll(String(ANY_PAGE), "[^/]+")}$`);
}

const DOCUMENT_ROUTES: readonly RegExp[] = [
  selfStorageMarketPath(ANY_SLUG),
  industrialMarketPath(ANY_SLUG),
  marketDirectoryPath("selfStorage", ANY_PAGE),
  marketDirectoryPath("industrial", ANY_PAGE),
  listingPath(ANY_SLUG),
  // Not the agreement page: rendered per request (its openings are counted, decision 0051), it keeps nothing for an unknown slug.
  ...(Object.keys(GUIDE_SECTIONS) as GuideSectionKey[]).map((section) => guidePath(section, ANY_SLUG)),
  newsArticlePath(ANY_SLUG),
  newsIndexPath(ANY_PAGE),
  newsCategoryPath(ANY_SLUG),
  newsCategoryPath(ANY_SLUG, ANY_PAGE),
].map(shapeOf);

/** Fixed routes of the same shape as a document route (a static segment wins over a slug). */
const FIXED_SIBLINGS = new Set([LISTINGS_FILTER_PATH]);

/** Whether a path (in the site's trailing-slash form) is one a document route would render. */
export function isDocumentRoutePath(pathname: string): boolean {
  return !FIXED_SIBLINGS.has(pathname) && DOCUMENT_ROUTES.some((route) => route.test(pathname));
}

/** A path no route matches: proxy.ts rewrites unknown document paths to it, so Next.js answers its 404 page. */
export const UNKNOWN_DOCUMENT_REWRITE = "/__unknown-document__/";
