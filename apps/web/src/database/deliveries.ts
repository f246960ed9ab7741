/**
 * What the database as a whole answers about itself, whatever feature owns the rows: the outbound
 * deliveries still queued on every channel (supabase/migrations/20261126000500_pending_deliveries.sql),
 * the migrations it has (20261126000510_applied_migrations.sql) and whether it answers at all.
 */

export const PING_SQL = "select 1 as ok";
export const PENDING_DELIVERIES_SQL = "select channel, pending, oldest from public.pending_deliveries($1::boolean)";
export const APPLIED_MIGRATIONS_SQL = "select version from public.applied_migrations()";

/** The outbound deliveries the database queues. */
export const DELIVERY_CHANNELS = ["email", "webhook", "announcement", "deal-room-mail"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** A channel's deliveries still due (neither sent nor given up) and since when the oldest waits. */
export interface PendingDeliveries {
  channel: DeliveryChannel;
  pending: number;
  /** Null when none is pending. */
  oldestAt: string | null;
}

/** One row of pending_deliveries, from any adapter; anything else is refused. */
export function toPendingDeliveries(row: unknown): PendingDeliveries {
  const { channel, pending, oldest } = (row ?? {}) as Record<string, unknown>;
  if (!DELIVERY_CHANNELS.includes(channel as DeliveryChannel)) throw new Error("pending_deliveries returned an unknown channel");
  const count = Number(pending);
  if (!Number.isSafeInteger(count) || count < 0) throw new Error("pending_deliveries returned no count");
  const oldestAt = oldest === null || oldest === undefined ? null : new Date(oldest as string | Date);
  if (oldestAt && Number.isNaN(oldestAt.getTime())) throw new Error("pending_deliveries returned no time");
  return { channel: channel as DeliveryChannel, pending: count, oldestAt: oldestAt?.toISOString() ?? null };
}
