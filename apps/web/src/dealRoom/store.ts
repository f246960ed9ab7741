/**
 * The deal room's records (supabase/migrations/20261124000100_deal_room.sql, with the access limits
 * and download IDs of 20261126000200_deal_room_access_limits.sql): signatures of the
 * confidentiality agreement, the documents' metadata and the download log. Every operation is one
 * SQL function of that migration, called as `select * from …` by the SQL adapters (PGlite,
 * node-postgres) and as an RPC by the hosted one, so each rule exists once, in the migration.
 */
import type { Attribution } from "@agency/supabase/attribution";
import { toIsoTimestamp } from "@/src/database/rows";
import { dealRoomOffers, type OfferStore } from "@/src/dealRoom/offers/offerStore";
import { dealRoomRounds, type RoundStore } from "@/src/dealRoom/rounds/roundStore";
import { dealRoomRoundClose, type RoundCloseStore } from "@/src/dealRoom/competingOffers/roundCloseStore";
import { dealRoomReportRounds, type ReportRoundStore } from "@/src/dealRoom/rounds/roundReportStore";
import { dealRoomDirections, type DirectionStore } from "@/src/dealRoom/direction/directionStore";
import { dealRoomListingReports, type ListingReportStore } from "@/src/dealRoom/reports/reportStore";
import { ownerReportLinkCalls, type OwnerReportLinkStore } from "@/src/dealRoom/reports/reportLinkStore";
import { signedAgreementCalls, type SignedAgreementStore } from "@/src/dealRoom/signedAgreement/signedAgreementStore";
import { dealRoomQuestions, type QuestionStore } from "@/src/dealRoom/questions/questionStore";
import { dueDiligenceCalls, type DueDiligenceStore } from "@/src/dealRoom/dueDiligence/dueDiligenceStore";
import { viewOnlyCalls, type ViewOnlyStore } from "@/src/dealRoom/viewOnly/viewOnlyStore";

export type SignerRole = "principal" | "broker";

/**
 * Why a signature's link was not e-mailed: the address already had three links in 24 hours, or
 * the team had revoked it on this listing. Decided by the database when the signature is stored.
 */
export type AccessWithheld = "daily-limit" | "revoked";

/** What the signer typed, and what the server adds (the agreement shown, the client, the time). */
export interface NewSignature {
  listing: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  role: SignerRole;
  clientName: string | null;
  signature: string;
  agreement: { sha256: string; body: string; version: string };
  ip: string | null;
  userAgent: string | null;
  /** The visit's last touch and landing page, cleaned as a lead's (leads/serverFields.ts); null when unknown. */
  attribution?: Attribution | null;
  isTest?: boolean;
}

/** A signature whose e-mails (the signer's link, the team's notice) are due, leased to this process. */
export interface DueSignatureMail {
  id: string;
  acceptedAt: string;
  listing: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  role: SignerRole;
  clientName: string | null;
  agreementVersion: string;
  agreementSha256: string;
  accessSentAt: string | null;
  teamNotifiedAt: string | null;
  attempts: number;
  accessWithheld: AccessWithheld | null;
  /** When the operator granted a withheld signature access (its link's 7 days run from here). */
  accessGrantedAt: string | null;
}

export interface SignatureRecord {
  id: string;
  listing: string;
  name: string;
  email: string;
  acceptedAt: string;
  revokedAt: string | null;
  /** When the operator granted a withheld signature access (its link and cookie run 7 days from here). */
  accessGrantedAt: string | null;
  /**
   * When the person (the address's key: lower case, no `+tag`, no dots for Gmail) was barred from
   * this listing by a revocation of any of their signatures; null while they are not.
   */
  barredAt: string | null;
}

/** What granting a withheld signature did: granted, or nothing because its person is barred. */
export type GrantOutcome = { email: string; outcome: "granted" | "barred" };

export interface Signer extends SignatureRecord {
  phone: string;
  company: string | null;
  role: SignerRole;
  clientName: string | null;
  signature: string;
  agreementVersion: string;
  agreementSha256: string;
  ip: string | null;
  userAgent: string | null;
  accessSentAt: string | null;
  mailLastError: string | null;
  mailFailedAt: string | null;
  downloads: number;
  /** When the signer first opened the e-mailed link, proving the address (issue 31); null: unconfirmed. */
  confirmedAt: string | null;
  accessWithheld: AccessWithheld | null;
}

export interface DealRoomDocument {
  id: string;
  listing: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}

export interface DownloadLogEntry {
  downloadedAt: string;
  signatureId: string;
  name: string;
  email: string;
  company: string | null;
  documentId: string;
  fileName: string;
  ip: string | null;
  /** The ID stamped on a watermarked copy; null for downloads logged before IDs existed. */
  downloadId: string | null;
  bytesSent: number | null;
}

/** One completed download, as logged. */
export interface CompletedDownload {
  downloadId: string;
  signatureId: string;
  documentId: string;
  ip: string | null;
  userAgent: string | null;
  bytesSent: number;
  at: Date;
}

/** A download found by its ID: who, which listing and file, when, from where. */
export interface DownloadRecord extends DownloadLogEntry {
  downloadId: string;
  listing: string;
  userAgent: string | null;
}

/** With the offers, visits and engagement counts of issue 36 (offerStore.ts), and its funnel and weekly report (reportStore.ts). */
export interface DealRoomStore
  extends
    OfferStore,
    RoundStore,
    RoundCloseStore,
    ReportRoundStore,
    DirectionStore,
    ListingReportStore,
    OwnerReportLinkStore,
    SignedAgreementStore,
    QuestionStore,
    DueDiligenceStore,
    ViewOnlyStore {
  recordSignature(signature: NewSignature): Promise<{ id: string; acceptedAt: string; accessWithheld: AccessWithheld | null }>;
  claimDueMail(limit: number, now: Date, leaseSeconds: number): Promise<DueSignatureMail[]>;
  markMailSent(id: string, which: "access" | "team", at: Date): Promise<void>;
  markMailFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  signature(id: string): Promise<SignatureRecord | null>;
  /** False when the signature was already revoked (or does not exist). */
  revoke(id: string, at: Date): Promise<boolean>;
  /** Marks the signature's address proved (its link opened), the first time only; answers when. */
  confirmSignature(id: string, at: Date): Promise<string | null>;
  /**
   * Grants a withheld signature access and queues its link; a signature withheld because its person
   * was revoked lifts the bar. Null when none was withheld; `barred` when one withheld for the daily
   * cap belongs to a barred person (nothing changes).
   */
  grantAccess(id: string, at: Date): Promise<GrantOutcome | null>;
  signers(listing: string): Promise<Signer[]>;
  addDocument(document: Omit<DealRoomDocument, "uploadedAt">): Promise<DealRoomDocument>;
  /** False when the document was already removed (or does not exist). */
  removeDocument(id: string, at: Date): Promise<boolean>;
  documents(listing: string): Promise<DealRoomDocument[]>;
  logDownload(download: CompletedDownload): Promise<void>;
  downloadLog(listing: string, limit: number): Promise<DownloadLogEntry[]>;
  download(downloadId: string): Promise<DownloadRecord | null>;
  /** Signatures whose e-mails gave up, test rows never. */
  countFailedMail(): Promise<number>;
}

/** The longest error kept for the operator (the SQL function cuts at the same length). */
export const MAX_MAIL_ERROR_LENGTH = 1000;

/** One argument of a function: its parameter name, its SQL type, its value. */
type Argument = readonly [name: string, type: string, value: unknown];

/** Calls one SQL function of the migration and answers its rows. */
export type DealRoomCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

/** The SQL adapters' connection, as src/database/session.ts has it. */
export interface DealRoomSqlSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** `select * from public.name($1::type, …)`: the statement the SQL adapters send for a call. */
export function dealRoomCallSql(name: string, args: readonly Argument[]): string {
  return `select * from public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")})`;
}

export function sqlDealRoomCall(db: DealRoomSqlSession): DealRoomCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      dealRoomCallSql(name, args),
      // A jsonb argument as JSON text; the RPC sends it as a JSON value.
      args.map(([, type, value]) => (type === "jsonb" && value !== null ? JSON.stringify(value) : value)),
    );
}

/** A Supabase RPC call with the service-role key: the function's rows, or a thrown error naming what failed. */
export type DealRoomRpc = (name: string, args: Record<string, unknown>) => Promise<unknown>;

export function rpcDealRoomCall(rpc: DealRoomRpc): DealRoomCall {
  return async (name, args) => {
    const data = await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value])));
    if (data === null || data === undefined) return [];
    if (!Array.isArray(data)) throw new Error(`${name} returned an unexpected answer`);
    return data as Record<string, unknown>[];
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const optionalText = (value: unknown): string | null => (typeof value === "string" ? value : null);
const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const role = (value: unknown): SignerRole => (value === "broker" ? "broker" : "principal");
const withheld = (value: unknown): AccessWithheld | null => (value === "daily-limit" || value === "revoked" ? value : null);
const optionalCount = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toDownloadLogEntry(row: Record<string, unknown>): DownloadLogEntry {
  return {
    downloadedAt: toIsoTimestamp(row.downloaded_at),
    signatureId: text(row.signature_id),
    name: text(row.name),
    email: text(row.email),
    company: optionalText(row.company),
    documentId: text(row.document_id),
    fileName: text(row.file_name),
    ip: optionalText(row.ip),
    downloadId: optionalText(row.download_id),
    bytesSent: optionalCount(row.bytes_sent),
  };
}

function toSignatureRecord(row: Record<string, unknown>): SignatureRecord {
  return {
    id: text(row.id),
    listing: text(row.listing),
    name: text(row.name),
    email: text(row.email),
    acceptedAt: toIsoTimestamp(row.accepted_at),
    revokedAt: optionalTime(row.revoked_at),
    accessGrantedAt: optionalTime(row.access_granted_at),
    barredAt: optionalTime(row.barred_at),
  };
}

function toDocument(row: Record<string, unknown>): DealRoomDocument {
  return {
    id: text(row.id),
    listing: text(row.listing),
    fileName: text(row.file_name),
    contentType: text(row.content_type),
    sizeBytes: Number(row.size_bytes),
    sha256: text(row.sha256),
    uploadedAt: toIsoTimestamp(row.uploaded_at),
  };
}

const done = (rows: Record<string, unknown>[]) => rows[0]?.done === true;

export function createDealRoomStore(call: DealRoomCall): DealRoomStore {
  return {
    ...dealRoomMailQueue(call),
    ...dealRoomDocuments(call),
    ...dealRoomOffers(call),
    ...dealRoomRounds(call),
    ...dealRoomRoundClose(call),
    ...dealRoomReportRounds(call),
    ...dealRoomDirections(call),
    ...dealRoomListingReports(call),
    ...ownerReportLinkCalls(call),
    ...signedAgreementCalls(call),
    ...dealRoomQuestions(call),
    ...dueDiligenceCalls(call),
    ...viewOnlyCalls(call),
    async recordSignature(signature) {
      const rows = await call("record_deal_room_signature", [
        ["p_listing", "text", signature.listing],
        ["p_name", "text", signature.name],
        ["p_email", "text", signature.email],
        ["p_phone", "text", signature.phone],
        ["p_company", "text", signature.company],
        ["p_role", "text", signature.role],
        ["p_client_name", "text", signature.clientName],
        ["p_signature", "text", signature.signature],
        ["p_agreement_sha256", "text", signature.agreement.sha256],
        ["p_agreement_body", "text", signature.agreement.body],
        ["p_agreement_version", "text", signature.agreement.version],
        ["p_ip", "text", signature.ip],
        ["p_user_agent", "text", signature.userAgent],
        ["p_is_test", "boolean", signature.isTest ?? false],
        ["p_attribution", "jsonb", signature.attribution ?? null],
      ]);
      const row = rows[0];
      if (!row) throw new Error("The signature was not stored");
      return { id: text(row.id), acceptedAt: toIsoTimestamp(row.accepted_at), accessWithheld: withheld(row.access_withheld) };
    },

    async signature(id) {
      const rows = await call("deal_room_signature", [["p_id", "uuid", id]]);
      return rows[0] ? toSignatureRecord(rows[0]) : null;
    },

    async revoke(id, at) {
      return done(
        await call("revoke_deal_room_signature", [
          ["p_id", "uuid", id],
          ["p_at", "timestamptz", at.toISOString()],
        ]),
      );
    },

    async confirmSignature(id, at) {
      const rows = await call("confirm_deal_room_signature", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      return optionalTime(rows[0]?.confirmed_at);
    },

    async grantAccess(id, at) {
      const rows = await call("grant_deal_room_access", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      const row = rows[0];
      return row ? { email: text(row.email), outcome: row.outcome === "barred" ? "barred" : "granted" } : null;
    },

    async signers(listing) {
      const [rows, states, confirmations, barred] = await Promise.all([
        call("deal_room_signers", [["p_listing", "text", listing]]),
        call("deal_room_access_states", [["p_listing", "text", listing]]),
        call("deal_room_signer_confirmations", [["p_listing", "text", listing]]),
        call("deal_room_barred_signatures", [["p_listing", "text", listing]]),
      ]);
      const stateOf = new Map(states.map((state) => [text(state.id), state]));
      const barredAt = new Map(barred.map((row) => [text(row.id), optionalTime(row.barred_at)]));
      const confirmedAt = new Map(confirmations.map((row) => [text(row.id), optionalTime(row.confirmed_at)]));
      return rows.map((row) => ({
        ...toSignatureRecord({ ...row, listing }),
        phone: text(row.phone),
        company: optionalText(row.company),
        role: role(row.role),
        clientName: optionalText(row.client_name),
        signature: text(row.signature),
        agreementVersion: text(row.agreement_version),
        agreementSha256: text(row.agreement_sha256),
        ip: optionalText(row.ip),
        userAgent: optionalText(row.user_agent),
        accessSentAt: optionalTime(row.access_sent_at),
        mailLastError: optionalText(row.mail_last_error),
        mailFailedAt: optionalTime(row.mail_failed_at),
        downloads: Number(row.downloads ?? 0),
        confirmedAt: confirmedAt.get(text(row.id)) ?? null,
        accessWithheld: withheld(stateOf.get(text(row.id))?.access_withheld),
        accessGrantedAt: optionalTime(stateOf.get(text(row.id))?.access_granted_at),
        barredAt: barredAt.get(text(row.id)) ?? null,
      }));
    },
  };
}

/** The signers' queued e-mails (their links and the team's alerts): claimed under a lease, then marked sent or failed. */
function dealRoomMailQueue(call: DealRoomCall): Pick<DealRoomStore, "claimDueMail" | "markMailSent" | "markMailFailed"> {
  return {
    async claimDueMail(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_mail", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        ...toSignatureRecord(row),
        phone: text(row.phone),
        company: optionalText(row.company),
        role: role(row.role),
        clientName: optionalText(row.client_name),
        agreementVersion: text(row.agreement_version),
        agreementSha256: text(row.agreement_sha256),
        accessSentAt: optionalTime(row.access_sent_at),
        teamNotifiedAt: optionalTime(row.team_notified_at),
        attempts: Number(row.attempts ?? 0),
        accessWithheld: withheld(row.access_withheld),
        accessGrantedAt: optionalTime(row.access_granted_at),
      }));
    },

    async markMailSent(id, which, at) {
      await call("mark_deal_room_mail_sent", [
        ["p_id", "uuid", id],
        ["p_which", "text", which],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markMailFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_mail_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, MAX_MAIL_ERROR_LENGTH)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
  };
}

/** The deal room's documents and its download log (and the count of mail that gave up). */
function dealRoomDocuments(
  call: DealRoomCall,
): Pick<DealRoomStore, "addDocument" | "removeDocument" | "documents" | "logDownload" | "countFailedMail" | "downloadLog" | "download"> {
  return {
    async addDocument(document) {
      const rows = await call("add_deal_room_document", [
        ["p_id", "uuid", document.id],
        ["p_listing", "text", document.listing],
        ["p_file_name", "text", document.fileName],
        ["p_content_type", "text", document.contentType],
        ["p_size_bytes", "bigint", document.sizeBytes],
        ["p_sha256", "text", document.sha256],
      ]);
      const row = rows[0];
      if (!row) throw new Error("The document was not recorded");
      return { ...document, uploadedAt: toIsoTimestamp(row.uploaded_at) };
    },

    async removeDocument(id, at) {
      return done(
        await call("remove_deal_room_document", [
          ["p_id", "uuid", id],
          ["p_at", "timestamptz", at.toISOString()],
        ]),
      );
    },

    async documents(listing) {
      return (await call("list_deal_room_documents", [["p_listing", "text", listing]])).map(toDocument);
    },

    async logDownload(download) {
      await call("log_deal_room_download", [
        ["p_download_id", "uuid", download.downloadId],
        ["p_signature_id", "uuid", download.signatureId],
        ["p_document_id", "uuid", download.documentId],
        ["p_ip", "text", download.ip],
        ["p_user_agent", "text", download.userAgent],
        ["p_bytes_sent", "bigint", download.bytesSent],
        ["p_at", "timestamptz", download.at.toISOString()],
      ]);
    },

    async countFailedMail() {
      return Number((await call("count_failed_deal_room_mail", []))[0]?.count ?? 0);
    },

    async downloadLog(listing, limit) {
      const rows = await call("deal_room_download_log", [
        ["p_listing", "text", listing],
        ["p_limit", "integer", limit],
      ]);
      return rows.map(toDownloadLogEntry);
    },

    async download(downloadId) {
      const row = (await call("deal_room_download", [["p_download_id", "uuid", downloadId]]))[0];
      if (!row) return null;
      return {
        ...toDownloadLogEntry(row),
        downloadId: text(row.download_id),
        listing: text(row.listing),
        userAgent: optionalText(row.user_agent),
      };
    },
  };
}
