/**
 * The paths of the routes whose pages come from documents (decision 0020). In embedded mode every
 * such page is prerendered, so proxy.ts answers any other path of these shapes with the 404 page
 * before a route renders: with `dynamicParams = true` (hosted mode renders pages published after
 * the build), an unknown slug would otherwise be rendered, and its 404 kept, on demand.
 */
import { LISTINGS_FILTER_PATH } from "@agency/paths";

const DOCUMENT_ROUTES: readonly RegExp[] = [
  /^\/self-storage\/ontario\/[^/]+\/$/,
  /^\/industrial\/ontario\/[^/]+\/$/,
  /^\/(?:self-storage|industrial)\/ontario\/markets\/[^/]+\/$/,
  /^\/self-storage\/listings\/[^/]+\/$/,
  /^\/self-storage\/listings\/[^/]+\/agreement\/$/,
  /^\/self-storage\/insights\/[^/]+\/$/,
  /^\/insights\/[^/]+\/$/,
  /^\/insights\/page\/[^/]+\/$/,
  /^\/insights\/category\/[^/]+\/$/,
  /^\/insights\/category\/[^/]+\/page\/[^/]+\/$/,
];

/** Fixed routes of the same shape as a document route (a static segment wins over a slug). */
const FIXED_SIBLINGS = new Set([LISTINGS_FILTER_PATH]);

/** Whether a path (in the site's trailing-slash form) is one a document route would render. */
export function isDocumentRoutePath(pathname: string): boolean {
  return !FIXED_SIBLINGS.has(pathname) && DOCUMENT_ROUTES.some((route) => route.test(pathname));
}

/** A path no route matches: proxy.ts rewrites unknown document paths to it, so Next.js answers its 404 page. */
export const UNKNOWN_DOCUMENT_REWRITE = "/__unknown-document__/";
