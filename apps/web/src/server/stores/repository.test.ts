/**
 * The lead repository's contract, run against the embedded store (PGlite) and against a real
 * PostgreSQL (postgres.ts, a fresh database per test): a stored lead is claimed for notification
 * until it is notified, test rows never are, a lease keeps a lead from being sent twice at once and
 * expires if its claimer dies, and the embedded store survives a restart.
 */
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NO_BUY_BOX, type LeadByKind, type LeadKind } from "@agency/supabase/leads";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createEmbeddedRepository, createMemoryRepository } from "./embedded";
import { findMigrationsDir, readMigrations } from "@/src/database/migrations";
import type { PendingNotification } from "@/src/leads/store/types";
import type { Stores } from "@/src/server/stores/types";
import { storeHarnesses, type StoreHarness } from "./harnesses";

const LEADS: { [K in LeadKind]: LeadByKind[K] } = {
  contact: { name: "Jordan Lee", email: "jordan@example.ca", message: "Looking at storage in Barrie.\nCall after 5." },
  investor: {
    name: "Priya Shah",
    email: "priya@example.ca",
    investment_profile: "Self-storage and light industrial, $2-8M, GTA and Golden Horseshoe",
    message: null,
    consent_deal_emails: true,
    ...NO_BUY_BOX,
    // The buy box round-trips through every adapter: lists as JSON, figures as numbers.
    buy_asset_classes: ["self-storage", "industrial"],
    buy_regions: ["Barrie", "Greater Toronto Area"],
    buy_price_min: 2_000_000,
    buy_cap_rate_min: 6.25,
  },
  valuation: {
    name: "Sam Wong",
    email: "sam@example.ca",
    phone: "(705) 555-0199",
    property_address: "40 Commerce Park Dr, Barrie ON",
    property_type: "self-storage",
    message: null,
  },
};
const KINDS: LeadKind[] = ["contact", "investor", "valuation"];
const TABLES = { contact: "contact_forms", investor: "investor_signups", valuation: "property_valuations" } as const;
const MAX_ATTEMPTS = 150;

const seconds = (base: Date, offset: number) => new Date(base.getTime() + offset * 1000);
/** PGlite's clock ticks in milliseconds: leads inserted "one after another" need distinct times. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** A moment safely after every row inserted so far (rows are due from the database's now()). */
const soon = () => new Date(Date.now() + 1000);

type Harness = StoreHarness<Stores>;

const HARNESSES = storeHarnesses("leads_repository_test", (repository) => repository);

describe.each(HARNESSES)("lead repository: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: Harness | null = null;
  async function start(): Promise<Harness> {
    harness = await open();
    return harness;
  }
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);

  it.each(KINDS)("stores a %s lead and hands it out for notification as it was submitted", async (kind) => {
    const { repository } = await start();
    const inserted = await repository.insert(kind, LEADS[kind]);
    expect(inserted.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(inserted.created_at) - Date.now())).toBeLessThan(60_000);

    const claimed = await repository.claimDueNotifications(10, soon(), 60);
    expect(claimed).toEqual([{ kind, id: inserted.id, created_at: inserted.created_at, attempts: 0, lead: LEADS[kind] }]);
  });

  it("stores the listing a contact lead is about, hands it to the notifier and lists it", async () => {
    const { repository, inspect } = await start();
    const inserted = await repository.insert("contact", { ...LEADS.contact, listing: "fixture-barrie-storage" });
    const claimed = await repository.claimDueNotifications(10, soon(), 60);
    expect(claimed.find((pending) => pending.id === inserted.id)?.lead).toEqual({ ...LEADS.contact, listing: "fixture-barrie-storage" });
    expect((await repository.listLeads("contact"))[0]?.lead).toMatchObject({ listing: "fixture-barrie-storage" });
    await expect(
      inspect("insert into public.contact_forms (name, email, message, listing) values ('A', 'a@b.ca', 'm', $1)", ["Not A Slug"]),
    ).rejects.toThrow(/listing_valid/);
    await expect(
      inspect("insert into public.contact_forms (name, email, message, listing) values ('A', 'a@b.ca', 'm', $1)", ["x".repeat(97)]),
    ).rejects.toThrow(/listing_valid/);
  });

  it.each(KINDS)("stores a %s lead's attribution, hands it to the notifier and lists it", async (kind) => {
    const { repository, inspect } = await start();
    const attribution = {
      first: {
        source: "newsletter",
        campaign: "fall",
        landing: "/self-storage/ontario/hamilton/?utm_source=newsletter",
        at: "2026-11-20T10:00:00.000Z",
      },
      page: "/contact/",
    };
    const inserted = await repository.insert(kind, { ...LEADS[kind], attribution });
    const claimed = await repository.claimDueNotifications(10, soon(), 60);
    expect(claimed[0]?.lead).toEqual({ ...LEADS[kind], attribution });
    expect((await repository.listLeads(kind))[0]?.lead).toEqual({
      ...LEADS[kind],
      ...(kind === "contact" ? { listing: null } : {}),
      attribution,
    });
    expect(await inspect(`select attribution from public.${TABLES[kind]} where id = $1`, [inserted.id])).toEqual([{ attribution }]);
  });

  it("stores a valuation's calculator figures and hands them to the notifier; the database refuses a bad shape", async () => {
    const { repository, inspect } = await start();
    const estimate = {
      inputs: {
        units: 120,
        unitMonthlyRent: 140,
        containers: 0,
        containerMonthlyRent: 125,
        parkingSpots: 0,
        parkingMonthlyRent: 45,
        additionalMonthlyRevenue: 0,
        occupancyPercent: 90,
        expenseRatioPercent: 40,
        capRatePercent: 6,
      },
      estimatedValue: 1814400,
    };
    await repository.insert("valuation", { ...LEADS.valuation, estimate });
    expect((await repository.claimDueNotifications(10, soon(), 60))[0]?.lead).toEqual({ ...LEADS.valuation, estimate });
    const insert = "insert into public.property_valuations (name, email, estimate) values ('A', 'a@b.ca', $1::jsonb)";
    for (const bad of [
      { inputs: { units: "120" }, estimatedValue: 1 },
      { inputs: {}, estimatedValue: -1 },
      { inputs: { rogue: 1 }, estimatedValue: null },
      { estimatedValue: 1 },
    ]) {
      await expect(inspect(insert, [JSON.stringify(bad)]), JSON.stringify(bad)).rejects.toThrow(/estimate_valid/);
    }
  });

  it.each([
    ["an unknown key", { page: "/x/", extra: "y" }],
    ["a touch without a time", { first: { source: "a" } }],
    ["a non-string value", { first: { source: 1, at: "2026-11-20T10:00:00.000Z" } }],
    ["an array", [1]],
    ["an over-long blob", { page: `/${"a".repeat(5000)}` }],
  ])("refuses attribution with %s in the database itself", async (_label, attribution) => {
    const { inspect } = await start();
    await expect(
      inspect("insert into public.contact_forms (name, email, message, attribution) values ('A', 'a@b.ca', 'm', $1::jsonb)", [
        JSON.stringify(attribution),
      ]),
    ).rejects.toThrow(/attribution_valid/);
  });

  it("marks a second lead from the same e-mail within 24 hours as a repeat of the first, and hands that to the notifier", async () => {
    const { repository, inspect } = await start();
    const first = await repository.insert("contact", LEADS.contact);
    await tick();
    const second = await repository.insert("contact", { ...LEADS.contact, email: "JORDAN@example.ca" });
    await tick();
    const third = await repository.insert("contact", LEADS.contact);
    await repository.insert("investor", { ...LEADS.investor, email: LEADS.contact.email }); // another kind: not a repeat
    const other = await repository.insert("contact", { ...LEADS.contact, email: "someone@example.ca" });
    const claimed = await repository.claimDueNotifications(10, soon(), 60);
    const repeats = Object.fromEntries(claimed.map((row) => [row.id, row.repeat_of ?? null]));
    expect(repeats).toMatchObject({ [first.id]: null, [second.id]: first.id, [third.id]: first.id, [other.id]: null });
    expect(claimed.find((row) => row.kind === "investor")?.repeat_of).toBeUndefined();
    expect(claimed.every((row) => !("repeat_of" in row.lead))).toBe(true);

    // A day later the window has passed: a new first lead.
    await inspect("update public.contact_forms set created_at = created_at - interval '25 hours'");
    const later = await repository.insert("contact", LEADS.contact);
    expect((await repository.listLeads("contact")).find((row) => row.id === later.id)?.repeat_of).toBeNull();
  });

  it("keeps a caller-supplied id (the hosted adapter's contract)", async () => {
    const { repository } = await start();
    const id = crypto.randomUUID();
    expect((await repository.insert("contact", LEADS.contact, { id })).id).toBe(id);
    expect((await repository.claimDueNotifications(10, soon(), 60)).map((row) => row.id)).toEqual([id]);
  });

  it("rejects a lead the database constraints refuse, storing nothing", async () => {
    const { repository } = await start();
    await expect(repository.insert("contact", { ...LEADS.contact, name: "x".repeat(121) })).rejects.toThrow();
    expect(await repository.count("contact", { includeTests: true })).toBe(0);
  });

  it("never claims test rows, oldest lead first across the three tables", async () => {
    const { repository } = await start();
    for (const kind of KINDS) await repository.insert(kind, LEADS[kind], { isTest: true });
    const first = await repository.insert("valuation", LEADS.valuation);
    await tick();
    const second = await repository.insert("contact", LEADS.contact);
    const claimed = await repository.claimDueNotifications(10, soon(), 60);
    expect(claimed.map((row) => [row.kind, row.id])).toEqual([
      ["valuation", first.id],
      ["contact", second.id],
    ]);
  });

  it("claims at most `limit` rows, the oldest", async () => {
    const { repository } = await start();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const kind = KINDS[index % 3]!;
      ids.push((await repository.insert(kind, LEADS[kind])).id);
      await tick();
    }
    const now = soon();
    expect((await repository.claimDueNotifications(2, now, 60)).map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect((await repository.claimDueNotifications(10, now, 60)).map((row) => row.id)).toEqual(ids.slice(2));
  });

  it("does not hand a claimed lead out again within its lease, but does once the lease expires", async () => {
    const { repository } = await start();
    const { id } = await repository.insert("investor", LEADS.investor);
    const now = soon();
    expect(await repository.claimDueNotifications(10, now, 60)).toHaveLength(1);
    expect(await repository.claimDueNotifications(10, seconds(now, 59), 60)).toEqual([]);
    // The claimer died without reporting: after the lease, another round takes the lead.
    const reclaimed = await repository.claimDueNotifications(10, seconds(now, 60), 60);
    expect(reclaimed.map((row) => row.id)).toEqual([id]);
    expect(reclaimed[0]?.attempts).toBe(0);
  });

  it("never hands out a notified lead again", async () => {
    const { repository, inspect } = await start();
    const { id } = await repository.insert("valuation", LEADS.valuation);
    const now = soon();
    const [claimed] = await repository.claimDueNotifications(10, now, 60);
    await repository.markNotified("valuation", claimed!.id, now);
    expect(await repository.claimDueNotifications(10, seconds(now, 86_400), 60)).toEqual([]);
    const [row] = await inspect("select notified_at, notify_lease_until from public.property_valuations where id = $1", [id]);
    expect(row).toEqual({ notified_at: now, notify_lease_until: null });
  });

  it("records a failed notification and retries it when the next attempt is due", async () => {
    const { repository, inspect } = await start();
    const { id } = await repository.insert("contact", LEADS.contact);
    const now = soon();
    await repository.claimDueNotifications(10, now, 60);
    const longError = `SMTP 421 ${"x".repeat(2000)}`;
    await repository.markNotificationFailed("contact", id, longError, seconds(now, 600), MAX_ATTEMPTS);

    const [row] = await inspect(
      "select notify_attempts, notify_last_error, notify_next_attempt_at, notify_lease_until from public.contact_forms where id = $1",
      [id],
    );
    expect(row).toEqual({
      notify_attempts: 1,
      notify_last_error: longError.slice(0, 1000),
      notify_next_attempt_at: seconds(now, 600),
      notify_lease_until: null,
    });

    expect(await repository.claimDueNotifications(10, seconds(now, 599), 60)).toEqual([]);
    const retried = await repository.claimDueNotifications(10, seconds(now, 600), 60);
    expect(retried.map((pending) => [pending.id, pending.attempts])).toEqual([[id, 1]]);
    await repository.markNotificationFailed("contact", id, "still down", seconds(now, 1200), MAX_ATTEMPTS);
    expect((await repository.claimDueNotifications(10, seconds(now, 1200), 60))[0]?.attempts).toBe(2);
  });

  it("gives two claimers running at once disjoint sets of leads", async () => {
    const { repository, peer } = await start();
    const other = await peer();
    const inserted = new Set<string>();
    for (let index = 0; index < 50; index += 1) {
      const kind = KINDS[index % 3]!;
      inserted.add((await repository.insert(kind, LEADS[kind])).id);
    }
    const now = soon();
    async function drain(claimer: Stores): Promise<PendingNotification[]> {
      const taken: PendingNotification[] = [];
      for (;;) {
        const batch = await claimer.claimDueNotifications(3, now, 120);
        if (batch.length === 0) return taken;
        taken.push(...batch);
      }
    }
    const [first, second] = await Promise.all([drain(repository), drain(other)]);
    const firstIds = first.map((row) => row.id);
    const secondIds = second.map((row) => row.id);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    expect(new Set([...firstIds, ...secondIds])).toEqual(inserted);
    expect(firstIds.length + secondIds.length).toBe(50);
  });

  it("counts leads, leaving test rows out unless asked", async () => {
    const { repository } = await start();
    await repository.insert("contact", LEADS.contact);
    await repository.insert("contact", LEADS.contact);
    await repository.insert("contact", LEADS.contact, { isTest: true });
    expect(await repository.count("contact")).toBe(2);
    expect(await repository.count("contact", { includeTests: true })).toBe(3);
    expect(await repository.count("investor", { includeTests: true })).toBe(0);
  });

  it("lists a table's leads newest first with their notification state, never test rows", async () => {
    const { repository } = await start();
    const older = await repository.insert("valuation", LEADS.valuation);
    await tick();
    await repository.insert("valuation", { ...LEADS.valuation, name: "Test row" }, { isTest: true });
    await tick();
    const newer = await repository.insert("valuation", { ...LEADS.valuation, name: "<b>Kim</b>", property_type: null });
    const now = soon();
    await repository.claimDueNotifications(10, now, 60);
    await repository.markNotified("valuation", older.id, now);
    await repository.markNotificationFailed("valuation", newer.id, "SMTP 421 try later", seconds(now, 600), MAX_ATTEMPTS);

    const listed = await repository.listLeads("valuation");
    expect(listed.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toEqual({
      kind: "valuation",
      id: newer.id,
      created_at: newer.created_at,
      lead: { ...LEADS.valuation, name: "<b>Kim</b>", property_type: null },
      // The same e-mail as the older lead, within 24 hours: a repeat of it (the test row is not counted).
      repeat_of: older.id,
      fill_ms: null,
      spam: null,
      notification: {
        notified_at: null,
        attempts: 1,
        last_error: "SMTP 421 try later",
        next_attempt_at: seconds(now, 600).toISOString(),
        failed_at: null,
      },
    });
    expect(listed[1]?.notification).toMatchObject({ notified_at: now.toISOString(), attempts: 0, last_error: null });
    expect(await repository.listLeads("contact")).toEqual([]);
  });

  it("pages through a table oldest first for exports", async () => {
    const { repository } = await start();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await repository.insert("investor", { ...LEADS.investor, name: `Investor ${index}` })).id);
      await tick();
    }
    expect((await repository.listLeads("investor", { limit: 2 })).map((row) => row.id)).toEqual([ids[4], ids[3]]);
    const pages = [0, 2, 4].map((offset) => repository.listLeads("investor", { limit: 2, offset, order: "oldest" }));
    expect((await Promise.all(pages)).map((page) => page.map((row) => row.lead.name))).toEqual([
      ["Investor 0", "Investor 1"],
      ["Investor 2", "Investor 3"],
      ["Investor 4"],
    ]);
  });

  it.each(KINDS)("keeps a suspected-spam %s lead in quarantine: stored, listed apart, never claimed", async (kind) => {
    const { repository } = await start();
    const normal = await repository.insert(kind, LEADS[kind], { fillMs: 42_000 });
    await tick();
    const spam = await repository.insert(kind, { ...LEADS[kind], name: "Fast Fingers" }, { spamReason: "too_fast", fillMs: 640 });
    expect((await repository.claimDueNotifications(10, soon(), 60)).map((row) => row.id)).toEqual([normal.id]);

    expect((await repository.listLeads(kind)).map((row) => [row.id, row.fill_ms, row.spam])).toEqual([[normal.id, 42_000, null]]);
    expect(
      (await repository.listLeads(kind, { quarantined: "only" })).map((row) => [row.id, row.lead.name, row.fill_ms, row.spam]),
    ).toEqual([[spam.id, "Fast Fingers", 640, { reason: "too_fast", released_at: null }]]);
    expect((await repository.listLeads(kind, { quarantined: "include", order: "oldest" })).map((row) => row.id)).toEqual([
      normal.id,
      spam.id,
    ]);
    // Stored is stored: the count (stored = acknowledged) includes it.
    expect(await repository.count(kind)).toBe(2);
    expect(await repository.count(kind, { only: "quarantined" })).toBe(1);
  });

  it("releases a quarantined lead once: it is then claimed and listed like any lead", async () => {
    const { repository } = await start();
    const { id } = await repository.insert("contact", LEADS.contact, { spamReason: "honeypot" });
    const now = soon();
    expect(await repository.releaseQuarantined("contact", id, now)).toBe(true);
    expect(await repository.releaseQuarantined("contact", id, now)).toBe(false);
    expect((await repository.claimDueNotifications(10, now, 60)).map((row) => row.id)).toEqual([id]);
    expect(await repository.listLeads("contact", { quarantined: "only" })).toEqual([]);
    const [listed] = await repository.listLeads("contact");
    expect(listed?.spam).toEqual({ reason: "honeypot", released_at: now.toISOString() });
    // An ordinary lead cannot be "released" (nor deleted as spam).
    const normal = await repository.insert("contact", LEADS.contact);
    expect(await repository.releaseQuarantined("contact", normal.id, now)).toBe(false);
    expect(await repository.deleteQuarantined("contact", normal.id)).toBe(false);
    expect(await repository.deleteQuarantined("contact", id)).toBe(false);
    expect(await repository.count("contact")).toBe(2);
  });

  it("deletes a quarantined lead on request, and purges those older than the cut-off", async () => {
    const { repository, inspect } = await start();
    const deleted = await repository.insert("investor", LEADS.investor, { spamReason: "too_fast", fillMs: 300 });
    const old = await repository.insert("valuation", LEADS.valuation, { spamReason: "honeypot" });
    const recent = await repository.insert("contact", LEADS.contact, { spamReason: "honeypot" });
    const ordinary = await repository.insert("contact", LEADS.contact);
    await inspect("update public.property_valuations set created_at = now() - interval '31 days' where id = $1", [old.id]);
    await inspect("update public.contact_forms set created_at = now() - interval '31 days' where id = $1", [ordinary.id]);

    expect(await repository.deleteQuarantined("investor", deleted.id)).toBe(true);
    expect(await repository.count("investor")).toBe(0);
    expect(await repository.purgeQuarantined(new Date(Date.now() - 30 * 86_400_000))).toBe(1);
    expect(await repository.listLeads("valuation", { quarantined: "include" })).toEqual([]);
    expect((await repository.listLeads("contact", { quarantined: "include", order: "oldest" })).map((row) => row.id)).toEqual([
      ordinary.id,
      recent.id,
    ]);
  });

  it("gives a notification up after the last allowed attempt, until the operator retries it", async () => {
    const { repository } = await start();
    const { id } = await repository.insert("contact", LEADS.contact);
    let now = soon();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await repository.claimDueNotifications(10, now, 60)).map((row) => row.attempts)).toEqual([attempt - 1]);
      await repository.markNotificationFailed("contact", id, `HTTP 400: attempt ${attempt}`, now, 3);
      now = seconds(now, 1);
    }
    expect(await repository.claimDueNotifications(10, seconds(now, 86_400), 60)).toEqual([]);
    const [failed] = await repository.listLeads("contact");
    expect(failed?.notification).toMatchObject({ attempts: 3, last_error: "HTTP 400: attempt 3", notified_at: null });
    expect(failed?.notification.failed_at).not.toBeNull();
    expect(await repository.count("contact", { only: "notification-failed" })).toBe(1);

    expect(await repository.retryNotification("contact", id, now)).toBe(true);
    expect(await repository.retryNotification("contact", id, now)).toBe(false);
    expect((await repository.claimDueNotifications(10, now, 60)).map((row) => [row.id, row.attempts])).toEqual([[id, 0]]);
    expect(await repository.count("contact", { only: "notification-failed" })).toBe(0);
  });

  describe("shared state (rate limits, sign-outs, the session secret)", () => {
    const at = (offsetSeconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, offsetSeconds));

    it("shares one rate limit between two processes: 5 attempts, then the seconds until the next", async () => {
      const { repository, peer } = await start();
      const other = await peer();
      const decisions: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const processOfAttempt = index % 2 === 0 ? repository : other;
        decisions.push(await processOfAttempt.sharedState!.limitAttempt("lead:contact:203.0.113.9", 5, 600, at(index * 10)));
      }
      // The oldest attempt (at 0 s) leaves the 600 s window at 600 s; the sixth came at 50 s.
      expect(decisions).toEqual([0, 0, 0, 0, 0, 550]);
      expect(await other.sharedState!.limitAttempt("lead:contact:198.51.100.7", 5, 600, at(50))).toBe(0);
      expect(await repository.sharedState!.limitAttempt("lead:contact:203.0.113.9", 5, 600, at(600))).toBe(0);
    });

    it("lets exactly 5 of 50 concurrent attempts through, whichever process they reach", async () => {
      const { repository, peer } = await start();
      const other = await peer();
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          (index % 2 === 0 ? repository : other).sharedState!.limitAttempt("sign-in:203.0.113.9", 5, 900, at(0)),
        ),
      );
      expect(decisions.filter((retryAfter) => retryAfter === 0)).toHaveLength(5);
      expect(decisions.filter((retryAfter) => retryAfter === 900)).toHaveLength(45);
    });

    it("forgets a bucket on reset (a successful sign-in)", async () => {
      const { repository } = await start();
      const state = repository.sharedState!;
      for (let index = 0; index < 5; index += 1) await state.limitAttempt("sign-in:a", 5, 900, at(index));
      expect(await state.limitAttempt("sign-in:a", 5, 900, at(5))).toBeGreaterThan(0);
      await state.limitReset("sign-in:a");
      expect(await state.limitAttempt("sign-in:a", 5, 900, at(6))).toBe(0);
    });

    it("purges expired buckets by age as new attempts arrive, so the table stays small", async () => {
      const { repository, inspect } = await start();
      const state = repository.sharedState!;
      for (let index = 0; index < 150; index += 1) await state.limitAttempt(`lead:contact:10.0.0.${index}`, 5, 600, at(0));
      expect((await inspect("select count(*)::int as n from public.rate_limits"))[0]?.n).toBe(150);
      // Ten minutes later every one of them has expired: each new attempt removes up to 100.
      await state.limitAttempt("lead:contact:192.0.2.1", 5, 600, at(600));
      await state.limitAttempt("lead:contact:192.0.2.2", 5, 600, at(600));
      expect((await inspect("select bucket from public.rate_limits order by bucket")).map((row) => row.bucket)).toEqual([
        "lead:contact:192.0.2.1",
        "lead:contact:192.0.2.2",
      ]);
    });

    it("refuses a bucket name longer than 200 characters or a limit below 1", async () => {
      const { repository } = await start();
      await expect(repository.sharedState!.limitAttempt("x".repeat(201), 5, 600, at(0))).rejects.toThrow(/1-200 characters/);
      await expect(repository.sharedState!.limitAttempt("x", 0, 600, at(0))).rejects.toThrow(/limit_attempt/);
    });

    it("remembers a sign-out for every process until the session would have expired", async () => {
      const { repository, peer, inspect } = await start();
      const other = await peer();
      await repository.sharedState!.signOut("nonce-one", at(3600), at(0));
      expect(await other.sharedState!.isSignedOut("nonce-one", at(10))).toBe(true);
      expect(await other.sharedState!.isSignedOut("nonce-two", at(10))).toBe(false);
      expect(await other.sharedState!.isSignedOut("nonce-one", at(3600))).toBe(false);
      // The next sign-out after expiry purges it.
      await other.sharedState!.signOut("nonce-two", at(7200), at(3600));
      expect((await inspect("select nonce from public.signed_out_sessions")).map((row) => row.nonce)).toEqual(["nonce-two"]);
    });

    it("keeps the first secret offered and gives it to every process", async () => {
      const { repository, peer } = await start();
      const other = await peer();
      const [first, second] = await Promise.all([
        repository.sharedState!.secret("operator-session", "a".repeat(43)),
        other.sharedState!.secret("operator-session", "b".repeat(43)),
      ]);
      expect(first).toBe(second);
      expect(await repository.sharedState!.secret("operator-session", "c".repeat(43))).toBe(first);
    });

    it("dates a previous link secret from its first sighting, the same for every process and every later look", async () => {
      const { repository, peer } = await start();
      const other = await peer();
      expect(await repository.sharedState!.firstSeen("previous-link-secret:abc", at(0))).toEqual(at(0));
      expect(await other.sharedState!.firstSeen("previous-link-secret:abc", at(3600))).toEqual(at(0));
      expect(await other.sharedState!.firstSeen("previous-link-secret:def", at(3600))).toEqual(at(3600));
    });
  });

  it("answers ping while open and fails it once closed", async () => {
    const { repository } = await start();
    await expect(repository.ping()).resolves.toBeUndefined();
    await repository.close();
    await expect(repository.ping()).rejects.toThrow();
    await expect(repository.close()).resolves.toBeUndefined();
  });
});

describe("embedded repository on DATA_DIR", { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "leads-data-"));
    dirs.push(dir);
    return dir;
  }
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  // A folder PGlite has created and migrated, made once (initdb and every migration cost seconds
  // of WebAssembly): a test about a later start begins with a copy of it. The first test creates
  // its own folder, since the first start is what it checks.
  let migrated: Promise<string> | null = null;
  afterAll(async () => {
    const folder = await migrated;
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  async function migratedDataDir(): Promise<string> {
    migrated ??= (async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), "leads-data-migrated-"));
      await (await createEmbeddedRepository({ dataDir: folder })).close();
      return folder;
    })();
    const dataDir = await tempDir();
    await cp(await migrated, dataDir, { recursive: true });
    return dataDir;
  }

  async function appliedMigrations(dataDir: string) {
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      return (await db.query<{ name: string; applied_at: Date }>("select name, applied_at from public.schema_migrations order by name"))
        .rows;
    } finally {
      await db.close();
    }
  }

  it("keeps leads across a restart and applies each migration only once", async () => {
    const dataDir = await tempDir();
    const first = await createEmbeddedRepository({ dataDir });
    const { id } = await first.insert("contact", LEADS.contact);
    await first.close();
    const afterFirstStart = await appliedMigrations(dataDir);
    expect(afterFirstStart.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));

    const second = await createEmbeddedRepository({ dataDir });
    const claimed = await second.claimDueNotifications(10, soon(), 60);
    await second.close();
    expect(claimed.map((row) => row.id)).toEqual([id]);
    expect(await appliedMigrations(dataDir)).toEqual(afterFirstStart);
  });

  it("releases the leases of the process that held the folder before, so its claimed leads are due at once", async () => {
    const dataDir = await migratedDataDir();
    const first = await createEmbeddedRepository({ dataDir });
    const { id } = await first.insert("contact", LEADS.contact);
    // Claimed for two minutes, then the process is gone before it marks the lead notified.
    expect((await first.claimDueNotifications(10, soon(), 120)).map((row) => row.id)).toEqual([id]);
    expect(await first.claimDueNotifications(10, soon(), 120)).toEqual([]);
    await first.close();

    const second = await createEmbeddedRepository({ dataDir });
    const claimed = await second.claimDueNotifications(10, soon(), 120);
    await second.close();
    expect(claimed.map((row) => row.id)).toEqual([id]);
  });

  it("keeps sign-outs across a restart", async () => {
    const dataDir = await migratedDataDir();
    const first = await createEmbeddedRepository({ dataDir });
    await first.sharedState!.signOut("signed-out-nonce", new Date(Date.now() + 3_600_000), new Date());
    await first.close();
    const second = await createEmbeddedRepository({ dataDir });
    const signedOut = await second.sharedState!.isSignedOut("signed-out-nonce", new Date());
    await second.close();
    expect(signedOut).toBe(true);
  });

  it("applies a migration added after the first start, on the next start", async () => {
    const dataDir = await migratedDataDir();
    const migrationsDir = path.join(await tempDir(), "migrations");
    await cp(findMigrationsDir(), migrationsDir, { recursive: true });
    await (await createEmbeddedRepository({ dataDir, migrationsDir })).close();

    await writeFile(path.join(migrationsDir, "29990101000000_later.sql"), "create table public.later_feature (id integer primary key);");
    const repository = await createEmbeddedRepository({ dataDir, migrationsDir });
    await repository.close();
    expect((await appliedMigrations(dataDir)).map((row) => row.name)).toContain("29990101000000_later.sql");
  });

  it("refuses to start on a migration that fails, naming it", async () => {
    const migrationsDir = path.join(await tempDir(), "migrations");
    await cp(findMigrationsDir(), migrationsDir, { recursive: true });
    await writeFile(path.join(migrationsDir, "29990101000000_broken.sql"), "create table public.contact_forms (id integer);");
    await expect(createEmbeddedRepository({ dataDir: await migratedDataDir(), migrationsDir })).rejects.toThrow(
      /29990101000000_broken\.sql/,
    );
  });

  it("creates an in-memory store for tests, with the migrations applied", async () => {
    const repository = await createMemoryRepository();
    try {
      await repository.insert("investor", LEADS.investor);
      expect(await repository.count("investor")).toBe(1);
    } finally {
      await repository.close();
    }
  });
});
