import { describe, expect, it } from "vitest";
import { createAnalyticsRollUp } from "./rollUp";
import type { AnalyticsStore } from "./store";

describe("the daily roll-up as a companion of the delivery loop", () => {
  it("folds the days before today's Toronto day and reports the views folded as its round's total", async () => {
    const days: string[] = [];
    const store: AnalyticsStore = {
      countView: async () => undefined,
      countViews: async () => 0,
      rollUp: async (today) => {
        days.push(today);
        return 42;
      },
      traffic: async () => {
        throw new Error("not used");
      },
    };
    // 00:30 UTC on the 27th is still the 26th in Toronto: the 26th is not over yet.
    const rollUp = createAnalyticsRollUp({ store: async () => store, now: () => new Date("2026-11-27T00:30:00Z") });
    expect(await rollUp.runOnce()).toEqual({ delivered: 42, failed: 0 });
    expect(days).toEqual(["2026-11-26"]);
  });

  it("does nothing where the database keeps no analytics, and logs a failed round without throwing", async () => {
    expect(await createAnalyticsRollUp({ store: async () => null }).runOnce()).toEqual({ delivered: 0, failed: 0 });
    const logged: string[] = [];
    const failing = createAnalyticsRollUp({
      store: async () => {
        throw new Error("database down");
      },
      logError: (message) => logged.push(message),
    });
    expect(await failing.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(logged).toEqual(["Analytics: the daily roll-up of page views failed"]);
  });
});
