import { describe, expect, it, vi } from "vitest";
import { createNotifier, MAX_NOTIFY_ATTEMPTS, PURGE_INTERVAL_MS, QUARANTINE_RETENTION_MS, retryDelayMs } from "./notifier";
import { createFakeRepository } from "./testDoubles";

const lead = { name: "Ann", email: "ann@example.ca", message: "Hi" };

describe("notifier", () => {
  it("invokes the kind's function with the lead and marks it notified", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", lead);
    const invoke = vi.fn().mockResolvedValue({ ok: true });
    const notifier = createNotifier({ repository: async () => repository, invoke, now: () => new Date(5000) });
    expect(await notifier.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(invoke).toHaveBeenCalledWith("contact-form", {
      ...lead,
      skip_db: true,
      lead_id: "lead-1",
      created_at: "1970-01-01T00:00:01.000Z",
    });
    expect(await notifier.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it("sends the team's addresses with each call, so NOTIFY_TO is configured on the site alone", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", lead);
    const invoke = vi.fn().mockResolvedValue({ ok: true });
    const notifyTo = async () => ["team@example-agency.ca", "deals@example-agency.ca"];
    await createNotifier({ repository: async () => repository, invoke, notifyTo }).runOnce();
    expect(invoke).toHaveBeenCalledWith(
      "contact-form",
      expect.objectContaining({ notify_to: ["team@example-agency.ca", "deals@example-agency.ca"] }),
    );
  });

  it("keeps a failed notification and delivers it once the mail is back, not before its retry time", async () => {
    const repository = createFakeRepository();
    await repository.insert("valuation", {
      name: "B",
      email: "b@example.ca",
      phone: null,
      property_address: null,
      property_type: null,
      message: null,
    });
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

  it(`gives up after ${MAX_NOTIFY_ATTEMPTS} failed attempts, about three days of retries`, async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", lead);
    let clock = 0;
    const invoke = vi.fn(async () => ({ ok: false as const, error: "HTTP 401: bad secret" }));
    const notifier = createNotifier({ repository: async () => repository, invoke, now: () => new Date(clock) });
    let elapsed = 0;
    for (let attempt = 0; attempt < MAX_NOTIFY_ATTEMPTS; attempt += 1) {
      expect(await notifier.runOnce()).toEqual({ delivered: 0, failed: 1 });
      clock += retryDelayMs(attempt);
      elapsed += retryDelayMs(attempt);
    }
    expect(repository.rows[0]?.failedAt).not.toBeNull();
    expect(await notifier.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(invoke).toHaveBeenCalledTimes(MAX_NOTIFY_ATTEMPTS);
    expect(elapsed / 86_400_000).toBeGreaterThan(2.9);
  });

  it("never notifies a quarantined lead, and purges quarantine older than 30 days at most once an hour", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", lead, { spamReason: "honeypot" });
    const invoke = vi.fn();
    const purge = vi.spyOn(repository, "purgeQuarantined");
    let clock = 1_000_000_000_000;
    const notifier = createNotifier({ repository: async () => repository, invoke, now: () => new Date(clock) });
    await notifier.runOnce();
    await notifier.runOnce();
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith(new Date(clock - QUARANTINE_RETENTION_MS));
    clock += PURGE_INTERVAL_MS;
    await notifier.runOnce();
    expect(purge).toHaveBeenCalledTimes(2);
    expect(invoke).not.toHaveBeenCalled();
  });
});
