/**
 * "At most `limit` attempts per client within a sliding window": the form rate limit
 * (leads/rateLimit.ts) and the operator sign-in guard (operator/signInGuard.ts).
 *
 * In memory for one server process; in the database when several processes share one
 * (DATABASE_URL, or Supabase with the service-role key), so N instances do not give a client N
 * budgets (docs/decisions/0017-client-address.md). Checking and recording are one step in both,
 * so concurrent attempts cannot all pass the check before any of them is counted.
 */
import { createSlidingWindowLog } from "./slidingWindow";

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimit {
  /** Counts an attempt and says whether it is allowed; a refused attempt is not counted. */
  attempt(key: string, now?: number): Promise<LimitDecision>;
  /** Forgets the client's attempts (a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** The database side of a shared limit (supabase/migrations/20261123000300_shared_limits.sql). */
export interface SharedLimitStore {
  /** 0 when the attempt was allowed and recorded; otherwise the seconds until one would be. */
  limitAttempt(bucket: string, limit: number, windowSeconds: number, now: Date): Promise<number>;
  limitReset(bucket: string): Promise<void>;
}

export interface AttemptLimitOptions {
  /** Prefix of the shared bucket names ("lead", "sign-in"), so limits never share a bucket. */
  name: string;
  limit: number;
  windowMs: number;
  /** Most clients kept in memory at once. */
  maxKeys: number;
  /** The database store; null (or absent) keeps the limit in this process's memory. */
  shared?: (() => Promise<SharedLimitStore | null>) | null;
  /** Told when the shared store fails; the attempt is then decided in memory. */
  onSharedError?: (error: unknown) => void;
}

/** This process's limit, bounded by count and age. Synchronous inside: nothing interleaves. */
export function createMemoryLimit({ limit, windowMs, maxKeys }: Pick<AttemptLimitOptions, "limit" | "windowMs" | "maxKeys">) {
  const log = createSlidingWindowLog({ windowMs, maxKeys });
  return {
    async attempt(key: string, now = Date.now()): Promise<LimitDecision> {
      const recent = log.recent(key, now);
      if (recent.length >= limit) return { allowed: false, retryAfterSeconds: log.retryAfterSeconds(recent, now) };
      log.record(key, now);
      return { allowed: true };
    },
    async reset(key: string) {
      log.forget(key);
    },
    /** Clients held in memory (for tests of the bounds). */
    size: (now?: number) => log.size(now),
  };
}

/** After a failure, how long the shared store is left alone before it is tried again. */
export const SHARED_RETRY_MS = 5_000;

/**
 * A store that failed is not asked again for a few seconds: while a database is down, every
 * request would otherwise wait out its connection timeout here before the submission itself does.
 */
export function createBreaker(pauseMs = SHARED_RETRY_MS) {
  let closedUntil = 0;
  return {
    open: () => Date.now() >= closedUntil,
    failed() {
      closedUntil = Date.now() + pauseMs;
    },
  };
}

/**
 * The limit for this server: shared through the database when `shared` yields a store, else in
 * memory. A database that cannot be reached does not switch the limit off: the attempt is
 * decided by this process's memory instead, as a single server would.
 */
export function createAttemptLimit(options: AttemptLimitOptions): AttemptLimit {
  const memory = createMemoryLimit(options);
  const shared = options.shared;
  if (!shared) return memory;
  const windowSeconds = Math.max(1, Math.round(options.windowMs / 1000));
  const bucket = (key: string) => `${options.name}:${key}`;
  const breaker = createBreaker();
  /** Runs `work` on the shared store unless there is none or it failed moments ago; reports failures. */
  const withStore = async (work: (store: SharedLimitStore) => Promise<void>): Promise<void> => {
    if (!breaker.open()) return;
    try {
      const store = await shared();
      if (store) await work(store);
    } catch (error) {
      breaker.failed();
      options.onSharedError?.(error);
    }
  };
  return {
    async attempt(key, now = Date.now()) {
      let decision: LimitDecision | null = null;
      await withStore(async (store) => {
        const retryAfterSeconds = await store.limitAttempt(bucket(key), options.limit, windowSeconds, new Date(now));
        decision = retryAfterSeconds === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds };
      });
      return decision ?? memory.attempt(key, now);
    },
    async reset(key) {
      await memory.reset(key);
      await withStore((store) => store.limitReset(bucket(key)));
    },
  };
}
