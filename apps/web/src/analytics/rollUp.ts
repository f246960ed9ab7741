/**
 * The daily roll-up of page views (docs/decisions/0048-first-party-analytics.md), run beside the
 * lead notifier as one more companion of its delivery loop (src/delivery/deliveryLoop.ts): started
 * with it at boot, run by the cron route's round where no process stays up, so no timer of its
 * own is added to the site's. A round folds the views of finished Toronto days into daily totals
 * and deletes what is past keeping; it is one SQL statement that does nothing on most rounds.
 */
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";
import type { Notifier } from "@/src/platform/ports";
import type { AnalyticsStore } from "./store";
import { torontoDay } from "./rules";

/** Four rounds an hour: a day's views are folded within a quarter of an hour of midnight. */
export const ROLL_UP_POLL_MS = 15 * 60_000;

export function createAnalyticsRollUp(options: {
  /** The store, or null where the database keeps none (the unit tests' fake repository). */
  store: () => Promise<AnalyticsStore | null>;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
  pollMs?: number;
}): Notifier {
  return createDeliveryLoop(
    async () => {
      const store = await options.store();
      if (!store) return { delivered: 0, failed: 0 };
      return { delivered: await store.rollUp(torontoDay(options.now?.() ?? new Date())), failed: 0 };
    },
    {
      pollMs: options.pollMs ?? ROLL_UP_POLL_MS,
      failureMessage: "Analytics: the daily roll-up of page views failed",
      logError: options.logError,
    },
  );
}
