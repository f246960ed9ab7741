/**
 * At most 120 counted page views a minute from one client address (docs/decisions/0048-first-party-analytics.md):
 * two pages a second for a minute is far past a person reading, however many share an office's
 * address, and caps what one script can add to the counts. The form limit's machinery
 * (limits/attemptLimit.ts): in memory for one process, in the database where several processes
 * share one, so N instances do not give a client N budgets.
 */
import { createAttemptLimit, type AttemptLimit, type AttemptLimitOptions } from "@/src/limits/attemptLimit";

export const VIEWS_PER_MINUTE = 120;

export function createViewLimiter(options: Partial<AttemptLimitOptions> = {}): AttemptLimit {
  // Fewer clients kept than the form limit's 50,000: each may hold up to 120 times.
  return createAttemptLimit({ name: "view", limit: VIEWS_PER_MINUTE, windowMs: 60 * 1000, maxKeys: 20_000, ...options });
}
