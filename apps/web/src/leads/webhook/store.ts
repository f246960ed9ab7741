/**
 * The CRM webhook's delivery state (supabase/migrations/20261123000600_lead_webhook.sql): the same
 * SQL functions called as plain SELECTs by the SQL adapters (PGlite, node-postgres) and as RPCs by
 * the hosted one, so the lease logic exists once, in the migration.
 */
import type { LeadKind } from "@agency/supabase/leads";
import { toIsoTimestamp } from "@/src/database/rows";

/** A lead leased for delivery: its whole row as JSON (payload.ts picks what the CRM gets). */
export interface ClaimedWebhook {
  kind: LeadKind;
  id: string;
  created_at: string;
  attempts: number;
  row: Record<string, unknown>;
}

/** Where a lead's webhook delivery stands, for the operator's page. */
export interface WebhookState {
  delivered_at: string | null;
  attempts: number;
  last_error: string | null;
  /** Null for leads stored before the webhook existed: they are never delivered. */
  next_attempt_at: string | null;
  failed_at: string | null;
}

export interface LeadWebhookStore {
  claimDue(limit: number, now: Date, leaseSeconds: number): Promise<ClaimedWebhook[]>;
  markDelivered(kind: LeadKind, id: string, at: Date): Promise<void>;
  /** Records a failed attempt; the attempt that reaches `maxAttempts` gives up (failed_at). */
  markFailed(kind: LeadKind, id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  /** Starts a given-up delivery again from zero attempts, due at `at`; false when it had not given up. */
  retry(kind: LeadKind, id: string, at: Date): Promise<boolean>;
  /** The state of these leads of one kind, by id (ids not found are absent). */
  states(kind: LeadKind, ids: readonly string[]): Promise<Map<string, WebhookState>>;
  /** Leads whose delivery gave up, every table, test rows never. */
  countFailed(): Promise<number>;
}

/** The longest last error kept (the SQL function cuts at the same length). */
export const MAX_WEBHOOK_ERROR_LENGTH = 1000;

function isLeadKind(value: unknown): value is LeadKind {
  return value === "contact" || value === "investor" || value === "valuation";
}

/** One row of claim_due_lead_webhooks, from any adapter; rejects anything that is not that shape. */
export function toClaimedWebhook(row: unknown): ClaimedWebhook {
  if (typeof row !== "object" || row === null) throw new Error("claim_due_lead_webhooks returned a non-object row");
  const { kind, id, created_at, attempts, lead } = row as Record<string, unknown>;
  if (!isLeadKind(kind) || typeof id !== "string" || typeof lead !== "object" || lead === null || Array.isArray(lead)) {
    // Never the row itself: it holds the visitor's personal data.
    throw new Error("claim_due_lead_webhooks returned an unexpected row");
  }
  return { kind, id, created_at: toIsoTimestamp(created_at), attempts: Number(attempts), row: lead as Record<string, unknown> };
}

const optionalTimestamp = (value: unknown) => (value === null || value === undefined ? null : toIsoTimestamp(value));

export function toWebhookStates(rows: unknown[]): Map<string, WebhookState> {
  const states = new Map<string, WebhookState>();
  for (const row of rows as Record<string, unknown>[]) {
    states.set(String(row.id), {
      delivered_at: optionalTimestamp(row.delivered_at),
      attempts: Number(row.attempts ?? 0),
      last_error: typeof row.last_error === "string" ? row.last_error : null,
      next_attempt_at: optionalTimestamp(row.next_attempt_at),
      failed_at: optionalTimestamp(row.failed_at),
    });
  }
  return states;
}

/** The SQL adapters' connection, as sql.ts has it. */
export interface WebhookSqlSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export const CLAIM_DUE_WEBHOOKS_SQL =
  "select kind, id, created_at, attempts, lead from public.claim_due_lead_webhooks($1::integer, $2::integer, $3::timestamptz)";
export const MARK_WEBHOOK_DELIVERED_SQL = "select public.mark_lead_webhook_delivered($1::text, $2::uuid, $3::timestamptz)";
export const MARK_WEBHOOK_FAILED_SQL = "select public.mark_lead_webhook_failed($1::text, $2::uuid, $3::text, $4::timestamptz, $5::integer)";
export const RETRY_WEBHOOK_SQL = "select public.retry_failed_lead_webhook($1::text, $2::uuid, $3::timestamptz) as done";
export const WEBHOOK_STATES_SQL = "select * from public.lead_webhook_states($1::text, $2::uuid[])";
export const COUNT_FAILED_WEBHOOKS_SQL = "select public.count_failed_lead_webhooks() as count";

export function createSqlWebhookStore(db: WebhookSqlSession): LeadWebhookStore {
  return {
    async claimDue(limit, now, leaseSeconds) {
      return (await db.query<unknown>(CLAIM_DUE_WEBHOOKS_SQL, [limit, leaseSeconds, now.toISOString()])).map(toClaimedWebhook);
    },
    async markDelivered(kind, id, at) {
      await db.query(MARK_WEBHOOK_DELIVERED_SQL, [kind, id, at.toISOString()]);
    },
    async markFailed(kind, id, error, nextAttemptAt, maxAttempts) {
      await db.query(MARK_WEBHOOK_FAILED_SQL, [
        kind,
        id,
        error.slice(0, MAX_WEBHOOK_ERROR_LENGTH),
        nextAttemptAt.toISOString(),
        maxAttempts,
      ]);
    },
    async retry(kind, id, at) {
      const rows = await db.query<{ done: boolean }>(RETRY_WEBHOOK_SQL, [kind, id, at.toISOString()]);
      return rows[0]?.done === true;
    },
    async states(kind, ids) {
      if (ids.length === 0) return new Map();
      return toWebhookStates(await db.query<unknown>(WEBHOOK_STATES_SQL, [kind, ids]));
    },
    async countFailed() {
      const rows = await db.query<{ count: number }>(COUNT_FAILED_WEBHOOKS_SQL);
      return Number(rows[0]?.count ?? 0);
    },
  };
}

/** A Supabase RPC call: the function's data, or a thrown error naming what failed. */
export type WebhookRpc = (name: string, args: Record<string, unknown>, failure: string) => Promise<unknown>;

/** The hosted adapter: the same functions as PostgREST RPCs with the service-role key. */
export function createRpcWebhookStore(rpc: WebhookRpc): LeadWebhookStore {
  return {
    async claimDue(limit, now, leaseSeconds) {
      const data = await rpc(
        "claim_due_lead_webhooks",
        { p_limit: limit, p_lease_seconds: leaseSeconds, p_now: now.toISOString() },
        "Claiming webhook deliveries failed",
      );
      return ((data ?? []) as unknown[]).map(toClaimedWebhook);
    },
    async markDelivered(kind, id, at) {
      await rpc("mark_lead_webhook_delivered", { p_kind: kind, p_id: id, p_at: at.toISOString() }, "Recording the webhook delivery failed");
    },
    async markFailed(kind, id, error, nextAttemptAt, maxAttempts) {
      await rpc(
        "mark_lead_webhook_failed",
        {
          p_kind: kind,
          p_id: id,
          p_error: error.slice(0, MAX_WEBHOOK_ERROR_LENGTH),
          p_next_attempt_at: nextAttemptAt.toISOString(),
          p_max_attempts: maxAttempts,
        },
        "Recording the webhook failure failed",
      );
    },
    async retry(kind, id, at) {
      return (
        (await rpc(
          "retry_failed_lead_webhook",
          { p_kind: kind, p_id: id, p_at: at.toISOString() },
          "Retrying the webhook delivery failed",
        )) === true
      );
    },
    async states(kind, ids) {
      if (ids.length === 0) return new Map();
      return toWebhookStates(
        ((await rpc("lead_webhook_states", { p_kind: kind, p_ids: ids }, "Reading webhook states failed")) ?? []) as unknown[],
      );
    },
    async countFailed() {
      return Number((await rpc("count_failed_lead_webhooks", {}, "Counting failed webhook deliveries failed")) ?? 0);
    },
  };
}
