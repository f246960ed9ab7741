/**
 * The lead store over plain SQL, shared by the embedded adapter (PGlite) and the PostgreSQL
 * adapter (node-postgres): the same statements, the same row shaping. The notification-state
 * changes call the SQL functions of supabase/migrations, which the hosted adapter calls as RPCs,
 * so all three adapters run one implementation of the lease logic.
 */
import { LEAD_TABLES, type LeadByKind, type LeadKind } from "@agency/supabase/leads";
import { LEAD_COLUMNS, leadColumns, listedColumns, listLimits, storableFillMs, toPendingNotification, toStoredLead } from "./shape";
import type { SqlSession } from "@/src/database/session";
import { toIsoTimestamp } from "@/src/database/rows";
import type { CountOptions, InsertOptions, InsertedLead, LeadStore, ListLeadsOptions, PendingNotification, StoredLead } from "./types";

/**
 * `id` is coalesced so a caller-supplied uuid (the hosted path's contract) and a database-made
 * one both work; the other server-owned columns keep their defaults.
 */
export function insertLeadSql(kind: LeadKind, withConsent = false): string {
  // An investor signup's consent columns (20261126000300_consent_records.sql) follow the form's.
  const columns = [...LEAD_COLUMNS[kind], ...(withConsent ? CONSENT_COLUMNS : [])];
  const placeholders = columns.map((_, index) => `$${index + 5}`).join(", ");
  return (
    `insert into public.${LEAD_TABLES[kind]} (id, is_test, spam_reason, fill_ms, ${columns.join(", ")}) ` +
    `values (coalesce($1::uuid, gen_random_uuid()), $2::boolean, $3::text, $4::integer, ${placeholders}) returning id, created_at`
  );
}

const CONSENT_COLUMNS = ["consent_wording_sha256", "consent_page", "consent_client_address"] as const;

export const CLAIM_DUE_NOTIFICATIONS_SQL =
  "select kind, id, created_at, attempts, lead from public.claim_due_notifications($1::integer, $2::integer, $3::timestamptz)";
export const MARK_NOTIFIED_SQL = "select public.mark_notified($1::text, $2::uuid, $3::timestamptz)";
export const MARK_NOTIFICATION_FAILED_SQL =
  "select public.mark_notification_failed($1::text, $2::uuid, $3::text, $4::timestamptz, $5::integer)";
export const RELEASE_QUARANTINED_SQL = "select public.release_quarantined_lead($1::text, $2::uuid, $3::timestamptz) as done";
export const DELETE_QUARANTINED_SQL = "select public.delete_quarantined_lead($1::text, $2::uuid) as done";
export const PURGE_QUARANTINED_SQL = "select public.purge_quarantined_leads($1::timestamptz) as count";
export const RETRY_NOTIFICATION_SQL = "select public.retry_failed_notification($1::text, $2::uuid, $3::timestamptz) as done";

/** The WHERE condition of a list for its quarantine option (a row is quarantined until released). */
const QUARANTINE_FILTER = {
  exclude: " and (spam_reason is null or released_at is not null)",
  only: " and spam_reason is not null and released_at is null",
  include: "",
} as const;

const COUNT_FILTER = {
  "notification-failed": " and not is_test and notify_failed_at is not null and notified_at is null",
  quarantined: " and not is_test and spam_reason is not null and released_at is null",
} as const;

export function countLeadsSql(kind: LeadKind, only?: keyof typeof COUNT_FILTER): string {
  return `select count(*)::integer as count from public.${LEAD_TABLES[kind]} where ($1::boolean or not is_test)${only ? COUNT_FILTER[only] : ""}`;
}

/** Newest or oldest first; id breaks ties between leads stored in the same microsecond. */
export function listLeadsSql(kind: LeadKind, newestFirst: boolean, quarantined: keyof typeof QUARANTINE_FILTER = "exclude"): string {
  const direction = newestFirst ? "desc" : "asc";
  return (
    `select ${listedColumns(kind).join(", ")} from public.${LEAD_TABLES[kind]} where not is_test${QUARANTINE_FILTER[quarantined]} ` +
    `order by created_at ${direction}, id ${direction} limit $1::integer offset $2::integer`
  );
}

export function createSqlLeadStore(db: SqlSession): LeadStore {
  return {
    async insert<K extends LeadKind>(kind: K, lead: LeadByKind[K], options: InsertOptions = {}): Promise<InsertedLead> {
      // JSON columns as JSON text: node-postgres and PGlite both pass a string through unchanged.
      const values = Object.values(leadColumns(kind, lead)).map((value) =>
        value !== null && typeof value === "object" ? JSON.stringify(value) : value,
      );
      const consent = kind === "investor" ? options.consent : undefined;
      const rows = await db.query<{ id: string; created_at: unknown }>(insertLeadSql(kind, consent !== undefined), [
        options.id ?? null,
        options.isTest ?? false,
        options.spamReason ?? null,
        storableFillMs(options.fillMs),
        ...values,
        ...(consent ? [consent.wordingSha256, consent.page, consent.clientAddress] : []),
      ]);
      const row = rows[0];
      if (!row) throw new Error("Database insert failed");
      return { id: row.id, created_at: toIsoTimestamp(row.created_at) };
    },

    async claimDueNotifications(limit: number, now: Date, leaseSeconds: number): Promise<PendingNotification[]> {
      const rows = await db.query<unknown>(CLAIM_DUE_NOTIFICATIONS_SQL, [limit, leaseSeconds, now.toISOString()]);
      return rows.map(toPendingNotification);
    },

    async markNotified(kind: LeadKind, id: string, at: Date): Promise<void> {
      await db.query(MARK_NOTIFIED_SQL, [kind, id, at.toISOString()]);
    },

    async markNotificationFailed(kind: LeadKind, id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void> {
      await db.query(MARK_NOTIFICATION_FAILED_SQL, [kind, id, error, nextAttemptAt.toISOString(), maxAttempts]);
    },

    async releaseQuarantined(kind: LeadKind, id: string, at: Date): Promise<boolean> {
      const rows = await db.query<{ done: boolean }>(RELEASE_QUARANTINED_SQL, [kind, id, at.toISOString()]);
      return rows[0]?.done === true;
    },

    async deleteQuarantined(kind: LeadKind, id: string): Promise<boolean> {
      const rows = await db.query<{ done: boolean }>(DELETE_QUARANTINED_SQL, [kind, id]);
      return rows[0]?.done === true;
    },

    async purgeQuarantined(before: Date): Promise<number> {
      const rows = await db.query<{ count: number }>(PURGE_QUARANTINED_SQL, [before.toISOString()]);
      return Number(rows[0]?.count ?? 0);
    },

    async retryNotification(kind: LeadKind, id: string, at: Date): Promise<boolean> {
      const rows = await db.query<{ done: boolean }>(RETRY_NOTIFICATION_SQL, [kind, id, at.toISOString()]);
      return rows[0]?.done === true;
    },

    async count(kind: LeadKind, options: CountOptions = {}): Promise<number> {
      const rows = await db.query<{ count: number }>(countLeadsSql(kind, options.only), [options.includeTests ?? false]);
      return Number(rows[0]?.count ?? 0);
    },

    async listLeads<K extends LeadKind>(kind: K, options: ListLeadsOptions = {}): Promise<StoredLead<K>[]> {
      const { limit, offset, newestFirst, quarantined } = listLimits(options);
      const rows = await db.query<Record<string, unknown>>(listLeadsSql(kind, newestFirst, quarantined), [limit, offset]);
      return rows.map((row) => toStoredLead(kind, row));
    },
  };
}
