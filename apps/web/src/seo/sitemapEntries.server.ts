/**
 * Every entry of the sitemap (docs/decisions/0025-build-scale.md): read from the content once per
 * request of a sitemap file; `sitemapFiles.ts` splits them into files past 50,000 URLs. The same
 * list, noindex pages included, is what the page-view counter accepts (decision 0048).
 */
import "server-only";
import {
  guidePath,
  industrialMarketPath,
  listingPath,
  newsArticlePath,
  selfStorageMarketPath,
  newsCategoryPath,
  newsIndexPath,
  newsPageCount,
  NEWS_PAGE_SIZE,
  marketDirectoryPageCount,
  marketDirectoryPath,
} from "@agency/paths";
import {
  getGuideArticleKeys,
  getListingSlugs,
  getMarketDirectory,
  getNewsArticlePages,
  getNewsCategories,
  getNewsCategoryPage,
  getNewsPage,
  getNoindexPaths,
} from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { PUBLIC_ROUTES, QUERY_ROUTES } from "@/src/routing/routes";
import { absoluteUrl } from "@/src/seo/site";
import type { SitemapEntry } from "@/src/seo/sitemapFiles";

/**
 * Every public page in canonical form (paths, not yet URLs), noindex ones included: the fixed
 * routes and the market pages of the dataset, then the pages published from news documents
 * (articles with their date as lastmod, news list pages and categories) and listings (their
 * filtered results are noindex).
 */
async function publicPages(): Promise<SitemapEntry[]> {
  const [articles, categories, firstPage, markets, guides, listings] = await Promise.all([
    getNewsArticlePages(),
    getNewsCategories(),
    getNewsPage(1),
    getMarketDirectory(),
    getGuideArticleKeys(),
    getListingSlugs(),
  ]);
  const marketPaths = [
    ...markets.selfStorage.flatMap(({ key }) => (key ? [selfStorageMarketPath(key)] : [])),
    ...markets.industrial.flatMap(({ key }) => (key ? [industrialMarketPath(key)] : [])),
    ...guides.map(({ section, slug }) => guidePath(section, slug)),
  ];
  const fixed: SitemapEntry[] = [...PUBLIC_ROUTES, ...marketPaths].map((path) => ({
    url: path,
    changeFrequency: path === "/" || path === "/insights/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").filter(Boolean).length === 1 ? 0.8 : 0.6,
  }));
  const newsPages = Math.ceil(firstPage.total / NEWS_PAGE_SIZE);
  // Each category's pages (a count per category: a category page never lists the whole dataset).
  const categoryPages = await Promise.all(
    categories.map(async (category) => {
      const { total } = await getNewsCategoryPage(category, 1);
      return Array.from({ length: newsPageCount(total) }, (_, index) => newsCategoryPath(category, index + 1));
    }),
  );
  const published: SitemapEntry[] = [
    ...articles.map(({ slug, date }) => ({
      url: newsArticlePath(slug),
      ...(date ? { lastModified: date } : {}),
      changeFrequency: "yearly" as const,
      priority: 0.5,
    })),
    ...Array.from({ length: Math.max(0, newsPages - 1) }, (_, index) => ({
      url: newsIndexPath(index + 2),
      changeFrequency: "weekly" as const,
      priority: 0.3,
    })),
    ...categoryPages.flat().map((url) => ({ url, changeFrequency: "weekly" as const, priority: url.includes("/page/") ? 0.3 : 0.4 })),
    // The hubs' market directory pages after the first (the hub itself).
    ...(["selfStorage", "industrial"] as const).flatMap((kind) =>
      Array.from({ length: marketDirectoryPageCount(markets[kind].length) - 1 }, (_, index) => ({
        url: marketDirectoryPath(kind, index + 2),
        changeFrequency: "monthly" as const,
        priority: 0.3,
      })),
    ),
    ...listings.map((slug) => ({ url: listingPath(slug), changeFrequency: "weekly" as const, priority: 0.5 })),
  ];
  return [...fixed, ...published];
}

/** Every indexable page, nothing marked noindex, as absolute URLs. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [noindexPaths, pages] = await Promise.all([getNoindexPaths(), publicPages()]);
  const noindex = new Set(noindexPaths);
  const siteUrl = serverEnv().SITE_URL;
  return pages.filter(({ url }) => !noindex.has(url)).map((entry) => ({ ...entry, url: absoluteUrl(siteUrl, entry.url) }));
}

/**
 * Every path a visitor may view and the counting endpoint counts (src/analytics/publishedPaths.ts):
 * the sitemap's pages, noindex ones included, and the pages drawn from their query string.
 */
export async function publishedPagePaths(): Promise<string[]> {
  return [...(await publicPages()).map(({ url }) => url), ...QUERY_ROUTES];
}
