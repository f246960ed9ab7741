import type { MetadataRoute } from "next";
import { industrialMarketPath, listingPath, newsArticlePath, selfStorageMarketPath, newsCategoryPath, newsIndexPath, NEWS_PAGE_SIZE } from "@agency/paths";
import { getListingSlugs, getMarketDirectory, getNewsArticlePages, getNewsCategories, getNewsPage, getNoindexPaths } from "../src/content/content";
import { serverEnv } from "../src/env";
import { PUBLIC_ROUTES } from "../src/routing/routes";
import { absoluteUrl } from "../src/seo/site";

/**
 * Every indexable page in canonical form, nothing marked noindex: the fixed routes and the market
 * pages of the dataset, then the pages published from news documents (articles with their date as
 * lastmod, news list pages and categories) and listings (their filtered results are noindex).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [noindexPaths, articles, categories, firstPage, markets, listings] = await Promise.all([
    getNoindexPaths(),
    getNewsArticlePages(),
    getNewsCategories(),
    getNewsPage(1),
    getMarketDirectory(),
    getListingSlugs(),
  ]);
  const noindex = new Set(noindexPaths);
  const siteUrl = serverEnv().SITE_URL;
  const marketPaths = [
    ...markets.selfStorage.flatMap(({ key }) => (key ? [selfStorageMarketPath(key)] : [])),
    ...markets.industrial.flatMap(({ key }) => (key ? [industrialMarketPath(key)] : [])),
  ];
  const fixed: MetadataRoute.Sitemap = [...PUBLIC_ROUTES, ...marketPaths].map((path) => ({
    url: path,
    changeFrequency: path === "/" || path === "/insights/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").filter(Boolean).length === 1 ? 0.8 : 0.6,
  }));
  const newsPages = Math.ceil(firstPage.total / NEWS_PAGE_SIZE);
  const published: MetadataRoute.Sitemap = [
    ...articles.map(({ slug, date }) => ({ url: newsArticlePath(slug), ...(date ? { lastModified: date } : {}), changeFrequency: "yearly" as const, priority: 0.5 })),
    ...Array.from({ length: Math.max(0, newsPages - 1) }, (_, index) => ({ url: newsIndexPath(index + 2), changeFrequency: "weekly" as const, priority: 0.3 })),
    ...categories.map((category) => ({ url: newsCategoryPath(category), changeFrequency: "weekly" as const, priority: 0.4 })),
    ...listings.map((slug) => ({ url: listingPath(slug), changeFrequency: "weekly" as const, priority: 0.5 })),
  ];
  return [...fixed, ...published].filter(({ url }) => !noindex.has(url)).map((entry) => ({ ...entry, url: absoluteUrl(siteUrl, entry.url) }));
}
