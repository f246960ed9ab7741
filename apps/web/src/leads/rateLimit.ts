/**
 * Per-client sliding-window rate limit for form submissions (5 per 10 minutes by default). In
 * memory: one server process counts its own submissions; behind several instances each counts
 * separately, which still bounds a flood (docs/decisions/0006-leads.md).
 */
import { createSlidingWindowLog } from "../slidingWindow";

export interface RateLimiter {
  /** Records an attempt and says whether it is allowed; `retryAfterSeconds` when it is not. */
  attempt(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter({ limit = 5, windowMs = 10 * 60 * 1000, maxKeys = 50_000 } = {}): RateLimiter {
  const log = createSlidingWindowLog({ windowMs, maxKeys });
  return {
    attempt(key, now = Date.now()) {
      const recent = log.recent(key, now);
      if (recent.length >= limit) return { allowed: false, retryAfterSeconds: log.retryAfterSeconds(recent, now) };
      log.record(key, now);
      return { allowed: true };
    },
  };
}
