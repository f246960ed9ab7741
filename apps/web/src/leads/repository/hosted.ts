/**
 * The hosted lead store: Supabase Postgres through its REST API (PostgREST) with
 * @supabase/supabase-js, on the schema of supabase/migrations.
 *
 * Every request carries the service-role key, the server's own (never the browser's): since
 * 20261123000200_anon_no_insert.sql the public anon key can do nothing with the lead tables, so
 * a lead reaches the database only through the server's zod validation, rate limit and spam checks
 * (docs/decisions/0018-hosted-functions.md). A visitor's lead is inserted with an id made here (a
 * caller may supply one) and read back with `return=representation` for the database's
 * created_at. Notifications (claiming, recording their outcome) go through the SQL functions of
 * 20261122000200_claim_notifications.sql.
 */
import { createRpcAnnouncementStore, type AnnouncementStore } from "../../announcements/store";
import { createConsentStore, rpcConsentCall, type ConsentStore } from "../../consent/store";
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { withoutKeyAsBearer } from "@agency/supabase/api-keys";
import { LEAD_TABLES, type LeadByKind, type LeadKind } from "@agency/supabase/leads";
import {
  leadColumns,
  listedColumns,
  listLimits,
  MAX_ERROR_LENGTH,
  storableFillMs,
  toIsoTimestamp,
  toPendingNotification,
  toStoredLead,
  type ColumnValue,
} from "./shape";
import type { SharedStateStore } from "./sharedState";
import { createRpcWebhookStore, type LeadWebhookStore } from "../webhook/store";
import { createDealRoomStore, rpcDealRoomCall, type DealRoomStore } from "../../dealRoom/store";
import { createPersonalInformationStore, rpcPersonalInformationCall, type PersonalInformationStore } from "../../privacy/store";
import { toPendingDeliveries } from "./types";
import type { CountOptions, InsertOptions, InsertedLead, LeadRepository, ListLeadsOptions, PendingNotification, StoredLead } from "./types";

interface LeadTable {
  Row: Record<string, unknown>;
  Insert: Record<string, ColumnValue | number>;
  Update: Record<string, never>;
  Relationships: [];
}

/** The part of the schema this adapter touches, so supabase-js checks names and arguments. */
interface Database {
  public: {
    Tables: { contact_forms: LeadTable; investor_signups: LeadTable; property_valuations: LeadTable };
    Views: Record<never, never>;
    Functions: {
      claim_due_notifications: {
        Args: { p_limit: number; p_lease_seconds: number; p_now?: string };
        Returns: Record<string, unknown>[];
      };
      mark_notified: { Args: { p_kind: LeadKind; p_id: string; p_at: string }; Returns: undefined };
      mark_notification_failed: {
        Args: { p_kind: LeadKind; p_id: string; p_error: string; p_next_attempt_at: string; p_max_attempts: number };
        Returns: undefined;
      };
      release_quarantined_lead: { Args: { p_kind: LeadKind; p_id: string; p_at: string }; Returns: boolean };
      delete_quarantined_lead: { Args: { p_kind: LeadKind; p_id: string }; Returns: boolean };
      purge_quarantined_leads: { Args: { p_before: string }; Returns: number };
      retry_failed_notification: { Args: { p_kind: LeadKind; p_id: string; p_at: string }; Returns: boolean };
      limit_attempt: { Args: { p_bucket: string; p_limit: number; p_window_seconds: number; p_now?: string }; Returns: number };
      limit_reset: { Args: { p_bucket: string }; Returns: undefined };
      sign_out_session: { Args: { p_nonce: string; p_expires_at: string; p_now?: string }; Returns: undefined };
      session_signed_out: { Args: { p_nonce: string; p_now?: string }; Returns: boolean };
      server_secret: { Args: { p_name: string; p_candidate: string }; Returns: string };
      // The CRM webhook's functions (20261123000600_lead_webhook.sql); webhook/store.ts checks
      // their arguments and answers.
      claim_due_lead_webhooks: { Args: Record<string, unknown>; Returns: unknown };
      mark_lead_webhook_delivered: { Args: Record<string, unknown>; Returns: unknown };
      mark_lead_webhook_failed: { Args: Record<string, unknown>; Returns: unknown };
      retry_failed_lead_webhook: { Args: Record<string, unknown>; Returns: unknown };
      lead_webhook_states: { Args: Record<string, unknown>; Returns: unknown };
      count_failed_lead_webhooks: { Args: Record<string, unknown>; Returns: unknown };
      // The deal room's functions (20261124000100_deal_room.sql); dealRoom/store.ts checks their
      // arguments and answers.
      [dealRoomFunction: string]: { Args: Record<string, unknown>; Returns: unknown };
      // The announcement queue's functions (20261124000200_investor_matching.sql); announcements/store.ts
      // checks their arguments and answers.
      announcement_candidates: { Args: Record<string, unknown>; Returns: unknown };
      announced_listing_slugs: { Args: Record<string, unknown>; Returns: unknown };
      announce_listing: { Args: Record<string, unknown>; Returns: unknown };
      claim_due_listing_announcements: { Args: Record<string, unknown>; Returns: unknown };
      mark_listing_announcement_sent: { Args: Record<string, unknown>; Returns: unknown };
      mark_listing_announcement_failed: { Args: Record<string, unknown>; Returns: unknown };
      retry_failed_listing_announcements: { Args: Record<string, unknown>; Returns: unknown };
      unsubscribe_investor: { Args: Record<string, unknown>; Returns: unknown };
      listing_announcement_stats: { Args: Record<string, unknown>; Returns: unknown };
      investor_subscriptions: { Args: Record<string, unknown>; Returns: unknown };
      count_failed_listing_announcements: { Args: Record<string, unknown>; Returns: unknown };
      // Operations (20261126000500_pending_deliveries.sql, 20261126000510_applied_migrations.sql).
      pending_deliveries: { Args: { p_include_webhooks: boolean }; Returns: unknown };
      applied_migrations: { Args: Record<string, never>; Returns: unknown };
      // The change alerts' functions (20261126000310_listing_change_alerts.sql).
      listing_states_of: { Args: Record<string, unknown>; Returns: unknown };
      listing_told_addresses: { Args: Record<string, unknown>; Returns: unknown };
      record_listing_state: { Args: Record<string, unknown>; Returns: unknown };
    };
  };
}

type Client = SupabaseClient<Database>;
type TableName = keyof Database["public"]["Tables"];

export interface HostedRepositoryOptions {
  /** NEXT_PUBLIC_SUPABASE_URL, e.g. https://abcd.supabase.co */
  url: string;
  /** SUPABASE_SERVICE_ROLE_KEY: every request (leads, notification state, counts, test rows). Server-side only. */
  serviceRoleKey: string;
  /** Replaces the global fetch (tests record requests with it). */
  fetch?: typeof fetch;
  /** A request that takes longer fails instead of holding a visitor's submission (default 15 s). */
  timeoutMs?: number;
}

/** A PostgREST error, keeping what database errors carry (message, details, hint, code). */
export class HostedDatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly details?: string | null,
    readonly hint?: string | null,
  ) {
    super(message);
    this.name = "HostedDatabaseError";
  }
}

interface PostgrestFailure {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

function failure(error: PostgrestFailure, status: number, fallback: string): HostedDatabaseError {
  // A failed HEAD has no body, so its error has no message: the status is all there is.
  const message = error.message || `${fallback} (HTTP ${status})`;
  return new HostedDatabaseError(message, error.code || undefined, status, error.details, error.hint);
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

/**
 * supabase-js builds its realtime client eagerly, and that throws where there is no global
 * WebSocket (Node before 22: Vitest started with the system's Node 20). This adapter never
 * subscribes, so there it gets a transport that refuses to connect instead.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error("The hosted lead repository does not use Supabase Realtime");
  }
}

function withTimeout(fetchImpl: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => fetchImpl(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
}

/**
 * The shared limits, sign-outs and session secret through the functions of
 * 20261123000300_shared_limits.sql, which only the service role may call.
 */
function hostedSharedState(service: Client): SharedStateStore {
  return {
    async limitAttempt(bucket, limit, windowSeconds, now) {
      const { data, error, status } = await service.rpc("limit_attempt", {
        p_bucket: bucket,
        p_limit: limit,
        p_window_seconds: windowSeconds,
        p_now: now.toISOString(),
      });
      if (error) throw failure(error, status, "Checking a rate limit failed");
      return Number(data ?? 0);
    },
    async limitReset(bucket) {
      const { error, status } = await service.rpc("limit_reset", { p_bucket: bucket });
      if (error) throw failure(error, status, "Resetting a rate limit failed");
    },
    async signOut(nonce, expiresAt, now) {
      const { error, status } = await service.rpc("sign_out_session", {
        p_nonce: nonce,
        p_expires_at: expiresAt.toISOString(),
        p_now: now.toISOString(),
      });
      if (error) throw failure(error, status, "Recording a sign-out failed");
    },
    async isSignedOut(nonce, now) {
      const { data, error, status } = await service.rpc("session_signed_out", { p_nonce: nonce, p_now: now.toISOString() });
      if (error) throw failure(error, status, "Reading the sign-outs failed");
      return data === true;
    },
    async secret(name, candidate) {
      const { data, error, status } = await service.rpc("server_secret", { p_name: name, p_candidate: candidate });
      if (error) throw failure(error, status, "Reading the session secret failed");
      if (typeof data !== "string" || data === "") throw new Error(`The database returned no ${name} secret`);
      return data;
    },
  };
}

type WebhookFunction =
  | "claim_due_lead_webhooks"
  | "mark_lead_webhook_delivered"
  | "mark_lead_webhook_failed"
  | "retry_failed_lead_webhook"
  | "lead_webhook_states"
  | "count_failed_lead_webhooks";

type AnnouncementFunction =
  | "announcement_candidates"
  | "announced_listing_slugs"
  | "announce_listing"
  | "claim_due_listing_announcements"
  | "mark_listing_announcement_sent"
  | "mark_listing_announcement_failed"
  | "retry_failed_listing_announcements"
  | "unsubscribe_investor"
  | "listing_announcement_stats"
  | "investor_subscriptions"
  | "count_failed_listing_announcements"
  | "listing_states_of"
  | "listing_told_addresses"
  | "record_listing_state";

function hostedAnnouncementStore(service: Client): AnnouncementStore {
  return createRpcAnnouncementStore(async (name, args, message) => {
    const { data, error, status } = await service.rpc(name as AnnouncementFunction, args);
    if (error) throw failure(error, status, message);
    return data;
  });
}

function hostedConsentStore(service: Client): ConsentStore {
  return createConsentStore(
    rpcConsentCall(async (name, args) => {
      const { data, error, status } = await service.rpc(name as WebhookFunction, args);
      if (error) throw failure(error, status, `The consent record's ${name} failed`);
      return data;
    }),
  );
}

function hostedWebhookStore(service: Client): LeadWebhookStore {
  return createRpcWebhookStore(async (name, args, message) => {
    const { data, error, status } = await service.rpc(name as WebhookFunction, args);
    if (error) throw failure(error, status, message);
    return data;
  });
}

function hostedDealRoomStore(service: Client): DealRoomStore {
  return createDealRoomStore(
    rpcDealRoomCall(async (name, args) => {
      const { data, error, status } = await service.rpc(name as WebhookFunction, args);
      if (error) throw failure(error, status, `The deal room's ${name} failed`);
      return data;
    }),
  );
}

/** Requests about personal information through the functions of 20261126000400 (privacy/store.ts checks their answers). */
function hostedPersonalInformationStore(service: Client): PersonalInformationStore {
  return createPersonalInformationStore(
    rpcPersonalInformationCall(async (name, args) => {
      const { data, error, status } = await service.rpc(name as WebhookFunction, args);
      if (error) throw failure(error, status, `The personal information request ${name} failed`);
      return data;
    }),
  );
}

export function createHostedRepository(options: HostedRepositoryOptions): LeadRepository {
  if (!options.serviceRoleKey)
    throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set: hosted leads are stored with it (the anon key may not insert)");
  const fetchImpl = withTimeout(options.fetch ?? ((input, init) => fetch(input, init)), options.timeoutMs ?? 15_000);
  const service: Client = createClient<Database>(options.url, options.serviceRoleKey, {
    // A server-side key, not a user's session: nothing to persist, refresh or read from a URL.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js adds the key as a bearer: taken off again for a current secret key (not a JWT).
    global: { fetch: withoutKeyAsBearer(fetchImpl, options.serviceRoleKey) },
    ...(typeof globalThis.WebSocket === "undefined" ? { realtime: { transport: RealtimeNotUsed as unknown as RealtimeTransport } } : {}),
  });

  return {
    mode: "hosted",

    // Only the service role may call the shared-state functions: without its key, each process
    // keeps its own (src/serverState.ts).
    sharedState: service ? hostedSharedState(service) : null,
    webhooks: service ? hostedWebhookStore(service) : null,
    dealRoom: service ? hostedDealRoomStore(service) : null,
    announcements: service ? hostedAnnouncementStore(service) : null,
    personalInformation: service ? hostedPersonalInformationStore(service) : null,
    consent: service ? hostedConsentStore(service) : null,

    async insert<K extends LeadKind>(kind: K, lead: LeadByKind[K], insertOptions: InsertOptions = {}): Promise<InsertedLead> {
      const id = insertOptions.id ?? randomUUID();
      // The visitor's columns (leadColumns), so the other server-owned ones keep their defaults;
      // the fill time and spam verdict the server measured; is_test for the operator's live-insert check.
      const row: Record<string, ColumnValue | number> = { id, ...leadColumns(kind, lead) };
      const fillMs = storableFillMs(insertOptions.fillMs);
      if (fillMs !== null) row.fill_ms = fillMs;
      if (insertOptions.spamReason) row.spam_reason = insertOptions.spamReason;
      if (insertOptions.isTest) row.is_test = true;
      if (kind === "investor" && insertOptions.consent) {
        row.consent_wording_sha256 = insertOptions.consent.wordingSha256;
        row.consent_page = insertOptions.consent.page;
        row.consent_client_address = insertOptions.consent.clientAddress;
      }
      const table: TableName = LEAD_TABLES[kind];
      const { data, error, status } = await service.from(table).insert(row).select("id,created_at").single();
      if (error) throw failure(error, status, "Database insert failed");
      const stored = data as unknown as { id?: unknown; created_at?: unknown } | null;
      return { id: typeof stored?.id === "string" ? stored.id : id, created_at: toIsoTimestamp(stored?.created_at) };
    },

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

    async count(kind: LeadKind, countOptions: CountOptions = {}): Promise<number> {
      const table: TableName = LEAD_TABLES[kind];
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
      const table: TableName = LEAD_TABLES[kind];
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

    async pendingDeliveries({ webhooks }) {
      const { data, error, status } = await service.rpc("pending_deliveries", { p_include_webhooks: webhooks });
      if (error) throw failure(error, status, "Counting pending deliveries failed");
      return ((data ?? []) as unknown[]).map(toPendingDeliveries);
    },

    async appliedMigrations() {
      const { data, error, status } = await service.rpc("applied_migrations", {});
      if (error) throw failure(error, status, "Listing the applied migrations failed");
      return ((data ?? []) as { version?: unknown }[]).map((row) => String(row.version));
    },

    async ping(): Promise<void> {
      const { error, status } = await service.from("contact_forms").select("*", { count: "exact", head: true });
      if (error) throw failure(error, status, "Database unreachable");
    },

    async close(): Promise<void> {
      // Nothing is held open: the REST calls are one request each.
    },
  };
}
