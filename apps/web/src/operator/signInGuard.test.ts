import { describe, expect, it } from "vitest";
import { createSignInGuard } from "./signInGuard";

describe("failed operator sign-ins", () => {
  it("blocks a client after five failures within 15 minutes, until the oldest ages out", () => {
    const guard = createSignInGuard();
    const start = 1_000_000;
    for (let minute = 0; minute < 5; minute += 1) {
      expect(guard.check("198.51.100.7", start + minute * 60_000).allowed).toBe(true);
      guard.recordFailure("198.51.100.7", start + minute * 60_000);
    }
    expect(guard.check("198.51.100.7", start + 5 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(guard.check("203.0.113.9", start + 5 * 60_000).allowed).toBe(true);
    expect(guard.check("198.51.100.7", start + 15 * 60_000).allowed).toBe(true);
  });

  it("forgets a client's failures once it signs in", () => {
    const guard = createSignInGuard({ maxFailures: 2 });
    guard.recordFailure("a", 0);
    guard.recordFailure("a", 1);
    expect(guard.check("a", 2).allowed).toBe(false);
    guard.reset("a");
    expect(guard.check("a", 3).allowed).toBe(true);
  });
});
