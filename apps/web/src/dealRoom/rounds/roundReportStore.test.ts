/**
 * Offers per round as the owner's report counts them, and the rounds in requests about personal
 * information (issue 46, decisions 0051, 0058 and 0038), against the real migrations on PGlite and
 * on a real PostgreSQL: each round's buyers counted once and their revisions apart, late offers,
 * the invited buyers and the extensions, the operator's test signatures left out everywhere, and
 * a buyer's invitations and round e-mails found for an access export and kept by an erasure.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { NewOffer } from "@/src/dealRoom/offers/offerStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { testSignature } from "@/src/dealRoom/testSignatures";
import { loadOwnerReport } from "@/src/dealRoom/reports/ownerReportModel";
import { roundLines } from "./roundReport";

const CALL_FOR_OFFERS = "2026-12-10T22:00:00.000Z";
const OPENED = new Date("2026-12-12T15:00:00Z");
const DEADLINE = new Date("2026-12-17T22:00:00Z");
const EXTENDED = new Date("2026-12-19T22:00:00Z");

const HARNESSES = storeHarnesses("deal_room_round_report_test", (repository) => repository.dealRoom!);

function offer(signatureId: string, at: string): NewOffer {
  return {
    signatureId,
    price: 7_250_000,
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
    at: new Date(at),
  };
}

describe.each(HARNESSES)("offers per round in the owner's report: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  /** Three buyers and the operator's test in round 1; a round 2 for two buyers and the test, extended once. */
  async function sale(listing: string) {
    const sign = (email: string, name: string, isTest = false) => store.recordSignature(testSignature(listing, email, { name, isTest }));
    const amelie = await sign("amelie@example.ca", "Amélie Tremblay");
    const jordan = await sign("jordan@example.ca", "Jordan Lee");
    const priya = await sign("priya@example.ca", "Priya Shah");
    const team = await sign("team@example.ca", "Operator test", true);
    await store.submitOffer(offer(amelie.id, "2026-12-08T15:00:00Z"));
    await store.submitOffer(offer(jordan.id, "2026-12-08T16:00:00Z"));
    await store.submitOffer(offer(priya.id, "2026-12-08T17:00:00Z"));
    await store.submitOffer(offer(amelie.id, "2026-12-09T15:00:00Z"));
    await store.submitOffer(offer(team.id, "2026-12-09T16:00:00Z"));
    // After the call-for-offers date: stored, late.
    await store.submitOffer(offer(priya.id, "2026-12-11T15:00:00Z"));
    const opened = await store.openOfferRound(listing, [amelie.id, jordan.id, team.id], DEADLINE, OPENED);
    if (!("opened" in opened)) throw new Error("not opened");
    await store.extendOfferRound(listing, opened.opened.id, EXTENDED, new Date("2026-12-16T15:00:00Z"));
    await store.submitOffer(offer(amelie.id, "2026-12-13T15:00:00Z"));
    await store.submitOffer(offer(amelie.id, "2026-12-14T15:00:00Z"));
    await store.submitOffer(offer(team.id, "2026-12-14T16:00:00Z"));
    // After the extended deadline: late.
    await store.submitOffer(offer(jordan.id, "2026-12-20T15:00:00Z"));
    return { amelie, jordan, priya, team };
  }

  it("counts each round's buyers once, revisions and late offers apart, without the operator's tests", async () => {
    await sale("round-report");
    expect(await store.reportRounds("round-report")).toEqual([
      {
        number: 1,
        openedAt: null,
        deadlineAt: null,
        closedAt: null,
        extensions: 0,
        laterRound: true,
        invited: 0,
        buyers: 3,
        revisions: 2,
        late: 1,
      },
      {
        number: 2,
        openedAt: OPENED.toISOString(),
        deadlineAt: EXTENDED.toISOString(),
        closedAt: null,
        extensions: 1,
        laterRound: false,
        invited: 2,
        buyers: 2,
        revisions: 1,
        late: 1,
      },
    ]);
    // The funnel counts the same buyers (3, the test left out), as the page, PDF and e-mail read them.
    const model = await loadOwnerReport(
      store,
      { slug: "round-report", title: "GTA Storage Portfolio", listedAt: "2026-11-02", callForOffersAt: CALL_FOR_OFFERS },
      { includeNames: false, now: new Date("2026-12-21T15:00:00Z") },
    );
    expect(model.counts.offered).toBe(3);
    expect(roundLines(model.rounds, model.generatedAt)).toEqual([
      "Round 1 (call for offers): 3 buyers made an offer, 2 revisions, 1 offer or revision after the deadline; deadline 10 December 2026 at 5:00 p.m.; closed when round 2 opened.",
      "Round 2 (best and final): 2 buyers invited, 2 made an offer, 1 revision, 1 offer or revision after the deadline; deadline 19 December 2026 at 5:00 p.m., extended once; deadline passed, later offers still received and marked late.",
    ]);
    expect(JSON.stringify(model.rounds)).not.toMatch(/Amélie|Jordan|Priya|7250000|@/);
  });

  it("answers round 1 alone for a listing with no best-and-final round, and nothing about another listing", async () => {
    const buyer = await store.recordSignature(testSignature("one-round", "sam@example.ca", { name: "Sam Wong" }));
    await store.submitOffer(offer(buyer.id, "2026-12-08T15:00:00Z"));
    await store.submitOffer(offer(buyer.id, "2026-12-09T15:00:00Z"));
    const rounds = await store.reportRounds("one-round");
    expect(rounds).toEqual([expect.objectContaining({ number: 1, laterRound: false, buyers: 1, revisions: 1, late: 0 })]);
    expect(roundLines(rounds, new Date("2026-12-21T15:00:00Z"))).toEqual([]);
    expect(await store.reportRounds("no-offers-here")).toEqual([expect.objectContaining({ number: 1, buyers: 0, revisions: 0 })]);
  });

  it("finds a buyer's invitations and round e-mails for an access export, and keeps them on erasure", async () => {
    await sale("round-privacy");
    const due = (await store.claimDueRoundMail(50, OPENED, 60)).filter((mail) => mail.listing === "round-privacy");
    const toAmelie = due.find((mail) => mail.email === "amelie@example.ca" && mail.kind === "invitation");
    await store.markRoundMailSent(toAmelie!.id, new Date("2026-12-12T15:01:00Z"));
    const privacy = harness.repository.personalInformation!;
    const found = (await privacy.find("AMELIE@example.ca", "export", "session abc", new Date())).filter(
      (row) => row.part === "deal_room_rounds",
    );
    const invitations = found.filter((row) => row.source === "deal_room_round_invitations").map((row) => row.data);
    expect(invitations).toContainEqual(
      expect.objectContaining({ round: 2, listing: "round-privacy", invited_at: expect.stringMatching(/^2026-12-12T15:00:00/) }),
    );
    const mail = found.filter((row) => row.source === "deal_room_round_mail").map((row) => row.data);
    expect(mail.filter((row) => row.listing === "round-privacy").map((row) => [row.kind, row.sent_at === null])).toEqual(
      expect.arrayContaining([
        ["invitation", false],
        ["extension", true],
      ]),
    );
    // Round 1 closed when round 2 opened: each offeror's count of competing offers is theirs too.
    const counts = found.filter((row) => row.source === "deal_room_offer_count_mail").map((row) => row.data);
    expect(counts).toContainEqual(expect.objectContaining({ round: 1, listing: "round-privacy", reason: "closed" }));
    // Priya was never invited: only her count of round 1 is here.
    const priya = (await privacy.find("priya@example.ca", "find", "session abc", new Date())).filter(
      (row) => row.part === "deal_room_rounds" && row.data.listing === "round-privacy",
    );
    expect(priya.map((row) => [row.source, row.data.round])).toEqual([["deal_room_offer_count_mail", 1]]);

    const steps = (await privacy.erase("amelie@example.ca", "session abc", new Date())).filter((step) => step.part === "deal_room_rounds");
    expect(steps).toEqual([
      { part: "deal_room_rounds", source: "deal_room_round_invitations", action: "kept", records: invitations.length },
      { part: "deal_room_rounds", source: "deal_room_round_mail", action: "kept", records: mail.length },
      { part: "deal_room_rounds", source: "deal_room_offer_count_mail", action: "kept", records: counts.length },
    ]);
    const after = await privacy.find("amelie@example.ca", "find", "session abc", new Date());
    expect(after.filter((row) => row.part === "deal_room_rounds")).toHaveLength(invitations.length + mail.length + counts.length);
    // Erasure keeps the round's counts whole: the signature stays, revoked, with its offers (decision 0058).
    expect((await store.reportRounds("round-privacy"))[1]).toMatchObject({ invited: 2, buyers: 2, revisions: 1 });
  });
});
