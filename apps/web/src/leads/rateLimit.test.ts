import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rateLimit";

describe("createRateLimiter", () => {
  it("allows 5 submissions per 10 minutes per client, then says when to retry", () => {
    const limiter = createRateLimiter();
    const start = 1_000_000;
    for (let i = 0; i < 5; i += 1) expect(limiter.attempt("203.0.113.9", start + i * 1000)).toEqual({ allowed: true });
    expect(limiter.attempt("203.0.113.9", start + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 590 });
    expect(limiter.attempt("198.51.100.7", start + 10_000)).toEqual({ allowed: true });
    expect(limiter.attempt("203.0.113.9", start + 600_001)).toEqual({ allowed: true });
  });

  it("keeps at most maxKeys clients in memory", () => {
    const limiter = createRateLimiter({ limit: 1, maxKeys: 2 });
    limiter.attempt("a", 0);
    limiter.attempt("b", 0);
    limiter.attempt("c", 0);
    // "a" was forgotten, so it is allowed again.
    expect(limiter.attempt("a", 1)).toEqual({ allowed: true });
    expect(limiter.attempt("c", 1)).toMatchObject({ allowed: false });
  });
});
