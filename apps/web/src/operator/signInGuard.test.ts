import { describe, expect, it } from "vitest";
import { createSignInGuard } from "./signInGuard";

describe("operator sign-in attempts", () => {
  it("refuses a client after five attempts within 15 minutes, until the oldest ages out", async () => {
    const guard = createSignInGuard();
    const start = 1_000_000;
    for (let minute = 0; minute < 5; minute += 1) {
      expect((await guard.attempt("198.51.100.7", start + minute * 60_000)).allowed).toBe(true);
    }
    expect(await guard.attempt("198.51.100.7", start + 5 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect((await guard.attempt("203.0.113.9", start + 5 * 60_000)).allowed).toBe(true);
    expect((await guard.attempt("198.51.100.7", start + 15 * 60_000)).allowed).toBe(true);
  });

  it("forgets a client's attempts once it signs in", async () => {
    const guard = createSignInGuard({ maxFailures: 2 });
    await guard.attempt("a", 0);
    await guard.attempt("a", 1);
    expect((await guard.attempt("a", 2)).allowed).toBe(false);
    await guard.reset("a");
    expect((await guard.attempt("a", 3)).allowed).toBe(true);
  });
});
