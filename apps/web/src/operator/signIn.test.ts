import { describe, expect, it } from "vitest";
import { createSemaphore } from "@/src/limits/semaphore";
import { hashOperatorPassword, verifyOperatorPassword } from "./password";
import { attemptSignIn, createPasswordCheckPermits, PASSWORD_CHECKS } from "./signIn";
import { createSignInGuard } from "./signInGuard";

const PASSWORD = "correct horse battery";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A password check that takes a while, like scrypt, and counts how many ran and how many at once. */
function countingVerifier(durationMs = 20, check = async (password: string) => password === PASSWORD) {
  const counts = { calls: 0, running: 0, mostAtOnce: 0 };
  const verify = async (password: string) => {
    counts.calls += 1;
    counts.running += 1;
    counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
    try {
      await sleep(durationMs);
      return await check(password);
    } finally {
      counts.running -= 1;
    }
  };
  return { counts, verify };
}

describe("operator sign-in", () => {
  it("checks at most 5 of 50 concurrent wrong guesses from one client, and refuses the rest", async () => {
    const { counts, verify } = countingVerifier();
    const deps = { guard: createSignInGuard(), verify, permits: createPasswordCheckPermits() };
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => attemptSignIn(deps, "203.0.113.9", `guess ${index}`)));
    expect(counts.calls).toBe(5);
    expect(outcomes.filter((outcome) => outcome.status === "wrong-password")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === "too-many-failures")).toHaveLength(45);
    // The right password now is refused too: guessing cannot continue.
    expect(await attemptSignIn(deps, "203.0.113.9", PASSWORD)).toMatchObject({ status: "too-many-failures" });
    expect(counts.calls).toBe(5);
  });

  it("the same against a real hashed password: 5 scrypt checks for 50 guesses", async () => {
    const hash = await hashOperatorPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
    const { counts, verify } = countingVerifier(0, (password) => verifyOperatorPassword(password, hash));
    const deps = { guard: createSignInGuard(), verify, permits: createPasswordCheckPermits() };
    await Promise.all(Array.from({ length: 50 }, (_, index) => attemptSignIn(deps, "2001:db8:1:2::/64", `guess ${index}`)));
    expect(counts.calls).toBe(5);
  });

  it("runs at most two password checks at once, whoever asks; a full line is told to come back", async () => {
    const { counts, verify } = countingVerifier(30);
    const deps = { guard: createSignInGuard(), verify, permits: createPasswordCheckPermits() };
    // 30 clients at once: two checks run, eight wait their turn, the other twenty are refused.
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, index) => attemptSignIn(deps, `198.51.100.${index}`, "wrong")));
    expect(counts.mostAtOnce).toBe(PASSWORD_CHECKS.permits);
    expect(counts.calls).toBe(PASSWORD_CHECKS.permits + PASSWORD_CHECKS.maxWaiting);
    expect(outcomes.filter((outcome) => outcome.status === "busy")).toHaveLength(30 - counts.calls);
    expect(outcomes.find((outcome) => outcome.status === "busy")).toEqual({ status: "busy", retryAfterSeconds: 5 });
  });

  it("signs in with the right password and clears the client's earlier failures", async () => {
    const { verify } = countingVerifier(0);
    const deps = { guard: createSignInGuard(), verify, permits: createPasswordCheckPermits() };
    for (let index = 0; index < 4; index += 1) expect((await attemptSignIn(deps, "a", "wrong")).status).toBe("wrong-password");
    expect(await attemptSignIn(deps, "a", PASSWORD)).toEqual({ status: "signed-in" });
    for (let index = 0; index < 5; index += 1) expect((await attemptSignIn(deps, "a", "wrong")).status).toBe("wrong-password");
    expect((await attemptSignIn(deps, "a", PASSWORD)).status).toBe("too-many-failures");
  });

  it("releases the permit when the check itself fails", async () => {
    const permits = createSemaphore({ permits: 1, maxWaiting: 0, maxWaitMs: 10 });
    const deps = { guard: createSignInGuard(), verify: async () => Promise.reject(new Error("scrypt failed")), permits };
    await expect(attemptSignIn(deps, "a", "x")).rejects.toThrow("scrypt failed");
    expect(permits.load()).toEqual({ active: 0, waiting: 0 });
  });
});
