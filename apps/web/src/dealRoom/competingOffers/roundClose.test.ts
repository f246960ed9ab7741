/**
 * A round closing and the count of competing written offers (issue 46, decision 0058) against the
 * real migrations, on PGlite and on a real PostgreSQL: round 1 closes at the call-for-offers date
 * once it has an offer, a best-and-final round at its deadline, either when the team closes it or
 * opens the next; each offeror is queued one count, the right one (other buyers once each, the
 * operator's tests never counted), whoever closes it and however often; an offer after the close
 * is marked late; an offeror may ask for the count, once per count; the mailer sends a number and
 * nothing of any other buyer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { NewOffer } from "@/src/dealRoom/offers/offerStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_TEAM, testSignature } from "@/src/dealRoom/testSignatures";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";

const CALL_FOR_OFFERS = "2026-12-10T22:00:00.000Z";
const BEFORE = new Date("2026-12-08T15:00:00Z");
const AFTER = new Date("2026-12-11T15:00:00Z");
const DEADLINE = new Date("2026-12-17T22:00:00Z");

const HARNESSES = storeHarnesses("deal_room_round_close_test", (repository) => repository.dealRoom!);

let clients = 0;

/** An offer from its own client address: the daily limit per client (decision 0049) is not what these tests try. */
function offer(signatureId: string, at: Date, price = 7_250_000): NewOffer {
  clients += 1;
  return {
    signatureId,
    price,
    deposit: 250_000,
    dueDiligenceDays: 45,
    financing: "none",
    lender: null,
    closingDate: "2027-03-31",
    conditions: null,
    proof: null,
    callForOffersAt: CALL_FOR_OFFERS,
    ip: `198.51.100.${clients % 250}`,
    userAgent: "Firefox",
    at,
  };
}

describe.each(HARNESSES)("closing a round: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  /** This listing's due counts, by address, each then marked sent (other tests' too: the files share a database). */
  async function counts(listing: string, at: Date) {
    const due = await store.claimDueCountMail(100, at, 60);
    for (const mail of due) await store.markCountMailSent(mail.id, at);
    return due
      .filter((mail) => mail.listing === listing)
      .map((mail) => [mail.email, mail.number, mail.reason, mail.competing] as const)
      .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2].localeCompare(b[2]) || a[3] - b[3]);
  }

  /** Three buyers and an operator's test signer with offers in round 1 (Jordan revises twice), and a signer who made none. */
  async function buyers(listing: string) {
    const sign = (email: string, name: string, isTest = false) =>
      store.recordSignature(testSignature(listing, email, { name, signature: name, isTest }));
    const amelie = await sign("amelie@example.ca", "Amélie Tremblay");
    const jordan = await sign("jordan@example.ca", "Jordan Lee");
    const priya = await sign("priya@example.ca", "Priya Shah");
    const operatorTest = await sign("operator.test@example.ca", "Team Test", true);
    const silent = await sign("silent@example.ca", "Sam Wong");
    await store.submitOffer(offer(amelie.id, BEFORE));
    for (const price of [7_000_000, 7_100_000, 7_200_000]) await store.submitOffer(offer(jordan.id, BEFORE, price));
    await store.submitOffer(offer(priya.id, BEFORE));
    await store.submitOffer(offer(operatorTest.id, BEFORE));
    return { amelie, jordan, priya, operatorTest, silent };
  }

  it("closes round 1 at the call-for-offers date and queues each offeror's count once: other buyers once each, tests never counted", async () => {
    const LISTING = "close-round-one";
    const { amelie, jordan, priya, operatorTest } = await buyers(LISTING);
    expect(await store.revoke(priya.id, BEFORE)).toBe(true);
    const roundOne = [
      { listing: LISTING, deadline: CALL_FOR_OFFERS },
      { listing: "no-offers-yet", deadline: CALL_FOR_OFFERS },
    ];
    const waiting = async () =>
      (await harness.repository.pendingDeliveries({ webhooks: false })).find((row) => row.channel === "deal-room-mail")?.pending;
    const before = await waiting();
    expect(await store.closeDueOfferRounds(roundOne, BEFORE)).toEqual([]);
    expect(await store.closeDueOfferRounds(roundOne, AFTER)).toEqual([{ listing: LISTING, number: 1 }]);
    // The counts are deliveries waiting (the operator's alert and /api/health), the test signer's left out.
    expect(await waiting()).toBe((before ?? 0) + 2);
    // Priya's offer counts for the others; her access is revoked, so no e-mail goes to her.
    expect(await counts(LISTING, AFTER)).toEqual([
      ["amelie@example.ca", 1, "closed", 2],
      ["jordan@example.ca", 1, "closed", 2],
      ["operator.test@example.ca", 1, "closed", 3],
    ]);
    expect(await store.closeDueOfferRounds(roundOne, AFTER)).toEqual([]);
    expect(await store.closeOfferRound(LISTING, 1, "team", AFTER)).toEqual({ refused: "closed" });
    expect(await counts(LISTING, AFTER)).toEqual([]);
    expect(await store.roundClosures(LISTING)).toEqual([
      { number: 1, closedAt: CALL_FOR_OFFERS, closedBy: "deadline", counts: 3, sent: 3, failed: 0 },
    ]);

    const late = await store.submitOffer(offer(amelie.id, AFTER));
    expect(late.late).toBe(true);
    expect(await store.signerRoundCounts(jordan.id)).toEqual([
      { number: 1, competing: 2, closedAt: CALL_FOR_OFFERS, closedBy: "deadline", emailedAt: AFTER.toISOString() },
    ]);
    expect((await store.signerRoundCounts(operatorTest.id))[0]?.competing).toBe(3);
  });

  it("marks late an offer made after the team closed the round, and tells a new offeror the count then", async () => {
    const LISTING = "close-early";
    const { amelie, silent } = await buyers(LISTING);
    expect(await store.closeOfferRound(LISTING, 1, "team", BEFORE)).toEqual({ closed: { queued: 4 } });
    const afterClose = new Date(BEFORE.getTime() + 60_000);
    expect((await store.submitOffer(offer(silent.id, afterClose))).late).toBe(true);
    expect((await store.submitOffer(offer(amelie.id, afterClose))).late).toBe(true);
    // Sam's first offer came after the close: Sam is told the count then; Amélie's revision queues nothing more.
    expect(await counts(LISTING, afterClose)).toEqual([
      ["amelie@example.ca", 1, "closed", 2],
      ["jordan@example.ca", 1, "closed", 2],
      ["operator.test@example.ca", 1, "closed", 3],
      ["priya@example.ca", 1, "closed", 2],
      ["silent@example.ca", 1, "closed", 3],
    ]);
    expect(await store.signerRoundCounts(silent.id)).toEqual([
      { number: 1, competing: 3, closedAt: BEFORE.toISOString(), closedBy: "team", emailedAt: afterClose.toISOString() },
    ]);
    expect(await store.closeOfferRound(LISTING, 5, "team", BEFORE)).toEqual({ refused: "unknown" });
  });

  it("closes round 1 when a best-and-final round opens, and that round at its deadline, each with its own count", async () => {
    const LISTING = "close-next-round";
    const { amelie, jordan, priya } = await buyers(LISTING);
    const opened = await store.openOfferRound(LISTING, [amelie.id, jordan.id], DEADLINE, AFTER);
    expect(opened).toMatchObject({ opened: { number: 2 } });
    expect((await store.roundClosures(LISTING)).map((closure) => [closure.number, closure.closedBy])).toEqual([[1, "next_round"]]);
    expect(await counts(LISTING, AFTER)).toEqual([
      ["amelie@example.ca", 1, "closed", 2],
      ["jordan@example.ca", 1, "closed", 2],
      ["operator.test@example.ca", 1, "closed", 3],
      ["priya@example.ca", 1, "closed", 2],
    ]);
    // Jordan's access is revoked after the shortlist: the invitation to him is never sent.
    expect(await store.revoke(jordan.id, AFTER)).toBe(true);
    const invited = (await store.claimDueRoundMail(50, AFTER, 60)).filter((mail) => mail.listing === LISTING);
    expect(invited.map((mail) => [mail.kind, mail.email])).toEqual([["invitation", "amelie@example.ca"]]);
    // Round 1's date is long past, but a later round exists: the schedule never closes round 1 again.
    expect(await store.closeDueOfferRounds([{ listing: LISTING, deadline: CALL_FOR_OFFERS }], AFTER)).toEqual([]);

    await store.submitOffer(offer(amelie.id, new Date("2026-12-12T15:00:00Z"), 7_600_000));
    await store.submitOffer(offer(amelie.id, new Date("2026-12-13T15:00:00Z"), 7_700_000));
    const due = new Date(DEADLINE.getTime() + 1000);
    expect(await store.closeDueOfferRounds([], due)).toContainEqual({ listing: LISTING, number: 2 });
    // Only Amélie made an offer in round 2: none competing with hers.
    expect(await counts(LISTING, due)).toEqual([["amelie@example.ca", 2, "closed", 0]]);
    // Closed as of its deadline, a second before the check ran.
    expect((await store.offerRounds(LISTING))[0]?.closedAt).toBe(DEADLINE.toISOString());
    expect((await store.signerRoundCounts(amelie.id)).map((round) => [round.number, round.competing, round.closedBy])).toEqual([
      [1, 2, "next_round"],
      [2, 0, "deadline"],
    ]);
    expect(await store.signerRoundCounts(priya.id)).toHaveLength(1);
  });

  it("e-mails an offeror who asks their latest round's count, once per count; refuses one who made no offer", async () => {
    const LISTING = "ask-count";
    const { amelie, jordan, silent } = await buyers(LISTING);
    expect(await store.askOfferCount(silent.id, BEFORE)).toEqual({ refused: "no_offer" });
    expect(await store.askOfferCount(amelie.id, BEFORE)).toEqual({ asked: { number: 1, competing: 2, queued: true } });
    expect(await store.askOfferCount(amelie.id, BEFORE)).toEqual({ asked: { number: 1, competing: 2, queued: false } });
    await store.submitOffer(offer(silent.id, BEFORE));
    expect(await store.askOfferCount(amelie.id, BEFORE)).toEqual({ asked: { number: 1, competing: 3, queued: true } });
    expect(await counts(LISTING, BEFORE)).toEqual([
      ["amelie@example.ca", 1, "asked", 2],
      ["amelie@example.ca", 1, "asked", 3],
    ]);
    expect(await store.revoke(jordan.id, BEFORE)).toBe(true);
    expect(await store.askOfferCount(jordan.id, BEFORE)).toEqual({ refused: "no_offer" });
  });

  it("sends the counts through the deal room's mailer at the call-for-offers date: a number, no other buyer's name or terms", async () => {
    const LISTING = "mailed-count";
    const sent: { to: unknown; subject: unknown; text: unknown; html: unknown }[] = [];
    let clock = BEFORE;
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async (_name, body) => {
        sent.push({ to: body.to, subject: body.subject, text: body.text, html: body.html });
        return { ok: true };
      },
      secret: async () => Buffer.alloc(32, 1),
      siteUrl: "https://www.example-agency.ca",
      team: async () => TEST_TEAM,
      // Other tests' listings share the database: their e-mails carry their slug, not this title.
      listingTitle: async (slug) => (slug === LISTING ? "GTA Storage Portfolio" : slug),
      reportListings: async () => [
        { slug: LISTING, title: "GTA Storage Portfolio", listedAt: null, callForOffersAt: CALL_FOR_OFFERS },
        { slug: "unreadable-date", title: "Unreadable", listedAt: null, callForOffersAt: "next Friday" },
      ],
      now: () => clock,
    });
    await buyers(LISTING);
    await mailer.runOnce();
    sent.length = 0;
    clock = AFTER;
    await mailer.runOnce();
    const countMails = sent.filter((mail) =>
      String(mail.subject).startsWith("GTA Storage Portfolio: round 1 (the call for offers) of offers closed"),
    );
    expect(countMails.map((mail) => mail.to).sort()).toEqual([
      ["amelie@example.ca"],
      ["jordan@example.ca"],
      ["operator.test@example.ca"],
      ["priya@example.ca"],
    ]);
    const toAmelie = countMails.find((mail) => JSON.stringify(mail.to).includes("amelie"));
    expect(String(toAmelie?.subject)).toBe(
      "GTA Storage Portfolio: round 1 (the call for offers) of offers closed, 2 competing written offers from other buyers",
    );
    expect(String(toAmelie?.text)).toContain("Hello Amélie Tremblay,");
    expect(String(toAmelie?.text)).toContain(
      "the seller's brokerage held 2 competing written offers in that round from other buyers, besides yours.",
    );
    for (const mail of countMails) {
      const whole = `${String(mail.text)} ${String(mail.html)}`;
      const own = JSON.stringify(mail.to);
      for (const [name, email] of [
        ["Amélie", "amelie"],
        ["Jordan", "jordan"],
        ["Priya", "priya"],
        ["Team Test", "operator.test"],
      ] as const) {
        if (!own.includes(email)) expect(whole).not.toContain(name);
      }
      expect(whole).not.toMatch(/7,?[0-2]\d\d,?000/);
    }
    expect((await store.roundClosures(LISTING))[0]).toMatchObject({ counts: 4, sent: 4, failed: 0 });
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });
});
