/** Typed loaders over the GROQ queries; React's cache dedupes them within one render. */
import "server-only";
import { cache } from "react";
import {
  AGENT_PROFILE_QUERY,
  CONFIDENTIALITY_AGREEMENT_QUERY,
  DEAL_ROOM_LISTINGS_QUERY,
  CONTENT_PAGE_QUERY,
  GUIDE_ARTICLE_KEYS_QUERY,
  GUIDE_DIRECTORY_QUERY,
  GUIDE_ARTICLE_QUERY,
  HOME_PAGE_QUERY,
  INDUSTRIAL_MARKET_QUERY,
  LISTING_CARDS_QUERY,
  LISTING_QUERY,
  LISTING_REGIONS_QUERY,
  LISTING_SLUGS_QUERY,
  MARKET_DIRECTORY_QUERY,
  NEWS_ARTICLES_QUERY,
  NEWS_ARTICLE_PAGES_QUERY,
  NEWS_ARTICLE_QUERY,
  NEWS_CATEGORIES_QUERY,
  NEWS_CATEGORY_QUERY,
  NEWS_FEED_QUERY,
  NEWS_PAGE_QUERY,
  SELF_STORAGE_MARKET_QUERY,
  NOINDEX_PATHS_QUERY,
  PAGE_METADATA_QUERY,
  SITE_SETTINGS_QUERY,
} from "./queries";
import { NEWS_PAGE_SIZE, categorySlug } from "@agency/paths";
import { serverEnv } from "@/src/env";
import { contentMode } from "@/src/platform/mode";
import type { GuideSectionKey } from "./guidePaths";
import { listingQueryParams, type ListingFilters } from "@/src/listings/filters";
import { newsNeighbours } from "./newsNeighbours";
import type { NEWS_ARTICLE_QUERY_RESULT } from "./sanity.types";
import { fetchContent } from "./source.server";
import type {
  AgentProfile,
  ContentPage,
  GuideArticle,
  HomePageContent,
  IndustrialMarket,
  ListingCardsPage,
  ListingPage,
  MarketDirectory,
  NewsArticle,
  NewsArticlePage,
  NewsArticlePageKey,
  NewsFeedItem,
  NewsPage,
  PageMetadataRecord,
  SelfStorageMarket,
  SiteSettings,
} from "./types";

/** Revalidation tags: a page's content and the FAQ items and settings its blocks embed. */
const PAGE_TAGS = ["faqItem", "siteSettings", "agentProfile", "successStory", "newsArticle", "selfStorageMarket", "industrialMarket"];

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    // Fails the build loudly rather than publishing a page without its content.
    throw new Error(`Content missing: ${what}. Publish it in the Studio (or the seed dataset).`);
  }
  return value;
}

export const getSiteSettings = cache(async (): Promise<SiteSettings> =>
  required(await fetchContent<SiteSettings | null>(SITE_SETTINGS_QUERY, {}, ["siteSettings"]), "site settings"),
);

export const getPageMetadata = cache(async (path: string): Promise<PageMetadataRecord> =>
  required(
    await fetchContent<PageMetadataRecord | null>(PAGE_METADATA_QUERY, { path }, ["pageMetadata"]),
    `page metadata for ${path} and the default record "*"`,
  ),
);

export const getNoindexPaths = cache(
  async (): Promise<string[]> => (await fetchContent<string[] | null>(NOINDEX_PATHS_QUERY, {}, ["pageMetadata"])) ?? [],
);

export const getAgentProfile = cache(async (): Promise<AgentProfile> =>
  required(await fetchContent<AgentProfile | null>(AGENT_PROFILE_QUERY, {}, ["agentProfile"]), "agent profile"),
);

export const getHomePage = cache(async (): Promise<HomePageContent & { page: NonNullable<HomePageContent["page"]> }> => {
  const content = await fetchContent<HomePageContent>(HOME_PAGE_QUERY, {}, ["homePage", "successStory"]);
  return { ...content, page: required(content.page, "home page") };
});

export const getContentPage = cache(async (path: string): Promise<ContentPage> =>
  required(await fetchContent<ContentPage | null>(CONTENT_PAGE_QUERY, { path }, ["contentPage", ...PAGE_TAGS]), `page content for ${path}`),
);

export const getGuideArticle = cache(async (section: GuideSectionKey, slug: string): Promise<GuideArticle> =>
  required(
    await fetchContent<GuideArticle | null>(GUIDE_ARTICLE_QUERY, { section, slug }, ["guideArticle", ...PAGE_TAGS]),
    `guide article ${section}/${slug}`,
  ),
);

/** A guide article, or null when the section holds no guide of this slug (the page is a 404). */
export const findGuideArticle = cache(async (section: GuideSectionKey, slug: string): Promise<GuideArticle | null> =>
  fetchContent<GuideArticle | null>(GUIDE_ARTICLE_QUERY, { section, slug }, ["guideArticle", ...PAGE_TAGS]),
);

export interface GuideCard {
  slug: string;
  section: GuideSectionKey;
  heading: string | null;
  excerpt: string | null;
}

/** The guides of one section, for its index's guide-directory block. */
export const getGuideDirectory = cache(async (section: GuideSectionKey): Promise<GuideCard[]> =>
  ((await fetchContent<GuideCard[] | null>(GUIDE_DIRECTORY_QUERY, { section }, ["guideArticle"])) ?? []).filter((guide) =>
    Boolean(guide.slug),
  ),
);

/** A self-storage market page's document, or null when none has this key (the page is a 404). */
export const findSelfStorageMarket = cache(async (city: string): Promise<SelfStorageMarket | null> =>
  fetchContent<SelfStorageMarket | null>(SELF_STORAGE_MARKET_QUERY, { city }, PAGE_TAGS),
);

/** An industrial market page's document (the hub and the overview included), or null: a 404. */
export const findIndustrialMarket = cache(async (area: string): Promise<IndustrialMarket | null> =>
  fetchContent<IndustrialMarket | null>(INDUSTRIAL_MARKET_QUERY, { area }, PAGE_TAGS),
);

export const getMarketDirectory = cache(async (): Promise<MarketDirectory> =>
  fetchContent<MarketDirectory>(MARKET_DIRECTORY_QUERY, {}, ["selfStorageMarket", "industrialMarket"]),
);

export const getNewsArticles = cache(
  async (): Promise<NewsArticle[]> => (await fetchContent<NewsArticle[] | null>(NEWS_ARTICLES_QUERY, {}, ["newsArticle"])) ?? [],
);

export const getGuideArticleKeys = cache(async (): Promise<{ slug: string; section: GuideSectionKey }[]> =>
  (
    (await fetchContent<{ slug: string | null; section: GuideSectionKey | null }[] | null>(GUIDE_ARTICLE_KEYS_QUERY, {}, [
      "guideArticle",
    ])) ?? []
  ).flatMap(({ slug, section }) => (slug && section ? [{ slug, section }] : [])),
);

/**
 * Page `page` (1-based) of the news list, in the order of /insights/. Hosted: a GROQ slice, which
 * Sanity answers from an index. Embedded: a slice of the whole ordered list, which the embedded
 * adapter computes once per process; groq-js would sort every article for each list page, and
 * there is one list page per twelve articles (decision 0025).
 */
export const getNewsPage = cache(async (page: number): Promise<NewsPage> => {
  const [start, end] = [(page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE];
  if (contentMode(serverEnv()) === "embedded") {
    const articles = await getNewsArticles();
    return { articles: articles.slice(start, end), total: articles.length };
  }
  return fetchContent<NewsPage>(NEWS_PAGE_QUERY, { start, end }, ["newsArticle"]);
});

/** The categories in use, each once, in the Studio's order of first use (alphabetical). */
export const getNewsCategories = cache(async (): Promise<string[]> =>
  [...new Set((await fetchContent<string[] | null>(NEWS_CATEGORIES_QUERY, {}, ["newsArticle"])) ?? [])].sort(),
);

/** The category whose slug this is ("market-trends" → "Market Trends"), or null. */
export async function findNewsCategory(slug: string): Promise<string | null> {
  return (await getNewsCategories()).find((category) => categorySlug(category) === slug) ?? null;
}

export const getNewsCategoryPage = cache(async (category: string, page: number): Promise<NewsPage> =>
  fetchContent<NewsPage>(NEWS_CATEGORY_QUERY, { category, start: (page - 1) * NEWS_PAGE_SIZE, end: page * NEWS_PAGE_SIZE }, [
    "newsArticle",
  ]),
);

/**
 * An article's page content with its neighbours and related articles (from the article index,
 * which every article page shares), or null when it has no page (no such slug, or no body yet).
 */
export const getNewsArticlePage = cache(async (slug: string): Promise<NewsArticlePage | null> => {
  const [article, index] = await Promise.all([
    fetchContent<NEWS_ARTICLE_QUERY_RESULT>(NEWS_ARTICLE_QUERY, { slug }, ["newsArticle"]),
    getNewsArticlePages(),
  ]);
  return article ? { ...article, ...newsNeighbours(index, slug) } : null;
});

export const getNewsArticlePages = cache(async (): Promise<NewsArticlePageKey[]> =>
  ((await fetchContent<NewsArticlePageKey[] | null>(NEWS_ARTICLE_PAGES_QUERY, {}, ["newsArticle"])) ?? []).filter((page) =>
    Boolean(page.slug),
  ),
);

export const getNewsFeed = cache(
  async (limit: number): Promise<NewsFeedItem[]> =>
    (await fetchContent<NewsFeedItem[] | null>(NEWS_FEED_QUERY, { limit }, ["newsArticle", "siteSettings"])) ?? [],
);

/** One page of listing cards for these filters, with the counts the page needs. */
export const getListingCards = cache(async (filters: ListingFilters): Promise<ListingCardsPage> =>
  fetchContent<ListingCardsPage>(LISTING_CARDS_QUERY, listingQueryParams(filters), ["listing"]),
);

/** The regions of the published listings, each once, alphabetical (the region filter's options). */
export const getListingRegions = cache(async (): Promise<string[]> =>
  [...new Set((await fetchContent<string[] | null>(LISTING_REGIONS_QUERY, {}, ["listing"])) ?? [])].sort((a, b) =>
    a.localeCompare(b, "en-CA"),
  ),
);

export const getListingSlugs = cache(async (): Promise<string[]> =>
  ((await fetchContent<(string | null)[] | null>(LISTING_SLUGS_QUERY, {}, ["listing"])) ?? []).filter((slug): slug is string =>
    Boolean(slug),
  ),
);

export const getListing = cache(async (slug: string): Promise<ListingPage | null> =>
  fetchContent<ListingPage | null>(LISTING_QUERY, { slug }, ["listing"]),
);

export interface ConfidentialityAgreementContent {
  title: string | null;
  body: string | null;
  _updatedAt: string | null;
}

/** The published confidentiality agreement, or null while none is published. */
export const getConfidentialityAgreement = cache(async (): Promise<ConfidentialityAgreementContent | null> =>
  fetchContent<ConfidentialityAgreementContent | null>(CONFIDENTIALITY_AGREEMENT_QUERY, {}, ["confidentialityAgreement"]),
);

/** The confidential listings not yet sold: the ones with a deal room, with their call-for-offers date (ISO, or null). */
export const getDealRoomListings = cache(async (): Promise<{ title: string; slug: string; callForOffersAt: string | null }[]> =>
  (
    (await fetchContent<{ title: string | null; slug: string | null; callForOffersAt?: string | null }[] | null>(
      DEAL_ROOM_LISTINGS_QUERY,
      {},
      ["listing"],
    )) ?? []
  ).flatMap((listing) =>
    listing.slug ? [{ title: listing.title ?? listing.slug, slug: listing.slug, callForOffersAt: validTime(listing.callForOffersAt) }] : [],
  ),
);

/** A datetime field's value as ISO, or null when it is empty or not a time. */
function validTime(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
