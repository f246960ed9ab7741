import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARED_RETRY_MS, type SharedLimitStore } from "@/src/limits/attemptLimit";
import { createRateLimiter } from "./rateLimit";

afterEach(() => {
  vi.useRealTimers();
});

describe("createRateLimiter", () => {
  it("allows 5 submissions per 10 minutes per client, then says when to retry", async () => {
    const limiter = createRateLimiter();
    const start = 1_000_000;
    for (let i = 0; i < 5; i += 1) expect(await limiter.attempt("203.0.113.9", start + i * 1000)).toEqual({ allowed: true });
    expect(await limiter.attempt("203.0.113.9", start + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 590 });
    expect(await limiter.attempt("198.51.100.7", start + 10_000)).toEqual({ allowed: true });
    expect(await limiter.attempt("203.0.113.9", start + 600_001)).toEqual({ allowed: true });
  });

  it("lets exactly 5 of 50 concurrent submissions from one client through", async () => {
    const limiter = createRateLimiter();
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => limiter.attempt("203.0.113.9", 1_000)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
  });

  it("keeps at most maxKeys clients in memory", async () => {
    const limiter = createRateLimiter({ limit: 1, maxKeys: 2 });
    await limiter.attempt("a", 0);
    await limiter.attempt("b", 0);
    await limiter.attempt("c", 0);
    // "a" was forgotten, so it is allowed again.
    expect(await limiter.attempt("a", 1)).toEqual({ allowed: true });
    expect(await limiter.attempt("c", 1)).toMatchObject({ allowed: false });
  });

  it("asks the shared store when there is one, under the lead: prefix", async () => {
    const store: SharedLimitStore = { limitAttempt: vi.fn(async () => 42), limitReset: vi.fn(async () => undefined) };
    const limiter = createRateLimiter({ shared: async () => store });
    expect(await limiter.attempt("contact:203.0.113.9", 1_000)).toEqual({ allowed: false, retryAfterSeconds: 42 });
    expect(store.limitAttempt).toHaveBeenCalledWith("lead:contact:203.0.113.9", 5, 600, new Date(1_000));
  });

  it("decides in memory, and says so, while the shared store fails", async () => {
    const onSharedError = vi.fn();
    const store: SharedLimitStore = {
      limitAttempt: vi.fn(async () => Promise.reject(new Error("connection refused"))),
      limitReset: vi.fn(async () => undefined),
    };
    const limiter = createRateLimiter({ shared: async () => store, onSharedError });
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) outcomes.push((await limiter.attempt("contact:203.0.113.9", 1_000 + i)).allowed);
    expect(outcomes).toEqual([true, true, true, true, true, false]);
    expect(onSharedError).toHaveBeenCalledWith(expect.objectContaining({ message: "connection refused" }));
  });

  it("leaves a failed store alone for a few seconds, so an outage adds no timeout to every submission", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const limitAttempt = vi.fn<SharedLimitStore["limitAttempt"]>(async () => Promise.reject(new Error("connection timeout")));
    const limiter = createRateLimiter({ shared: async () => ({ limitAttempt, limitReset: async () => undefined }) });
    await limiter.attempt("contact:a");
    await limiter.attempt("contact:b");
    expect(limitAttempt).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + SHARED_RETRY_MS);
    limitAttempt.mockResolvedValueOnce(0);
    expect(await limiter.attempt("contact:c")).toEqual({ allowed: true });
    expect(limitAttempt).toHaveBeenCalledTimes(2);
  });
});
