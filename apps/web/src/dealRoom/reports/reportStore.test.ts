/**
 * The listing's funnel, its weekly activity and the team's Monday e-mail (issue 36, decision 0051)
 * against the real migrations, on PGlite and on a real PostgreSQL: each step counted as the
 * operator page and the owner's report show it (the operator's tests left out, page views from the
 * daily totals and today's raw views alike), the weeks, and the Monday e-mail sent once per listing
 * and ISO week with an injected clock: not before Monday 07:00 Toronto, not again in the same week
 * (nor by a second server on the same database), retried while mail is down, never for a listing
 * whose switch is off.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "@agency/paths";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { AnalyticsStore } from "@/src/analytics/store";
import { MAX_NOTIFY_ATTEMPTS } from "@/src/leads/notifier";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import { loadOwnerReport, type ReportListing } from "./ownerReportModel";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_TEAM, testSignature } from "@/src/dealRoom/testSignatures";

const HARNESSES = storeHarnesses("deal_room_report_test", (repository) => repository.dealRoom!);

async function sign(store: DealRoomStore, listing: string, email: string, isTest = false) {
  return store.recordSignature(testSignature(listing, email, { name: email.split("@")[0] ?? email, signature: "Signed", isTest }));
}

function view(path: string, day: string) {
  return { day, path, source: "", medium: "", campaign: "", referrerHost: "", device: "desktop" as const, vitals: null };
}

/** The deal room's mailer as a server runs it, on `store`, with the test's mail, listings and clock; the team mails deals@example.ca. */
function weeklyMailer(
  store: DealRoomStore,
  options: { invoke: Parameters<typeof createDealRoomMailer>[0]["invoke"]; listings: () => Promise<ReportListing[]>; now: () => Date },
) {
  return createDealRoomMailer({
    store: async () => store,
    invoke: options.invoke,
    secret: async () => Buffer.alloc(32, 7),
    siteUrl: "https://www.example-agency.ca",
    team: async () => TEST_TEAM,
    listingTitle: async (slug) => slug,
    reportListings: options.listings,
    now: options.now,
  });
}

const OFFER = {
  price: 7_250_000,
  deposit: 250_000,
  dueDiligenceDays: 45,
  financing: "none" as const,
  lender: null,
  closingDate: "2027-03-31",
  conditions: null,
  proof: null,
  callForOffersAt: null,
  ip: null,
  userAgent: null,
};

describe.each(HARNESSES)("listing funnel and Monday report: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  let analytics: AnalyticsStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
    analytics = harness.repository.analytics!;
  }, 60_000);
  afterAll(() => harness?.dispose());

  it("counts each step of the funnel and each week's activity, the operator's tests left out", async () => {
    const listing = "funnel-storage";
    const path = listingPath(listing);
    // Three views on Monday 2026-11-16 (folded into the daily totals), two today (raw), one of another page.
    for (let index = 0; index < 3; index += 1) await analytics.countView(view(path, "2026-11-16"));
    await analytics.rollUp("2026-11-20");
    await analytics.countView(view(path, "2026-11-25"));
    await analytics.countView(view(path, "2026-11-26"));
    await analytics.countView(view("/about/", "2026-11-26"));
    for (const [day, client] of [
      ["2026-11-16", "a"],
      ["2026-11-25", "a"],
      ["2026-11-25", "b"],
    ] as const)
      await store.countAgreementOpening(listing, day, client.repeat(64));

    const robin = await sign(store, listing, "robin@example.ca");
    const sam = await sign(store, listing, "sam@example.ca");
    await sign(store, listing, "operator.test@example.ca", true);
    await harness.inspect("update public.deal_room_signatures set accepted_at = '2026-11-17T15:00:00Z' where listing = $1", [listing]);
    await store.confirmSignature(robin.id, new Date("2026-11-17T16:00:00Z"));
    await store.confirmSignature(sam.id, new Date("2026-11-17T16:00:00Z"));
    const document = await store.addDocument({
      id: "7f1c1c9e-8a3f-4d0c-9a55-0b8f0f6c2a11",
      listing,
      fileName: "Rent roll.csv",
      contentType: "text/csv",
      sizeBytes: 10,
      sha256: "c".repeat(64),
    });
    for (const downloadId of ["3b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44", "4b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44"]) {
      await store.logDownload({
        downloadId,
        signatureId: robin.id,
        documentId: document.id,
        ip: null,
        userAgent: null,
        bytesSent: 10,
        at: new Date("2026-11-24T15:00:00Z"),
      });
    }
    await store.submitOffer({ ...OFFER, signatureId: robin.id, at: new Date("2026-11-25T15:00:00Z") });
    await store.submitOffer({ ...OFFER, signatureId: robin.id, price: 7_400_000, at: new Date("2026-11-26T15:00:00Z") });

    expect(await store.funnel(listing, path)).toEqual({
      pageViews: 5,
      agreementsOpened: 3,
      signed: 2,
      confirmed: 2,
      downloaded: 1,
      offered: 1,
      revisions: 1,
    });
    expect(await store.weeklyActivity(listing, path, "2026-11-16")).toEqual([
      { week: "2026-11-16", pageViews: 3, agreementsOpened: 1, signed: 2, downloads: 0, offers: 0, revisions: 0 },
      // One buyer's offer and its revision: one buyer's offer, one revision apart (issue 46).
      { week: "2026-11-23", pageViews: 2, agreementsOpened: 2, signed: 0, downloads: 2, offers: 1, revisions: 1 },
    ]);
    expect(await store.weeklyActivity(listing, path, "2026-11-23")).toEqual([
      { week: "2026-11-23", pageViews: 2, agreementsOpened: 2, signed: 0, downloads: 2, offers: 1, revisions: 1 },
    ]);

    // The owner's report reads the same counts; names only when ticked, the operator's test never.
    const report = await loadOwnerReport(
      store,
      { slug: listing, title: "Funnel Storage", listedAt: "2026-11-02" },
      {
        includeNames: true,
        now: new Date("2026-11-26T20:00:00Z"),
      },
    );
    expect(report.steps.map((step) => [step.count, step.conversion])).toEqual([
      [5, null],
      [3, "60.0%"],
      [2, "66.7%"],
      [2, "100.0%"],
      [1, "50.0%"],
      [1, "100.0%"],
      [1, null],
    ]);
    expect(report.weeksOnMarket).toBe(3);
    expect(report.weeks.slice(-2).map((week) => [week.week, week.pageViews, week.offers, week.revisions])).toEqual([
      ["2026-11-16", 3, 0, 0],
      ["2026-11-23", 2, 1, 1],
    ]);
    expect(report.buyers).toEqual([
      { name: "robin", company: "Northshore Capital", offered: true },
      { name: "sam", company: "Northshore Capital", offered: false },
    ]);
    const anonymous = await loadOwnerReport(
      store,
      { slug: listing, title: "Funnel Storage", listedAt: null },
      {
        includeNames: false,
        now: new Date("2026-11-26T20:00:00Z"),
      },
    );
    expect([anonymous.buyers, anonymous.weeksOnMarket]).toEqual([null, null]);
  });

  it("counts an agreement page opened once per client, listing and Toronto day (issue 41)", async () => {
    const listing = "openings-storage";
    const path = listingPath(listing);
    const first = "1".repeat(64);
    const second = "2".repeat(64);
    const counted: boolean[] = [];
    for (let reload = 0; reload < 40; reload += 1) counted.push(await store.countAgreementOpening(listing, "2026-11-25", first));
    counted.push(await store.countAgreementOpening(listing, "2026-11-25", second));
    counted.push(await store.countAgreementOpening("other-storage", "2026-11-25", first));
    counted.push(await store.countAgreementOpening(listing, "2026-11-26", first));
    expect(counted.filter(Boolean)).toHaveLength(4);
    expect(counted.slice(0, 2)).toEqual([true, false]);
    expect((await store.funnel(listing, path)).agreementsOpened).toBe(3);
    expect(await store.weeklyActivity(listing, path, "2026-11-23")).toEqual([
      { week: "2026-11-23", pageViews: 0, agreementsOpened: 3, signed: 0, downloads: 0, offers: 0, revisions: 0 },
    ]);
    // The digests of days before yesterday are forgotten; the counts stay.
    await store.countAgreementOpening(listing, "2026-11-30", second);
    expect(
      await harness.inspect(
        "select day::text, count(*)::integer as clients from public.deal_room_agreement_opening_clients group by day order by day",
      ),
    ).toEqual([{ day: "2026-11-30", clients: 1 }]);
    expect((await store.funnel(listing, path)).agreementsOpened).toBe(4);
  });

  it("names in the owner's report only signers who confirmed, hold access and were not withheld (issue 41)", async () => {
    const listing = "vouched-storage";
    const confirmed = await sign(store, listing, "confirmed@example.ca");
    const unconfirmed = await sign(store, listing, "unconfirmed@example.ca");
    const revoked = await sign(store, listing, "revoked@example.ca");
    const kept = await sign(store, listing, "kept@example.ca");
    for (const signer of [confirmed, revoked, kept]) await store.confirmSignature(signer.id, new Date("2026-11-25T16:00:00Z"));
    await store.revoke(revoked.id, new Date("2026-11-25T17:00:00Z"));
    // The same person signs again after the revocation: stored, withheld (barred), never named.
    const barred = await sign(store, listing, "revoked@example.ca");
    expect(barred.accessWithheld).toBe("revoked");
    // A fourth signature of the day to one address is withheld too, even if a row says confirmed.
    for (const other of ["a-storage", "b-storage", "c-storage"]) await sign(store, other, "busy@example.ca");
    const busy = await sign(store, listing, "busy@example.ca");
    expect(busy.accessWithheld).toBe("daily-limit");
    await harness.inspect("update public.deal_room_signatures set confirmed_at = now() where id = any($1::uuid[])", [[busy.id, barred.id]]);
    expect(unconfirmed.accessWithheld).toBeNull();

    const names = async () => (await store.reportBuyers(listing)).map((buyer) => buyer.name);
    expect(await names()).toEqual(["confirmed", "kept"]);
    // Granted again by the operator (the bar lifted, a fresh link) and confirmed: named again.
    expect(await store.grantAccess(barred.id, new Date("2026-11-26T15:00:00Z"))).not.toBeNull();
    expect(await names()).toEqual(["confirmed", "kept", "revoked"]);
  });

  it("e-mails the team each listing's report once per ISO week from Monday 07:00 Toronto, durably", async () => {
    // Monday 2026-11-30 (ISO week 2026-W49): 07:00 in Toronto is 12:00 UTC.
    let clock = new Date("2026-11-30T11:59:00Z");
    let mailDown = false;
    const sent: { to: unknown; subject: unknown; text: string }[] = [];
    const listings = [
      { slug: "weekly-storage", title: "Weekly Storage", listedAt: null },
      { slug: "quiet-storage", title: "Quiet Storage", listedAt: null },
    ];
    const mailerOn = (reportStore: DealRoomStore) =>
      weeklyMailer(reportStore, {
        invoke: async (_name, body) => {
          if (mailDown) return { ok: false, error: "mail server unreachable" };
          sent.push({ to: body.to, subject: body.subject, text: String(body.text) });
          return { ok: true };
        },
        listings: async () => listings,
        now: () => clock,
      });
    const mailer = mailerOn(store);
    await store.setWeeklyEmail("quiet-storage", false, clock);
    // What the first test left due (its signatures' e-mails) is delivered first.
    await mailer.runOnce();
    sent.length = 0;

    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 0 });
    clock = new Date("2026-11-30T12:00:00Z");
    expect(await mailer.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ["deals@example.ca"], subject: "Owner's report, 2026-W49: Weekly Storage" });
    expect(sent[0]?.text).toContain("https://www.example-agency.ca/owner-report/?t=");
    expect(sent[0]?.text).toContain("Listing page views: 0");

    // Later the same Monday, and a second server on the same database: nothing more.
    clock = new Date("2026-11-30T18:00:00Z");
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(await mailerOn(await harness.peer()).runOnce()).toEqual({ delivered: 0, failed: 0 });
    // Tuesday: no new week.
    clock = new Date("2026-12-01T15:00:00Z");
    expect(await mailerOn(await harness.peer()).runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(sent).toHaveLength(1);

    // The next Monday with mail down: kept, retried once mail is back, sent once; the switch back on counts from then.
    await store.setWeeklyEmail("quiet-storage", true, clock);
    mailDown = true;
    clock = new Date("2026-12-07T13:00:00Z");
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 2 });
    mailDown = false;
    clock = new Date("2026-12-07T14:00:00Z");
    const restarted = mailerOn(await harness.peer());
    expect(await restarted.runOnce()).toEqual({ delivered: 2, failed: 0 });
    expect(await restarted.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(sent.map((message) => message.subject)).toEqual([
      "Owner's report, 2026-W49: Weekly Storage",
      "Owner's report, 2026-W50: Quiet Storage",
      "Owner's report, 2026-W50: Weekly Storage",
    ]);
    const rows = await harness.inspect(
      "select listing, iso_week, mail_attempts, sent_at is not null as sent from public.deal_room_weekly_reports order by iso_week, listing",
    );
    expect(rows).toEqual([
      { listing: "weekly-storage", iso_week: "2026-W49", mail_attempts: 0, sent: true },
      { listing: "quiet-storage", iso_week: "2026-W50", mail_attempts: 1, sent: true },
      { listing: "weekly-storage", iso_week: "2026-W50", mail_attempts: 1, sent: true },
    ]);
    // The database refuses a second row for a listing and week, whoever inserts it.
    await expect(
      harness.inspect(
        "insert into public.deal_room_weekly_reports (listing, iso_week, queued_at, mail_next_attempt_at) values ('weekly-storage', '2026-W50', now(), now())",
      ),
    ).rejects.toThrow();
  });

  it("shows a Monday e-mail waiting or given up to the operations alert; a listing that left the deal room cancels its own quietly", async () => {
    const dealRoomMail = async () =>
      (await harness.repository.pendingDeliveries({ webhooks: false })).find((row) => row.channel === "deal-room-mail");
    const failedBefore = await store.countFailedMail();
    let clock = new Date("2026-12-14T13:00:00Z");
    let listings = [
      { slug: "weekly-storage", title: "Weekly Storage", listedAt: null },
      { slug: "leaving-storage", title: "Leaving Storage", listedAt: null },
    ];
    const mailer = weeklyMailer(store, {
      invoke: async () => ({ ok: false, error: "mail server unreachable" }),
      listings: async () => listings,
      now: () => clock,
    });
    await store.setWeeklyEmail("quiet-storage", false, clock);

    // Mail is down: both wait, and the alert sees them from the moment they were queued.
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 2 });
    expect(await dealRoomMail()).toEqual({ channel: "deal-room-mail", pending: 2, oldestAt: "2026-12-14T13:00:00.000Z" });

    // One listing sells before its retry; the other's retries run out (its attempts moved to the last).
    listings = listings.slice(0, 1);
    await harness.inspect(
      "update public.deal_room_weekly_reports set mail_attempts = $1 - 1 where listing = 'weekly-storage' and iso_week = '2026-W51'",
      [MAX_NOTIFY_ATTEMPTS],
    );
    clock = new Date("2026-12-14T14:00:00Z");
    // The round delivers neither; only the one whose retries ran out counts as failed mail.
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 2 });
    expect(await dealRoomMail()).toEqual({ channel: "deal-room-mail", pending: 0, oldestAt: null });
    expect(await store.countFailedMail()).toBe(failedBefore + 1);
    expect(
      await harness.inspect(
        "select listing, cancelled_at is not null as cancelled, mail_failed_at is not null as gave_up, mail_last_error from public.deal_room_weekly_reports where iso_week = '2026-W51' order by listing",
      ),
    ).toEqual([
      {
        listing: "leaving-storage",
        cancelled: true,
        gave_up: true,
        mail_last_error: "The listing no longer has a deal room (sold or no longer confidential)",
      },
      { listing: "weekly-storage", cancelled: false, gave_up: true, mail_last_error: "mail server unreachable" },
    ]);
  });
});
