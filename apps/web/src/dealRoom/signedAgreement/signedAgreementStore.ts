/**
 * The agreement as signed (issue 46, supabase/migrations/20261128001000_signed_agreement.sql): one
 * signature with the exact text it accepted, read from the record (decision 0028 keeps each
 * version's text once, by its SHA-256). One SQL function, called through the deal room's
 * DealRoomCall like the rest of its store (store.ts), so the SQL adapters and the hosted RPC agree.
 */
import { toIsoTimestamp } from "@/src/database/rows";

export interface SignedAgreement {
  signatureId: string;
  listing: string;
  acceptedAt: string;
  name: string;
  email: string;
  company: string | null;
  role: "principal" | "broker";
  clientName: string | null;
  /** The signature as typed. */
  signature: string;
  agreement: { version: string; sha256: string; body: string };
}

export interface SignedAgreementStore {
  /** The signature and the text it accepted; null when no signature has that ID. */
  signedAgreement(signatureId: string): Promise<SignedAgreement | null>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const optionalText = (value: unknown): string | null => (typeof value === "string" ? value : null);

export function signedAgreementCalls(call: Call): SignedAgreementStore {
  return {
    async signedAgreement(signatureId) {
      const [row] = await call("deal_room_signed_agreement", [["p_id", "uuid", signatureId]]);
      if (!row) return null;
      return {
        signatureId: text(row.id),
        listing: text(row.listing),
        acceptedAt: toIsoTimestamp(row.accepted_at),
        name: text(row.name),
        email: text(row.email),
        company: optionalText(row.company),
        role: row.role === "broker" ? "broker" : "principal",
        clientName: optionalText(row.client_name),
        signature: text(row.signature),
        agreement: { version: text(row.agreement_version), sha256: text(row.agreement_sha256), body: text(row.agreement_body) },
      };
    },
  };
}
