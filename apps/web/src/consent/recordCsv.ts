/**
 * The consent record as a CSV (docs/decisions/0037-consent-records.md): one row per event, every
 * address, oldest first per address, with the wording's version, hash and exact text where the
 * event is a consent given, so one file proves what each investor agreed to, when, from where, and
 * every later change. Cells a visitor typed are neutralised like every CSV here (operator/csv.ts).
 */
import { describeBuyBox } from "@agency/supabase/buy-box";
import { toCsv } from "@/src/operator/csv";
import type { ConsentEvent, ConsentStore } from "./store";

export const CONSENT_CSV_HEADER = [
  "email",
  "at",
  "event",
  "signup_id",
  "wording_version",
  "wording_sha256",
  "wording",
  "page",
  "client_address",
  "detail",
] as const;

/** An event's detail in words: the buy box, the alerts, a pause's end. */
export function describeEventDetail(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  if ("buy_asset_classes" in detail || "buy_regions" in detail || "buy_price_min" in detail) {
    parts.push(
      ...describeBuyBox(detail as Parameters<typeof describeBuyBox>[0]).map((criterion) => `${criterion.label}: ${criterion.value}`),
    );
  }
  if (Array.isArray(detail.alert_kinds)) parts.push(`Alerts: ${detail.alert_kinds.length > 0 ? detail.alert_kinds.join(", ") : "none"}`);
  if (typeof detail.until === "string") parts.push(`Until: ${new Date(detail.until).toISOString()}`);
  if (detail.before_double_opt_in === true) parts.push("Signed up before double opt-in");
  return parts.join("; ");
}

export function consentCsv(events: readonly ConsentEvent[]): string {
  return toCsv(
    CONSENT_CSV_HEADER,
    events.map((event) => [
      event.email,
      event.at,
      event.event,
      event.signupId,
      event.wordingVersion,
      event.wordingSha256,
      event.wording,
      event.page,
      event.clientAddress,
      describeEventDetail(event.detail),
    ]),
  );
}

const PAGE = 1000;

/** Every event of every address, read a page at a time. */
export async function allConsentEvents(store: ConsentStore): Promise<ConsentEvent[]> {
  const events: ConsentEvent[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.record(null, PAGE, offset);
    events.push(...page);
    if (page.length < PAGE) return events;
  }
}
