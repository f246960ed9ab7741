/**
 * Due diligence in stages (issue 46, supabase/migrations/20261128001100_due_diligence.sql,
 * docs/decisions/0059-due-diligence-stages.md): each document's stage, a signer's one request for
 * due-diligence access, the team's decision and the buyer's e-mail of it, the gate and the owner's
 * counts. Each operation one SQL function of that migration, called through the deal room's
 * DealRoomCall like the rest of its store (store.ts), so the SQL adapters and the hosted RPC agree.
 */
import { toIsoTimestamp } from "@/src/database/rows";

export type DocumentStage = "memorandum" | "due_diligence";
export const DOCUMENT_STAGES: readonly DocumentStage[] = ["memorandum", "due_diligence"];

export type DueDiligenceFinancing = "cash" | "mortgage" | "other";
export type DueDiligenceState = "asked" | "approved" | "declined" | "withdrawn";
export type DueDiligenceAction = "approve" | "decline" | "withdraw";
/** The decisions a buyer is e-mailed. */
export type DueDiligenceNotice = Exclude<DueDiligenceState, "asked">;

/** A proof of funds kept beside the room's documents (key `<listing>/<fileId>`): a PDF. */
export interface DueDiligenceProof {
  fileId: string;
  fileName: string;
  sizeBytes: number;
}

export interface NewDueDiligenceRequest {
  signatureId: string;
  financing: DueDiligenceFinancing;
  financingNote: string | null;
  proof: (DueDiligenceProof & { sha256: string }) | null;
  at: Date;
}

export interface DueDiligenceRequest {
  signatureId: string;
  listing: string;
  requestedAt: string;
  financing: DueDiligenceFinancing;
  financingNote: string | null;
  proof: DueDiligenceProof | null;
  state: DueDiligenceState;
  decidedAt: string | null;
  decisionNote: string | null;
}

/** A request as the team sees it: who asked, who decided, whether the buyer's e-mail went. */
export interface ListingDueDiligenceRequest extends DueDiligenceRequest {
  name: string;
  email: string;
  company: string | null;
  decidedBy: string | null;
  notifiedAt: string | null;
  mailFailedAt: string | null;
  mailLastError: string | null;
  /** The signature is neither revoked nor its person barred: an approval opens the documents. */
  holdsAccess: boolean;
}

export interface DueDueDiligenceMail {
  signatureId: string;
  listing: string;
  notice: DueDiligenceNotice;
  decisionNote: string | null;
  decidedAt: string;
  attempts: number;
  name: string;
  email: string;
}

export type RequestOutcome = "stored" | "exists" | "no-access";
export type DecisionOutcome = "done" | "unknown" | "no-access" | "conflict";

export interface DueDiligenceStore {
  /** The stage of each current document of the listing, by document ID. */
  documentStages(listing: string): Promise<Map<string, DocumentStage>>;
  /** The listing of the document whose stage was set, or null for an unknown or removed document. */
  setDocumentStage(documentId: string, stage: DocumentStage): Promise<string | null>;
  requestDueDiligence(request: NewDueDiligenceRequest): Promise<RequestOutcome>;
  dueDiligenceRequest(signatureId: string): Promise<DueDiligenceRequest | null>;
  listingDueDiligence(listing: string): Promise<ListingDueDiligenceRequest[]>;
  decideDueDiligence(signatureId: string, action: DueDiligenceAction, note: string | null, by: string, at: Date): Promise<DecisionOutcome>;
  /** Approved, and the signature still holds access (the gate of every due-diligence document). */
  dueDiligenceApproved(signatureId: string): Promise<boolean>;
  /** The IDs of the documents this signer may download now (every stage's gate applied in SQL). */
  signerDocumentIds(signatureId: string): Promise<Set<string>>;
  /** How many due-diligence documents the signer cannot download yet: a count, never a title. */
  dueDiligenceWaiting(signatureId: string): Promise<number>;
  claimDueDueDiligenceMail(limit: number, now: Date, leaseSeconds: number): Promise<DueDueDiligenceMail[]>;
  markDueDiligenceMailSent(signatureId: string, notice: DueDiligenceNotice, at: Date): Promise<void>;
  markDueDiligenceMailFailed(signatureId: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  /** Buyers who asked, and buyers approved (approval still in force), in [from, to). */
  dueDiligenceCounts(listing: string, from: Date, to: Date): Promise<{ requested: number; approved: number }>;
  /** Storage keys of an address's proofs of funds (read before an erasure deletes the rows). */
  dueDiligenceProofKeysOf(email: string): Promise<string[]>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const optionalText = (value: unknown): string | null => (typeof value === "string" ? value : null);
const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const FINANCINGS: readonly DueDiligenceFinancing[] = ["cash", "mortgage", "other"];
const STATES: readonly DueDiligenceState[] = ["asked", "approved", "declined", "withdrawn"];
const financingOf = (value: unknown): DueDiligenceFinancing => FINANCINGS.find((known) => known === value) ?? "other";
const stateOf = (value: unknown): DueDiligenceState => STATES.find((known) => known === value) ?? "asked";

function toRequest(row: Record<string, unknown>): DueDiligenceRequest {
  return {
    signatureId: text(row.signature_id),
    listing: text(row.listing),
    requestedAt: toIsoTimestamp(row.requested_at),
    financing: financingOf(row.financing),
    financingNote: optionalText(row.financing_note),
    proof:
      row.proof_file_id === null || row.proof_file_id === undefined
        ? null
        : { fileId: text(row.proof_file_id), fileName: text(row.proof_file_name), sizeBytes: Number(row.proof_size_bytes) },
    state: stateOf(row.state),
    decidedAt: optionalTime(row.decided_at),
    decisionNote: optionalText(row.decision_note),
  };
}

export function dueDiligenceCalls(call: Call): DueDiligenceStore {
  return {
    async documentStages(listing) {
      const rows = await call("deal_room_document_stages", [["p_listing", "text", listing]]);
      return new Map(rows.map((row) => [text(row.id), row.stage === "due_diligence" ? "due_diligence" : "memorandum"]));
    },

    async setDocumentStage(documentId, stage) {
      const rows = await call("set_deal_room_document_stage", [
        ["p_id", "uuid", documentId],
        ["p_stage", "text", stage],
      ]);
      return rows[0] ? text(rows[0].listing) : null;
    },

    async requestDueDiligence(request) {
      const rows = await call("request_deal_room_due_diligence", [
        ["p_signature_id", "uuid", request.signatureId],
        ["p_financing", "text", request.financing],
        ["p_financing_note", "text", request.financingNote],
        ["p_proof_file_id", "uuid", request.proof?.fileId ?? null],
        ["p_proof_file_name", "text", request.proof?.fileName ?? null],
        ["p_proof_size_bytes", "bigint", request.proof?.sizeBytes ?? null],
        ["p_proof_sha256", "text", request.proof?.sha256 ?? null],
        ["p_at", "timestamptz", request.at.toISOString()],
      ]);
      const outcome = rows[0]?.outcome;
      return outcome === "stored" || outcome === "exists" ? outcome : "no-access";
    },

    async dueDiligenceRequest(signatureId) {
      const row = (await call("deal_room_due_diligence_request", [["p_signature_id", "uuid", signatureId]]))[0];
      return row ? toRequest(row) : null;
    },

    async listingDueDiligence(listing) {
      const rows = await call("deal_room_due_diligence_requests_of", [["p_listing", "text", listing]]);
      return rows.map((row) => ({
        ...toRequest(row),
        name: text(row.name),
        email: text(row.email),
        company: optionalText(row.company),
        decidedBy: optionalText(row.decided_by),
        notifiedAt: optionalTime(row.notified_at),
        mailFailedAt: optionalTime(row.mail_failed_at),
        mailLastError: optionalText(row.mail_last_error),
        holdsAccess: row.holds_access === true,
      }));
    },

    async decideDueDiligence(signatureId, action, note, by, at) {
      const rows = await call("decide_deal_room_due_diligence", [
        ["p_signature_id", "uuid", signatureId],
        ["p_action", "text", action],
        ["p_note", "text", note],
        ["p_by", "text", by],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      const outcome = rows[0]?.outcome;
      return outcome === "done" || outcome === "unknown" || outcome === "conflict" ? outcome : "no-access";
    },

    async dueDiligenceApproved(signatureId) {
      return (await call("deal_room_due_diligence_approved", [["p_signature_id", "uuid", signatureId]]))[0]?.approved === true;
    },

    async signerDocumentIds(signatureId) {
      const rows = await call("deal_room_signer_documents", [["p_signature_id", "uuid", signatureId]]);
      return new Set(rows.map((row) => text(row.id)));
    },

    async dueDiligenceWaiting(signatureId) {
      return Number((await call("deal_room_due_diligence_waiting", [["p_signature_id", "uuid", signatureId]]))[0]?.waiting ?? 0);
    },

    ...dueDiligenceMailQueue(call),

    async dueDiligenceCounts(listing, from, to) {
      const row = (
        await call("deal_room_due_diligence_counts", [
          ["p_listing", "text", listing],
          ["p_from", "timestamptz", from.toISOString()],
          ["p_to", "timestamptz", to.toISOString()],
        ])
      )[0];
      return { requested: Number(row?.requested ?? 0), approved: Number(row?.approved ?? 0) };
    },

    async dueDiligenceProofKeysOf(email) {
      const rows = await call("deal_room_due_diligence_proofs_of", [["p_email", "text", email]]);
      return rows.map((row) => `${text(row.listing)}/${text(row.proof_file_id)}`);
    },
  };
}

/** The buyers' e-mails of the team's decisions: claimed under a lease, then marked sent or failed. */
function dueDiligenceMailQueue(
  call: Call,
): Pick<DueDiligenceStore, "claimDueDueDiligenceMail" | "markDueDiligenceMailSent" | "markDueDiligenceMailFailed"> {
  return {
    async claimDueDueDiligenceMail(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_due_diligence_mail", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        signatureId: text(row.signature_id),
        listing: text(row.listing),
        notice: row.notice === "approved" ? "approved" : row.notice === "declined" ? "declined" : "withdrawn",
        decisionNote: optionalText(row.decision_note),
        decidedAt: toIsoTimestamp(row.decided_at),
        attempts: Number(row.attempts ?? 0),
        name: text(row.name),
        email: text(row.email),
      }));
    },

    async markDueDiligenceMailSent(signatureId, notice, at) {
      await call("mark_deal_room_due_diligence_mail_sent", [
        ["p_signature_id", "uuid", signatureId],
        ["p_notice", "text", notice],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markDueDiligenceMailFailed(signatureId, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_due_diligence_mail_failed", [
        ["p_signature_id", "uuid", signatureId],
        ["p_error", "text", error.slice(0, 1000)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
  };
}
