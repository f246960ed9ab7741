/**
 * Offer rounds (issue 46, docs/decisions/0058-offer-rounds.md,
 * supabase/migrations/20261128002300_offer_rounds.sql): round 1 is the call for offers; the team
 * opens best-and-final rounds (2, 3…) for a shortlist with their own deadline and may extend it.
 * Each operation one SQL function, called through the deal room's DealRoomCall like the rest of
 * its store; who may make an offer in a round is enforced by submit_deal_room_offer itself.
 */
import { toIsoTimestamp } from "@/src/database/rows";

/** A best-and-final round of a listing, with its shortlist and what it received. */
export interface OfferRound {
  id: string;
  /** 2 for the first best-and-final round (round 1 is the call for offers). */
  number: number;
  openedAt: string;
  deadlineAt: string;
  closedAt: string | null;
  /** The shortlisted signatures invited to it. */
  invited: string[];
  /** Buyers with an offer in the round, each once. */
  buyers: number;
  /** Offers beyond each buyer's first in the round. */
  revisions: number;
}

/** The round a signer's next offer would go to, when the listing has a best-and-final round. */
export interface SignerRound {
  id: string;
  number: number;
  deadlineAt: string;
  closedAt: string | null;
  invited: boolean;
}

export type OpenRoundRefusal = "empty" | "deadline" | "not_offeror" | "open";
export type ExtendRoundRefusal = "unknown" | "closed" | "not_later";

export type OpenRoundOutcome = { opened: { id: string; number: number } } | { refused: OpenRoundRefusal };
export type ExtendRoundOutcome = { extended: { invited: number } } | { refused: ExtendRoundRefusal };

/** An invitation to a round, or the news of its new deadline, leased to this process. */
export interface DueRoundMail {
  id: string;
  /** A summary's content is read apart (direction/directionStore.ts roundMailSummary). */
  kind: "invitation" | "extension" | "summary";
  listing: string;
  number: number;
  deadlineAt: string;
  attempts: number;
  name: string;
  email: string;
}

/** A buyer made an offer while a best-and-final round they were not invited to is the listing's latest. */
export class NotShortlisted extends Error {
  constructor(
    readonly round: number,
    readonly deadlineAt: string,
  ) {
    super(`Only the buyers shortlisted for round ${round} can make an offer now`);
    this.name = "NotShortlisted";
  }
}

export interface RoundStore {
  openOfferRound(listing: string, signatureIds: readonly string[], deadline: Date, at: Date): Promise<OpenRoundOutcome>;
  extendOfferRound(listing: string, roundId: string, deadline: Date, at: Date): Promise<ExtendRoundOutcome>;
  offerRounds(listing: string): Promise<OfferRound[]>;
  signerRound(signatureId: string): Promise<SignerRound | null>;
  claimDueRoundMail(limit: number, now: Date, leaseSeconds: number): Promise<DueRoundMail[]>;
  markRoundMailSent(id: string, at: Date): Promise<void>;
  markRoundMailFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const OPEN_REFUSALS: readonly OpenRoundRefusal[] = ["empty", "deadline", "not_offeror", "open"];
const EXTEND_REFUSALS: readonly ExtendRoundRefusal[] = ["unknown", "closed", "not_later"];

/** A uuid[] as PGlite and node-postgres return it (an array) or as its text form ({a,b}). */
function uuids(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text);
  const raw = text(value).replace(/^\{|\}$/g, "");
  return raw === "" ? [] : raw.split(",");
}

export function dealRoomRounds(call: Call): RoundStore {
  return {
    async openOfferRound(listing, signatureIds, deadline, at) {
      const row = (
        await call("open_deal_room_offer_round", [
          ["p_listing", "text", listing],
          ["p_signature_ids", "uuid[]", [...signatureIds]],
          ["p_deadline", "timestamptz", deadline.toISOString()],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      const refused = OPEN_REFUSALS.find((value) => value === row?.refused);
      if (refused) return { refused };
      if (!row) throw new Error("The round was not opened");
      return { opened: { id: text(row.id), number: Number(row.number) } };
    },

    async extendOfferRound(listing, roundId, deadline, at) {
      const row = (
        await call("extend_deal_room_offer_round", [
          ["p_listing", "text", listing],
          ["p_round_id", "uuid", roundId],
          ["p_deadline", "timestamptz", deadline.toISOString()],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      const refused = EXTEND_REFUSALS.find((value) => value === row?.refused);
      if (refused) return { refused };
      return { extended: { invited: Number(row?.invited ?? 0) } };
    },

    async offerRounds(listing) {
      return (await call("deal_room_offer_rounds", [["p_listing", "text", listing]])).map((row) => ({
        id: text(row.id),
        number: Number(row.number),
        openedAt: toIsoTimestamp(row.opened_at),
        deadlineAt: toIsoTimestamp(row.deadline_at),
        closedAt: optionalTime(row.closed_at),
        invited: uuids(row.invited),
        buyers: Number(row.buyers ?? 0),
        revisions: Number(row.revisions ?? 0),
      }));
    },

    async signerRound(signatureId) {
      const row = (await call("deal_room_signer_round", [["p_signature_id", "uuid", signatureId]]))[0];
      if (!row) return null;
      return {
        id: text(row.id),
        number: Number(row.number),
        deadlineAt: toIsoTimestamp(row.deadline_at),
        closedAt: optionalTime(row.closed_at),
        invited: row.invited === true,
      };
    },

    ...roundMailQueue(call),
  };
}

/** The invitations and extensions: claimed under a lease, then marked sent or failed. */
function roundMailQueue(call: Call): Pick<RoundStore, "claimDueRoundMail" | "markRoundMailSent" | "markRoundMailFailed"> {
  return {
    async claimDueRoundMail(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_round_mail", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        id: text(row.id),
        kind: row.kind === "extension" || row.kind === "summary" ? row.kind : "invitation",
        listing: text(row.listing),
        number: Number(row.number),
        deadlineAt: toIsoTimestamp(row.deadline_at),
        attempts: Number(row.attempts ?? 0),
        name: text(row.name),
        email: text(row.email),
      }));
    },

    async markRoundMailSent(id, at) {
      await call("mark_deal_room_round_mail_sent", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markRoundMailFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_round_mail_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, 1000)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
  };
}

/** What a buyer not shortlisted is told when they try to make an offer (nothing is stored). */
export function notShortlistedMessage(round: number): string {
  return `Offers are now taken in round ${round}, a best-and-final round open only to the buyers the seller's team shortlisted and invited by e-mail. Your earlier offer is kept as it was. To ask about the process, reply to the team's e-mail or call the team.`;
}
