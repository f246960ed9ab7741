/**
 * The consent records' state (supabase/migrations/20261126000300_consent_records.sql,
 * docs/decisions/0037-consent-records.md): every operation is one SQL function of the migration,
 * called as `select * from …` by the SQL adapters (PGlite, node-postgres) and as an RPC by the
 * hosted one, so the rules (who is confirmed, the 24-hour limit, the log) exist once, in SQL.
 * Rows are keyed by the normalised address (lower-case, trimmed).
 */
import type { BuyBox } from "@agency/supabase/buy-box";
import { readStringList, toIsoTimestamp } from "@/src/database/rows";
import { LISTING_ALERT_KINDS, type ListingAlertKind } from "./alertKinds";

export interface ConsentWording {
  sha256: string;
  version: string;
  wording: string;
}

export type ConfirmOutcome = "confirmed" | "already" | "unknown";

/** An address's deal e-mail preferences as they stand. */
export interface InvestorPreferences extends Required<BuyBox> {
  email: string;
  confirmedAt: string | null;
  name: string | null;
  alertKinds: ListingAlertKind[];
  pausedUntil: string | null;
  unsubscribedAt: string | null;
}

export interface DueConfirmation {
  id: string;
  email: string;
  signupId: string;
  /** The signup's name as typed (the sender checks the name rule again before using it). */
  name: string;
  attempts: number;
}

export interface ConsentOverview extends InvestorPreferences {
  createdAt: string;
  signups: number;
  confirmationDeliveredAt: string | null;
  confirmationFailedAt: string | null;
}

export const CONSENT_EVENTS = [
  "consent-given",
  "confirmation-queued",
  "confirmation-held",
  "confirmed",
  "resubscribed",
  "preferences-changed",
  "paused",
  "resumed",
  "unsubscribed",
] as const;
export type ConsentEventKind = (typeof CONSENT_EVENTS)[number];

export interface ConsentEvent {
  id: string;
  email: string;
  at: string;
  event: ConsentEventKind;
  signupId: string | null;
  wordingVersion: string | null;
  wordingSha256: string | null;
  wording: string | null;
  page: string | null;
  clientAddress: string | null;
  detail: Record<string, unknown>;
}

export interface ConsentStore {
  /** Records the wording shown (idempotent): a signup's wording must be recorded before it. */
  registerWording(wording: ConsentWording): Promise<void>;
  confirm(email: string, signupId: string, clientAddress: string | null, at: Date): Promise<ConfirmOutcome>;
  preferences(email: string): Promise<InvestorPreferences | null>;
  /** False (nothing changed) when the address is not confirmed. */
  updatePreferences(
    email: string,
    box: Required<BuyBox>,
    alertKinds: readonly ListingAlertKind[],
    clientAddress: string | null,
    at: Date,
  ): Promise<boolean>;
  /** Pauses until `until`, or resumes now with null; false when the address is not confirmed. */
  pause(email: string, until: Date | null, clientAddress: string | null, at: Date): Promise<boolean>;
  claimDueConfirmations(limit: number, now: Date, leaseSeconds: number): Promise<DueConfirmation[]>;
  markConfirmationSent(id: string, at: Date): Promise<void>;
  markConfirmationFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  overview(limit: number): Promise<ConsentOverview[]>;
  /** Every event of one address (or of all, with null), oldest first. */
  record(email: string | null, limit: number, offset: number): Promise<ConsentEvent[]>;
  /** Every consent event of these addresses (a page's shown addresses), oldest first per address. */
  recordsOf(emails: readonly string[]): Promise<ConsentEvent[]>;
  /**
   * "Sign out of every link" (20261127002000_owner_report_links.sql): every preference link of the
   * address signed until `at` is refused from now on; answers the reset instant kept.
   */
  resetPreferenceLinks(email: string, at: Date): Promise<Date>;
  /** The address's last reset, or null when it never reset its links. */
  preferenceLinksResetAt(email: string): Promise<Date | null>;
}

/** One argument of a function: its parameter name, its SQL type, its value. */
type Argument = readonly [name: string, type: string, value: unknown];

/** Calls one SQL function of the migration and answers its rows (a scalar as one row under its name). */
export type ConsentCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

export function sqlConsentCall(db: { query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> }): ConsentCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      `select * from public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")})`,
      args.map(([, , value]) => value),
    );
}

export function rpcConsentCall(rpc: (name: string, args: Record<string, unknown>) => Promise<unknown>): ConsentCall {
  return async (name, args) => {
    const data = await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value])));
    if (data === null || data === undefined) return [];
    return Array.isArray(data) ? (data as Record<string, unknown>[]) : [{ [name]: data }];
  };
}

const optionalText = (value: unknown) => (typeof value === "string" ? value : null);
const optionalTime = (value: unknown) => (value === null || value === undefined ? null : toIsoTimestamp(value));
const optionalNumber = (value: unknown): number | null => {
  const number = typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};
const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

function toPreferences(row: Record<string, unknown>): InvestorPreferences {
  const kinds = readStringList(row.alert_kinds) ?? [];
  return {
    email: String(row.email),
    confirmedAt: optionalTime(row.confirmed_at),
    name: optionalText(row.name),
    buy_asset_classes: readStringList(row.buy_asset_classes),
    buy_regions: readStringList(row.buy_regions),
    buy_price_min: optionalNumber(row.buy_price_min),
    buy_price_max: optionalNumber(row.buy_price_max),
    buy_cap_rate_min: optionalNumber(row.buy_cap_rate_min),
    alertKinds: LISTING_ALERT_KINDS.filter((kind) => kinds.includes(kind)),
    pausedUntil: optionalTime(row.paused_until),
    unsubscribedAt: optionalTime(row.unsubscribed_at),
  };
}

function toEvent(row: Record<string, unknown>): ConsentEvent {
  const detail = json(row.detail);
  return {
    id: String(row.id),
    email: String(row.email),
    at: toIsoTimestamp(row.at),
    event: String(row.event) as ConsentEventKind,
    signupId: optionalText(row.signup_id),
    wordingVersion: optionalText(row.wording_version),
    wordingSha256: optionalText(row.wording_sha256),
    wording: optionalText(row.wording),
    page: optionalText(row.page),
    clientAddress: optionalText(row.client_address),
    detail: typeof detail === "object" && detail !== null ? (detail as Record<string, unknown>) : {},
  };
}

const MAX_ERROR_LENGTH = 1000;

export function createConsentStore(call: ConsentCall): ConsentStore {
  const scalar = async (name: string, args: readonly Argument[]) => (await call(name, args))[0]?.[name];
  const box = (value: Required<BuyBox>) => JSON.stringify(value);
  return {
    async registerWording({ sha256, version, wording }) {
      await call("register_consent_wording", [
        ["p_sha256", "text", sha256],
        ["p_version", "text", version],
        ["p_wording", "text", wording],
      ]);
    },
    async confirm(email, signupId, clientAddress, at) {
      const outcome = await scalar("confirm_investor_consent", [
        ["p_email", "text", email],
        ["p_signup_id", "uuid", signupId],
        ["p_client_address", "text", clientAddress],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      return outcome === "confirmed" || outcome === "already" ? outcome : "unknown";
    },
    async preferences(email) {
      const rows = await call("investor_preferences", [["p_email", "text", email]]);
      return rows[0] ? toPreferences(rows[0]) : null;
    },
    async updatePreferences(email, value, alertKinds, clientAddress, at) {
      return (
        (await scalar("update_investor_preferences", [
          ["p_email", "text", email],
          ["p_box", "jsonb", box(value)],
          ["p_alert_kinds", "jsonb", JSON.stringify(alertKinds)],
          ["p_client_address", "text", clientAddress],
          ["p_at", "timestamptz", at.toISOString()],
        ])) === true
      );
    },
    async pause(email, until, clientAddress, at) {
      return (
        (await scalar("pause_investor_emails", [
          ["p_email", "text", email],
          ["p_until", "timestamptz", until?.toISOString() ?? null],
          ["p_client_address", "text", clientAddress],
          ["p_at", "timestamptz", at.toISOString()],
        ])) === true
      );
    },
    async claimDueConfirmations(limit, now, leaseSeconds) {
      const rows = await call("claim_due_consent_confirmations", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        id: String(row.id),
        email: String(row.email),
        signupId: String(row.signup_id),
        name: typeof row.name === "string" ? row.name : "",
        attempts: Number(row.attempts ?? 0),
      }));
    },
    async markConfirmationSent(id, at) {
      await call("mark_consent_confirmation_sent", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },
    async markConfirmationFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_consent_confirmation_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, MAX_ERROR_LENGTH)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
    async overview(limit) {
      return (await call("investor_consent_overview", [["p_limit", "integer", limit]])).map((row) => ({
        ...toPreferences(row),
        createdAt: toIsoTimestamp(row.created_at),
        signups: Number(row.signups ?? 0),
        confirmationDeliveredAt: optionalTime(row.confirmation_delivered_at),
        confirmationFailedAt: optionalTime(row.confirmation_failed_at),
      }));
    },
    async record(email, limit, offset) {
      return (
        await call("consent_record", [
          ["p_email", "text", email],
          ["p_limit", "integer", limit],
          ["p_offset", "integer", offset],
        ])
      ).map(toEvent);
    },
    async recordsOf(emails) {
      if (emails.length === 0) return [];
      return (await call("consent_records_of", [["p_emails", "text[]", [...emails]]])).map(toEvent);
    },
    ...preferenceLinkResets(call),
  };
}

function preferenceLinkResets(call: ConsentCall): Pick<ConsentStore, "resetPreferenceLinks" | "preferenceLinksResetAt"> {
  return {
    async resetPreferenceLinks(email, at) {
      const rows = await call("reset_deal_email_links", [
        ["p_email", "text", email],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      const kept = optionalTime(rows[0]?.reset_at);
      if (!kept) throw new Error("The database kept no reset of the preference links");
      return new Date(kept);
    },
    async preferenceLinksResetAt(email) {
      const kept = optionalTime((await call("deal_email_links_reset_at", [["p_email", "text", email]]))[0]?.reset_at);
      return kept ? new Date(kept) : null;
    },
  };
}
