/**
 * Per-client sliding-window rate limit for form submissions (5 per 10 minutes by default). In
 * memory: one server process counts its own submissions; behind several instances each counts
 * separately, which still bounds a flood (docs/decisions/0006-leads.md).
 */
export interface RateLimiter {
  /** Records an attempt and says whether it is allowed; `retryAfterSeconds` when it is not. */
  attempt(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter({ limit = 5, windowMs = 10 * 60 * 1000, maxKeys = 50_000 } = {}): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    attempt(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // Bounded memory under a spray of addresses: forget the least recently seen clients.
      while (hits.size > maxKeys) {
        const oldestKey = hits.keys().next().value;
        if (oldestKey === undefined) break;
        hits.delete(oldestKey);
      }
      return { allowed: true };
    },
  };
}
