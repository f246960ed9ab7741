/**
 * The CRM webhook's delivery state (20261123000600_lead_webhook.sql) on PGlite and on a real
 * PostgreSQL: every stored lead is due once, test rows and unreleased quarantine never, a lease
 * keeps two claimers from posting one lead twice, failures back off and give up, and the state is
 * independent of the e-mail notification's.
 */
import { PGlite } from "@electric-sql/pglite";
import { NO_BUY_BOX, type LeadByKind, type LeadKind } from "@agency/supabase/leads";
import { afterEach, describe, expect, it } from "vitest";
import { findMigrationsDir, readMigrations } from "@/src/database/migrations";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { webhookPayload } from "./payload";
import type { ClaimedWebhook, LeadWebhookStore } from "./store";

const LEADS: { [K in LeadKind]: LeadByKind[K] } = {
  contact: { name: "Jordan Lee", email: "jordan@example.ca", message: "Looking at storage in Barrie." },
  investor: {
    name: "Priya Shah",
    email: "priya@example.ca",
    investment_profile: "Self-storage, $2-8M",
    message: null,
    consent_deal_emails: true,
    ...NO_BUY_BOX,
  },
  valuation: {
    name: "Sam Wong",
    email: "sam@example.ca",
    phone: "(705) 555-0199",
    property_address: "40 Commerce Park Dr, Barrie ON",
    property_type: "self-storage",
    message: null,
    estimate: {
      inputs: {
        units: 120,
        unitMonthlyRent: 150,
        containers: 0,
        containerMonthlyRent: 0,
        parkingSpots: 10,
        parkingMonthlyRent: 80,
        additionalMonthlyRevenue: 0,
        occupancyPercent: 90,
        expenseRatioPercent: 35,
        capRatePercent: 6,
      },
      estimatedValue: 2_150_000,
    },
  },
};
const KINDS: LeadKind[] = ["contact", "investor", "valuation"];
const MAX = 150;
const soon = () => new Date(Date.now() + 1000);
const seconds = (base: Date, offset: number) => new Date(base.getTime() + offset * 1000);

type Harness = StoreHarness<LeadWebhookStore>;

const HARNESSES = storeHarnesses("lead_webhook_test", (repository) => repository.webhooks!);

describe.each(HARNESSES)("lead webhook state: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: Harness | null = null;
  async function start() {
    harness = await open();
    return harness;
  }
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);

  it("hands out every stored lead of every kind once, oldest first, with its whole row for the payload", async () => {
    const { repository, store } = await start();
    const ids: string[] = [];
    for (const kind of KINDS) {
      ids.push((await repository.insert(kind, LEADS[kind])).id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const claimed = await store.claimDue(10, soon(), 60);
    expect(claimed.map((row) => [row.kind, row.id, row.attempts])).toEqual(KINDS.map((kind, index) => [kind, ids[index], 0]));
    const valuation = webhookPayload(claimed[2]!);
    expect(valuation).toMatchObject({
      version: 1,
      kind: "valuation",
      id: ids[2],
      fields: { name: "Sam Wong", email: "sam@example.ca", phone: "(705) 555-0199", property_type: "self-storage", message: null },
      estimate: LEADS.valuation.estimate,
      repeat_of: null,
    });
    // Nothing of the server's own state reaches the CRM.
    expect(Object.keys(valuation.fields).filter((key) => /notif|webhook|spam|test|fill|released/.test(key))).toEqual([]);
    for (const row of claimed) await store.markDelivered(row.kind, row.id, new Date());
    expect(await store.claimDue(10, seconds(soon(), 3600), 60)).toEqual([]);
  });

  it("never hands out test rows or unreleased quarantine; a released lead is due at once", async () => {
    const { repository, store } = await start();
    await repository.insert("contact", LEADS.contact, { isTest: true });
    const caught = await repository.insert("contact", LEADS.contact, { spamReason: "honeypot" });
    expect(await store.claimDue(10, soon(), 60)).toEqual([]);
    expect(await repository.releaseQuarantined("contact", caught.id, new Date())).toBe(true);
    expect((await store.claimDue(10, soon(), 60)).map((row) => row.id)).toEqual([caught.id]);
  });

  it("claims at most `limit`, and does not hand a leased lead out again until the lease expires", async () => {
    const { repository, store } = await start();
    for (let index = 0; index < 5; index += 1) await repository.insert("contact", LEADS.contact);
    const now = soon();
    expect(await store.claimDue(3, now, 60)).toHaveLength(3);
    expect(await store.claimDue(10, seconds(now, 59), 60)).toHaveLength(2);
    expect(await store.claimDue(10, seconds(now, 59), 60)).toEqual([]);
    expect(await store.claimDue(10, seconds(now, 61), 60)).toHaveLength(3);
    expect(await store.claimDue(10, seconds(now, 120), 60)).toHaveLength(2);
  });

  it("gives two claimers running at once disjoint sets of leads", async () => {
    const { repository, store, peer } = await start();
    const other = await peer();
    const inserted = new Set<string>();
    for (let index = 0; index < 60; index += 1) inserted.add((await repository.insert(KINDS[index % 3]!, LEADS[KINDS[index % 3]!])).id);
    const now = soon();
    async function drain(claimer: LeadWebhookStore): Promise<ClaimedWebhook[]> {
      const taken: ClaimedWebhook[] = [];
      for (;;) {
        const batch = await claimer.claimDue(4, now, 120);
        if (batch.length === 0) return taken;
        taken.push(...batch);
      }
    }
    const [first, second] = await Promise.all([drain(store), drain(other)]);
    const firstIds = first.map((row) => row.id);
    const secondIds = second.map((row) => row.id);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    expect(new Set([...firstIds, ...secondIds])).toEqual(inserted);
    expect(firstIds.length + secondIds.length).toBe(60);
  });

  it("retries a failed delivery when due, gives up at the last attempt, and starts again on the operator's retry", async () => {
    const { repository, store } = await start();
    const { id } = await repository.insert("investor", LEADS.investor);
    const now = soon();
    await store.claimDue(10, now, 60);
    await store.markFailed("investor", id, "HTTP 503", seconds(now, 30), MAX);
    expect(await store.claimDue(10, seconds(now, 29), 60)).toEqual([]);
    const [again] = await store.claimDue(10, seconds(now, 30), 60);
    expect(again).toMatchObject({ id, attempts: 1 });
    expect((await store.states("investor", [id])).get(id)).toMatchObject({
      attempts: 1,
      last_error: "HTTP 503",
      delivered_at: null,
      failed_at: null,
    });

    await store.markFailed("investor", id, "no answer within 10 s", seconds(now, 60), 2);
    expect(await store.claimDue(10, seconds(now, 3600), 60)).toEqual([]);
    expect((await store.states("investor", [id])).get(id)).toMatchObject({ attempts: 2, last_error: "no answer within 10 s" });
    expect((await store.states("investor", [id])).get(id)?.failed_at).not.toBeNull();
    expect(await store.countFailed()).toBe(1);

    expect(await store.retry("investor", id, seconds(now, 100))).toBe(true);
    expect(await store.retry("investor", id, seconds(now, 100))).toBe(false);
    expect(await store.countFailed()).toBe(0);
    expect(await store.claimDue(10, seconds(now, 100), 60)).toMatchObject([{ id, attempts: 0 }]);
    await store.markDelivered("investor", id, seconds(now, 101));
    expect((await store.states("investor", [id])).get(id)?.delivered_at).toBe(seconds(now, 101).toISOString());
  });

  it("keeps its state apart from the e-mail's: a failing CRM leaves the e-mail due, a sent e-mail leaves the webhook due", async () => {
    const { repository, store } = await start();
    const { id } = await repository.insert("contact", LEADS.contact);
    const now = soon();
    await store.claimDue(10, now, 60);
    await store.markFailed("contact", id, "HTTP 500", seconds(now, 3600), MAX);
    expect((await repository.claimDueNotifications(10, now, 60)).map((row) => row.id)).toEqual([id]);
    await repository.markNotified("contact", id, now);
    expect((await store.claimDue(10, seconds(now, 3600), 60)).map((row) => row.id)).toEqual([id]);
  });
});

describe("the webhook migration on a database with leads", { timeout: 60_000 }, () => {
  it("leaves the leads stored before it undelivered, and makes every later one due", async () => {
    const db = await PGlite.create();
    try {
      const migrations = readMigrations(findMigrationsDir());
      const index = migrations.findIndex((migration) => migration.name.startsWith("20261123000600"));
      for (const migration of migrations.slice(0, index)) await db.exec(migration.sql);
      await db.query("insert into public.contact_forms (name, email, message) values ('Old', 'old@example.ca', 'Before the webhook')");
      for (const migration of migrations.slice(index)) await db.exec(migration.sql);
      await db.query("insert into public.contact_forms (name, email, message) values ('New', 'new@example.ca', 'After')");
      const rows = await db.query<{ name: string; due: boolean }>(
        "select name, webhook_next_attempt_at is not null as due from public.contact_forms order by name",
      );
      expect(rows.rows).toEqual([
        { name: "New", due: true },
        { name: "Old", due: false },
      ]);
    } finally {
      await db.close();
    }
  });
});
