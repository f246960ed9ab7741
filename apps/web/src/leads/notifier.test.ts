import { describe, expect, it, vi } from "vitest";
import { createNotifier, retryDelayMs } from "./notifier";
import { createFakeRepository } from "./testDoubles";

const lead = { name: "Ann", email: "ann@example.ca", message: "Hi" };

describe("notifier", () => {
  it("invokes the kind's function with the lead and marks it notified", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", lead);
    const invoke = vi.fn().mockResolvedValue({ ok: true });
    const notifier = createNotifier({ repository: async () => repository, invoke, now: () => new Date(5000) });
    expect(await notifier.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(invoke).toHaveBeenCalledWith("contact-form", { ...lead, skip_db: true, lead_id: "lead-1", created_at: "1970-01-01T00:00:01.000Z" });
    expect(await notifier.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it("keeps a failed notification and delivers it once the mail is back, not before its retry time", async () => {
    const repository = createFakeRepository();
    await repository.insert("valuation", { name: "B", email: "b@example.ca", phone: null, property_address: null, property_type: null, message: null });
    let clock = 10_000;
    let mailUp = false;
    const invoke = vi.fn(async () => (mailUp ? { ok: true as const } : { ok: false as const, error: "connect ECONNREFUSED" }));
    const notifier = createNotifier({ repository: async () => repository, invoke, now: () => new Date(clock) });

    expect(await notifier.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect(repository.rows[0]).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED" });
    mailUp = true;
    expect(await notifier.runOnce()).toEqual({ delivered: 0, failed: 0 });
    clock += retryDelayMs(0);
    expect(await notifier.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it("never notifies test rows", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", lead, { isTest: true });
    const invoke = vi.fn();
    await createNotifier({ repository: async () => repository, invoke }).runOnce();
    expect(invoke).not.toHaveBeenCalled();
  });

  it("backs off exponentially up to 30 minutes", () => {
    expect([0, 1, 2, 10].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 1_800_000]);
  });
});
