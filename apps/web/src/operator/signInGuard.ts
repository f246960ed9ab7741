/**
 * Failed operator sign-ins per client: after `maxFailures` within the window, every attempt from
 * that client is refused (429) until the oldest failure ages out, even with the right password,
 * so guessing cannot continue. A successful sign-in clears the client's failures.
 */
export type SignInCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createSignInGuard({ maxFailures = 5, windowMs = 15 * 60 * 1000, maxClients = 10_000 } = {}) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((time) => now - time < windowMs);

  return {
    check(key: string, now = Date.now()): SignInCheck {
      const times = recent(key, now);
      if (times.length < maxFailures) return { allowed: true };
      const oldest = times[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    },
    recordFailure(key: string, now = Date.now()) {
      const times = recent(key, now);
      times.push(now);
      failures.delete(key);
      failures.set(key, times);
      // Bounded memory under a spray of addresses: forget the least recently failing clients.
      while (failures.size > maxClients) {
        const oldestKey = failures.keys().next().value;
        if (oldestKey === undefined) break;
        failures.delete(oldestKey);
      }
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
