/**
 * The content adapters of a mode (docs/decisions/0001-two-modes.md): the NDJSON dataset queried
 * in-process (embedded) or the Content Lake (hosted), each loaded only when chosen, so embedded
 * mode never loads the Sanity client. Built once per process by the runtime (src/server/runtime.server.ts).
 */
import type { ServerEnv } from "@/src/env";
import type { ContentQuery, HostedContentConfig } from "@/src/platform/ports";

export interface ContentSource {
  /** Published content: what every page shows. */
  published(): Promise<ContentQuery>;
  /** The editor's drafts (hosted mode only; throws in embedded mode). */
  drafts(): Promise<ContentQuery>;
}

/** The Sanity project the environment configures, or null in embedded mode. */
export function hostedConfigFromEnv(
  env: Pick<ServerEnv, "NEXT_PUBLIC_SANITY_PROJECT_ID" | "NEXT_PUBLIC_SANITY_DATASET" | "SANITY_API_READ_TOKEN" | "SANITY_API_HOST">,
): HostedContentConfig | null {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) return null;
  return {
    projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    token: env.SANITY_API_READ_TOKEN,
    apiHost: env.SANITY_API_HOST,
  };
}

/** Remembers a successful load; a failed one (a bad dataset file) is tried again next time. */
function once(load: () => Promise<ContentQuery>): () => Promise<ContentQuery> {
  let loading: Promise<ContentQuery> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export function createContentSource(env: ServerEnv, mode: "embedded" | "hosted"): ContentSource {
  const config = mode === "hosted" ? hostedConfigFromEnv(env) : null;
  return {
    published: once(async () => {
      if (config) {
        const { createHostedClient, createHostedQuery } = await import("./hosted");
        return createHostedQuery(createHostedClient(config));
      }
      const { datasetQuery } = await import("./embedded");
      return datasetQuery(env.CONTENT_DATASET);
    }),
    drafts: once(async () => {
      if (!config) throw new Error("Draft mode needs NEXT_PUBLIC_SANITY_PROJECT_ID");
      const { createDraftQuery, createHostedClient } = await import("./hosted");
      return createDraftQuery(createHostedClient(config), env.SANITY_STUDIO_ORIGIN);
    }),
  };
}
