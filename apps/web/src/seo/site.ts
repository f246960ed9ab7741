/** Site-wide SEO constants (docs/product.md#page-head). */
export const LOCALE = "en_CA";
export const HREFLANGS = ["en-CA", "en", "x-default"] as const;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_OG_IMAGE_PATH = "/og/default.png";

/** Absolute URL on the canonical origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
