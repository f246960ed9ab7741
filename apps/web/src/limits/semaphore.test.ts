import { afterEach, describe, expect, it, vi } from "vitest";
import { createSemaphore } from "./semaphore";

afterEach(() => {
  vi.useRealTimers();
});

describe("createSemaphore", () => {
  it("hands out `permits` at once, then serves the line in order as permits come back", async () => {
    const semaphore = createSemaphore({ permits: 2, maxWaiting: 2, maxWaitMs: 1_000 });
    const first = await semaphore.acquire();
    const second = await semaphore.acquire();
    const order: string[] = [];
    const third = semaphore.acquire().then((release) => (order.push("third"), release));
    const fourth = semaphore.acquire().then((release) => (order.push("fourth"), release));
    expect(await semaphore.acquire()).toBeNull(); // the line is full
    expect(semaphore.load()).toEqual({ active: 2, waiting: 2 });
    first?.();
    first?.(); // releasing twice gives back one permit, not two
    (await third)?.();
    second?.();
    (await fourth)?.();
    expect(order).toEqual(["third", "fourth"]);
    expect(semaphore.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("gives up on a waiter after maxWaitMs", async () => {
    vi.useFakeTimers();
    const semaphore = createSemaphore({ permits: 1, maxWaiting: 5, maxWaitMs: 3_000 });
    const held = await semaphore.acquire();
    const waiting = semaphore.acquire();
    await vi.advanceTimersByTimeAsync(3_001);
    expect(await waiting).toBeNull();
    expect(semaphore.load()).toEqual({ active: 1, waiting: 0 });
    held?.();
    expect(semaphore.load()).toEqual({ active: 0, waiting: 0 });
  });
});
