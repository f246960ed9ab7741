/**
 * The alert that fires in minutes (docs/operations.md, "What to alert on"): on the real database
 * (PGlite, the migrations), mail goes down as a lead arrives; the retry loop keeps failing, and
 * health turns "degraded" when the lead has waited DELIVERY_ALERT_MINUTES, not three days later
 * when the retries give up. The clock is the test's: the database stamps the lead, the checks and
 * the retry loop are told what time it is.
 */
import type { PGlite } from "@electric-sql/pglite";
import { openMemoryPGlite } from "@/src/database/pglite";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { countAttention } from "./attention";
import { checkHealth } from "./health";
import { createNotifier } from "./notifier";
import { openPGliteRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";

const MINUTE = 60_000;
let db: PGlite;
let repository: Stores;

// One database (compiling PGlite and migrating takes seconds), emptied after each test.
beforeAll(async () => {
  db = await openMemoryPGlite();
  repository = await openPGliteRepository(db);
}, 120_000);
afterEach(async () => {
  await db.exec("truncate public.contact_forms, public.investor_signups, public.property_valuations cascade");
});
afterAll(async () => {
  await repository.close();
});

/** Health at `at`, with the mail probe passing: the server answers, it just will not send. */
const healthAt = (at: Date, deliveryAlertMinutes?: number) =>
  checkHealth({
    mode: "embedded",
    checkDatabase: () => repository.ping(),
    checkMail: async () => undefined,
    countAttention: () => countAttention(repository, { webhooks: false }),
    ...(deliveryAlertMinutes ? { deliveryAlertMinutes } : {}),
    now: at,
  });

describe("health when mail goes down", () => {
  it("turns degraded 15 minutes after the first lead that could not be sent, with the count", async () => {
    const first = await repository.insert("contact", { name: "Jordan Lee", email: "jordan@example.ca", message: "Barrie storage" });
    const storedAt = Date.parse(first.created_at);
    let clock = new Date(storedAt);
    const notifier = createNotifier({
      repository: async () => repository,
      invoke: async () => ({ ok: false, error: "HTTP 500: 421 mail service not available" }),
      now: () => clock,
    });
    expect((await notifier.runOnce()).failed).toBe(1);
    await repository.insert("contact", { name: "Priya Shah", email: "priya@example.ca", message: "Industrial in Sudbury" });

    clock = new Date(storedAt + 14 * MINUTE);
    await notifier.runOnce();
    const early = await healthAt(clock);
    expect(early.report.status).toBe("ok");
    expect(early.report.deliveries).toEqual({ alertAfterMinutes: 15, late: [] });

    clock = new Date(storedAt + 15 * MINUTE);
    await notifier.runOnce();
    const late = await healthAt(clock);
    expect(late.httpStatus).toBe(200);
    expect(late.report.status).toBe("degraded");
    expect(late.report.deliveries).toEqual({
      alertAfterMinutes: 15,
      late: [{ channel: "email", pending: 2, oldestAt: new Date(storedAt).toISOString(), waitingMinutes: 15 }],
    });
    // Nothing has given up yet: the old signal alone would have stayed quiet for days.
    expect(late.report.leads?.failedNotifications).toBe(0);
  });

  it("waits as long as DELIVERY_ALERT_MINUTES says, and clears once the mail goes out", async () => {
    const lead = await repository.insert("contact", { name: "Sam Wong", email: "sam@example.ca", message: "Valuation" });
    const storedAt = Date.parse(lead.created_at);
    expect((await healthAt(new Date(storedAt + 29 * MINUTE), 30)).report.status).toBe("ok");
    expect((await healthAt(new Date(storedAt + 30 * MINUTE), 30)).report.status).toBe("degraded");

    await repository.markNotified("contact", lead.id, new Date(storedAt + 31 * MINUTE));
    const after = await healthAt(new Date(storedAt + 31 * MINUTE), 30);
    expect(after.report.status).toBe("ok");
    expect(after.report.leads?.pendingDeliveries?.find((channel) => channel.channel === "email")).toEqual({
      channel: "email",
      pending: 0,
      oldestAt: null,
    });
  });

  it("never counts test rows or unreleased quarantine as waiting", async () => {
    const test = await repository.insert("contact", { name: "Test", email: "t@example.ca", message: "x" }, { isTest: true });
    await repository.insert("contact", { name: "Bot", email: "b@example.ca", message: "x" }, { spamReason: "honeypot" });
    const report = (await healthAt(new Date(Date.parse(test.created_at) + 60 * MINUTE))).report;
    expect(report.status).toBe("ok");
    expect(report.leads?.pendingDeliveries?.every((channel) => channel.pending === 0)).toBe(true);
  });
});
