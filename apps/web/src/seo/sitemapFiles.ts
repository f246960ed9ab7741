/**
 * The sitemap's files (docs/decisions/0025-build-scale.md, "Past 50,000 URLs"): the sitemap
 * protocol allows at most 50,000 URLs in one file, so a site with more gets a sitemap index at
 * /sitemap.xml naming numbered sitemaps (/sitemaps/1.xml, 2, …) of at most 50,000 URLs each; up
 * to 50,000 URLs /sitemap.xml is the one sitemap, as before. Pure functions: the route handlers
 * (app/sitemap.xml, app/sitemaps/[file]) only fetch the entries and answer what these write.
 */
import { absoluteUrl } from "./site";

/** The protocol's limit of URLs per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  /** ISO date or date-time, as the content holds it. */
  lastModified?: string;
  changeFrequency?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** How many numbered sitemaps the entries need: 0 when they fit in /sitemap.xml itself. */
export function sitemapPartCount(urlCount: number): number {
  return urlCount > SITEMAP_MAX_URLS ? Math.ceil(urlCount / SITEMAP_MAX_URLS) : 0;
}

/** The path of numbered sitemap `part` (from 1). */
export function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/** The part a file name names ("2.xml" → 2), or null for anything else. */
export function parseSitemapPartFile(file: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** One sitemap file of `entries` (a `<urlset>`). */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastModified) lines.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    if (entry.changeFrequency) lines.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`<priority>${entry.priority}</priority>`);
    return `<url>\n${lines.join("\n")}\n</url>\n`;
  });
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join("")}</urlset>\n`;
}

/** The sitemap index naming `parts` numbered sitemaps on `siteUrl`. */
export function sitemapIndexXml(siteUrl: string, parts: number): string {
  const sitemaps = Array.from(
    { length: parts },
    (_, index) => `<sitemap>\n<loc>${escapeXml(absoluteUrl(siteUrl, sitemapPartPath(index + 1)))}</loc>\n</sitemap>\n`,
  );
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join("")}</sitemapindex>\n`;
}

/** What /sitemap.xml answers: every entry up to the limit, else the index of the numbered sitemaps. */
export function mainSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const parts = sitemapPartCount(entries.length);
  return parts === 0 ? urlsetXml(entries) : sitemapIndexXml(siteUrl, parts);
}

/** Numbered sitemap `part` (from 1), or null when the site has no such part (none while it fits in one file). */
export function sitemapPartXml(entries: readonly SitemapEntry[], part: number): string | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(entries.length)) return null;
  return urlsetXml(entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS));
}
