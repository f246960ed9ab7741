/**
 * The index every search of this server process answers from (issue 34, decision 0045): built
 * from the published content on first use, in memory, and kept current.
 *
 * Embedded mode: the dataset only changes with a new build, which is a new process: built once.
 * Hosted mode: every instance asks the Content Lake at most every VERSION_CHECK_MS whether what the
 * index holds changed (SEARCH_VERSION_QUERY: a count and the newest edit, a few bytes) and builds
 * the index again when it did; the publish webhook (app/api/revalidate) makes the instance it
 * reaches ask at once (forgetSiteSearch). So a page published through the webhook is found on
 * every instance within VERSION_CHECK_MS plus one build, without a rebuild of the site and
 * without a shared store: each instance's index is its own copy of the same content.
 */
import "server-only";
import { logError } from "@/src/log";
import { processWide } from "@/src/process/processWide";
import { searchDocuments, type SearchContent } from "./searchDocuments";
import { createSearchIndex, type SiteSearchIndex } from "./searchIndex";
import { SEARCH_DOCUMENTS_QUERY, SEARCH_VERSION_QUERY } from "./searchQueries";

/** How long an instance trusts its hosted index before asking whether the content changed. */
export const VERSION_CHECK_MS = 15_000;

/** The content read one way or the other: the embedded dataset, or the Content Lake without any cache. */
export interface SearchContentReader {
  /** Whether the content can change while this process runs (hosted mode). */
  changes: boolean;
  read<T>(query: string): Promise<T>;
}

interface IndexSlot {
  index: SiteSearchIndex | undefined;
  /** The version of the content the index was built from (hosted mode). */
  version: string | undefined;
  checkedAt: number;
  loading: Promise<SiteSearchIndex> | undefined;
}

// Process-wide: the search page, the 404 search route and the webhook route are separate bundles.
const slot = processWide("search.siteIndex", (): IndexSlot => ({ index: undefined, version: undefined, checkedAt: 0, loading: undefined }));

async function contentReader(): Promise<SearchContentReader> {
  const { serverEnv } = await import("@/src/env");
  const { contentMode } = await import("@/src/platform/mode");
  const env = serverEnv();
  if (contentMode(env) === "embedded") {
    const { datasetQuery } = await import("@/src/content/embedded");
    const query = datasetQuery(env.CONTENT_DATASET);
    return { changes: false, read: async <T>(text: string) => (await query(text, {}, [])) as T };
  }
  const { hostedConfigFromEnv } = await import("@/src/content/adapters");
  const { createHostedClient } = await import("@/src/content/hosted");
  const config = hostedConfigFromEnv(env);
  if (!config) throw new Error("Hosted mode without NEXT_PUBLIC_SANITY_PROJECT_ID: nothing to search");
  const client = createHostedClient(config);
  // No cache: the index is this process's own copy, and the version check must see a publish.
  return { changes: true, read: <T>(text: string) => client.fetch<T>(text, {}, { cache: "no-store" }) };
}

/** Builds the index from the content; returns it with the version it holds. */
export async function buildSiteIndex(reader: SearchContentReader): Promise<{ index: SiteSearchIndex; version: string }> {
  const version = reader.changes ? JSON.stringify(await reader.read<unknown>(SEARCH_VERSION_QUERY)) : "static";
  const content = await reader.read<SearchContent>(SEARCH_DOCUMENTS_QUERY);
  return { index: createSearchIndex(searchDocuments(content)), version };
}

async function refresh(): Promise<SiteSearchIndex> {
  const reader = await contentReader();
  if (slot.index && reader.changes) {
    const version = JSON.stringify(await reader.read<unknown>(SEARCH_VERSION_QUERY));
    if (version === slot.version) {
      slot.checkedAt = Date.now();
      return slot.index;
    }
  }
  const built = await buildSiteIndex(reader);
  slot.index = built.index;
  slot.version = built.version;
  slot.checkedAt = reader.changes ? Date.now() : Number.POSITIVE_INFINITY;
  return built.index;
}

/**
 * The index to search. A Content Lake that cannot be reached keeps the last index serving (and
 * is asked again after the next VERSION_CHECK_MS); with none built yet, the error goes to the caller.
 */
export async function siteSearchIndex(now = Date.now()): Promise<SiteSearchIndex> {
  if (slot.index && now - slot.checkedAt < VERSION_CHECK_MS) return slot.index;
  slot.loading ??= refresh()
    .catch((error: unknown) => {
      if (!slot.index) throw error;
      logError("Site search: reading the content failed; the last index serves meanwhile", error);
      slot.checkedAt = Date.now();
      return slot.index;
    })
    .finally(() => (slot.loading = undefined));
  return slot.loading;
}

/** A publish webhook arrived: the next search asks the Content Lake whether the index is still current. */
export function forgetSiteSearch(): void {
  if (slot.checkedAt !== Number.POSITIVE_INFINITY) slot.checkedAt = 0;
}
