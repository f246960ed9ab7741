/**
 * The seller's written direction and the summary of terms to a best-and-final round's shortlist
 * (issue 46, docs/decisions/0062-sellers-direction.md,
 * supabase/migrations/20261128002600_seller_directions.sql). Directions are append-only, the latest
 * recorded governs; the summary is built in SQL from each buyer's offer in force before the round,
 * with only the terms the latest direction allows and nothing that names a buyer, stored once per
 * round and direction, and e-mailed to every invited buyer through the round's outbox.
 */
import { toIsoTimestamp } from "@/src/database/rows";

/** The offer terms a direction may let the team share, in the order the summary shows them. */
export const SHAREABLE_TERMS = ["price", "deposit", "due_diligence_days", "financing", "closing_date", "conditions"] as const;
export type ShareableTerm = (typeof SHAREABLE_TERMS)[number];

export const TERM_LABELS: Record<ShareableTerm, string> = {
  price: "Price",
  deposit: "Deposit",
  due_diligence_days: "Due diligence",
  financing: "Financing",
  closing_date: "Closing date",
  conditions: "Other conditions",
};

export interface SellerDirection {
  id: string;
  listing: string;
  /** The day the seller signed it, YYYY-MM-DD. */
  signedOn: string;
  file: { id: string; name: string; sizeBytes: number };
  /** What may be shared; empty: nothing. */
  shares: ShareableTerm[];
  recordedAt: string;
  recordedBy: string;
}

export interface NewSellerDirection {
  listing: string;
  signedOn: string;
  file: { id: string; name: string; sizeBytes: number; sha256: string };
  shares: readonly ShareableTerm[];
  recordedBy: string;
  at: Date;
}

/** One offer as the shortlist reads it: a label and the shared terms only. */
export interface SummaryOffer {
  label: string;
  price?: number;
  deposit?: number;
  due_diligence_days?: number;
  financing?: "none" | "conditional";
  closing_date?: string;
  conditions?: string;
}

export interface SummaryContent {
  terms: ShareableTerm[];
  offers: SummaryOffer[];
}

export interface RoundSummary {
  id: string;
  roundId: string;
  number: number;
  directionId: string;
  content: SummaryContent;
  sentAt: string;
  recipients: number;
}

export type RecordDirectionOutcome = { recorded: { id: string } } | { refused: "future" | "file" };
export type SummaryRefusal = "unknown" | "no_direction" | "nothing_shared" | "no_offers" | "sent";
export type SendSummaryOutcome = { sent: { id: string; queued: number; directionId: string } } | { refused: SummaryRefusal };

export interface DirectionStore {
  recordSellerDirection(direction: NewSellerDirection): Promise<RecordDirectionOutcome>;
  /** The listing's directions, the governing one (latest recorded) first. */
  sellerDirections(listing: string): Promise<SellerDirection[]>;
  sellerDirection(id: string): Promise<SellerDirection | null>;
  sendRoundSummary(listing: string, roundId: string, at: Date): Promise<SendSummaryOutcome>;
  roundSummaries(listing: string): Promise<RoundSummary[]>;
  /** What a summary e-mail of the round's outbox says; null when the row is not a summary's. */
  roundMailSummary(mailId: string): Promise<SummaryContent | null>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const SUMMARY_REFUSALS: readonly SummaryRefusal[] = ["unknown", "no_direction", "nothing_shared", "no_offers", "sent"];

/** A text[] as PGlite and node-postgres return it (an array) or as its text form ({a,b}). */
function terms(value: unknown): ShareableTerm[] {
  const raw = Array.isArray(value)
    ? value.map(text)
    : text(value)
        .replace(/^\{|\}$/g, "")
        .split(",");
  return SHAREABLE_TERMS.filter((term) => raw.includes(term));
}

const numberOrUndefined = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

/** The stored content, read field by field: nothing but the known terms reaches a page or an e-mail. */
export function readSummaryContent(value: unknown): SummaryContent {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  const object = (typeof parsed === "object" && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const offers = Array.isArray(object.offers) ? (object.offers as Record<string, unknown>[]) : [];
  return {
    terms: terms(object.terms),
    offers: offers.map((offer) => ({
      label: text(offer.label),
      price: numberOrUndefined(offer.price),
      deposit: numberOrUndefined(offer.deposit),
      due_diligence_days: numberOrUndefined(offer.due_diligence_days),
      financing: offer.financing === "none" || offer.financing === "conditional" ? offer.financing : undefined,
      closing_date: typeof offer.closing_date === "string" ? offer.closing_date : undefined,
      conditions: typeof offer.conditions === "string" ? offer.conditions : undefined,
    })),
  };
}

function direction(row: Record<string, unknown>): SellerDirection {
  return {
    id: text(row.id),
    listing: text(row.listing),
    signedOn: text(row.signed_on),
    file: { id: text(row.file_id), name: text(row.file_name), sizeBytes: Number(row.size_bytes) },
    shares: terms(row.shares),
    recordedAt: toIsoTimestamp(row.recorded_at),
    recordedBy: text(row.recorded_by),
  };
}

export function dealRoomDirections(call: Call): DirectionStore {
  return {
    async recordSellerDirection(next) {
      const row = (
        await call("record_deal_room_seller_direction", [
          ["p_listing", "text", next.listing],
          ["p_signed_on", "date", next.signedOn],
          ["p_file_id", "uuid", next.file.id],
          ["p_file_name", "text", next.file.name],
          ["p_size_bytes", "bigint", next.file.sizeBytes],
          ["p_sha256", "text", next.file.sha256],
          ["p_shares", "text[]", [...next.shares]],
          ["p_recorded_by", "text", next.recordedBy],
          ["p_at", "timestamptz", next.at.toISOString()],
        ])
      )[0];
      if (row?.refused === "future" || row?.refused === "file") return { refused: row.refused };
      if (!row?.id) throw new Error("The seller's direction was not recorded");
      return { recorded: { id: text(row.id) } };
    },

    async sellerDirections(listing) {
      return (await call("deal_room_seller_directions", [["p_listing", "text", listing]])).map(direction);
    },

    async sellerDirection(id) {
      const row = (await call("deal_room_seller_direction", [["p_id", "uuid", id]]))[0];
      return row ? direction(row) : null;
    },

    async sendRoundSummary(listing, roundId, at) {
      const row = (
        await call("send_deal_room_round_summary", [
          ["p_listing", "text", listing],
          ["p_round_id", "uuid", roundId],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      const refused = SUMMARY_REFUSALS.find((value) => value === row?.refused);
      if (refused) return { refused };
      if (!row?.id) throw new Error("The summary was not sent");
      return { sent: { id: text(row.id), queued: Number(row.queued ?? 0), directionId: text(row.direction_id) } };
    },

    async roundSummaries(listing) {
      return (await call("deal_room_round_summaries", [["p_listing", "text", listing]])).map((row) => ({
        id: text(row.id),
        roundId: text(row.round_id),
        number: Number(row.number),
        directionId: text(row.direction_id),
        content: readSummaryContent(row.content),
        sentAt: toIsoTimestamp(row.sent_at),
        recipients: Number(row.recipients ?? 0),
      }));
    },

    async roundMailSummary(mailId) {
      const row = (await call("deal_room_round_mail_summary", [["p_mail_id", "uuid", mailId]]))[0];
      return row ? readSummaryContent(row.content) : null;
    },
  };
}
