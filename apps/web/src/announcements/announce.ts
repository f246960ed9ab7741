/**
 * Announcing a listing (docs/decisions/0029-investor-announcements.md): when it is announceable
 * (match.ts) and was never announced, the investors whose buy box it fits are queued, once per
 * address, in one database transaction with the record that it was announced. A second publish, a
 * duplicated webhook or another start-up then finds that record and queues nothing; a crash before
 * the transaction commits leaves nothing behind, so the next trigger announces it whole.
 */
import { announceSince, isAnnounceable, matchInvestors, type AnnouncedListing, type Candidate } from "./match";
import type { AnnouncementMessage, AnnouncementStore, QueuedRecipient } from "./store";

export type AnnounceOutcome =
  { slug: string; status: "announced"; queued: number } | { slug: string; status: "already-announced" | "not-announceable" };

/**
 * What the e-mail will say, fixed now: the listing as its public page shows it (a confidential
 * listing's page has no address and no photos, and neither has this), the buy box that matched.
 */
export function announcementMessage(listing: AnnouncedListing, candidate: Candidate): AnnouncementMessage {
  return {
    name: candidate.name,
    listing: {
      slug: listing.slug,
      title: listing.title,
      assetClass: listing.assetClass,
      region: listing.region,
      askingPrice: listing.askingPrice,
      capRate: listing.capRate,
      confidential: listing.confidential,
    },
    buyBox: {
      buy_asset_classes: candidate.buy_asset_classes ?? null,
      buy_regions: candidate.buy_regions ?? null,
      buy_price_min: candidate.buy_price_min ?? null,
      buy_price_max: candidate.buy_price_max ?? null,
      buy_cap_rate_min: candidate.buy_cap_rate_min ?? null,
    },
  };
}

export interface AnnounceOptions {
  now: Date;
  /** ANNOUNCE_SINCE (YYYY-MM-DD), when set: listings listed before it are never announced. */
  since?: string | undefined;
}

/** Announces each announceable listing not announced before; one outcome per listing given. */
export async function announceListings(
  store: AnnouncementStore,
  listings: readonly AnnouncedListing[],
  { now, since }: AnnounceOptions,
): Promise<AnnounceOutcome[]> {
  const window = announceSince(now, since);
  const announceable = listings.filter((listing) => isAnnounceable(listing, window));
  const already = await store.announcedSlugs(announceable.map((listing) => listing.slug));
  const outcomes: AnnounceOutcome[] = listings
    .filter((listing) => !announceable.includes(listing))
    .map((listing) => ({ slug: listing.slug, status: "not-announceable" }));
  const todo = announceable.filter((listing) => !already.has(listing.slug));
  for (const listing of announceable) if (already.has(listing.slug)) outcomes.push({ slug: listing.slug, status: "already-announced" });
  if (todo.length === 0) return outcomes;
  const candidates = await store.candidates();
  for (const listing of todo) {
    const recipients: QueuedRecipient[] = matchInvestors(listing, candidates).map((candidate) => ({
      investor_id: candidate.id,
      email: candidate.email,
      message: announcementMessage(listing, candidate),
    }));
    outcomes.push({ slug: listing.slug, status: "announced", queued: await store.announce(listing.slug, recipients, now) });
  }
  return outcomes;
}

/** A listing as the content returns it (LISTING_QUERY), in the shape matching needs; null if unusable. */
export function toAnnouncedListing(value: unknown): AnnouncedListing | null {
  if (typeof value !== "object" || value === null) return null;
  const listing = value as Record<string, unknown>;
  const text = (key: string): string | null => {
    const field = listing[key];
    return typeof field === "string" ? field : null;
  };
  const figure = (key: string): number | null => {
    const field = listing[key];
    return typeof field === "number" && Number.isFinite(field) ? field : null;
  };
  const slug = text("slug");
  const title = text("title");
  const assetClass = text("assetClass");
  const region = text("region");
  const status = text("status");
  if (!slug || !title || !assetClass || !region || !status) return null;
  return {
    slug,
    title,
    assetClass,
    region,
    status,
    askingPrice: figure("askingPrice"),
    capRate: figure("capRate"),
    confidential: listing.confidential === true,
    listedAt: text("listedAt"),
  };
}
