/**
 * The loop both durable senders run (the team's e-mail in notifier.ts, the CRM webhook in
 * webhook/deliverer.ts): a round claims what is due and sends it; rounds never overlap, and a
 * wake during a round runs one more right after it; a timer runs a round every `pollMs`; a
 * failed round is logged and the next one tries again. A wake from a request runs its round once
 * the response is sent, kept alive by the host (src/http/afterResponse.ts), so a first send never
 * waits for the next cron call where no process stays up (Vercel).
 */
import { afterResponseOrSoon } from "@/src/http/afterResponse";
import type { Notifier } from "@/src/platform/ports";

export type DeliveryTotals = { delivered: number; failed: number };

export function createDeliveryLoop(
  round: () => Promise<DeliveryTotals>,
  options: {
    pollMs: number;
    failureMessage: string;
    logError?: ((message: string, error: unknown) => void) | undefined;
    /** Where a woken round runs: after the response (afterResponseOrSoon) unless a test says otherwise. */
    schedule?: (task: () => Promise<unknown>) => void;
  },
): Notifier {
  let running: Promise<DeliveryTotals> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  function runOnce(): Promise<DeliveryTotals> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        options.logError?.(options.failureMessage, error);
        return { delivered: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    wake() {
      (options.schedule ?? afterResponseOrSoon)(runOnce);
    },
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), options.pollMs);
      timer.unref?.();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * A loop with another beside it (the CRM webhook, the deal room's e-mails): woken, started and
 * stopped together, each its own loop and state, so neither waits for the other's deliveries.
 * runOnce (the cron route's round) runs both at once and answers with the first's totals plus the
 * companion's under `name`.
 */
export function withCompanion(notifier: Notifier, name: string, companion: Notifier | null): Notifier {
  if (!companion) return notifier;
  return {
    wake() {
      notifier.wake();
      companion.wake();
    },
    async runOnce() {
      const [main, other] = await Promise.all([notifier.runOnce(), companion.runOnce()]);
      return { ...main, [name]: other };
    },
    start() {
      notifier.start();
      companion.start();
    },
    async stop() {
      await Promise.all([notifier.stop(), companion.stop()]);
    },
  };
}

/** `notifier` with each of `companions` in turn (withCompanion), each reported under its name. */
export function withCompanions(notifier: Notifier, companions: readonly (readonly [string, Notifier | null])[]): Notifier {
  return companions.reduce((joined, [name, companion]) => withCompanion(joined, name, companion), notifier);
}
