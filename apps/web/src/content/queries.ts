/**
 * Every GROQ query the site runs, in one module. Components never build query strings; both
 * content adapters (embedded groq-js, hosted Sanity) run exactly these.
 */
import { defineQuery } from "groq";

const imageProjection = /* groq */ `{
  alt,
  "src": coalesce(asset->url, _sanityAsset),
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  agencyName,
  positioning,
  brokerageName,
  investorNetworkClaim,
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
  role,
  "photo": photo${imageProjection},
  shortBio,
  bio,
  professionalProfileUrl,
  strengths[]{title, text}
}`);

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
  "successStories": *[_type == "successStory"] | order(order asc, title asc){
    _id,
    title,
    location,
    units,
    description,
    sold,
    "image": image${imageProjection}
  }
}`);
