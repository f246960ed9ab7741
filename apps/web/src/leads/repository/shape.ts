/**
 * The row shapes every adapter shares: which columns a lead of each kind writes, and how a row
 * from claim_due_notifications (supabase/migrations/20261122000200_claim_notifications.sql)
 * becomes a PendingNotification, whether it came from PGlite, node-postgres or PostgREST.
 */
import type { LeadByKind, LeadKind } from "@agency/supabase/leads";
import type { PendingNotification } from "./types";

/** The visitor-supplied columns of each kind: exactly the fields of the zod output types. */
export const LEAD_COLUMNS = {
  contact: ["name", "email", "message"],
  investor: ["name", "email", "investment_profile", "message", "consent_deal_emails"],
  valuation: ["name", "email", "phone", "property_address", "property_type", "message"],
} as const satisfies { [K in LeadKind]: readonly (keyof LeadByKind[K])[] };

// A field added to a zod schema must be added above (and to the migrations), or this fails to compile.
type MissingColumns = {
  [K in LeadKind]: Exclude<keyof LeadByKind[K], (typeof LEAD_COLUMNS)[K][number]>;
}[LeadKind];
const everyFieldHasAColumn: [MissingColumns] extends [never] ? true : MissingColumns = true;
void everyFieldHasAColumn;

export type ColumnValue = string | boolean | null;

/** The lead's columns only: anything else on the object (skip_db, a stray field) is not written. */
export function leadColumns<K extends LeadKind>(kind: K, lead: LeadByKind[K]): Record<string, ColumnValue> {
  const source = lead as unknown as Record<string, unknown>;
  const row: Record<string, ColumnValue> = {};
  for (const column of LEAD_COLUMNS[kind]) {
    const value = source[column];
    row[column] = typeof value === "string" || typeof value === "boolean" ? value : null;
  }
  return row;
}

function isLeadKind(value: unknown): value is LeadKind {
  return value === "contact" || value === "investor" || value === "valuation";
}

/** timestamptz arrives as a Date (PGlite, node-postgres) or an ISO-like string (PostgREST). */
export function toIsoTimestamp(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: ${String(value)}`);
  return date.toISOString();
}

/** One row of claim_due_notifications; rejects anything that is not that shape. */
export function toPendingNotification(row: unknown): PendingNotification {
  if (typeof row !== "object" || row === null) throw new Error("claim_due_notifications returned a non-object row");
  const { kind, id, created_at, attempts, lead } = row as Record<string, unknown>;
  if (!isLeadKind(kind) || typeof id !== "string" || typeof lead !== "object" || lead === null) {
    throw new Error(`claim_due_notifications returned an unexpected row: ${JSON.stringify(row)}`);
  }
  // The lead was validated by zod on the way in and by the CHECK constraints when stored; it is
  // not re-validated here, so a rule tightened later cannot strand an old lead unnotified.
  return {
    kind,
    id,
    created_at: toIsoTimestamp(created_at),
    attempts: Number(attempts),
    lead: lead as LeadByKind[typeof kind],
  } as PendingNotification;
}

/** The longest notify_last_error kept (the SQL function applies the same cap). */
export const MAX_ERROR_LENGTH = 1000;
