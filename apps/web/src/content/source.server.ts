/**
 * The one way the site reads content: through the runtime's content source, embedded seed dataset
 * (default) or a hosted Sanity project (docs/decisions/0001-two-modes.md).
 */
import "server-only";
import { getRuntime } from "@/src/server/runtime.server";

export type { ContentQuery } from "@/src/platform/ports";
export { hostedConfigFromEnv } from "./adapters";

/**
 * True while an editor previews drafts (hosted mode only). Outside a request (static params,
 * build-time routes) there is no draft cookie, so the answer is no.
 */
export async function isDraftMode(): Promise<boolean> {
  if (getRuntime().mode.content !== "hosted") return false;
  try {
    const { draftMode } = await import("next/headers");
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

export async function fetchContent<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  const { content } = getRuntime();
  const run = (await isDraftMode()) ? await content.drafts() : await content.published();
  return (await run(query, params, tags)) as T;
}
