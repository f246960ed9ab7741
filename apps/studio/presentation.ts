import { LISTINGS_PREFIX, documentPath, industrialMarketPath, listingPath, newsArticlePath, selfStorageMarketPath } from "@agency/paths";
import { defineDocuments, defineLocations, type PresentationPluginOptions } from "sanity/presentation";

/** The fields a location's `select` picks, as the Presentation tool hands them over. */
type Selected = Record<string, string | undefined> | null | undefined;

/** Where the site is, for the Presentation tool's preview pane (the Next.js app in draft mode). */
export const previewOrigin =
  (typeof process === "undefined" ? undefined : process.env.SANITY_STUDIO_PREVIEW_URL) || "http://localhost:3000";

/** Which page shows a document, both ways: open a page → its document; edit a document → its pages. */
export const resolve: PresentationPluginOptions["resolve"] = {
  mainDocuments: defineDocuments([
    { route: "/", filter: `_type == "homePage" && _id == "homePage"` },
    { route: "/self-storage/ontario/:city/", filter: `_type == "selfStorageMarket" && city == $city` },
    { route: "/industrial/ontario/:area/", filter: `_type == "industrialMarket" && area == $area` },
    {
      route: "/self-storage/insights/:slug/",
      filter: `_type == "guideArticle" && section == "self-storage-insights" && slug.current == $slug`,
    },
    { route: "/self-storage/listings/:slug/", filter: `_type == "listing" && slug.current == $slug` },
    {
      route: "/insights/:slug/",
      filter: `(_type == "newsArticle" || (_type == "guideArticle" && section == "insights")) && slug.current == $slug`,
    },
  ]),
  locations: {
    contentPage: defineLocations({
      select: { title: "heading", path: "path" },
      resolve: (doc: Selected) => ({ locations: [{ title: doc?.title ?? "Page", href: doc?.path ?? "/" }] }),
    }),
    guideArticle: defineLocations({
      select: { title: "heading", slug: "slug.current", section: "section" },
      resolve: (doc: Selected) => ({
        locations: [
          { title: doc?.title ?? "Article", href: documentPath("guideArticle", { slug: doc?.slug, section: doc?.section }) ?? "/" },
        ],
      }),
    }),
    selfStorageMarket: defineLocations({
      select: { title: "name", city: "city" },
      resolve: (doc: Selected) => ({
        locations: [
          { title: doc?.title ?? "Market", href: selfStorageMarketPath(doc?.city ?? "") },
          { title: "Ontario markets", href: "/self-storage/ontario/" },
        ],
      }),
    }),
    industrialMarket: defineLocations({
      select: { title: "name", area: "area" },
      resolve: (doc: Selected) => ({ locations: [{ title: doc?.title ?? "Market", href: industrialMarketPath(doc?.area ?? "") }] }),
    }),
    newsArticle: defineLocations({
      select: { title: "title", slug: "slug.current" },
      resolve: (doc: Selected) => ({
        locations: [
          ...(doc?.slug ? [{ title: doc.title ?? "Article", href: newsArticlePath(doc.slug) }] : []),
          { title: "Insights", href: "/insights/" },
        ],
      }),
    }),
    listing: defineLocations({
      select: { title: "title", slug: "slug.current" },
      resolve: (doc: Selected) => ({
        locations: [
          ...(doc?.slug ? [{ title: doc.title ?? "Listing", href: listingPath(doc.slug) }] : []),
          { title: "Listings", href: LISTINGS_PREFIX },
        ],
      }),
    }),
    successStory: defineLocations({
      select: { title: "title" },
      resolve: (doc: Selected) => ({ locations: [{ title: doc?.title ?? "Story", href: "/" }] }),
    }),
  },
};
