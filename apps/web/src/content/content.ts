/** Typed loaders over the GROQ queries; React's cache dedupes them within one render. */
import "server-only";
import { cache } from "react";
import {
  AGENT_PROFILE_QUERY,
  HOME_PAGE_QUERY,
  NOINDEX_PATHS_QUERY,
  PAGE_METADATA_QUERY,
  SITE_SETTINGS_QUERY,
} from "./queries";
import { fetchContent } from "./source";
import type { AgentProfile, HomePageContent, PageMetadataRecord, SiteSettings } from "./types";

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

export const getNoindexPaths = cache(async (): Promise<string[]> =>
  (await fetchContent<string[] | null>(NOINDEX_PATHS_QUERY, {}, ["pageMetadata"])) ?? [],
);

export const getAgentProfile = cache(async (): Promise<AgentProfile> =>
  required(await fetchContent<AgentProfile | null>(AGENT_PROFILE_QUERY, {}, ["agentProfile"]), "agent profile"),
);

export const getHomePage = cache(async (): Promise<HomePageContent & { page: NonNullable<HomePageContent["page"]> }> => {
  const content = await fetchContent<HomePageContent>(HOME_PAGE_QUERY, {}, ["homePage", "successStory"]);
  return { ...content, page: required(content.page, "home page") };
});
