/**
 * Timestamps per client within a sliding window, in memory and bounded: the one mechanism behind
 * the form rate limit (leads/rateLimit.ts) and the operator sign-in guard (operator/signInGuard.ts).
 */
export function createSlidingWindowLog({ windowMs, maxKeys }: { windowMs: number; maxKeys: number }) {
  const log = new Map<string, number[]>();
  const recent = (key: string, now: number) => (log.get(key) ?? []).filter((time) => now - time < windowMs);
  return {
    /** The client's entries still inside the window, oldest first. */
    recent,
    /** Seconds until the oldest of `times` leaves the window (at least 1). */
    retryAfterSeconds(times: number[], now: number): number {
      const oldest = times[0] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    record(key: string, now: number) {
      const times = recent(key, now);
      times.push(now);
      // Re-inserting keeps the map in least-recently-recorded order for eviction.
      log.delete(key);
      log.set(key, times);
      // Bounded memory under a spray of addresses: forget the least recently seen clients.
      while (log.size > maxKeys) {
        const oldestKey = log.keys().next().value;
        if (oldestKey === undefined) break;
        log.delete(oldestKey);
      }
    },
    forget(key: string) {
      log.delete(key);
    },
  };
}
