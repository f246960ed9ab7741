/**
 * The sitemap splits past 50,000 URLs (decision 0025): at 50,000 /sitemap.xml lists them all; at
 * 50,001 it is an index of two numbered sitemaps, which together list every URL once, in order.
 */
import { describe, expect, it } from "vitest";
import {
  mainSitemapXml,
  parseSitemapPartFile,
  SITEMAP_MAX_URLS,
  sitemapPartCount,
  sitemapPartXml,
  urlsetXml,
  type SitemapEntry,
} from "./sitemapFiles";

const SITE = "https://www.example-agency.ca";
const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    url: `${SITE}/insights/article-${index + 1}/`,
    changeFrequency: "yearly",
    priority: 0.5,
  }));
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

describe("the sitemap's files", () => {
  it("lists 50,000 URLs in /sitemap.xml itself, with no numbered sitemap", () => {
    const all = entries(SITEMAP_MAX_URLS);
    const xml = mainSitemapXml(SITE, all);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs(xml)).toHaveLength(50_000);
    expect(locs(xml).at(-1)).toBe(`${SITE}/insights/article-50000/`);
    expect(sitemapPartCount(all.length)).toBe(0);
    expect(sitemapPartXml(all, 1)).toBeNull();
  });

  it("turns /sitemap.xml into an index of two sitemaps at 50,001 URLs, every URL in exactly one", () => {
    const all = entries(SITEMAP_MAX_URLS + 1);
    const index = mainSitemapXml(SITE, all);
    expect(index).toContain("<sitemapindex ");
    expect(index).not.toContain("<urlset");
    expect(locs(index)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`]);
    const first = locs(sitemapPartXml(all, 1) ?? "");
    const second = locs(sitemapPartXml(all, 2) ?? "");
    expect(first).toHaveLength(50_000);
    expect(second).toEqual([`${SITE}/insights/article-50001/`]);
    expect([...first, ...second]).toEqual(all.map((entry) => entry.url));
    expect(sitemapPartXml(all, 3)).toBeNull();
    expect(sitemapPartXml(all, 0)).toBeNull();
  });

  it("needs three sitemaps from 100,001 URLs", () => {
    expect(sitemapPartCount(100_000)).toBe(2);
    expect(sitemapPartCount(100_001)).toBe(3);
  });

  it("writes each entry's lastmod, change frequency and priority, and escapes its URL", () => {
    const xml = urlsetXml([
      { url: `${SITE}/insights/a/?x=1&y=2`, lastModified: "2026-11-20", changeFrequency: "yearly", priority: 0.5 },
      { url: `${SITE}/` },
    ]);
    expect(xml).toContain(
      `<url>\n<loc>${SITE}/insights/a/?x=1&amp;y=2</loc>\n<lastmod>2026-11-20</lastmod>\n<changefreq>yearly</changefreq>\n<priority>0.5</priority>\n</url>`,
    );
    expect(xml).toContain(`<url>\n<loc>${SITE}/</loc>\n</url>`);
  });

  it("reads only numbered sitemap file names", () => {
    expect(parseSitemapPartFile("2.xml")).toBe(2);
    for (const name of ["0.xml", "02.xml", "2", "2.xml.gz", "a.xml", "-1.xml"]) expect(parseSitemapPartFile(name)).toBeNull();
  });
});
