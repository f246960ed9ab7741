/**
 * Offer rounds (issue 46, decision 0058) against the real migrations, on PGlite and on a real
 * PostgreSQL: a best-and-final round opened for a shortlist takes only its invited buyers' offers
 * (the database refuses anyone else and stores nothing), every offer carries its round and is late
 * after its round's deadline, the round's buyers are counted apart from their revisions, and the
 * invitations and a deadline's extension are queued once per invited buyer, leased and marked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { NewOffer } from "@/src/dealRoom/offers/offerStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_TEAM, testSignature } from "@/src/dealRoom/testSignatures";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import { NotShortlisted } from "./roundStore";

const CALL_FOR_OFFERS = "2026-12-10T22:00:00.000Z";
const ROUND_ONE = new Date("2026-12-08T15:00:00Z");
const OPENED = new Date("2026-12-12T15:00:00Z");
const DEADLINE = new Date("2026-12-17T22:00:00Z");
const EXTENDED = new Date("2026-12-19T22:00:00Z");

const HARNESSES = storeHarnesses("deal_room_rounds_test", (repository) => repository.dealRoom!);

function offer(signatureId: string, at: Date, price = 7_250_000): NewOffer {
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
    ip: "203.0.113.7",
    userAgent: "Firefox",
    at,
  };
}

describe.each(HARNESSES)("offer rounds: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  /** This listing's due round e-mails; another test's are marked sent (the files share a database). */
  async function claim(listing: string, at: Date) {
    const due = await store.claimDueRoundMail(50, at, 60);
    for (const mail of due) if (mail.listing !== listing) await store.markRoundMailSent(mail.id, at);
    return due.filter((mail) => mail.listing === listing).sort((a, b) => a.email.localeCompare(b.email));
  }

  async function buyers(LISTING: string) {
    const amelie = await store.recordSignature(testSignature(LISTING, "amelie@example.ca", { name: "Amélie Tremblay" }));
    const jordan = await store.recordSignature(testSignature(LISTING, "jordan@example.ca", { name: "Jordan Lee" }));
    const priya = await store.recordSignature(testSignature(LISTING, "priya@example.ca", { name: "Priya Shah" }));
    for (const [index, buyer] of [amelie, jordan, priya].entries())
      await store.submitOffer(offer(buyer.id, new Date(ROUND_ONE.getTime() + index * 60_000)));
    return { amelie, jordan, priya };
  }

  it("takes only the shortlisted buyers' offers in a best-and-final round, each labelled with its round", async () => {
    const LISTING = "shortlist-round";
    const { amelie, jordan, priya } = await buyers(LISTING);
    const opened = await store.openOfferRound(LISTING, [amelie.id, jordan.id], DEADLINE, OPENED);
    expect(opened).toEqual({ opened: { id: expect.any(String), number: 2 } });

    const refused = store.submitOffer(offer(priya.id, new Date("2026-12-13T15:00:00Z"), 9_000_000));
    await expect(refused).rejects.toBeInstanceOf(NotShortlisted);
    await expect(refused).rejects.toMatchObject({ round: 2, deadlineAt: DEADLINE.toISOString() });
    expect((await store.signerOffers(priya.id)).map((row) => row.price)).toEqual([7_250_000]);

    await store.submitOffer(offer(amelie.id, new Date("2026-12-13T15:00:00Z"), 7_600_000));
    await store.submitOffer(offer(amelie.id, new Date("2026-12-14T15:00:00Z"), 7_700_000));
    const late = await store.submitOffer(offer(jordan.id, new Date("2026-12-18T15:00:00Z"), 7_650_000));
    expect(late.late).toBe(true);

    const rows = await store.listingOffers(LISTING);
    expect(rows.map((row) => [row.buyer.name, row.round, row.revision, row.late])).toEqual([
      ["Jordan Lee", 2, 2, true],
      ["Amélie Tremblay", 2, 3, false],
      ["Amélie Tremblay", 2, 2, false],
      ["Priya Shah", 1, 1, false],
      ["Jordan Lee", 1, 1, false],
      ["Amélie Tremblay", 1, 1, false],
    ]);
    expect((await store.signerOffers(amelie.id)).map((row) => row.round)).toEqual([2, 2, 1]);
    const [round] = await store.offerRounds(LISTING);
    expect(round).toMatchObject({ number: 2, deadlineAt: DEADLINE.toISOString(), buyers: 2, revisions: 1, closedAt: null });
    expect([...(round?.invited ?? [])].sort()).toEqual([amelie.id, jordan.id].sort());
    expect(await store.signerRound(priya.id)).toMatchObject({ number: 2, invited: false });
    expect(await store.signerRound(amelie.id)).toMatchObject({ number: 2, invited: true });
  });

  it("refuses a round without a shortlist, with a past deadline, with a buyer who made no offer, or while one is open", async () => {
    const LISTING = "refused-round";
    const { amelie } = await buyers(LISTING);
    const stranger = await store.recordSignature(testSignature(LISTING, "sam@example.ca", { name: "Sam Wong" }));
    expect(await store.openOfferRound(LISTING, [], DEADLINE, OPENED)).toEqual({ refused: "empty" });
    expect(await store.openOfferRound(LISTING, [amelie.id], OPENED, OPENED)).toEqual({ refused: "deadline" });
    expect(await store.openOfferRound(LISTING, [amelie.id, stranger.id], DEADLINE, OPENED)).toEqual({ refused: "not_offeror" });
    expect(await store.openOfferRound("other-listing", [amelie.id], DEADLINE, OPENED)).toEqual({ refused: "not_offeror" });
    expect(await store.offerRounds(LISTING)).toEqual([]);
    expect(await claim(LISTING, OPENED)).toEqual([]);

    await store.openOfferRound(LISTING, [amelie.id], DEADLINE, OPENED);
    expect(await store.openOfferRound(LISTING, [amelie.id], EXTENDED, OPENED)).toEqual({ refused: "open" });
    const third = await store.openOfferRound(LISTING, [amelie.id], new Date("2026-12-30T22:00:00Z"), new Date("2026-12-18T15:00:00Z"));
    expect(third).toMatchObject({ opened: { number: 3 } });
  });

  it("e-mails each invited buyer once, and again for each later deadline; refuses an earlier one", async () => {
    const LISTING = "extended-round";
    const { amelie, jordan } = await buyers(LISTING);
    const opened = await store.openOfferRound(LISTING, [amelie.id, jordan.id, amelie.id], DEADLINE, OPENED);
    if (!("opened" in opened)) throw new Error("not opened");
    const roundId = opened.opened.id;

    const invitations = await claim(LISTING, OPENED);
    expect(invitations.map((mail) => [mail.kind, mail.email, mail.number, mail.deadlineAt])).toEqual([
      ["invitation", "amelie@example.ca", 2, DEADLINE.toISOString()],
      ["invitation", "jordan@example.ca", 2, DEADLINE.toISOString()],
    ]);
    expect(await claim(LISTING, OPENED)).toEqual([]);
    await store.markRoundMailSent(invitations[0]!.id, OPENED);
    await store.markRoundMailFailed(invitations[1]!.id, "mail down", new Date(OPENED.getTime() + 120_000), 5);
    const retried = await claim(LISTING, new Date(OPENED.getTime() + 120_000));
    expect(retried.map((mail) => [mail.email, mail.attempts])).toEqual([["jordan@example.ca", 1]]);
    await store.markRoundMailSent(retried[0]!.id, OPENED);

    const later = new Date("2026-12-13T15:00:00Z");
    expect(await store.extendOfferRound(LISTING, roundId, DEADLINE, later)).toEqual({ refused: "not_later" });
    expect(await store.extendOfferRound("other-listing", roundId, EXTENDED, later)).toEqual({ refused: "unknown" });
    expect(await store.extendOfferRound(LISTING, roundId, EXTENDED, later)).toEqual({ extended: { invited: 2 } });
    const extensions = await claim(LISTING, later);
    expect(extensions.map((mail) => [mail.kind, mail.email, mail.deadlineAt])).toEqual([
      ["extension", "amelie@example.ca", EXTENDED.toISOString()],
      ["extension", "jordan@example.ca", EXTENDED.toISOString()],
    ]);
    expect((await store.offerRounds(LISTING))[0]?.deadlineAt).toBe(EXTENDED.toISOString());
    // Made before the new deadline, after the first: on time.
    expect((await store.submitOffer(offer(jordan.id, new Date("2026-12-18T15:00:00Z")))).late).toBe(false);
  });

  it("sends the invitations and the extension through the deal room's mailer, to the shortlist only, naming no other buyer", async () => {
    const LISTING = "mailed-round";
    const sent: { to: unknown; subject: unknown; text: unknown }[] = [];
    let clock = new Date("2026-12-11T15:00:00Z");
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async (_name, body) => {
        sent.push({ to: body.to, subject: body.subject, text: body.text });
        return { ok: true };
      },
      secret: async () => Buffer.alloc(32, 1),
      siteUrl: "https://www.example-agency.ca",
      team: async () => TEST_TEAM,
      listingTitle: async () => "GTA Storage Portfolio",
      now: () => clock,
    });
    const { amelie, jordan } = await buyers(LISTING);
    await mailer.runOnce();
    sent.length = 0;
    clock = OPENED;
    const opened = await store.openOfferRound(LISTING, [amelie.id, jordan.id], DEADLINE, OPENED);
    if (!("opened" in opened)) throw new Error("not opened");
    await mailer.runOnce();
    const invitations = sent.filter((mail) => String(mail.subject).includes("GTA Storage Portfolio: you are invited to round 2"));
    expect(invitations.map((mail) => mail.to).sort()).toEqual([["amelie@example.ca"], ["jordan@example.ca"]]);
    const toAmelie = invitations.find((mail) => JSON.stringify(mail.to).includes("amelie"));
    expect(String(toAmelie?.text)).toContain("Hello Amélie Tremblay,");
    expect(String(toAmelie?.text)).not.toMatch(/Jordan|Priya|7,250,000|7250000/);

    sent.length = 0;
    await store.extendOfferRound(LISTING, opened.opened.id, EXTENDED, OPENED);
    expect(await mailer.runOnce()).toMatchObject({ delivered: 2, failed: 0 });
    expect(sent.map((mail) => [mail.to, String(mail.subject).includes("round 2 of offers extended")]).sort()).toEqual([
      [["amelie@example.ca"], true],
      [["jordan@example.ca"], true],
    ]);
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });
});
