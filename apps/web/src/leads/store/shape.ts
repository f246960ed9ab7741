/**
 * The row shapes every adapter shares: which columns a lead of each kind writes, and how a row
 * from claim_due_notifications (supabase/migrations/20261122000200_claim_notifications.sql)
 * becomes a PendingNotification, whether it came from PGlite, node-postgres or PostgREST.
 */
import { readAttribution, type Attribution } from "@agency/supabase/attribution";
import { readEstimate, type Estimate } from "@agency/supabase/estimate";
import type { LeadByKind, LeadKind } from "@agency/supabase/leads";
import { readStringList, toIsoTimestamp } from "@/src/database/rows";
import { SPAM_REASONS, type ListLeadsOptions, type PendingNotification, type SpamReason, type StoredLead } from "./types";

/** The visitor-supplied columns of each kind: exactly the fields of the zod output types. */
export const LEAD_COLUMNS = {
  contact: ["name", "email", "message", "listing", "attribution"],
  investor: [
    "name",
    "email",
    "investment_profile",
    "message",
    "consent_deal_emails",
    "buy_asset_classes",
    "buy_regions",
    "buy_price_min",
    "buy_price_max",
    "buy_cap_rate_min",
    "attribution",
  ],
  valuation: ["name", "email", "phone", "property_address", "property_type", "message", "estimate", "attribution"],
} as const satisfies { [K in LeadKind]: readonly (keyof LeadByKind[K])[] };

// A field added to a zod schema must be added above (and to the migrations), or this fails to compile.
type MissingColumns = {
  [K in LeadKind]: Exclude<keyof LeadByKind[K], (typeof LEAD_COLUMNS)[K][number]>;
}[LeadKind];
const everyFieldHasAColumn: [MissingColumns] extends [never] ? true : MissingColumns = true;
void everyFieldHasAColumn;

/** Text, numbers and booleans, and the JSON columns (attribution, estimate, the buy box's lists). */
export type ColumnValue = string | number | boolean | Attribution | Estimate | string[] | null;

/** The buy box's figures: double precision arrives as a number (a string from some drivers). */
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(["buy_price_min", "buy_price_max", "buy_cap_rate_min"]);

function readNumber(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * The columns holding JSON, each with the reader that keeps only what fits (null otherwise): SQL
 * adapters send them as JSON text, PostgREST as objects.
 */
const JSON_READERS: Record<string, (value: unknown) => Attribution | Estimate | string[] | null> = {
  attribution: readAttribution,
  estimate: readEstimate,
  buy_asset_classes: readStringList,
  buy_regions: readStringList,
};
export const JSON_COLUMNS: ReadonlySet<string> = new Set(Object.keys(JSON_READERS));
const readJson = (column: string, value: unknown) => JSON_READERS[column]?.(value) ?? null;

/** The lead's columns only: anything else on the object (skip_db, a stray field) is not written. */
export function leadColumns<K extends LeadKind>(kind: K, lead: LeadByKind[K]): Record<string, ColumnValue> {
  const source = lead as unknown as Record<string, unknown>;
  const row: Record<string, ColumnValue> = {};
  for (const column of LEAD_COLUMNS[kind]) {
    const value = source[column];
    if (JSON_COLUMNS.has(column)) row[column] = readJson(column, value);
    else if (NUMBER_COLUMNS.has(column)) row[column] = readNumber(value);
    else row[column] = typeof value === "string" || typeof value === "boolean" ? value : null;
  }
  return row;
}

function isLeadKind(value: unknown): value is LeadKind {
  return value === "contact" || value === "investor" || value === "valuation";
}

/** One row of claim_due_notifications; rejects anything that is not that shape. */
/** Optional columns that zod leaves out rather than null when absent (the listing of an enquiry). */
const OPTIONAL_KEYS: ReadonlySet<string> = new Set(["listing"]);

export function toPendingNotification(row: unknown): PendingNotification {
  if (typeof row !== "object" || row === null) throw new Error("claim_due_notifications returned a non-object row");
  const { kind, id, created_at, attempts, lead } = row as Record<string, unknown>;
  if (!isLeadKind(kind) || typeof id !== "string" || typeof lead !== "object" || lead === null) {
    throw new Error(`claim_due_notifications returned an unexpected row: ${JSON.stringify(row)}`);
  }
  // The lead was validated by zod on the way in and by the CHECK constraints when stored; it is
  // not re-validated here, so a rule tightened later cannot strand an old lead unnotified.
  // A JSON column without a value (older rows, or nothing kept) is no key at all, as zod gives
  // it; so is a contact lead's listing when it names none.
  const fields: Record<string, unknown> = {};
  const { repeat_of: repeatOf, ...visitor } = lead as Record<string, unknown>;
  for (const [key, value] of Object.entries(visitor)) {
    const kept = JSON_COLUMNS.has(key) ? readJson(key, value) : NUMBER_COLUMNS.has(key) ? readNumber(value) : value;
    // The buy box's lists are null when empty, as zod gives them.
    if (key.startsWith("buy_")) fields[key] = kept ?? null;
    else if (!((JSON_COLUMNS.has(key) || OPTIONAL_KEYS.has(key)) && (kept === null || kept === undefined))) fields[key] = kept;
  }
  return {
    kind,
    id,
    created_at: toIsoTimestamp(created_at),
    attempts: Number(attempts),
    lead: fields as LeadByKind[typeof kind],
    ...(typeof repeatOf === "string" ? { repeat_of: repeatOf } : {}),
  };
}

/** The longest notify_last_error kept (the SQL function applies the same cap). */
export const MAX_ERROR_LENGTH = 1000;

/** Columns read for the team's lead list after the kind's own (LEAD_COLUMNS), in CSV order. */
export const LISTED_STATE_COLUMNS = [
  "repeat_of",
  "fill_ms",
  "spam_reason",
  "released_at",
  "notified_at",
  "notify_attempts",
  "notify_last_error",
  "notify_next_attempt_at",
  "notify_failed_at",
] as const;

/** Every column listLeads selects for a kind, in the order the CSV export shows them. */
export function listedColumns(kind: LeadKind): string[] {
  return ["id", "created_at", ...LEAD_COLUMNS[kind], ...LISTED_STATE_COLUMNS];
}

/** The longest fill time stored (a week; the CHECK constraint says the same): beyond it, unknown. */
export const MAX_FILL_MS = 7 * 24 * 60 * 60 * 1000;

/** A fill time the database accepts, or null (a browser clock behind the server's, a stale tab). */
export function storableFillMs(fillMs: number | null | undefined): number | null {
  if (fillMs === null || fillMs === undefined || !Number.isFinite(fillMs)) return null;
  const whole = Math.round(fillMs);
  return whole >= 0 && whole <= MAX_FILL_MS ? whole : null;
}

function isSpamReason(value: unknown): value is SpamReason {
  return (SPAM_REASONS as readonly unknown[]).includes(value);
}

/**
 * PostgREST's usual max-rows setting: one page never asks for more, so a page is never cut short
 * silently (exports page through with offset).
 */
export const MAX_LIST_LIMIT = 1000;

export function listLimits(options: ListLeadsOptions): {
  limit: number;
  offset: number;
  newestFirst: boolean;
  quarantined: NonNullable<ListLeadsOptions["quarantined"]>;
} {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 0), MAX_LIST_LIMIT);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  return { limit, offset, newestFirst: (options.order ?? "newest") === "newest", quarantined: options.quarantined ?? "exclude" };
}

function optionalTimestamp(value: unknown): string | null {
  return value === null || value === undefined ? null : toIsoTimestamp(value);
}

/** One row of a lead table (any adapter) as the team's view of it. */
export function toStoredLead<K extends LeadKind>(kind: K, row: Record<string, unknown>): StoredLead<K> {
  const lead: Record<string, unknown> = {};
  for (const column of LEAD_COLUMNS[kind]) {
    lead[column] = JSON_COLUMNS.has(column)
      ? (readJson(column, row[column]) ?? (column.startsWith("buy_") ? null : undefined))
      : NUMBER_COLUMNS.has(column)
        ? readNumber(row[column])
        : (row[column] ?? null);
  }
  return {
    kind,
    id: String(row.id),
    created_at: toIsoTimestamp(row.created_at),
    lead: lead as unknown as LeadByKind[K],
    fill_ms: row.fill_ms === null || row.fill_ms === undefined ? null : Number(row.fill_ms),
    repeat_of: typeof row.repeat_of === "string" ? row.repeat_of : null,
    spam: isSpamReason(row.spam_reason) ? { reason: row.spam_reason, released_at: optionalTimestamp(row.released_at) } : null,
    notification: {
      notified_at: optionalTimestamp(row.notified_at),
      attempts: Number(row.notify_attempts ?? 0),
      last_error: typeof row.notify_last_error === "string" ? row.notify_last_error : null,
      next_attempt_at: optionalTimestamp(row.notify_next_attempt_at),
      failed_at: optionalTimestamp(row.notify_failed_at),
    },
  };
}
