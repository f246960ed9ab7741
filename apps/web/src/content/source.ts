/**
 * The one way the site reads content. The adapter is chosen once from the environment:
 * embedded seed dataset (default) or a hosted Sanity project (docs/decisions/0001-two-modes.md).
 */
import "server-only";
import { contentMode, serverEnv } from "../env";

/** Runs a GROQ query; `tags` are the document types it reads, used for cache revalidation. */
export type ContentQuery = (query: string, params?: Record<string, unknown>, tags?: string[]) => Promise<unknown>;

let active: ContentQuery | undefined;

async function activeQuery(): Promise<ContentQuery> {
  if (active) return active;
  const env = serverEnv();
  if (contentMode(env) === "hosted" && env.NEXT_PUBLIC_SANITY_PROJECT_ID) {
    const { createHostedClient, createHostedQuery } = await import("./hosted");
    active = createHostedQuery(
      createHostedClient({
        projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
        dataset: env.NEXT_PUBLIC_SANITY_DATASET,
        token: env.SANITY_API_READ_TOKEN,
      }),
    );
  } else {
    const { seedDatasetQuery } = await import("./embedded");
    active = seedDatasetQuery();
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
  const env = serverEnv();
  const { createDraftQuery, createHostedClient } = await import("./hosted");
  drafts = createDraftQuery(
    createHostedClient({ projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? "", dataset: env.NEXT_PUBLIC_SANITY_DATASET, token: env.SANITY_API_READ_TOKEN }),
  );
  return drafts;
}

export async function fetchContent<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  const run = (await isDraftMode()) ? await draftQuery() : await activeQuery();
  return (await run(query, params, tags)) as T;
}
