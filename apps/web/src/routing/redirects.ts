/**
 * Permanent redirects (docs/decisions/0003-redirects.md): the eight short addresses of docs/product.md#redirects, the four
 * linked-but-absent paths, and the trailing-slash policy. Every route of the table ends in "/"
 * except /diagnostics; the other form redirects to it in one hop.
 */
import { OPERATOR_PATHS } from "./routes";

export const SPEC_REDIRECTS: Readonly<Record<string, string>> = {
  "/listings": "/self-storage/listings/",
  "/roi-guide": "/self-storage/insights/roi-guide-ontario/",
  "/ontario-storage-report": "/self-storage/insights/ontario-storage-report/",
  "/storage-news": "/self-storage/insights/",
  "/investor-sign-up": "/off-market/",
  "/commercial-agents-toronto": "/about/",
  "/self-storage-financing": "/self-storage/insights/financing-in-ontario/",
  "/contact": "/contact/",
};

/** Paths that pages of the original site link to but that never existed (docs/product.md#redirects). */
export const LINKED_BUT_ABSENT_REDIRECTS: Readonly<Record<string, string>> = {
  "/insights/ontario-self-storage-report": "/self-storage/insights/ontario-storage-report/",
  "/insights/self-storage-valuation-guide": "/insights/storage-valuation-guide/",
  "/self-storage/insights/due-diligence-checklist": "/insights/due-diligence-checklist/",
  "/self-storage/insights/storage-valuation-guide": "/insights/storage-valuation-guide/",
};

const ALIASES = new Map<string, string>(Object.entries({ ...SPEC_REDIRECTS, ...LINKED_BUT_ABSENT_REDIRECTS }));
const NO_SLASH = new Set<string>(OPERATOR_PATHS);

/** Paths that are files or APIs keep their exact form. */
function isExempt(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/_next/") || /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Where a request path must go, or null when it is served as it is. The result is always the
 * final URL (never a redirect chain).
 */
export function resolveRedirect(pathname: string): string | null {
  if (isExempt(pathname)) return null;
  // Collapse repeated slashes ("//buy//") into the one canonical form.
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const bare = withoutTrailingSlash(collapsed);
  const canonical = bare === "/" ? "/" : NO_SLASH.has(bare) ? bare : `${bare}/`;
  // "/contact" is itself an alias of "/contact/": the target is served, not redirected again.
  const target = ALIASES.get(bare.toLowerCase()) ?? canonical;
  return target === pathname ? null : target;
}

/** The final URL of an internal link written in its short form ("/roi-guide" -> article). */
export function finalPath(href: string): string {
  return resolveRedirect(href) ?? href;
}
