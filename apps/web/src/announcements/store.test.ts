/**
 * The announcement queue (20261124000200_investor_matching.sql, 20261126000300_consent_records.sql)
 * on PGlite and on a real PostgreSQL: candidates one per confirmed address, with the buy box of the
 * signup it confirmed, not test, not quarantined unless released, not unsubscribed; a listing is
 * announced once whatever triggers it again; the lease, backoff, give-up and operator retry; an
 * unsubscribe cancels what is queued and only a confirmed signup lifts it.
 */
import { NO_BUY_BOX, type InvestorSignupLead } from "@agency/supabase/leads";
import { afterEach, describe, expect, it } from "vitest";
import type { Stores } from "@/src/server/stores/types";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { announceListings } from "./announce";
import type { AnnouncedListing } from "./match";
import type { AnnouncementStore } from "./store";

const investor = (email: string, box: Partial<InvestorSignupLead> = {}): InvestorSignupLead => ({
  name: email.split("@")[0]!,
  email,
  investment_profile: "Storage",
  message: null,
  consent_deal_emails: true,
  ...NO_BUY_BOX,
  ...box,
});

const NOW = new Date("2026-11-24T12:00:00Z");

/** A signup its address's owner confirmed (the POST of the confirmation link). */
async function confirmedSignup(repository: Stores, lead: InvestorSignupLead) {
  const stored = await repository.insert("investor", lead);
  expect(await repository.consent!.confirm(lead.email, stored.id, "192.0.2.1", NOW)).toBe("confirmed");
  return stored;
}
const LISTING: AnnouncedListing = {
  slug: "barrie-storage",
  title: "Barrie Storage",
  assetClass: "self-storage",
  region: "Barrie",
  status: "available",
  askingPrice: 4_500_000,
  capRate: 6.9,
  confidential: false,
  listedAt: "2026-11-20",
};
const OTHER: AnnouncedListing = { ...LISTING, slug: "sudbury-industrial", assetClass: "industrial", region: "Sudbury" };
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

type Harness = StoreHarness<AnnouncementStore>;

const HARNESSES = storeHarnesses("announcements_test", (repository) => repository.announcements!);

describe.each(HARNESSES)("announcement queue: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: Harness | null = null;
  async function start() {
    harness = await open();
    return harness;
  }
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);

  it("offers one candidate per confirmed address, with the buy box it confirmed; never unconfirmed, test, unreleased spam or unsubscribed", async () => {
    const { repository, store } = await start();
    const first = await confirmedSignup(repository, investor("twice@example.ca", { buy_regions: ["Guelph"] }));
    // A later signup for the address (anyone may type it) changes nothing until it is confirmed.
    const newest = await repository.insert("investor", investor("Twice@Example.ca ", { buy_regions: ["Barrie"] }));
    await repository.insert("investor", investor("unconfirmed@example.ca"));
    const test = await repository.insert("investor", investor("test@example.ca"), { isTest: true });
    const spam = await repository.insert("investor", investor("spam@example.ca"), { spamReason: "honeypot" });
    const released = await repository.insert("investor", investor("released@example.ca"), { spamReason: "too_fast" });
    await repository.releaseQuarantined("investor", released.id, NOW);
    expect(await repository.consent!.confirm("released@example.ca", released.id, null, NOW)).toBe("confirmed");
    expect(await repository.consent!.confirm("test@example.ca", test.id, null, NOW)).toBe("unknown");
    expect(await repository.consent!.confirm("spam@example.ca", spam.id, null, NOW)).toBe("unknown");
    // A link of one address cannot confirm another's signup.
    expect(await repository.consent!.confirm("released@example.ca", newest.id, null, NOW)).toBe("unknown");
    await confirmedSignup(repository, investor("gone@example.ca"));
    expect(await store.unsubscribe("GONE@example.ca", NOW)).toBe(true);

    const twiceOf = async () => (await store.candidates()).find((candidate) => candidate.email === "twice@example.ca")!;
    expect((await store.candidates()).map((candidate) => candidate.email)).toEqual(["released@example.ca", "twice@example.ca"]);
    expect(await twiceOf()).toMatchObject({ id: first.id, buy_regions: ["Guelph"] });
    expect(await repository.consent!.confirm("twice@example.ca", newest.id, null, later(5))).toBe("confirmed");
    expect(await twiceOf()).toMatchObject({ id: newest.id, buy_regions: ["Barrie"] });
    // Confirming the first signup again (an old link) does not bring its buy box back.
    expect(await repository.consent!.confirm("twice@example.ca", first.id, null, later(6))).toBe("already");
    expect((await twiceOf()).buy_regions).toEqual(["Barrie"]);
  });

  it("announces a listing once: a second trigger, a duplicated webhook or a restart queues nothing", async () => {
    const { repository, store, peer } = await start();
    await confirmedSignup(repository, investor("all@example.ca"));
    await confirmedSignup(repository, investor("barrie@example.ca", { buy_regions: ["Barrie"], buy_price_max: 5_000_000 }));
    await confirmedSignup(repository, investor("industrial@example.ca", { buy_asset_classes: ["industrial"] }));
    await repository.insert("investor", investor("unconfirmed@example.ca"));

    const first = await announceListings(store, [LISTING], { now: NOW });
    expect(first).toEqual([{ slug: LISTING.slug, status: "announced", queued: 2 }]);
    expect(await announceListings(store, [LISTING], { now: NOW })).toEqual([{ slug: LISTING.slug, status: "already-announced" }]);
    // Two processes at once, past the "already announced" check: the table's keys still queue once.
    const other = await peer();
    expect(await Promise.all([store.announce(LISTING.slug, [], NOW), other.announce(LISTING.slug, [], NOW)])).toEqual([0, 0]);
    const rows = await harness!.inspect("select email from public.listing_announcements order by email");
    expect(rows.map((row) => row.email)).toEqual(["all@example.ca", "barrie@example.ca"]);
    // The queue's own key: one row per listing and address, whatever a caller sends.
    await expect(
      harness!.inspect("insert into public.listing_announcements (listing_slug, email, message) values ($1, $2, '{}'::jsonb)", [
        LISTING.slug,
        "all@example.ca",
      ]),
    ).rejects.toThrow();
  });

  it("skips listings that are sold or listed before the window", async () => {
    const { store } = await start();
    const outcomes = await announceListings(
      store,
      [
        { ...LISTING, status: "sold" },
        { ...OTHER, listedAt: "2026-01-01" },
      ],
      { now: NOW },
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["not-announceable", "not-announceable"]);
    expect(await announceListings(store, [{ ...OTHER, listedAt: "2026-01-01" }], { now: NOW, since: "2025-12-31" })).toEqual([
      { slug: OTHER.slug, status: "announced", queued: 0 },
    ]);
  });

  it("leases each announcement to one claimer, backs off after a failure, gives up at the cap, and retries on the operator's word", async () => {
    const { repository, store, peer } = await start();
    await confirmedSignup(repository, investor("a@example.ca"));
    await announceListings(store, [LISTING], { now: NOW });
    const other = await peer();
    const [mine, theirs] = await Promise.all([store.claimDue(10, later(1), 60), other.claimDue(10, later(1), 60)]);
    expect(mine.length + theirs.length).toBe(1);
    const claimed = [...mine, ...theirs][0]!;
    expect(claimed).toMatchObject({ listing_slug: LISTING.slug, email: "a@example.ca", attempts: 0 });
    expect(claimed.message.listing).toMatchObject({ title: "Barrie Storage", askingPrice: 4_500_000, capRate: 6.9 });
    expect(await store.claimDue(10, later(30), 60)).toEqual([]);

    await store.markFailed(claimed.id, "HTTP 503: mail down", later(100), 2);
    expect(await store.claimDue(10, later(50), 60)).toEqual([]);
    const again = await store.claimDue(10, later(100), 60);
    expect(again.map((row) => row.attempts)).toEqual([1]);
    await store.markFailed(claimed.id, "HTTP 503: mail down", later(200), 2);
    expect(await store.claimDue(10, later(10_000), 60)).toEqual([]);
    expect(await store.countFailed()).toBe(1);
    expect(await store.listingStats(10)).toEqual([
      expect.objectContaining({
        listing_slug: LISTING.slug,
        matched: 1,
        sent: 0,
        pending: 0,
        failed: 1,
        last_error: "HTTP 503: mail down",
      }),
    ]);

    expect(await store.retryListing(LISTING.slug, later(300))).toBe(1);
    expect(await store.retryListing(LISTING.slug, later(300))).toBe(0);
    const retried = await store.claimDue(10, later(300), 60);
    expect(retried.map((row) => row.attempts)).toEqual([0]);
    await store.markSent(claimed.id, later(301));
    expect(await store.claimDue(10, later(100_000), 60)).toEqual([]);
    expect(await store.listingStats(10)).toEqual([expect.objectContaining({ sent: 1, failed: 0, pending: 0 })]);
  });

  it("keeps an unsubscribe against any new signup until the address's owner confirms one", async () => {
    const { repository, store } = await start();
    await confirmedSignup(repository, investor("back@example.ca"));
    expect(await store.unsubscribe("back@example.ca", later(1))).toBe(true);
    // Someone signs the address up again: still unsubscribed, nothing is announced to it.
    const again = await repository.insert("investor", investor("Back@Example.ca", { investment_profile: "Industrial" }));
    const unsubscribedAt = async () => (await store.subscriptions(10)).find((row) => row.email === "back@example.ca")?.unsubscribed_at;
    expect(await unsubscribedAt()).toBe(later(1).toISOString());
    await announceListings(store, [LISTING], { now: NOW });
    expect(await store.claimDue(10, later(2), 60)).toEqual([]);
    // The owner confirms that signup: subscribed again, told of the next listing.
    expect(await repository.consent!.confirm("back@example.ca", again.id, null, later(3))).toBe("confirmed");
    expect(await unsubscribedAt()).toBeNull();
    await announceListings(store, [OTHER], { now: NOW });
    expect((await store.claimDue(10, later(4), 60)).map((row) => row.email)).toEqual(["back@example.ca"]);
  });

  it("unsubscribes at once and for good: pending e-mails are cancelled, later listings queue nothing", async () => {
    const { repository, store } = await start();
    await confirmedSignup(repository, investor("leaving@example.ca"));
    await confirmedSignup(repository, investor("staying@example.ca"));
    await announceListings(store, [LISTING], { now: NOW });
    expect(await store.unsubscribe(" Leaving@Example.ca", later(1))).toBe(true);
    expect(await store.unsubscribe("leaving@example.ca", later(2))).toBe(false);
    expect((await store.claimDue(10, later(3), 60)).map((row) => row.email)).toEqual(["staying@example.ca"]);
    await announceListings(store, [OTHER], { now: NOW });
    const queued = await harness!.inspect("select email from public.listing_announcements where listing_slug = $1", [OTHER.slug]);
    expect(queued.map((row) => row.email)).toEqual(["staying@example.ca"]);
    // Even a recipient list that names the address (a race with the unsubscribe) queues nothing for it.
    expect(
      await store.announce(
        "late-listing",
        [{ investor_id: crypto.randomUUID(), email: "leaving@example.ca", message: { name: "x", listing: LISTING, buyBox: {} } }],
        NOW,
      ),
    ).toBe(0);
    const subscriptions = await store.subscriptions(10);
    expect(subscriptions.find((row) => row.email === "leaving@example.ca")?.unsubscribed_at).toBe(later(1).toISOString());
    expect(subscriptions.find((row) => row.email === "staying@example.ca")?.unsubscribed_at).toBeNull();
    expect(await store.listingStats(10)).toEqual(
      expect.arrayContaining([expect.objectContaining({ listing_slug: LISTING.slug, matched: 2, cancelled: 1, pending: 1 })]),
    );
  });
});
