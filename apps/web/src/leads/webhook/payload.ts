/**
 * The JSON a CRM receives for one lead (README, "CRM webhook"). Versioned: a receiver checks
 * `version`; fields may be added within a version (a column a later migration adds to a form
 * appears in `fields` by itself), never renamed or removed.
 */
import { readAttribution, type Attribution } from "@agency/supabase/attribution";
import { readEstimate, type Estimate } from "@agency/supabase/estimate";
import type { LeadKind } from "@agency/supabase/leads";
import type { ClaimedWebhook } from "./store";

export const WEBHOOK_PAYLOAD_VERSION = 1;

export interface WebhookPayload {
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  type: "lead.created";
  kind: LeadKind;
  id: string;
  created_at: string;
  /** What the visitor typed: the form's own columns (name, email, message, …). */
  fields: Record<string, string | boolean | number | null>;
  attribution: Attribution | null;
  /** The value calculator's figures (valuation requests only). */
  estimate: Estimate | null;
  /** The first lead of the same kind from the same e-mail within 24 hours, when this one repeats it. */
  repeat_of: string | null;
}

/**
 * Columns that are the server's, not the visitor's: sent in their own keys (id, created_at,
 * attribution, estimate, repeat_of) or not at all (test flag, spam verdict, fill time, and every
 * notification and delivery state column).
 */
const NOT_FIELDS = new Set([
  "id",
  "created_at",
  "is_test",
  "spam_reason",
  "fill_ms",
  "released_at",
  "attribution",
  "estimate",
  "repeat_of",
]);
const STATE_PREFIXES = ["notify_", "notified_", "webhook_"];

function isField(column: string): boolean {
  return !NOT_FIELDS.has(column) && !STATE_PREFIXES.some((prefix) => column.startsWith(prefix));
}

/** A claimed lead's payload, with the fields in name order so the same lead gives the same bytes. */
export function webhookPayload(claimed: ClaimedWebhook): WebhookPayload {
  const fields: WebhookPayload["fields"] = {};
  for (const column of Object.keys(claimed.row).filter(isField).sort()) {
    const value = claimed.row[column];
    // The form columns are text and booleans; anything else (a JSON column added later) waits
    // for a payload version that describes it.
    if (value === null || typeof value === "string" || typeof value === "boolean" || typeof value === "number") fields[column] = value;
  }
  const repeatOf = claimed.row.repeat_of;
  return {
    version: WEBHOOK_PAYLOAD_VERSION,
    type: "lead.created",
    kind: claimed.kind,
    id: claimed.id,
    created_at: claimed.created_at,
    fields,
    attribution: readAttribution(claimed.row.attribution),
    estimate: claimed.kind === "valuation" ? readEstimate(claimed.row.estimate) : null,
    repeat_of: typeof repeatOf === "string" ? repeatOf : null,
  };
}
