/**
 * Due diligence in the owner's report and the team's Monday e-mail (issue 46, decision 0059):
 * counts only, never who. "Asked" counts each buyer once (one request per signature); "approved"
 * counts the approvals in force now, so a withdrawn approval or a revoked buyer no longer counts
 * (the owner reads how many buyers hold the due-diligence documents today). The team's test
 * signatures are left out, as in the funnel.
 */
import type { DealRoomStore } from "@/src/dealRoom/store";

export interface DueDiligenceCounts {
  requested: number;
  approved: number;
}

/** From the first request ever to now: the whole listing. */
const SINCE = new Date("2000-01-01T00:00:00Z");

export async function loadDueDiligenceCounts(
  store: Pick<DealRoomStore, "dueDiligenceCounts">,
  listing: string,
  now: Date,
): Promise<DueDiligenceCounts> {
  return store.dueDiligenceCounts(listing, SINCE, new Date(now.getTime() + 1));
}

/** The lines the owner reads; none while no buyer has asked (a listing without due-diligence documents). */
export function dueDiligenceLines(counts: DueDiligenceCounts | undefined): string[] {
  if (!counts || counts.requested === 0) return [];
  const buyers = (count: number) => `${count} ${count === 1 ? "buyer" : "buyers"}`;
  return [
    `Buyers who asked for the due-diligence documents: ${buyers(counts.requested)}`,
    `Buyers approved for due diligence, approval in force: ${buyers(counts.approved)}`,
  ];
}
