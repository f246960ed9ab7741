/**
 * A round of offers closing, and the count of competing written offers each offeror is told
 * (issue 46, decision 0058, supabase/migrations/20261128004500_round_close.sql). A round closes at
 * its deadline (round 1's is the Studio's call-for-offers date), when the team closes it now, or
 * when the team opens the next; every offeror in it is then e-mailed the count, once. An offeror
 * may also ask for the count in the room. The count is computed in SQL only: a number, never
 * another buyer's terms or identity.
 */
import { toIsoTimestamp } from "@/src/database/rows";

export type RoundClosedBy = "deadline" | "team" | "next_round";

/** A round of the signer's listing they made an offer in, as the room shows it. */
export interface SignerRoundCount {
  number: number;
  /** Other buyers with an offer in this round, each once (revisions and the operator's tests not counted). */
  competing: number;
  closedAt: string | null;
  closedBy: RoundClosedBy | null;
  /** When a count of this round last reached the signer by e-mail. */
  emailedAt: string | null;
}

/** A closed round on the operator page: how it closed, and its counts' e-mails. */
export interface RoundClosure {
  number: number;
  closedAt: string;
  closedBy: RoundClosedBy;
  /** Offerors queued a count when it closed; how many of those went, and how many gave up. */
  counts: number;
  sent: number;
  failed: number;
}

/** One count e-mail to one offeror, leased to this process. */
export interface DueCountMail {
  id: string;
  reason: "closed" | "asked";
  listing: string;
  number: number;
  competing: number;
  /** When the count was taken: the close, or the offeror's asking. */
  queuedAt: string;
  /** When the round closed, if it has. */
  closedAt: string | null;
  attempts: number;
  name: string;
  email: string;
}

export type CloseRoundOutcome = { closed: { queued: number } } | { refused: "unknown" | "closed" };
export type AskCountOutcome = { asked: { number: number; competing: number; queued: boolean } } | { refused: "no_offer" };

export interface RoundCloseStore {
  /** Closes round `number` of the listing (1 = the call for offers) at `at` and queues each offeror's count. */
  closeOfferRound(listing: string, number: number, by: RoundClosedBy, at: Date): Promise<CloseRoundOutcome>;
  /** Closes every round past its deadline, as of that deadline; `roundOne` gives each listing's call-for-offers date. */
  closeDueOfferRounds(
    roundOne: readonly { listing: string; deadline: string }[],
    now: Date,
  ): Promise<{ listing: string; number: number }[]>;
  /** The offeror asks for the count in their latest round: queued once per round and count. */
  askOfferCount(signatureId: string, at: Date): Promise<AskCountOutcome>;
  signerRoundCounts(signatureId: string): Promise<SignerRoundCount[]>;
  roundClosures(listing: string): Promise<RoundClosure[]>;
  claimDueCountMail(limit: number, now: Date, leaseSeconds: number): Promise<DueCountMail[]>;
  markCountMailSent(id: string, at: Date): Promise<void>;
  markCountMailFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const closedBy = (value: unknown): RoundClosedBy => (value === "team" || value === "next_round" ? value : "deadline");

export function dealRoomRoundClose(call: Call): RoundCloseStore {
  return {
    async closeOfferRound(listing, number, by, at) {
      const row = (
        await call("close_deal_room_offer_round", [
          ["p_listing", "text", listing],
          ["p_number", "integer", number],
          ["p_by", "text", by],
          ["p_closed_at", "timestamptz", at.toISOString()],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      if (row?.refused === "unknown" || row?.refused === "closed") return { refused: row.refused };
      return { closed: { queued: Number(row?.queued ?? 0) } };
    },

    async closeDueOfferRounds(roundOne, now) {
      const rows = await call("close_due_deal_room_offer_rounds", [
        ["p_round_one", "jsonb", roundOne],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({ listing: text(row.listing), number: Number(row.number) }));
    },

    async askOfferCount(signatureId, at) {
      const row = (
        await call("ask_deal_room_offer_count", [
          ["p_signature_id", "uuid", signatureId],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      if (!row || row.refused === "no_offer") return { refused: "no_offer" };
      return { asked: { number: Number(row.number), competing: Number(row.competing), queued: row.queued === true } };
    },

    async signerRoundCounts(signatureId) {
      return (await call("deal_room_signer_round_counts", [["p_signature_id", "uuid", signatureId]])).map((row) => ({
        number: Number(row.number),
        competing: Number(row.competing ?? 0),
        closedAt: optionalTime(row.closed_at),
        closedBy: row.closed_by ? closedBy(row.closed_by) : null,
        emailedAt: optionalTime(row.emailed_at),
      }));
    },

    async roundClosures(listing) {
      return (await call("deal_room_round_closures", [["p_listing", "text", listing]])).map((row) => ({
        number: Number(row.number),
        closedAt: toIsoTimestamp(row.closed_at),
        closedBy: closedBy(row.closed_by),
        counts: Number(row.counts ?? 0),
        sent: Number(row.sent ?? 0),
        failed: Number(row.failed ?? 0),
      }));
    },

    ...countMailQueue(call),
  };
}

/** The counts' outbox: claimed under a lease, then marked sent or failed. */
function countMailQueue(call: Call): Pick<RoundCloseStore, "claimDueCountMail" | "markCountMailSent" | "markCountMailFailed"> {
  return {
    async claimDueCountMail(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_offer_count_mail", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        id: text(row.id),
        reason: row.reason === "asked" ? "asked" : "closed",
        listing: text(row.listing),
        number: Number(row.number),
        competing: Number(row.competing ?? 0),
        queuedAt: toIsoTimestamp(row.queued_at),
        closedAt: optionalTime(row.closed_at),
        attempts: Number(row.attempts ?? 0),
        name: text(row.name),
        email: text(row.email),
      }));
    },

    async markCountMailSent(id, at) {
      await call("mark_deal_room_offer_count_mail_sent", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markCountMailFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_offer_count_mail_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, 1000)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
  };
}
