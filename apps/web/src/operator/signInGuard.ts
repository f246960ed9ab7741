/**
 * Failed operator sign-ins per client: after `maxFailures` within the window, every attempt from
 * that client is refused (429) until the oldest failure ages out, even with the right password,
 * so guessing cannot continue. A successful sign-in clears the client's failures.
 */
import { createSlidingWindowLog } from "../slidingWindow";

export type SignInCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createSignInGuard({ maxFailures = 5, windowMs = 15 * 60 * 1000, maxClients = 10_000 } = {}) {
  const failures = createSlidingWindowLog({ windowMs, maxKeys: maxClients });
  return {
    check(key: string, now = Date.now()): SignInCheck {
      const times = failures.recent(key, now);
      if (times.length < maxFailures) return { allowed: true };
      return { allowed: false, retryAfterSeconds: failures.retryAfterSeconds(times, now) };
    },
    recordFailure(key: string, now = Date.now()) {
      failures.record(key, now);
    },
    reset(key: string) {
      failures.forget(key);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
