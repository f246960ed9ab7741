/**
 * Every GROQ query the site runs, in one module. Components never build query strings; both
 * content adapters (embedded groq-js, hosted Sanity) run exactly these. A shape several queries
 * project (an image, an FAQ, an article's card, a listing's headline) is written once as a
 * fragment and interpolated into each query; Sanity TypeGen resolves the fragments, so every
 * query stays typed. queries.test.ts records every query's answers over the checked-in datasets
 * (decision 0044).
 */
import { defineQuery } from "groq";

const imageProjection = /* groq */ `{
  alt,
  "src": coalesce(asset->url, _sanityAsset),
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "focus": hotspot{x, y}
}`;

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  agencyName,
  positioning,
  brokerageName,
  brokerageAddress,
  investorNetworkClaim,
  investorNetworkSource,
  investorNetworkAsOf,
  phone,
  email,
  address,
  geo,
  hoursText,
  openingHours,
  areaServed,
  socialProfiles[]{network, url},
  disclaimer,
  trademarkNotices
}`);

/** The record for a path, or the default record ("*") when the path has none. */
export const PAGE_METADATA_QUERY = defineQuery(`coalesce(
  *[_type == "pageMetadata" && path == $path][0],
  *[_type == "pageMetadata" && path == "*"][0]
){
  path,
  title,
  heading,
  description,
  keywords,
  canonical,
  noindex,
  "ogImage": ogImage${imageProjection},
  "isDefault": path == "*"
}`);

export const NOINDEX_PATHS_QUERY = defineQuery(`*[_type == "pageMetadata" && noindex == true].path`);

export const AGENT_PROFILE_QUERY = defineQuery(`*[_type == "agentProfile" && _id == "agentProfile"][0]{
  name,
  title,
  speciality,
  registrationNumber,
  creaMember,
  teamMembers[]{name, title, registrationNumber, creaMember},
  "photo": photo${imageProjection},
  shortBio,
  bio,
  professionalProfileUrl,
  strengths[]{title, text}
}`);

/**
 * A party's written consent to advertising a sale is on record (decision 0053): a story is shown
 * only with its seller's, and its price and terms only with its buyer's as well, whatever was
 * published (an older story, a consent withdrawn and cleared).
 */
const sellerConsentRecorded = /* groq */ `defined(sellerConsent.givenBy) && defined(sellerConsent.givenOn) && defined(sellerConsent.documentReference)`;
const buyerConsentRecorded = /* groq */ `defined(buyerConsent.givenBy) && defined(buyerConsent.givenOn) && defined(buyerConsent.documentReference)`;

export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    heroEyebrow,
    heroHeading,
    heroLead,
    buyersLabel,
    sellersLabel,
    heroHighlights,
    successHeading,
    successLead,
    calculatorHeading,
    calculatorLead,
    exploreHeading,
    exploreCards[]{title, text, href, linkLabel},
    marketsHeading,
    marketsLead,
    marketLinks[]{label, href},
    agentHeading
  },
  "successStories": *[_type == "successStory" && ${sellerConsentRecorded}] | order(orderRank asc, title asc){
    _id,
    title,
    location,
    units,
    description,
    sold,
    "price": select(${buyerConsentRecorded} => price),
    "terms": select(${buyerConsentRecorded} => terms),
    "image": image${imageProjection}
  }
}`);

/** A question and its answer, as an FAQ block and a market page list them. */
const faqProjection = /* groq */ `{ _id, question, answer }`;

/**
 * Rich text as stored, with FAQ references resolved so a page renders (and publishes FAQ
 * structured data) without a second query.
 */
const richTextProjection = /* groq */ `[]{
  ...,
  _type == "faqGroup" => { "items": items[]->${faqProjection} }
}`;

const pageProjection = /* groq */ `
  eyebrow,
  heading,
  lead,
  heroActions[]{ _key, label, href, style },
  sections[]{ _key, heading, anchor, tone, "body": body${richTextProjection} },
  relatedLinks[]{ _key, label, href }
`;

/** A page document's own "Search & sharing" fields (empty ones fall back to its heading and summary). */
const seoProjection = /* groq */ `seo{ title, description, keywords, "ogImage": ogImage${imageProjection} }`;

/** What a guide's path is made of (packages/paths' guidePath): its site section and slug. */
const guidePathFields = /* groq */ `"slug": slug.current, section`;

export const CONTENT_PAGE_QUERY = defineQuery(`*[_type == "contentPage" && path == $path][0]{
  path,
  ${pageProjection}
}`);

export const GUIDE_ARTICLE_QUERY = defineQuery(`*[_type == "guideArticle" && section == $section && slug.current == $slug][0]{
  ${guidePathFields},
  excerpt,
  author,
  publishedAt,
  updatedAt,
  readTime,
  disclaimer,
  ${seoProjection},
  ${pageProjection}
}`);

/**
 * A market as a directory lists it and its page opens: name, summary, key figures (the hub's
 * comparison charts) and the coordinates the map places it by.
 */
const marketSummaryFields = /* groq */ `name, summary, metrics[]{ _key, value, label, note }, geo{ latitude, longitude }`;

const marketProjection = /* groq */ `
  ${marketSummaryFields},
  faqs[]->${faqProjection},
  ${seoProjection},
  ${pageProjection}
`;

export const SELF_STORAGE_MARKET_QUERY = defineQuery(`*[_type == "selfStorageMarket" && city == $city][0]{
  city,
  ${marketProjection}
}`);

export const INDUSTRIAL_MARKET_QUERY = defineQuery(`*[_type == "industrialMarket" && area == $area][0]{
  area,
  ${marketProjection}
}`);

/** The market pages a directory block lists (hub and overview documents are not areas). */
export const MARKET_DIRECTORY_QUERY = defineQuery(`{
  "selfStorage": *[_type == "selfStorageMarket"] | order(name asc){ "key": city, ${marketSummaryFields} },
  "industrial": *[_type == "industrialMarket" && !(area in ["hub", "ontario"])] | order(name asc){ "key": area, ${marketSummaryFields} }
}`);

/** Only an article with a body (and a slug) has a page to link to. */
const articleHasPage = /* groq */ `defined(body[0]) && defined(slug.current)`;

/** An article's byline as its card, its page and the feed show it. */
const articleBylineFields = /* groq */ `title, "slug": slug.current, excerpt, date, author, category`;

/** What a news list shows of an article. */
const newsCardProjection = /* groq */ `{
  _id,
  ${articleBylineFields},
  readTime,
  featured,
  "hasPage": ${articleHasPage}
}`;

/** News for /insights/: the featured article first, then newest first. */
export const NEWS_ARTICLES_QUERY = defineQuery(`*[_type == "newsArticle"] | order(featured desc, date desc)${newsCardProjection}`);

/**
 * One page of the news list ($start inclusive, $end exclusive) and the total, in the order of
 * /insights/: a slice, so a page never projects the whole dataset.
 */
export const NEWS_PAGE_QUERY = defineQuery(`{
  "articles": *[_type == "newsArticle"] | order(featured desc, date desc)[$start...$end]${newsCardProjection},
  "total": count(*[_type == "newsArticle"])
}`);

/** A category's articles, newest first, one page at a time. */
export const NEWS_CATEGORY_QUERY = defineQuery(`{
  "articles": *[_type == "newsArticle" && category == $category] | order(date desc)[$start...$end]${newsCardProjection},
  "total": count(*[_type == "newsArticle" && category == $category])
}`);

/** The categories in use, for category pages and the list's category links. */
export const NEWS_CATEGORIES_QUERY = defineQuery(`*[_type == "newsArticle" && defined(category)].category`);

/**
 * An article's page: its body. Its neighbours by date and related articles come from the article
 * index (NEWS_ARTICLE_PAGES_QUERY, see newsNeighbours.ts), not from subqueries here: three
 * subqueries over every article for each article made the build cost grow with the square of
 * the number of articles (decision 0025).
 */
export const NEWS_ARTICLE_QUERY = defineQuery(`*[_type == "newsArticle" && slug.current == $slug && defined(body[0])][0]{
  _id,
  ${articleBylineFields},
  readTime,
  body,
  ${seoProjection},
  "_updatedAt": _updatedAt
}`);

/**
 * Every article page, newest first (the order previous/next follow), for static params, the
 * sitemap (with its date), the feed, and each article's neighbours and related articles.
 */
export const NEWS_ARTICLE_PAGES_QUERY = defineQuery(`*[_type == "newsArticle" && ${articleHasPage}] | order(date desc, slug.current desc){
  "slug": slug.current,
  title,
  date,
  category,
  excerpt,
  _updatedAt
}`);

/** The newest articles for the RSS feed. */
export const NEWS_FEED_QUERY = defineQuery(`*[_type == "newsArticle"] | order(date desc)[0...$limit]{
  ${articleBylineFields},
  "hasPage": ${articleHasPage}
}`);

/** A section's guides for its index (the guide-directory block), newest first. */
export const GUIDE_DIRECTORY_QUERY =
  defineQuery(`*[_type == "guideArticle" && section == $section && defined(slug.current)] | order(publishedAt desc, slug.current asc){
  ${guidePathFields},
  heading,
  excerpt
}`);

/** Guide articles by site section and slug (their pages' static params, and the checklist downloads). */
export const GUIDE_ARTICLE_KEYS_QUERY = defineQuery(`*[_type == "guideArticle" && defined(slug.current)] | order(slug.current asc){
  ${guidePathFields}
}`);

/**
 * Listings (issue 16). The filters are GROQ parameters (null = any), so a page of cards is one
 * slice with a count and never projects the whole dataset. A confidential listing's address and
 * photos are left out here already, so no view can show them by mistake.
 */
/** A listing with a page: one with a slug. */
const listingWithPage = /* groq */ `_type == "listing" && defined(slug.current)`;

/** What names a listing on a card, its page and its announcement. */
const listingHeadlineFields = /* groq */ `title, "slug": slug.current, assetClass, region, status`;

const listingFilter = /* groq */ `${listingWithPage}
  && ($asset == null || assetClass == $asset)
  && ($region == null || region == $region)
  && ($status == null || status == $status)
  && (!$unpriced || !defined(askingPrice))
  && (!$priced || (defined(askingPrice) && ($minPrice == null || askingPrice >= $minPrice) && ($maxPrice == null || askingPrice < $maxPrice)))`;

const listingCardProjection = /* groq */ `{
  _id,
  ${listingHeadlineFields},
  askingPrice,
  units,
  rentableSqFt,
  occupancy,
  capRate,
  confidential,
  "photo": select(confidential == true => null, photos[0]${imageProjection})
}`;

export const LISTING_CARDS_QUERY = defineQuery(`{
  "listings": *[${listingFilter}] | order(listedAt desc, slug.current asc)[$start...$end]${listingCardProjection},
  "total": count(*[${listingFilter}]),
  "all": count(*[${listingWithPage}])
}`);

export const LISTING_REGIONS_QUERY = defineQuery(`*[${listingWithPage} && defined(region)].region`);

export const LISTING_SLUGS_QUERY = defineQuery(`*[${listingWithPage}] | order(listedAt desc).slug.current`);

/** A listing's page. A confidential listing shows no address and no photo, in its head (social image) neither. */
export const LISTING_QUERY = defineQuery(`*[_type == "listing" && slug.current == $slug][0]{
  _id,
  ${listingHeadlineFields},
  confidential,
  teaser,
  "address": select(confidential == true => null, address),
  askingPrice,
  units,
  rentableSqFt,
  occupancy,
  noi,
  capRate,
  yearBuilt,
  "photos": select(confidential == true => [], coalesce(photos[]${imageProjection}, [])),
  highlights,
  description,
  listedAt,
  soldAt,
  "seo": select(confidential == true => seo{ title, description, keywords }, ${seoProjection})
}`);

/**
 * The confidentiality agreement a confidential listing's deal room asks for (issue 17): its text
 * as published; `_updatedAt` labels the version (the text's SHA-256 identifies it).
 */
export const CONFIDENTIALITY_AGREEMENT_QUERY = defineQuery(
  `*[_type == "confidentialityAgreement" && _id == "confidentialityAgreement"][0]{ title, body, _updatedAt }`,
);

/**
 * The listings whose documents are shared under the agreement: confidential and not sold, with
 * their call-for-offers date and the day they were listed (the Monday report's weeks on the market, issue 36).
 */
export const DEAL_ROOM_LISTINGS_QUERY = defineQuery(
  `*[${listingWithPage} && confidential == true && status != "sold"] | order(listedAt desc, slug.current asc){ title, "slug": slug.current, callForOffersAt, listedAt }`,
);

/** A listing's title by its slug (the deal room's e-mails). */
export const LISTING_TITLE_QUERY = defineQuery(`*[_type == "listing" && slug.current == $slug][0].title`);

/**
 * What matching and the announcement e-mail need of a listing (issue 17): the fields its public
 * page shows, never a confidential listing's address.
 */
const announcedListingProjection = /* groq */ `{
  ${listingHeadlineFields},
  confidential,
  askingPrice,
  capRate,
  listedAt
}`;

/** Every listing not sold. */
export const ANNOUNCEABLE_LISTINGS_QUERY = defineQuery(
  `*[${listingWithPage} && status != "sold"] | order(listedAt desc)${announcedListingProjection}`,
);

/** One listing by slug (the publish webhook's), in ANNOUNCEABLE_LISTINGS_QUERY's shape. */
export const ANNOUNCED_LISTING_QUERY = defineQuery(`*[_type == "listing" && slug.current == $slug][0]${announcedListingProjection}`);

/**
 * Every listing in ANNOUNCEABLE_LISTINGS_QUERY's shape, sold ones included: at start-up, each one's
 * status and asking price are compared with those last seen, for the change alerts (issue 32).
 */
export const WATCHED_LISTINGS_QUERY = defineQuery(
  `*[_type == "listing" && defined(slug.current)] | order(listedAt desc)${announcedListingProjection}`,
);
