/**
 * Today's pure rules (issue 45): which offers count as "received" (the last 7 days) and the Monday
 * the next owner's reports go out. The clock is a parameter: the page passes the server's time,
 * the tests a fixed one.
 */
export const RECENT_OFFER_DAYS = 7;

/** The offers submitted in the `days` before `now`, newest first. */
export function recentOffers<Offer extends { submittedAt: string }>(
  offers: readonly Offer[],
  now: Date,
  days = RECENT_OFFER_DAYS,
): Offer[] {
  const since = now.getTime() - days * 86_400_000;
  return offers.filter((offer) => Date.parse(offer.submittedAt) >= since).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

/** The Monday on or after the Toronto day `day` (YYYY-MM-DD): the day the weekly owner's reports go out. */
export function reportMonday(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const untilMonday = (8 - date.getUTCDay()) % 7;
  date.setUTCDate(date.getUTCDate() + untilMonday);
  return date.toISOString().slice(0, 10);
}
