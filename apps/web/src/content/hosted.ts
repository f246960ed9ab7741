/**
 * Hosted content adapter: the Sanity Content Lake through next-sanity, with Next.js cache tags
 * so a publish webhook (app/api/revalidate) refreshes exactly the pages that use a type.
 */
import { createClient, type SanityClient } from "next-sanity";
import type { ContentQuery, HostedContentConfig } from "@/src/platform/ports";
import { SANITY_API_VERSION } from "./apiVersion";
import { encodeAsStega } from "./stega";

export type { HostedContentConfig };
export { SANITY_API_VERSION };

export function createHostedClient(config: HostedContentConfig, apiHost = config.apiHost): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: SANITY_API_VERSION,
    // The CDN serves published content; a read token (private datasets) must bypass it.
    // A stand-in host has no CDN beside it.
    useCdn: !config.token && !apiHost,
    token: config.token,
    perspective: "published",
    // SANITY_API_HOST: a stand-in Content Lake (tests) instead of the project's own host.
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
}

/** Cache lifetime when no webhook revalidates: an hour bounds how stale a page can be. */
export const FALLBACK_REVALIDATE_SECONDS = 3600;

export function createHostedQuery(client: Pick<SanityClient, "fetch">): ContentQuery {
  return (query, params = {}, tags = []) => client.fetch(query, params, { next: { tags, revalidate: FALLBACK_REVALIDATE_SECONDS } });
}

/**
 * Draft mode: the editor's unpublished changes, never cached, straight from the API, with the
 * prose stega-encoded for click-to-edit (src/content/stega.ts) when the Studio's address is known.
 */
export function createDraftQuery(client: Pick<SanityClient, "fetch">, studioUrl?: string): ContentQuery {
  const stega = studioUrl ? { enabled: true, studioUrl, filter: encodeAsStega } : false;
  return (query, params = {}) => client.fetch(query, params, { perspective: "drafts", useCdn: false, cache: "no-store", stega });
}
