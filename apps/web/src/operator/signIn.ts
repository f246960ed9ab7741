/**
 * One operator sign-in attempt, in the order that keeps guessing bounded
 * (docs/decisions/0007-operator-access.md, 0017-client-address.md):
 *
 * 1. the attempt is counted for the client before anything else (src/operator/signInGuard.ts), so
 *    fifty concurrent guesses from one client get at most five password checks between them;
 * 2. a password check waits for one of a few permits (PASSWORD_CHECKS): a hashed password costs
 *    128 MiB and a fraction of a second of scrypt on the libuv pool, so guesses from many clients
 *    at once queue briefly, and beyond a short line are told to come back;
 * 3. only then is the password checked; the right one clears the client's count.
 */
import { createSemaphore, type Semaphore } from "@/src/limits/semaphore";
import type { SignInGuard } from "./signInGuard";

export type SignInOutcome =
  | { status: "signed-in" }
  | { status: "wrong-password" }
  | { status: "too-many-failures"; retryAfterSeconds: number }
  | { status: "busy"; retryAfterSeconds: number };

/** Two checks at once (256 MiB at most), eight more waiting up to five seconds. */
export const PASSWORD_CHECKS = { permits: 2, maxWaiting: 8, maxWaitMs: 5_000 } as const;
/** What a client that found the line full is told: a few checks' time. */
export const BUSY_RETRY_SECONDS = 5;

export const createPasswordCheckPermits = (): Semaphore => createSemaphore(PASSWORD_CHECKS);

export interface SignInDeps {
  guard: SignInGuard;
  /** Whether `password` is the operator's (scrypt when OPERATOR_PASSWORD is a hash). */
  verify: (password: string) => Promise<boolean>;
  permits: Semaphore;
}

export async function attemptSignIn(deps: SignInDeps, client: string, password: string, now = Date.now()): Promise<SignInOutcome> {
  const check = await deps.guard.attempt(client, now);
  if (!check.allowed) return { status: "too-many-failures", retryAfterSeconds: check.retryAfterSeconds };
  const release = await deps.permits.acquire();
  if (!release) return { status: "busy", retryAfterSeconds: BUSY_RETRY_SECONDS };
  let valid: boolean;
  try {
    valid = await deps.verify(password);
  } finally {
    release();
  }
  if (!valid) return { status: "wrong-password" };
  await deps.guard.reset(client);
  return { status: "signed-in" };
}
