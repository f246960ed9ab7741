/**
 * Operator sign-in attempts per client: every attempt is counted before the password is checked,
 * and a successful one clears the client's count, so what remains are failures. After
 * `maxFailures` within the window every attempt from that client is refused (429) until the
 * oldest ages out, even with the right password, so guessing cannot continue; counting first
 * means concurrent requests cannot all slip in before the first failure is recorded. Shared
 * through the database when several processes share one (src/limits/attemptLimit.ts).
 */
import { createAttemptLimit, type AttemptLimit, type AttemptLimitOptions, type LimitDecision } from "@/src/limits/attemptLimit";

export type SignInCheck = LimitDecision;
export type SignInGuard = AttemptLimit;

export interface SignInGuardOptions extends Pick<AttemptLimitOptions, "shared" | "onSharedError"> {
  maxFailures?: number;
  windowMs?: number;
  maxClients?: number;
}

export function createSignInGuard({
  maxFailures = 5,
  windowMs = 15 * 60 * 1000,
  maxClients = 10_000,
  ...shared
}: SignInGuardOptions = {}): SignInGuard {
  return createAttemptLimit({ name: "sign-in", limit: maxFailures, windowMs, maxKeys: maxClients, ...shared });
}
