/**
 * What /api/health asks the database (src/leads/health.ts): the leads and deliveries that need
 * the operator, and the migrations it lacks. Apart from currentHealth.server.ts so the alert can be
 * tested on a real database with the clock in the test's hands.
 */
import { LEAD_KINDS } from "@agency/supabase/leads";
import type { LeadAttention } from "./health";
import { LISTING_MIGRATION, missingMigrations } from "@/src/database/requiredMigrations";
import type { PendingDeliveries } from "@/src/database/deliveries";
import type { LeadStore } from "./store/types";
import type { LeadWebhookStore } from "./webhook/store";

/** What health asks of the database: the leads' store, the failed sends of each channel, the migrations. */
export interface AttentionStores extends LeadStore {
  readonly webhooks: Pick<LeadWebhookStore, "countFailed"> | null;
  readonly announcements: { countFailed(): Promise<number> } | null;
  readonly dealRoom: { countFailedMail(): Promise<number> } | null;
  pendingDeliveries(options: { webhooks: boolean }): Promise<PendingDeliveries[]>;
  appliedMigrations(): Promise<string[]>;
}

export async function countAttention(repository: AttentionStores, options: { webhooks: boolean }): Promise<LeadAttention> {
  const sum = async (only: "notification-failed" | "quarantined") =>
    (await Promise.all(LEAD_KINDS.map((kind) => repository.count(kind, { only })))).reduce((total, count) => total + count, 0);
  const webhooks = options.webhooks ? repository.webhooks : null;
  const [failedNotifications, quarantined, failedWebhooks, failedAnnouncements, failedDealRoomMail, pendingDeliveries] = await Promise.all([
    sum("notification-failed"),
    sum("quarantined"),
    webhooks?.countFailed(),
    repository.announcements?.countFailed(),
    repository.dealRoom?.countFailedMail(),
    // A database without the migration that counts them still reports the rest (the schema check names it).
    repository.pendingDeliveries({ webhooks: options.webhooks }).catch(() => undefined),
  ]);
  return {
    failedNotifications,
    quarantined,
    ...(failedWebhooks === undefined ? {} : { failedWebhooks }),
    // Only when some gave up: the report of a site that announces nothing stays as it was.
    ...(failedAnnouncements ? { failedAnnouncements } : {}),
    ...(failedDealRoomMail ? { failedDealRoomMail } : {}),
    ...(pendingDeliveries ? { pendingDeliveries } : {}),
  };
}

/**
 * The required migrations the database lacks. A database that cannot list its migrations lacks
 * at least the one that lists them (and may lack others before it): said so, rather than failing.
 */
export async function databaseMissingMigrations(repository: Pick<AttentionStores, "appliedMigrations">): Promise<string[]> {
  let applied: string[];
  try {
    applied = await repository.appliedMigrations();
  } catch (error) {
    if (isMissingFunction(error)) return [`${LISTING_MIGRATION} (and any required migration before it: the database cannot list them)`];
    throw error;
  }
  return missingMigrations(applied);
}

/** PostgREST's "function not found" (PGRST202) or PostgreSQL's undefined_function (42883). */
function isMissingFunction(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "PGRST202" || code === "42883" || /applied_migrations.*(does not exist|not find)/i.test(String((error as Error)?.message))
  );
}
