/**
 * Alerts when a listing changes (issue 32, docs/decisions/0029-investor-announcements.md): its
 * asking price drops, it goes under contract, comes back available, or sells. Each listing's
 * status and asking price are compared with those last recorded (listing_states); the first time a
 * listing is seen they are only recorded. A change is e-mailed once, through the announcement
 * queue, to each investor who was told of the listing or whose buy box it now fits, and who chose
 * that kind of alert. Recording the new state and queueing its alerts is one SQL function that
 * only acts if the state is still the one compared with, so a second webhook, process or start-up
 * queues nothing.
 */
import { LISTING_ALERT_KINDS, type ListingAlertKind } from "@/src/consent/alertKinds";
import { announcementMessage } from "./announce";
import { matchesBuyBox, type AnnouncedListing, type Candidate } from "./match";
import type { AnnouncementStore, ListingChangeDetail, ListingState, QueuedRecipient } from "./store";

export type { ListingChangeDetail, ListingState };

const STATUSES = new Set(["available", "under-contract", "sold"]);

/** The changes worth an alert between two states, in LISTING_ALERT_KINDS order. */
export function detectChanges(previous: ListingState, current: ListingState): ListingAlertKind[] {
  const changes = new Set<ListingAlertKind>();
  if (
    previous.askingPrice !== null &&
    current.askingPrice !== null &&
    current.askingPrice < previous.askingPrice &&
    current.status !== "sold"
  ) {
    changes.add("price-drop");
  }
  if (previous.status !== current.status) {
    if (current.status === "under-contract") changes.add("under-contract");
    else if (current.status === "available") changes.add("back-available");
    else if (current.status === "sold") changes.add("sold");
  }
  return LISTING_ALERT_KINDS.filter((kind) => changes.has(kind));
}

/** Who is alerted of `kind`: told of the listing, or it fits their buy box now; and they chose it. */
export function alertRecipients<C extends Candidate>(
  listing: AnnouncedListing,
  kind: ListingAlertKind,
  candidates: readonly C[],
  told: ReadonlySet<string>,
): C[] {
  return candidates.filter(
    (candidate) => candidate.alertKinds.includes(kind) && (told.has(candidate.email) || matchesBuyBox(listing, candidate)),
  );
}

export type ObserveOutcome =
  | { slug: string; status: "first-seen" | "unchanged" | "recorded-elsewhere" }
  | { slug: string; status: "changed"; changes: ListingAlertKind[]; queued: number };

/** Compares each listing with its recorded state and queues the alerts of what changed. */
export async function observeListings(
  store: AnnouncementStore,
  listings: readonly AnnouncedListing[],
  now: Date,
): Promise<ObserveOutcome[]> {
  const watched = listings.filter((listing) => STATUSES.has(listing.status));
  if (watched.length === 0) return [];
  const states = await store.listingStates(watched.map((listing) => listing.slug));
  let candidates: Candidate[] | null = null;
  const outcomes: ObserveOutcome[] = [];
  for (const listing of watched) {
    const current: ListingState = { status: listing.status, askingPrice: listing.askingPrice };
    const previous = states.get(listing.slug) ?? null;
    if (previous && previous.status === current.status && previous.askingPrice === current.askingPrice) {
      outcomes.push({ slug: listing.slug, status: "unchanged" });
      continue;
    }
    const kinds = previous ? detectChanges(previous, current) : [];
    const changes: { change: ListingAlertKind; recipients: QueuedRecipient[] }[] = [];
    if (previous && kinds.length > 0) {
      candidates ??= await store.candidates();
      const told = await store.toldOf(listing.slug);
      for (const kind of kinds) {
        const detail: ListingChangeDetail = {
          kind,
          previousStatus: previous.status,
          status: current.status,
          previousPrice: previous.askingPrice,
        };
        changes.push({
          change: kind,
          recipients: alertRecipients(listing, kind, candidates, told).map((candidate) => ({
            investor_id: candidate.id,
            email: candidate.email,
            message: { ...announcementMessage(listing, candidate), change: detail },
          })),
        });
      }
    }
    const queued = await store.recordListingState(listing.slug, previous, current, changes, now);
    if (queued < 0) outcomes.push({ slug: listing.slug, status: "recorded-elsewhere" });
    else if (!previous) outcomes.push({ slug: listing.slug, status: "first-seen" });
    else outcomes.push({ slug: listing.slug, status: "changed", changes: kinds, queued });
  }
  return outcomes;
}
