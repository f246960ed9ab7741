/**
 * Per-client sliding-window rate limit for form submissions: 5 per 10 minutes per client and form
 * by default (the key is `<form>:<client>`). In memory for one server process; shared through the
 * database when several processes share one, so instances do not multiply a client's budget
 * (docs/decisions/0006-leads.md, 0017-client-address.md).
 */
import { createAttemptLimit, type AttemptLimit, type AttemptLimitOptions } from "@/src/limits/attemptLimit";

export type RateLimiter = AttemptLimit;

export function createRateLimiter(options: Partial<AttemptLimitOptions> = {}): RateLimiter {
  return createAttemptLimit({ name: "lead", limit: 5, windowMs: 10 * 60 * 1000, maxKeys: 50_000, ...options });
}
