/**
 * The one way the site reads content: through the process's content source, embedded seed dataset
 * (default) or a hosted Sanity project (docs/decisions/0001-two-modes.md). Built here, once per
 * process, from the validated environment and the mode (src/platform/mode.ts); the runtime
 * (src/server/runtime.server.ts) hands the same source to the backend's e-mails.
 */
import "server-only";
import { serverEnv } from "@/src/env";
import { contentMode } from "@/src/platform/mode";
import { processWide } from "@/src/process/processWide";
import { createContentSource, type ContentSource } from "./adapters";

export type { ContentQuery } from "@/src/platform/ports";
export { hostedConfigFromEnv } from "./adapters";

// Process-wide, not module-level: pages and route handlers are separate bundles (processWide.ts).
const held = processWide("contentSource", () => ({ source: undefined as ContentSource | undefined }));

/** The process's content source, built from the environment on first use. */
export function getContentSource(): ContentSource {
  if (!held.source) {
    const env = serverEnv();
    held.source = createContentSource(env, contentMode(env));
  }
  return held.source;
}

/**
 * True while an editor previews drafts (hosted mode only). Outside a request (static params,
 * build-time routes) there is no draft cookie, so the answer is no.
 */
export async function isDraftMode(): Promise<boolean> {
  if (contentMode(serverEnv()) !== "hosted") return false;
  try {
    const { draftMode } = await import("next/headers");
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

export async function fetchContent<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  const content = getContentSource();
  const run = (await isDraftMode()) ? await content.drafts() : await content.published();
  return (await run(query, params, tags)) as T;
}
