/**
 * The per-client view limit (viewLimit.ts): 120 a minute decided in memory; with a shared store,
 * a client's views past the first 20 on this process are counted there too, so two processes
 * give a client at most 140 views a minute, and a reader's few views never ask the database.
 */
import { describe, expect, it } from "vitest";
import { createMemoryLimit, type SharedLimitStore } from "@/src/limits/attemptLimit";
import { LOCAL_VIEWS, VIEWS_PER_MINUTE, createViewLimiter } from "./viewLimit";

/** A shared store over one in-memory log per limit, counting the calls it gets. */
function sharedStore() {
  const limits = new Map<string, ReturnType<typeof createMemoryLimit>>();
  const store = {
    calls: 0,
    async limitAttempt(bucket: string, limit: number, windowSeconds: number, now: Date) {
      store.calls += 1;
      const log = limits.get(bucket) ?? createMemoryLimit({ limit, windowMs: windowSeconds * 1000, maxKeys: 100 });
      limits.set(bucket, log);
      const decision = await log.attempt(bucket, now.getTime());
      return decision.allowed ? 0 : decision.retryAfterSeconds;
    },
    async limitReset() {},
  } satisfies SharedLimitStore & { calls: number };
  return store;
}

async function allowed(limiter: ReturnType<typeof createViewLimiter>, views: number, now: number): Promise<number> {
  let count = 0;
  for (let view = 0; view < views; view += 1) if ((await limiter.attempt("203.0.113.9", now)).allowed) count += 1;
  return count;
}

describe("the per-client view limit", () => {
  it("allows 120 views a minute in one process, then says when to try again", async () => {
    const limiter = createViewLimiter();
    expect(await allowed(limiter, 130, 0)).toBe(VIEWS_PER_MINUTE);
    const refused = await limiter.attempt("203.0.113.9", 30_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.attempt("198.51.100.4", 30_000)).allowed).toBe(true);
    expect((await limiter.attempt("203.0.113.9", 60_001)).allowed).toBe(true);
  });

  it("asks the shared store only past a client's first 20 views on this process", async () => {
    const store = sharedStore();
    const limiter = createViewLimiter({ shared: async () => store });
    expect(await allowed(limiter, LOCAL_VIEWS, 0)).toBe(LOCAL_VIEWS);
    expect(store.calls).toBe(0);
    await limiter.attempt("203.0.113.9", 0);
    expect(store.calls).toBe(1);
  });

  it("gives a client at most 140 views a minute across two processes sharing a store, not 240", async () => {
    const store = sharedStore();
    const [first, second] = [createViewLimiter({ shared: async () => store }), createViewLimiter({ shared: async () => store })];
    const counted = (await allowed(first, 150, 0)) + (await allowed(second, 150, 0));
    expect(counted).toBe(VIEWS_PER_MINUTE + LOCAL_VIEWS);
  });
});
