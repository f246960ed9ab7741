/**
 * Opens the hosted database: Supabase Postgres through its REST API (PostgREST) with
 * @supabase/supabase-js, on the schema of supabase/migrations. Each feature's hosted store
 * (leads/store/hosted.ts, and the RPC stores of the webhook, deal room, announcements, consent,
 * privacy and shared state) is written on the client opened here.
 *
 * Every request carries the service-role key, the server's own (never the browser's): since
 * 20261123000200_anon_no_insert.sql the public anon key can do nothing with the lead tables, so
 * a lead reaches the database only through the server's zod validation, rate limit and spam checks
 * (docs/decisions/0018-hosted-functions.md).
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { withoutKeyAsBearer } from "@agency/supabase/api-keys";
import type { LeadKind } from "@agency/supabase/leads";

/** A lead row as PostgREST takes it: text, numbers, booleans and JSON values. */
export type HostedColumnValue = string | number | boolean | object | null;

interface LeadTable {
  Row: Record<string, unknown>;
  Insert: Record<string, HostedColumnValue>;
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

export type HostedClient = SupabaseClient<Database>;
export type HostedTable = keyof Database["public"]["Tables"];

export interface HostedOptions {
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

export function failure(error: PostgrestFailure, status: number, fallback: string): HostedDatabaseError {
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

/** Opens the client every hosted store uses; throws without the service-role key. */
export function openHostedClient(options: HostedOptions): HostedClient {
  if (!options.serviceRoleKey)
    throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set: hosted leads are stored with it (the anon key may not insert)");
  const fetchImpl = withTimeout(options.fetch ?? ((input, init) => fetch(input, init)), options.timeoutMs ?? 15_000);
  return createClient<Database>(options.url, options.serviceRoleKey, {
    // A server-side key, not a user's session: nothing to persist, refresh or read from a URL.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js adds the key as a bearer: taken off again for a current secret key (not a JWT).
    global: { fetch: withoutKeyAsBearer(fetchImpl, options.serviceRoleKey) },
    ...(typeof globalThis.WebSocket === "undefined" ? { realtime: { transport: RealtimeNotUsed as unknown as RealtimeTransport } } : {}),
  });
}

/**
 * One SQL function of the schema called as an RPC, its failure a HostedDatabaseError with
 * `message` when PostgREST gives none: the feature stores built on RPCs (webhook, deal room,
 * announcements, consent, privacy, shared state) check the arguments and answers themselves.
 */
export type HostedRpc = (name: string, args: Record<string, unknown>, message: string) => Promise<unknown>;

export function hostedRpc(service: HostedClient): HostedRpc {
  return async (name, args, message) => {
    const { data, error, status } = await service.rpc(name as "applied_migrations", args as Record<string, never>);
    if (error) throw failure(error, status, message);
    return data;
  };
}
