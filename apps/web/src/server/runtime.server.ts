/**
 * The runtime: every adapter the server uses, assembled once per process from the validated
 * environment (docs/decisions/0001-two-modes.md, docs/decisions/0023-runtime.md). The mode is
 * chosen by selectMode (src/platform/mode.ts), which the production server and the export script ask too;
 * everything else asks getRuntime() (through fetchContent and getBackend) and never reads
 * the environment to pick an adapter.
 *
 * The page cache is the one adapter built outside: it sits in front of Next.js, so
 * scripts/serve.mjs creates it (when selectMode says so) before the runtime exists, and registers
 * it for the routes that empty it (src/http/pageCache.ts).
 */
import "server-only";
import { createContentSource, type ContentSource } from "@/src/content/adapters";
import { getContentSource } from "@/src/content/source.server";
import { registrantLine } from "@agency/paths/registrants";
import { AGENT_PROFILE_QUERY, DEAL_ROOM_LISTINGS_QUERY, LISTING_TITLE_QUERY, SITE_SETTINGS_QUERY } from "@/src/content/queries";
import type { AGENT_PROFILE_QUERY_RESULT, DEAL_ROOM_LISTINGS_QUERY_RESULT } from "@/src/content/sanity.types";
import { serverEnv, type ServerEnv } from "@/src/env";
import { createBackend, type Backend, type TeamContact } from "./createBackend.server";
import { selectMode, type RuntimeMode } from "@/src/platform/mode";
import { processWide } from "@/src/process/processWide";

export interface Runtime {
  env: ServerEnv;
  mode: RuntimeMode;
  content: ContentSource;
  /**
   * The lead repository, the functions, the mailer, the notifier and the server state. Opened on
   * first use (instrumentation.ts asks at boot); a failed start is retried by the next caller.
   * Its notification loop starts with it.
   */
  backend(): Promise<Backend>;
}

/** Builds the runtime of an environment. Nothing is opened until first used. */
export function createRuntime(env: ServerEnv, options: { content?: ContentSource } = {}): Runtime {
  const mode = selectMode(env);
  const content = options.content ?? createContentSource(env, mode.content);
  // The team's name and address for the notification e-mail, from the published site settings.
  // The registrant's line (decision 0053) from the agent profile, with them.
  const team = async (): Promise<TeamContact> => {
    const query = await content.published();
    const [settings, agent] = await Promise.all([
      query(SITE_SETTINGS_QUERY, {}, ["siteSettings"]) as Promise<Omit<TeamContact, "registrant"> | null>,
      query(AGENT_PROFILE_QUERY, {}, ["agentProfile"]) as Promise<AGENT_PROFILE_QUERY_RESULT>,
    ]);
    if (!settings) throw new Error("Content missing: site settings. Publish them in the Studio (or the seed dataset).");
    const registrant =
      agent?.name && agent.title
        ? registrantLine({ registeredName: agent.name, title: agent.title, creaMember: agent.creaMember === true })
        : null;
    return { ...settings, registrant };
  };
  // A listing's title for the deal room's e-mails; its slug once it is no longer published.
  const listingTitle = async (slug: string): Promise<string> => {
    const title = (await (await content.published())(LISTING_TITLE_QUERY, { slug }, ["listing"])) as string | null;
    return title ?? slug;
  };
  // The deal room listings (confidential, available or under contract) for the team's Monday report (issue 36)
  // and the close of their round 1 at the call-for-offers date (issue 46).
  const reportListings = async () => {
    const listings = (await (
      await content.published()
    )(DEAL_ROOM_LISTINGS_QUERY, {}, ["listing"])) as DEAL_ROOM_LISTINGS_QUERY_RESULT | null;
    return (listings ?? []).flatMap((listing) =>
      listing.slug
        ? [
            {
              slug: listing.slug,
              title: listing.title ?? listing.slug,
              listedAt: listing.listedAt,
              callForOffersAt: listing.callForOffersAt ?? null,
            },
          ]
        : [],
    );
  };
  let backend: Promise<Backend> | undefined;
  return {
    env,
    mode,
    content,
    backend() {
      backend ??= createBackend(env, mode.leads, team, listingTitle, reportListings).then(
        (started) => {
          started.notifier.start();
          return started;
        },
        (error: unknown) => {
          backend = undefined;
          throw error;
        },
      );
      return backend;
    },
  };
}

// Process-wide, not module-level: route handlers and pages are separate bundles, and two
// runtimes would open PGlite twice on one data folder (see processWide.ts).
const slot = processWide("runtime", () => ({ runtime: undefined as Runtime | undefined }));

/** The process's runtime, built from the environment on first use. */
export function getRuntime(): Runtime {
  // The content source the pages read (src/content/source.server.ts): one per process, shared.
  slot.runtime ??= createRuntime(serverEnv(), { content: getContentSource() });
  return slot.runtime;
}
