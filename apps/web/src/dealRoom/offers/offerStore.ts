/**
 * The deal room's offers, visits and engagement counts (issue 36,
 * supabase/migrations/20261126002000_deal_room_offers.sql): each operation one SQL function of
 * that migration, called through the deal room's DealRoomCall like the rest of its store
 * (store.ts), so the SQL adapters and the hosted RPC read the same rows.
 */
import { toIsoTimestamp } from "@/src/database/rows";
import { NotShortlisted } from "@/src/dealRoom/rounds/roundStore";

export type Financing = "none" | "conditional";

/** What a letter of intent says: the figures and conditions the team compares. */
export interface OfferTerms {
  /** CAD. */
  price: number;
  /** CAD. */
  deposit: number;
  dueDiligenceDays: number;
  financing: Financing;
  /** The lender, when the offer is conditional on financing and the buyer named one. */
  lender: string | null;
  /** YYYY-MM-DD. */
  closingDate: string;
  conditions: string | null;
}

/** A proof of funds stored beside the room's documents (key `<listing>/<fileId>`). */
export interface ProofOfFunds {
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface NewOffer extends OfferTerms {
  signatureId: string;
  proof: (ProofOfFunds & { sha256: string }) | null;
  /** The listing's call-for-offers date in force now (ISO), or null when it has none. */
  callForOffersAt: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

export interface Offer extends OfferTerms {
  id: string;
  signatureId: string;
  /** 1 for a buyer's first offer, then 2, 3… for each revision. */
  revision: number;
  submittedAt: string;
  proof: ProofOfFunds | null;
  callForOffersAt: string | null;
  /** Made after its round's deadline (round 1: the call-for-offers date): accepted, and marked. */
  late: boolean;
  /** 1 (the call for offers), then 2, 3… for each best-and-final round (rounds/roundStore.ts). */
  round: number;
}

export interface OfferBuyer {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  /** As on the signature (store.ts SignerRole). */
  role: "principal" | "broker";
  clientName: string | null;
}

/** An offer as the operator sees it: with its buyer and whether the team's notice went. */
export interface ListingOffer extends Offer {
  buyer: OfferBuyer;
  teamNotifiedAt: string | null;
  mailFailedAt: string | null;
}

/** An offer whose team notice is due, leased to this process. */
export interface DueOfferMail extends OfferTerms {
  id: string;
  listing: string;
  revision: number;
  submittedAt: string;
  proofFileName: string | null;
  late: boolean;
  callForOffersAt: string | null;
  attempts: number;
  buyer: OfferBuyer;
}

/** What a signer did in a listing's room: the counts the engagement score is made of. */
export interface SignerActivity {
  signatureId: string;
  visits: number;
  firstVisitAt: string | null;
  lastVisitAt: string | null;
  documentsDownloaded: number;
  downloads: number;
  enquiries: number;
  offers: number;
  lastOfferAt: string | null;
}

export interface SubmittedOffer {
  id: string;
  revision: number;
  submittedAt: string;
  late: boolean;
  /**
   * The proof of funds' file in force: the one given, or the file this signature already sent
   * with the same bytes (the caller then removes the copy it wrote). Null without a proof.
   */
  proofFileId: string | null;
}

/** Per Toronto day (20261127003000_bounded_offers.sql): offers per signature, and per client address. */
export const OFFERS_PER_SIGNATURE_A_DAY = 10;
export const OFFERS_PER_CLIENT_A_DAY = 20;

/** Which of the day's limits an offer met: the signature's own, or its client address's. */
export type OfferLimit = "signature" | "client";

/** Before the proof of funds is written: whether the offer would be refused, and a file already kept with its bytes. */
export interface OfferAllowance {
  refused: { limit: OfferLimit; resetsAt: string } | null;
  /** The file this signature already sent with the same SHA-256, or null. */
  proofFileId: string | null;
}

/** The offer was refused by a daily limit; nothing was stored. */
export class OfferLimitReached extends Error {
  constructor(
    readonly limit: OfferLimit,
    /** ISO: the next midnight in Toronto. */
    readonly resetsAt: string,
  ) {
    super(`The daily offer limit per ${limit} was reached; it resets at ${resetsAt}`);
    this.name = "OfferLimitReached";
  }
}

export interface OfferStore {
  /**
   * Throws when the signature no longer has access (revoked since the page was opened), and
   * OfferLimitReached past a daily limit, NotShortlisted while a best-and-final round the signer
   * was not invited to is the listing's latest; nothing is stored then.
   */
  submitOffer(offer: NewOffer): Promise<SubmittedOffer>;
  /** The same limits asked before the proof is written; `at` the offer's time; `ip` as on NewOffer. */
  offerAllowance(signatureId: string, ip: string | null, proofSha256: string | null, at: Date): Promise<OfferAllowance>;
  /** Every offer on the listing, revisions included, newest first. */
  listingOffers(listing: string): Promise<ListingOffer[]>;
  /** One signer's offers, latest revision first. */
  signerOffers(signatureId: string): Promise<Offer[]>;
  /** An offer's proof of funds and its listing, or null when the offer has none. */
  offerProof(offerId: string): Promise<(ProofOfFunds & { listing: string }) | null>;
  claimDueOfferMail(limit: number, now: Date, leaseSeconds: number): Promise<DueOfferMail[]>;
  markOfferMailSent(id: string, at: Date): Promise<void>;
  markOfferMailFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  /** One opening of the room; `arrival` when it came through the e-mailed link (a new visit). */
  recordVisit(signatureId: string, at: Date, arrival: boolean): Promise<void>;
  activity(listing: string): Promise<SignerActivity[]>;
  /**
   * The storage keys (`<listing>/<file id>`) of the proofs of funds an erasure of the address at
   * `at` removes: those of its offers past OFFER_RECORD_YEARS that no kept offer still names.
   */
  offerProofKeysOf(email: string, at: Date): Promise<string[]>;
}

/**
 * How long every offer received is kept, counted from the day it was made, whatever became of it
 * (withdrawn, unsuccessful, accepted) and through an erasure request: decision 0058, which cites
 * the rules. The database's deal_room_offer_record_years() says the same (a store test holds them
 * equal); the retention purge deletes an offer only after it.
 */
export const OFFER_RECORD_YEARS = 6;

/** Openings of the room further apart than this begin a new visit (decision 0049). */
export const VISIT_GAP_MINUTES = 30;

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const optionalText = (value: unknown): string | null => (typeof value === "string" ? value : null);
const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const count = (value: unknown): number => Number(value ?? 0);
/** Every client whose address is unknown shares one daily count (decision 0017's stance). */
const clientOf = (ip: string | null): string => ip ?? "unidentified";
const limitOf = (value: unknown): OfferLimit | null => (value === "signature" || value === "client" ? value : null);

function toProof(row: Record<string, unknown>): ProofOfFunds | null {
  if (row.proof_file_id === null || row.proof_file_id === undefined) return null;
  return {
    fileId: text(row.proof_file_id),
    fileName: text(row.proof_file_name),
    contentType: text(row.proof_content_type),
    sizeBytes: Number(row.proof_size_bytes),
  };
}

function toTerms(row: Record<string, unknown>): OfferTerms {
  return {
    price: Number(row.price),
    deposit: Number(row.deposit),
    dueDiligenceDays: Number(row.due_diligence_days),
    financing: row.financing === "conditional" ? "conditional" : "none",
    lender: optionalText(row.lender),
    closingDate: text(row.closing_date),
    conditions: optionalText(row.conditions),
  };
}

function toOffer(row: Record<string, unknown>): Offer {
  return {
    ...toTerms(row),
    id: text(row.id),
    signatureId: text(row.signature_id),
    revision: Number(row.revision),
    submittedAt: toIsoTimestamp(row.submitted_at),
    proof: toProof(row),
    callForOffersAt: optionalTime(row.call_for_offers_at),
    late: row.late === true,
    round: Number(row.round ?? 1),
  };
}

function toBuyer(row: Record<string, unknown>): OfferBuyer {
  return {
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    company: optionalText(row.company),
    role: row.role === "broker" ? "broker" : "principal",
    clientName: optionalText(row.client_name),
  };
}

/** The number of the listing's latest best-and-final round, for the refusal's message. */
async function currentRound(call: Call, signatureId: string): Promise<number> {
  const row = (await call("deal_room_signer_round", [["p_signature_id", "uuid", signatureId]]))[0];
  return Number(row?.number ?? 2);
}

export function dealRoomOffers(call: Call): OfferStore {
  return {
    async submitOffer(offer) {
      const rows = await call("submit_deal_room_offer", [
        ["p_signature_id", "uuid", offer.signatureId],
        ["p_price", "numeric", offer.price],
        ["p_deposit", "numeric", offer.deposit],
        ["p_due_diligence_days", "integer", offer.dueDiligenceDays],
        ["p_financing", "text", offer.financing],
        ["p_lender", "text", offer.lender],
        ["p_closing_date", "date", offer.closingDate],
        ["p_conditions", "text", offer.conditions],
        ["p_proof_file_id", "uuid", offer.proof?.fileId ?? null],
        ["p_proof_file_name", "text", offer.proof?.fileName ?? null],
        ["p_proof_content_type", "text", offer.proof?.contentType ?? null],
        ["p_proof_size_bytes", "bigint", offer.proof?.sizeBytes ?? null],
        ["p_proof_sha256", "text", offer.proof?.sha256 ?? null],
        ["p_call_for_offers_at", "timestamptz", offer.callForOffersAt],
        ["p_ip", "text", offer.ip],
        ["p_client", "text", clientOf(offer.ip)],
        ["p_user_agent", "text", offer.userAgent],
        ["p_at", "timestamptz", offer.at.toISOString()],
      ]);
      const row = rows[0];
      if (!row) throw new Error("The offer was not stored");
      if (row.refused === "shortlist") throw new NotShortlisted(await currentRound(call, offer.signatureId), toIsoTimestamp(row.resets_at));
      const limit = limitOf(row.refused);
      if (limit) throw new OfferLimitReached(limit, toIsoTimestamp(row.resets_at));
      return {
        id: text(row.id),
        revision: Number(row.revision),
        submittedAt: toIsoTimestamp(row.submitted_at),
        late: row.late === true,
        proofFileId: optionalText(row.proof_file_id),
      };
    },

    async offerAllowance(signatureId, ip, proofSha256, at) {
      const row = (
        await call("deal_room_offer_allowance", [
          ["p_signature_id", "uuid", signatureId],
          ["p_client", "text", clientOf(ip)],
          ["p_proof_sha256", "text", proofSha256],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      const limit = limitOf(row?.refused);
      return {
        refused: limit ? { limit, resetsAt: toIsoTimestamp(row?.resets_at) } : null,
        proofFileId: optionalText(row?.proof_file_id),
      };
    },

    async listingOffers(listing) {
      const rows = await call("deal_room_listing_offers", [["p_listing", "text", listing]]);
      return rows.map((row) => ({
        ...toOffer(row),
        buyer: toBuyer(row),
        teamNotifiedAt: optionalTime(row.team_notified_at),
        mailFailedAt: optionalTime(row.mail_failed_at),
      }));
    },

    async signerOffers(signatureId) {
      return (await call("deal_room_signer_offers", [["p_signature_id", "uuid", signatureId]])).map(toOffer);
    },

    async offerProof(offerId) {
      const row = (await call("deal_room_offer_proof", [["p_offer_id", "uuid", offerId]]))[0];
      const proof = row ? toProof(row) : null;
      return row && proof ? { ...proof, listing: text(row.listing) } : null;
    },

    ...offerMailQueue(call),
    ...offerCounts(call),

    async recordVisit(signatureId, at, arrival) {
      await call("record_deal_room_visit", [
        ["p_signature_id", "uuid", signatureId],
        ["p_at", "timestamptz", at.toISOString()],
        ["p_arrival", "boolean", arrival],
        ["p_gap_minutes", "integer", VISIT_GAP_MINUTES],
      ]);
    },

    async activity(listing) {
      return (await call("deal_room_engagement", [["p_listing", "text", listing]])).map((row) => ({
        signatureId: text(row.signature_id),
        visits: count(row.visits),
        firstVisitAt: optionalTime(row.first_visit_at),
        lastVisitAt: optionalTime(row.last_visit_at),
        documentsDownloaded: count(row.documents_downloaded),
        downloads: count(row.downloads),
        enquiries: count(row.enquiries),
        offers: count(row.offers),
        lastOfferAt: optionalTime(row.last_offer_at),
      }));
    },
  };
}

/** The team's notices of offers: claimed under a lease, then marked sent or failed. */
function offerMailQueue(call: Call): Pick<OfferStore, "claimDueOfferMail" | "markOfferMailSent" | "markOfferMailFailed"> {
  return {
    async claimDueOfferMail(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_offer_mail", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        ...toTerms(row),
        id: text(row.id),
        listing: text(row.listing),
        revision: Number(row.revision),
        submittedAt: toIsoTimestamp(row.submitted_at),
        proofFileName: optionalText(row.proof_file_name),
        late: row.late === true,
        callForOffersAt: optionalTime(row.call_for_offers_at),
        attempts: count(row.attempts),
        buyer: toBuyer(row),
      }));
    },

    async markOfferMailSent(id, at) {
      await call("mark_deal_room_offer_mail_sent", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markOfferMailFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_offer_mail_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, 1000)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
  };
}

/** The proofs an erasure removes (decision 0058); what a buyer is told of the others is competingOffers/roundCloseStore.ts. */
function offerCounts(call: Call): Pick<OfferStore, "offerProofKeysOf"> {
  return {
    async offerProofKeysOf(email, at) {
      const rows = await call("deal_room_offer_proofs_of", [
        ["p_email", "text", email],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      return rows.map((row) => `${text(row.listing)}/${text(row.proof_file_id)}`);
    },
  };
}
