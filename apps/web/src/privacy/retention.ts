/**
 * The automatic purge at the end of the retention terms (issue 32; decisions 0037 and 0038): what
 * those terms say is due is deleted by one SQL function (purge_past_retention, migration
 * 20261126005000_retention_purge.sql), run as one more companion of the lead notifier's delivery
 * loop (src/delivery/deliveryLoop.ts), like the analytics roll-up: at start, every hour, and in each
 * round of the cron route where no process stays up. Several servers on one database may run it at
 * once: the function is one transaction whose deletes a second run waits for and then finds done.
 * Then the proof-of-funds files of the offers it deleted are removed from storage, as an erasure does.
 */
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";
import type { Notifier } from "@/src/platform/ports";
import type { PersonalInformationStore } from "./store";

/** Once an hour: a record is deleted within the hour its term ends. */
export const PURGE_POLL_MS = 60 * 60_000;

/**
 * How long a deal room's records are kept, counted from the signature: the confidentiality
 * agreement's term (two years, its clause 8) and two years after (Ontario's basic limitation
 * period). A team that lengthens the agreement's term raises this with it (decision 0038).
 */
export const DEAL_ROOM_RECORD_YEARS = 4;

export function createRetentionPurge(options: {
  /** The store, or null where the database keeps none (the unit tests' fake repository). */
  store: () => Promise<PersonalInformationStore | null>;
  /** Removes a proof of funds from the deal room's storage (`<listing>/<file id>`). */
  removeFile: (key: string) => Promise<void>;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
  pollMs?: number;
}): Notifier {
  const loop = createDeliveryLoop(
    async () => {
      const store = await options.store();
      if (!store) return { delivered: 0, failed: 0 };
      const purge = await store.purgePastRetention(options.now?.() ?? new Date(), DEAL_ROOM_RECORD_YEARS);
      let failed = 0;
      // Each file once: a signer's offers that sent the same bytes share one (issue 41).
      for (const key of new Set(purge.proofKeys)) {
        await options.removeFile(key).catch((error: unknown) => {
          failed += 1;
          options.logError?.(`Retention: a proof of funds past its term could not be removed: ${key}`, error);
        });
      }
      return { delivered: Object.values(purge.deleted).reduce((sum, records) => sum + records, 0), failed };
    },
    {
      pollMs: options.pollMs ?? PURGE_POLL_MS,
      failureMessage: "Retention: the purge of records past their term failed",
      logError: options.logError,
    },
  );
  // Not woken by each lead, as the deliveries are: nothing a visitor does makes a record due sooner.
  return { ...loop, wake: () => undefined };
}
