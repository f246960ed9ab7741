/**
 * The one way the site reads content. The adapter is chosen once from the environment:
 * embedded seed dataset (default) or a hosted Sanity project (docs/decisions/0001-two-modes.md).
 */
import "server-only";
import { contentMode, serverEnv, type ServerEnv } from "../env";
import type { ContentQuery, HostedContentConfig } from "../ports";

export type { ContentQuery };

/** The Sanity project the environment configures, or null in embedded mode (which never loads the Sanity client). */
export function hostedConfigFromEnv(env: Pick<ServerEnv, "NEXT_PUBLIC_SANITY_PROJECT_ID" | "NEXT_PUBLIC_SANITY_DATASET" | "SANITY_API_READ_TOKEN">): HostedContentConfig | null {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) return null;
  return { projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID, dataset: env.NEXT_PUBLIC_SANITY_DATASET, token: env.SANITY_API_READ_TOKEN };
}

let active: ContentQuery | undefined;

async function activeQuery(): Promise<ContentQuery> {
  if (active) return active;
  const env = serverEnv();
  const config = contentMode(env) === "hosted" ? hostedConfigFromEnv(env) : null;
  if (config) {
    const { createHostedClient, createHostedQuery } = await import("./hosted");
    active = createHostedQuery(createHostedClient(config));
  } else {
    const { datasetQuery } = await import("./embedded");
    active = datasetQuery(env.CONTENT_DATASET);
  }
  return active;
}

/**
 * True while an editor previews drafts (hosted mode only). Outside a request (static params,
 * build-time routes) there is no draft cookie, so the answer is no.
 */
async function isDraftMode(): Promise<boolean> {
  if (contentMode(serverEnv()) !== "hosted") return false;
  try {
    const { draftMode } = await import("next/headers");
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

let drafts: ContentQuery | undefined;

async function draftQuery(): Promise<ContentQuery> {
  if (drafts) return drafts;
  const { createDraftQuery, createHostedClient } = await import("./hosted");
  const config = hostedConfigFromEnv(serverEnv());
  if (!config) throw new Error("Draft mode needs NEXT_PUBLIC_SANITY_PROJECT_ID");
  drafts = createDraftQuery(createHostedClient(config));
  return drafts;
}

export async function fetchContent<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  const run = (await isDraftMode()) ? await draftQuery() : await activeQuery();
  return (await run(query, params, tags)) as T;
}
