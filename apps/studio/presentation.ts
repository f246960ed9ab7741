import {
  FIXED_ROUTES,
  LISTINGS_PREFIX,
  documentPath,
  industrialMarketPath,
  listingPath,
  newsArticlePath,
  selfStorageMarketPath,
} from "@agency/paths";
import { defineDocuments, defineLocations, type PresentationPluginOptions } from "sanity/presentation";
import { DEFAULT_PREVIEW_ORIGIN } from "./env";

/** The fields a location's `select` picks, as the Presentation tool hands them over. */
type Selected = Record<string, string | undefined> | null | undefined;

/**
 * Where the site is, for the Presentation tool's preview pane (the Next.js app in draft mode). A
 * literal `process.env.SANITY_STUDIO_PREVIEW_URL`, the one form Sanity's build replaces (env.ts).
 */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || DEFAULT_PREVIEW_ORIGIN;

/** Which page shows a document, both ways: open a page → its document; edit a document → its pages. */
/**
 * Fixed pages built in code around a form or a tool: their words (title, heading, description) are
 * their page-metadata record. Every other fixed page but home and the two industrial hubs is a
 * content page at its path.
 */
export const CODE_BUILT_ROUTES: readonly string[] = ["/contact/", "/sell/", "/off-market/", "/tools/roi-calculator/", "/privacy/"];
const INDUSTRIAL_HUB_AREAS: Record<string, string> = { "/industrial/": "hub", "/industrial/ontario/": "ontario" };

/** The document an editor opens with each fixed page: home, a hub, a content page or a metadata record. */
function fixedRouteDocument(route: string): { route: string; filter: string; params: Record<string, string> } {
  if (route === "/") return { route, filter: `_type == "homePage" && _id == "homePage"`, params: {} };
  const area = INDUSTRIAL_HUB_AREAS[route];
  if (area) return { route, filter: `_type == "industrialMarket" && area == $area`, params: { area } };
  const type = CODE_BUILT_ROUTES.includes(route) ? "pageMetadata" : "contentPage";
  return { route, filter: `_type == "${type}" && path == $path`, params: { path: route } };
}

/** Shown on documents whose words appear on many pages, so an editor knows the reach of a change. */
const EVERY_PAGE = { message: "Used on every page of the site (header, footer, contact details)", tone: "caution" } as const;

export const resolve: PresentationPluginOptions["resolve"] = {
  mainDocuments: defineDocuments([
    ...FIXED_ROUTES.map(fixedRouteDocument),
    { route: "/self-storage/ontario/:city/", filter: `_type == "selfStorageMarket" && city == $city` },
    { route: "/industrial/ontario/:area/", filter: `_type == "industrialMarket" && area == $area` },
    {
      route: "/self-storage/insights/:slug/",
      filter: `_type == "guideArticle" && section == "self-storage-insights" && slug.current == $slug`,
    },
    { route: "/self-storage/listings/:slug/", filter: `_type == "listing" && slug.current == $slug` },
    { route: "/self-storage/listings/:slug/agreement/", filter: `_type == "listing" && slug.current == $slug` },
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
    homePage: defineLocations({ locations: [{ title: "Home", href: "/" }] }),
    siteSettings: defineLocations({ ...EVERY_PAGE, locations: [{ title: "Home", href: "/" }] }),
    agentProfile: defineLocations({
      message: "The agent's details appear on home, About and in the footer of every page",
      tone: "caution",
      locations: [
        { title: "Home", href: "/" },
        { title: "About", href: "/about/" },
      ],
    }),
    pageMetadata: defineLocations({
      select: { title: "title", path: "path" },
      resolve: (doc: Selected) =>
        doc?.path === "*"
          ? {
              message: "The default title, description and sharing image of every page without a record of its own",
              tone: "caution",
              locations: [],
            }
          : { locations: [{ title: doc?.title ?? "Page", href: doc?.path ?? "/" }] },
    }),
    confidentialityAgreement: defineLocations({
      message: "Every confidential listing's agreement page shows this text; a published change is a new version signers see from then on",
      tone: "caution",
      locations: [{ title: "Listings", href: LISTINGS_PREFIX }],
    }),
    successStory: defineLocations({
      select: { title: "title" },
      resolve: (doc: Selected) => ({ locations: [{ title: doc?.title ?? "Story", href: "/" }] }),
    }),
  },
};
