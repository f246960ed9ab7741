/**
 * The hosted lead store: the three lead tables of Supabase Postgres through PostgREST, on the
 * client database/hosted.ts opens. A visitor's lead is inserted with an id made here (a caller may
 * supply one) and read back with `return=representation` for the database's created_at.
 * Notifications (claiming, recording their outcome) go through the SQL functions of
 * 20261122000200_claim_notifications.sql, which the SQL store (sql.ts) calls directly.
 */
import { randomUUID } from "node:crypto";
import { LEAD_TABLES, type LeadByKind, type LeadKind } from "@agency/supabase/leads";
import { failure, type HostedClient, type HostedColumnValue, type HostedTable } from "@/src/database/hosted";
import { toIsoTimestamp } from "@/src/database/rows";
import { leadColumns, listedColumns, listLimits, MAX_ERROR_LENGTH, storableFillMs, toPendingNotification, toStoredLead } from "./shape";
import type { CountOptions, InsertOptions, InsertedLead, LeadStore, ListLeadsOptions, PendingNotification, StoredLead } from "./types";

export function createHostedLeadStore(service: HostedClient): LeadStore {
  return { ...hostedLeadRows(service), ...hostedNotificationState(service) };
}

/** Writing, counting and listing the rows of the three lead tables through PostgREST. */
function hostedLeadRows(service: HostedClient): Pick<LeadStore, "insert" | "count" | "listLeads"> {
  return {
    async insert<K extends LeadKind>(kind: K, lead: LeadByKind[K], insertOptions: InsertOptions = {}): Promise<InsertedLead> {
      const id = insertOptions.id ?? randomUUID();
      // The visitor's columns (leadColumns), so the other server-owned ones keep their defaults;
      // the fill time and spam verdict the server measured; is_test for the operator's live-insert check.
      const row: Record<string, HostedColumnValue> = { id, ...leadColumns(kind, lead) };
      const fillMs = storableFillMs(insertOptions.fillMs);
      if (fillMs !== null) row.fill_ms = fillMs;
      if (insertOptions.spamReason) row.spam_reason = insertOptions.spamReason;
      if (insertOptions.isTest) row.is_test = true;
      if (kind === "investor" && insertOptions.consent) {
        row.consent_wording_sha256 = insertOptions.consent.wordingSha256;
        row.consent_page = insertOptions.consent.page;
        row.consent_client_address = insertOptions.consent.clientAddress;
      }
      const table: HostedTable = LEAD_TABLES[kind];
      const { data, error, status } = await service.from(table).insert(row).select("id,created_at").single();
      if (error) throw failure(error, status, "Database insert failed");
      const stored = data as unknown as { id?: unknown; created_at?: unknown } | null;
      return { id: typeof stored?.id === "string" ? stored.id : id, created_at: toIsoTimestamp(stored?.created_at) };
    },

    async count(kind: LeadKind, countOptions: CountOptions = {}): Promise<number> {
      const table: HostedTable = LEAD_TABLES[kind];
      const all = service.from(table).select("*", { count: "exact", head: true });
      const query = countOptions.includeTests && !countOptions.only ? all : all.eq("is_test", false);
      const filtered =
        countOptions.only === "notification-failed"
          ? query.not("notify_failed_at", "is", null).is("notified_at", null)
          : countOptions.only === "quarantined"
            ? query.not("spam_reason", "is", null).is("released_at", null)
            : query;
      const { count, error, status } = await filtered;
      if (error) throw failure(error, status, "Counting leads failed");
      if (count === null) throw new Error("Counting leads failed: no count in the response");
      return count;
    },

    async listLeads<K extends LeadKind>(kind: K, listOptions: ListLeadsOptions = {}): Promise<StoredLead<K>[]> {
      const { limit, offset, newestFirst, quarantined } = listLimits(listOptions);
      if (limit === 0) return [];
      const table: HostedTable = LEAD_TABLES[kind];
      const base = service.from(table).select(listedColumns(kind).join(",")).eq("is_test", false);
      // A row is quarantined while spam_reason is set and released_at is not.
      const filtered =
        quarantined === "only"
          ? base.not("spam_reason", "is", null).is("released_at", null)
          : quarantined === "exclude"
            ? base.or("spam_reason.is.null,released_at.not.is.null")
            : base;
      const { data, error, status } = await filtered
        .order("created_at", { ascending: !newestFirst })
        .order("id", { ascending: !newestFirst })
        .range(offset, offset + limit - 1);
      if (error) throw failure(error, status, "Listing leads failed");
      return ((data ?? []) as unknown as Record<string, unknown>[]).map((row) => toStoredLead(kind, row));
    },
  };
}

/** Notification state and the operator's quarantine actions, through the SQL functions as RPCs. */
function hostedNotificationState(service: HostedClient): Omit<LeadStore, "insert" | "count" | "listLeads"> {
  return {
    async claimDueNotifications(limit: number, now: Date, leaseSeconds: number): Promise<PendingNotification[]> {
      const { data, error, status } = await service.rpc("claim_due_notifications", {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        p_now: now.toISOString(),
      });
      if (error) throw failure(error, status, "Claiming notifications failed");
      return (data ?? []).map(toPendingNotification);
    },

    async markNotified(kind: LeadKind, id: string, at: Date): Promise<void> {
      const { error, status } = await service.rpc("mark_notified", {
        p_kind: kind,
        p_id: id,
        p_at: at.toISOString(),
      });
      if (error) throw failure(error, status, "Recording the notification failed");
    },

    async markNotificationFailed(kind: LeadKind, id: string, message: string, nextAttemptAt: Date, maxAttempts: number): Promise<void> {
      const { error, status } = await service.rpc("mark_notification_failed", {
        p_kind: kind,
        p_id: id,
        p_error: message.slice(0, MAX_ERROR_LENGTH),
        p_next_attempt_at: nextAttemptAt.toISOString(),
        p_max_attempts: maxAttempts,
      });
      if (error) throw failure(error, status, "Recording the notification failure failed");
    },

    async releaseQuarantined(kind: LeadKind, id: string, at: Date): Promise<boolean> {
      const { data, error, status } = await service.rpc("release_quarantined_lead", { p_kind: kind, p_id: id, p_at: at.toISOString() });
      if (error) throw failure(error, status, "Releasing the lead failed");
      return data === true;
    },

    async deleteQuarantined(kind: LeadKind, id: string): Promise<boolean> {
      const { data, error, status } = await service.rpc("delete_quarantined_lead", { p_kind: kind, p_id: id });
      if (error) throw failure(error, status, "Deleting the lead failed");
      return data === true;
    },

    async purgeQuarantined(before: Date): Promise<number> {
      const { data, error, status } = await service.rpc("purge_quarantined_leads", { p_before: before.toISOString() });
      if (error) throw failure(error, status, "Purging quarantined leads failed");
      return Number(data ?? 0);
    },

    async retryNotification(kind: LeadKind, id: string, at: Date): Promise<boolean> {
      const { data, error, status } = await service.rpc("retry_failed_notification", { p_kind: kind, p_id: id, p_at: at.toISOString() });
      if (error) throw failure(error, status, "Retrying the notification failed");
      return data === true;
    },
  };
}
