/**
 * What starts an announcement (docs/decisions/0029-investor-announcements.md):
 * - embedded content (the dataset ships with the build): at start-up, every listing not sold that
 *   was listed within the window and never announced;
 * - hosted content: the Sanity publish webhook naming a listing (app/api/revalidate).
 * Either way announcing twice queues nothing, so a start-up in hosted mode may run it too.
 * The same two moments compare each listing's status and asking price with those last recorded
 * and queue the change alerts (changes.ts, issue 32) before announcing what is new.
 */
import "server-only";
import { ANNOUNCED_LISTING_QUERY, WATCHED_LISTINGS_QUERY } from "@/src/content/queries";
import { logError } from "@/src/log";
import { getContentSource } from "@/src/content/source.server";
import { serverEnv } from "@/src/env";
import { contentMode } from "@/src/platform/mode";
import { getAnnouncementsBackend } from "./backend";
import type { AnnounceOutcome } from "./announce";
import type { Announcements } from "./wiring";

/** The change alerts; a failure is logged and never stops the announcement of what is new. */
async function observeLogged(announcements: Announcements, listings: readonly unknown[]): Promise<void> {
  try {
    await announcements.observe(listings);
  } catch (error) {
    logError("Comparing listings with their last state failed; the next publish or start-up compares again", error);
  }
}

/** Announces the content's new listings; logs rather than throws (the site serves pages either way). */
export async function announceAtStartUp(): Promise<AnnounceOutcome[]> {
  if (contentMode(serverEnv()) !== "embedded") return [];
  try {
    const listings = ((await (await getContentSource().published())(WATCHED_LISTINGS_QUERY, {}, ["listing"])) as unknown[] | null) ?? [];
    const backend = await getAnnouncementsBackend();
    await observeLogged(backend.announcements, listings);
    return await backend.announcements.announce(listings);
  } catch (error) {
    logError("Announcing new listings at start-up failed; the next start tries again", error);
    return [];
  }
}

/** The publish webhook named a listing: announce it if it is announceable and new. */
export async function announcePublishedListing(slug: string): Promise<AnnounceOutcome[]> {
  try {
    const listing = await (await getContentSource().published())(ANNOUNCED_LISTING_QUERY, { slug }, ["listing"]);
    if (!listing) return [];
    const backend = await getAnnouncementsBackend();
    await observeLogged(backend.announcements, [listing]);
    return await backend.announcements.announce([listing]);
  } catch (error) {
    logError(`Announcing the published listing ${slug} failed`, error);
    return [];
  }
}
