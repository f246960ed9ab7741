/**
 * The rounds as the owner's report counts them (issue 46, decisions 0051 and 0058,
 * supabase/migrations/20261128004600_round_report.sql): one SQL function, called through the deal
 * room's DealRoomCall like the rest of its store. Counts only: no buyer, no price.
 */
import { toIsoTimestamp } from "@/src/database/rows";

/** One round of a listing: round 1 is the call for offers, 2, 3… the best-and-final rounds. */
export interface ReportRoundCounts {
  number: number;
  /** Null for round 1 (it opens with the listing's deal room). */
  openedAt: string | null;
  /** Null for round 1: its deadline is the listing's call-for-offers date, in the content. */
  deadlineAt: string | null;
  closedAt: string | null;
  /** How many times the deadline was moved later. */
  extensions: number;
  /** A later round was opened: no offer goes to this one any more. */
  laterRound: boolean;
  /** Buyers invited (best-and-final rounds; 0 for round 1), the operator's tests left out. */
  invited: number;
  /** Buyers with an offer in the round, each once. */
  buyers: number;
  /** Offers beyond each buyer's first in the round. */
  revisions: number;
  /** Offers (revisions included) that arrived after the deadline then in force. */
  late: number;
}

export interface ReportRoundStore {
  /** Every round of the listing, round 1 first; the operator's test signatures left out. */
  reportRounds(listing: string): Promise<ReportRoundCounts[]>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const time = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const count = (value: unknown): number => Number(value ?? 0);

export function dealRoomReportRounds(call: Call): ReportRoundStore {
  return {
    async reportRounds(listing) {
      return (await call("deal_room_report_rounds", [["p_listing", "text", listing]])).map((row) => ({
        number: count(row.number),
        openedAt: time(row.opened_at),
        deadlineAt: time(row.deadline_at),
        closedAt: time(row.closed_at),
        extensions: count(row.extensions),
        laterRound: row.later_round === true,
        invited: count(row.invited),
        buyers: count(row.buyers),
        revisions: count(row.revisions),
        late: count(row.late),
      }));
    },
  };
}
