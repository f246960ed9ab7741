import { describe, expect, it } from "vitest";
import { createMemoryLimit } from "./attemptLimit";

const WINDOW = 10 * 60 * 1000;

describe("an attempt limit in memory stays bounded", () => {
  it("by count: 20,000 distinct clients leave at most maxKeys entries, the most recent ones", async () => {
    const limit = createMemoryLimit({ limit: 1, windowMs: WINDOW, maxKeys: 1_000 });
    for (let index = 0; index < 20_000; index += 1) await limit.attempt(`client-${index}`, 1_000 + index);
    expect(limit.size(21_000)).toBe(1_000);
    // The newest are still counted; the oldest were forgotten.
    expect((await limit.attempt("client-19999", 21_000)).allowed).toBe(false);
    expect((await limit.attempt("client-0", 21_000)).allowed).toBe(true);
  });

  it("by age: a client is dropped once its newest attempt has left the window", async () => {
    const limit = createMemoryLimit({ limit: 5, windowMs: WINDOW, maxKeys: 50_000 });
    await limit.attempt("old", 0);
    await limit.attempt("old", 60_000);
    await limit.attempt("newer", 5 * 60_000);
    expect(limit.size(60_000 + WINDOW - 1)).toBe(2);
    expect(limit.size(60_000 + WINDOW)).toBe(1);
    expect(limit.size(5 * 60_000 + WINDOW)).toBe(0);
  });

  it("by age without any new attempt to trigger it: the sweep runs on every record", async () => {
    const limit = createMemoryLimit({ limit: 5, windowMs: WINDOW, maxKeys: 50_000 });
    for (let index = 0; index < 100; index += 1) await limit.attempt(`early-${index}`, index);
    await limit.attempt("late", WINDOW + 100);
    expect(limit.size(WINDOW + 100)).toBe(1);
  });

  it("by key size: an 8 KB key is kept as a short digest, still one bucket per distinct key", async () => {
    const limit = createMemoryLimit({ limit: 1, windowMs: WINDOW, maxKeys: 10 });
    const huge = "9".repeat(8 * 1024);
    expect((await limit.attempt(huge, 0)).allowed).toBe(true);
    expect((await limit.attempt(huge, 1)).allowed).toBe(false);
    expect((await limit.attempt(`${huge}8`, 1)).allowed).toBe(true);
  });
});
