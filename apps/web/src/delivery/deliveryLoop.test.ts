import { describe, expect, it, vi } from "vitest";
import { afterResponseOrSoon } from "@/src/http/afterResponse";
import { createDeliveryLoop } from "./deliveryLoop";

describe("a woken delivery loop", () => {
  it("hands its round to the scheduler, which runs it once the response is sent (after())", async () => {
    const round = vi.fn(async () => ({ delivered: 1, failed: 0 }));
    const scheduled: (() => Promise<unknown>)[] = [];
    const loop = createDeliveryLoop(round, { pollMs: 60_000, failureMessage: "failed", schedule: (task) => scheduled.push(task) });
    loop.wake();
    expect(round).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    // The scheduler gets the round itself: the host can keep the function alive until it settles.
    await expect(scheduled[0]?.()).resolves.toEqual({ delivered: 1, failed: 0 });
    expect(round).toHaveBeenCalledOnce();
  });

  it("outside any request (start-up, a loop's own timer) runs the round on the next tick", async () => {
    const task = vi.fn(async () => undefined);
    afterResponseOrSoon(task);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });
});
