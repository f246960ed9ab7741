/**
 * Delivers lead notifications: claims due rows (leased, so two processes never send the same
 * lead at once), invokes the kind's notification function, and marks the row notified or
 * schedules a retry with exponential backoff. At least once, across restarts: the state lives
 * on the row, not in memory.
 */
import { LEAD_FUNCTIONS } from "@agency/supabase/leads";
import type { InvokeFunction, Notifier } from "@/src/platform/ports";
import type { PendingNotification } from "@/src/leads/store/types";
import type { LeadStore } from "./store/types";
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";

export type { InvokeFunction, Notifier };

/** 15 s, 30 s, 1 min, … capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts), 30 * 60_000);
}

/**
 * A notification gives up after this many failed attempts: about three days of retries at the
 * delays above, long enough for a mail outage over a weekend. The lead stays stored and shows as
 * failed to the operator (and in /api/health), who can retry it (docs/decisions/0019-spam-quarantine.md).
 */
export const MAX_NOTIFY_ATTEMPTS = 150;

/** Quarantined submissions (suspected spam nobody released) are deleted after this long. */
export const QUARANTINE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often a process purges them: the notifier's rounds do it at most this often. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface NotifierOptions {
  repository: () => Promise<LeadStore>;
  invoke: InvokeFunction;
  batchSize?: number;
  leaseSeconds?: number;
  pollMs?: number;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
  /**
   * The team's addresses (NOTIFY_TO, or the site settings' e-mail), sent with each call: the
   * functions use them rather than a NOTIFY_TO of their own, so the recipients are set in one place.
   */
  notifyTo?: () => Promise<string[]>;
  /**
   * The lines the notification closes with (decision 0053: the registrant, the team of the
   * brokerage, its address), sent with each call: the functions cannot read the content.
   */
  signature?: () => Promise<string[]>;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { batchSize = 25, leaseSeconds = 120, pollMs = 15_000, now = () => new Date() } = options;

  async function deliver(repository: LeadStore, pending: PendingNotification): Promise<boolean> {
    let outcome: Awaited<ReturnType<InvokeFunction>>;
    try {
      const [notifyTo, signature] = await Promise.all([options.notifyTo?.(), options.signature?.()]);
      outcome = await options.invoke(LEAD_FUNCTIONS[pending.kind], {
        ...(notifyTo && notifyTo.length > 0 ? { notify_to: notifyTo } : {}),
        ...(signature && signature.length > 0 ? { mail_signature: signature } : {}),
        ...pending.lead,
        skip_db: true,
        lead_id: pending.id,
        ...(pending.repeat_of ? { repeat_of: pending.repeat_of } : {}),
        // The e-mail shows when the lead (and any consent) was received, not when it was sent.
        created_at: pending.created_at,
      });
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.ok) {
      await repository.markNotified(pending.kind, pending.id, now());
      return true;
    }
    const next = new Date(now().getTime() + retryDelayMs(pending.attempts));
    await repository.markNotificationFailed(pending.kind, pending.id, outcome.error, next, MAX_NOTIFY_ATTEMPTS);
    return false;
  }

  let lastPurge = Number.NEGATIVE_INFINITY;
  /** Quarantine housekeeping rides on the delivery rounds; its failure never stops a delivery. */
  async function purgeQuarantine(repository: LeadStore) {
    const at = now().getTime();
    if (at - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = at;
    try {
      await repository.purgeQuarantined(new Date(at - QUARANTINE_RETENTION_MS));
    } catch (error) {
      options.logError?.("Purging old quarantined leads failed; the next round tries again", error);
      lastPurge = Number.NEGATIVE_INFINITY;
    }
  }

  async function round(): Promise<{ delivered: number; failed: number }> {
    const totals = { delivered: 0, failed: 0 };
    const repository = await options.repository();
    await purgeQuarantine(repository);
    for (;;) {
      const batch = await repository.claimDueNotifications(batchSize, now(), leaseSeconds);
      for (const pending of batch) {
        if (await deliver(repository, pending)) totals.delivered += 1;
        else totals.failed += 1;
      }
      if (batch.length < batchSize) return totals;
    }
  }

  return createDeliveryLoop(round, { pollMs, failureMessage: "Notification round failed; it will run again", logError: options.logError });
}
