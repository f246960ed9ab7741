/**
 * At most 120 counted page views a minute from one client address (docs/decisions/0048-first-party-analytics.md):
 * two pages a second for a minute is far past a person reading, however many share an office's
 * address, and caps what one script can add to the counts. The client is the form limit's
 * (leads/clientKey.ts, decision 0017).
 *
 * Decided in this process's memory first. Where several processes share a database, a client's
 * views past the first LOCAL_VIEWS of the minute on this process are also counted in the shared
 * store (limits/attemptLimit.ts, the form limit's machinery) against the rest of the budget, so
 * N instances give a client at most 120 + 20 × (N − 1) views a minute, not 120 × N, while a
 * reader's few views never cost a database call (one per view cost ~200 µs of the server's CPU,
 * bench/analytics.mjs).
 */
import { createAttemptLimit, type AttemptLimit, type AttemptLimitOptions, type LimitDecision } from "@/src/limits/attemptLimit";
import { createSlidingWindowLog } from "@/src/limits/slidingWindow";

export const VIEWS_PER_MINUTE = 120;
/** A client's views a minute each process decides alone before the shared store is asked. */
export const LOCAL_VIEWS = 20;
const WINDOW_MS = 60 * 1000;
// Fewer clients kept than the form limit's 50,000: each may hold up to 120 times.
const MAX_CLIENTS = 20_000;

export function createViewLimiter(options: Pick<AttemptLimitOptions, "shared" | "onSharedError"> = {}): AttemptLimit {
  const local = createSlidingWindowLog({ windowMs: WINDOW_MS, maxKeys: MAX_CLIENTS });
  const shared = options.shared
    ? createAttemptLimit({ name: "view", limit: VIEWS_PER_MINUTE - LOCAL_VIEWS, windowMs: WINDOW_MS, maxKeys: MAX_CLIENTS, ...options })
    : null;
  return {
    async attempt(key, now = Date.now()): Promise<LimitDecision> {
      const recent = local.recent(key, now);
      if (recent.length >= VIEWS_PER_MINUTE) return { allowed: false, retryAfterSeconds: local.retryAfterSeconds(recent, now) };
      if (shared && recent.length >= LOCAL_VIEWS) {
        const decision = await shared.attempt(key, now);
        if (!decision.allowed) return decision;
      }
      local.record(key, now);
      return { allowed: true };
    },
    async reset(key) {
      local.forget(key);
      await shared?.reset(key);
    },
  };
}
