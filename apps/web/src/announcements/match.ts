/**
 * Which investors hear of a listing (issue 17, docs/decisions/0029-investor-announcements.md): a
 * pure function of the listing and the investors' buy boxes, so the rules are one table of tests.
 *
 * - Asset class: the listing's is one of the investor's, or the investor chose none.
 * - Region: the listing's is one of the investor's (case and surrounding spaces ignored), or none.
 * - Price: the asking price is within [min, max] (either bound may be absent), or neither is set.
 * - Cap rate: the listing's is at least the investor's minimum, or no minimum is set.
 * - A listing without an asking price (or cap rate) does not reach an investor who set a price
 *   range (or a minimum cap rate): they asked for deals they can check against it, and an unpriced
 *   listing cannot be. An investor who set nothing for that criterion hears of it.
 * - One e-mail per address: the candidates come one per address (its newest signup's buy box), and
 *   an address seen twice here is matched once, by the first candidate given for it.
 */
import type { BuyBox } from "@agency/supabase/buy-box";

/** What matching and the e-mail need of a listing (its public page's fields). */
export interface AnnouncedListing {
  slug: string;
  title: string;
  assetClass: string;
  region: string;
  status: string;
  askingPrice: number | null;
  capRate: number | null;
  confidential: boolean;
  /** YYYY-MM-DD, when the listing came on the market. */
  listedAt: string | null;
}

export interface Candidate extends BuyBox {
  /** The signup whose confirmation set this address's preferences (null once it is deleted). */
  id: string | null;
  email: string;
  name: string;
  /** The kinds of alert about a listing's changes the investor chose (consent/alertKinds.ts). */
  alertKinds: readonly string[];
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase("en-CA") === b.trim().toLocaleLowerCase("en-CA");

export function matchesBuyBox(listing: AnnouncedListing, box: BuyBox): boolean {
  const classes = box.buy_asset_classes ?? [];
  if (classes.length > 0 && !classes.includes(listing.assetClass)) return false;
  const regions = box.buy_regions ?? [];
  if (regions.length > 0 && !regions.some((region) => sameText(region, listing.region))) return false;
  const min = box.buy_price_min;
  const max = box.buy_price_max;
  if (typeof min === "number" || typeof max === "number") {
    if (listing.askingPrice === null) return false;
    if (typeof min === "number" && listing.askingPrice < min) return false;
    if (typeof max === "number" && listing.askingPrice > max) return false;
  }
  if (typeof box.buy_cap_rate_min === "number") {
    if (listing.capRate === null || listing.capRate < box.buy_cap_rate_min) return false;
  }
  return true;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The candidates who hear of `listing`, one per address, in the order given. */
export function matchInvestors<C extends Candidate>(listing: AnnouncedListing, candidates: readonly C[]): C[] {
  const seen = new Set<string>();
  const matched: C[] = [];
  for (const candidate of candidates) {
    const address = normaliseEmail(candidate.email);
    if (seen.has(address)) continue;
    seen.add(address);
    if (matchesBuyBox(listing, candidate)) matched.push(candidate);
  }
  return matched;
}

/** How far back a listing may have come on the market and still be announced (default). */
export const ANNOUNCE_WINDOW_DAYS = 30;

/**
 * Whether a listing is announced at all: for sale (not sold), and listed on or after `since` (by
 * default 30 days before now), so a site that starts announcing does not e-mail its whole
 * back catalogue. A listing without a listing date is not announced.
 */
export function isAnnounceable(listing: AnnouncedListing, since: Date): boolean {
  if (listing.status === "sold" || !listing.listedAt) return false;
  const listed = Date.parse(`${listing.listedAt.slice(0, 10)}T23:59:59Z`);
  return Number.isFinite(listed) && listed >= since.getTime();
}

/** The default start of the window: ANNOUNCE_WINDOW_DAYS before `now`. */
export function announceSince(now: Date, configured?: string): Date {
  if (configured) {
    const date = new Date(`${configured.slice(0, 10)}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date(now.getTime() - ANNOUNCE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}
