/**
 * The seller's direction and the summary of terms (issue 46, decision 0062) against the real
 * migrations, on PGlite and on a real PostgreSQL: directions are append-only and the latest
 * governs; the summary is refused with nothing stored or queued without a direction or when the
 * latest shares nothing; it is built from each buyer's offer in force before the round with only the
 * shared terms, labelled and ordered without identities, stored once per round and direction, and
 * e-mailed to the invited buyers only, naming no other buyer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { NewOffer } from "@/src/dealRoom/offers/offerStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_TEAM, testSignature } from "@/src/dealRoom/testSignatures";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import type { NewSellerDirection, ShareableTerm } from "./directionStore";

const CALL_FOR_OFFERS = "2026-12-10T22:00:00.000Z";
const ROUND_ONE = new Date("2026-12-08T15:00:00Z");
const OPENED = new Date("2026-12-12T15:00:00Z");
const DEADLINE = new Date("2026-12-17T22:00:00Z");

const HARNESSES = storeHarnesses("deal_room_directions_test", (repository) => repository.dealRoom!);

let files = 0;
function direction(listing: string, shares: readonly ShareableTerm[], at: Date, signedOn = "2026-12-11"): NewSellerDirection {
  files += 1;
  const id = `00000000-0000-4000-8000-${String(files).padStart(12, "0")}`;
  return {
    listing,
    signedOn,
    file: { id, name: "Direction.pdf", sizeBytes: 1200, sha256: "a".repeat(64) },
    shares,
    recordedBy: "operator",
    at,
  };
}

function offer(signatureId: string, at: Date, price: number, extra: Partial<NewOffer> = {}): NewOffer {
  return {
    signatureId,
    price,
    deposit: 250_000,
    dueDiligenceDays: 45,
    financing: "conditional",
    lender: "First Ontario Bank",
    closingDate: "2027-03-31",
    conditions: null,
    proof: null,
    callForOffersAt: CALL_FOR_OFFERS,
    ip: "203.0.113.7",
    userAgent: "Firefox",
    at,
    ...extra,
  };
}

describe.each(HARNESSES)("seller's direction and summary of terms: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  /** Three buyers' round-1 offers (Amélie revised hers), and round 2 opened for Amélie and Jordan. */
  async function roundTwo(LISTING: string) {
    const amelie = await store.recordSignature(
      testSignature(LISTING, "amelie@example.ca", { name: "Amélie Tremblay", company: "Tremblay Holdings" }),
    );
    const jordan = await store.recordSignature(
      testSignature(LISTING, "jordan@example.ca", { name: "Jordan Lee", company: "Northshore Capital" }),
    );
    const priya = await store.recordSignature(
      testSignature(LISTING, "priya@example.ca", { name: "Priya Shah", company: "Shah Storage Inc" }),
    );
    await store.submitOffer(offer(amelie.id, ROUND_ONE, 7_100_000));
    await store.submitOffer(offer(jordan.id, new Date(ROUND_ONE.getTime() + 60_000), 7_400_000, { financing: "none", lender: null }));
    await store.submitOffer(
      offer(priya.id, new Date(ROUND_ONE.getTime() + 120_000), 7_250_000, {
        conditions: "Subject to Northshore Capital's board and to Priya Shah's review; call 416-555-0123 or priya@example.ca",
      }),
    );
    await store.submitOffer(offer(amelie.id, new Date(ROUND_ONE.getTime() + 180_000), 7_500_000, { deposit: 300_000 }));
    const opened = await store.openOfferRound(LISTING, [amelie.id, jordan.id], DEADLINE, OPENED);
    if (!("opened" in opened)) throw new Error("not opened");
    return { amelie, jordan, priya, roundId: opened.opened.id };
  }

  it("refuses the summary without a direction or when the latest shares nothing, storing and queueing nothing", async () => {
    const LISTING = "summary-refused";
    const { roundId, amelie } = await roundTwo(LISTING);
    const before = await store.claimDueRoundMail(50, OPENED, 60);
    for (const mail of before) await store.markRoundMailSent(mail.id, OPENED);

    expect(await store.sendRoundSummary(LISTING, roundId, OPENED)).toEqual({ refused: "no_direction" });
    expect(await store.recordSellerDirection(direction(LISTING, ["price"], OPENED, "2026-12-13"))).toEqual({ refused: "future" });
    const nothing = await store.recordSellerDirection(direction(LISTING, [], OPENED));
    expect(nothing).toEqual({ recorded: { id: expect.any(String) } });
    expect(await store.sendRoundSummary(LISTING, roundId, OPENED)).toEqual({ refused: "nothing_shared" });
    expect(await store.sendRoundSummary("other-listing", roundId, OPENED)).toEqual({ refused: "unknown" });
    expect(await store.sendRoundSummary(LISTING, amelie.id, OPENED)).toEqual({ refused: "unknown" });
    expect(await store.roundSummaries(LISTING)).toEqual([]);
    expect((await store.claimDueRoundMail(50, OPENED, 60)).filter((mail) => mail.listing === LISTING)).toEqual([]);

    // The same file cannot be recorded twice; the listing lists one direction.
    const again = direction(LISTING, ["price"], OPENED);
    const first = (await store.sellerDirections(LISTING))[0]!;
    expect(await store.recordSellerDirection({ ...again, file: { ...again.file, id: first.file.id } })).toEqual({ refused: "file" });
    expect((await store.sellerDirections(LISTING)).map((row) => [row.shares, row.signedOn, row.file.name])).toEqual([
      [[], "2026-12-11", "Direction.pdf"],
    ]);
  });

  it("builds the summary from each buyer's offer in force with only the shared terms, once per round and direction", async () => {
    const LISTING = "summary-sent";
    const { roundId } = await roundTwo(LISTING);
    for (const mail of await store.claimDueRoundMail(50, OPENED, 60)) await store.markRoundMailSent(mail.id, OPENED);
    const later = new Date(OPENED.getTime() + 3_600_000);
    await store.recordSellerDirection(direction(LISTING, ["price"], OPENED));
    await store.recordSellerDirection(direction(LISTING, ["conditions", "price", "financing"], later));
    const directions = await store.sellerDirections(LISTING);
    expect(directions.map((row) => row.shares)).toEqual([["price", "financing", "conditions"], ["price"]]);

    const sent = await store.sendRoundSummary(LISTING, roundId, later);
    expect(sent).toEqual({ sent: { id: expect.any(String), queued: 2, directionId: directions[0]!.id } });
    expect(await store.sendRoundSummary(LISTING, roundId, later)).toEqual({ refused: "sent" });

    const [summary, ...others] = await store.roundSummaries(LISTING);
    expect(others).toEqual([]);
    expect(summary).toMatchObject({ number: 2, recipients: 2, sentAt: later.toISOString(), directionId: directions[0]!.id });
    expect(summary!.content).toEqual({
      terms: ["price", "financing", "conditions"],
      offers: [
        { label: "Offer 1", price: 7_500_000, financing: "conditional", conditions: "None" },
        { label: "Offer 2", price: 7_400_000, financing: "none", conditions: "None" },
        {
          label: "Offer 3",
          price: 7_250_000,
          financing: "conditional",
          conditions: "Subject to [withheld]'s board and to [withheld]'s review; call [withheld] or [withheld]",
        },
      ],
    });
    const stored = JSON.stringify(summary!.content);
    expect(stored).not.toMatch(
      /Amélie|Tremblay|Jordan|Northshore|Priya|Shah|example\.ca|First Ontario|555|\b300000\b|\b250000\b|2027-03-31/,
    );

    const due = (await store.claimDueRoundMail(50, later, 60)).filter((mail) => mail.listing === LISTING);
    expect(due.map((mail) => [mail.kind, mail.email]).sort()).toEqual([
      ["summary", "amelie@example.ca"],
      ["summary", "jordan@example.ca"],
    ]);
    expect(await store.roundMailSummary(due[0]!.id)).toEqual(summary!.content);
    // A new direction: the summary may go again, under it.
    const latest = new Date(later.getTime() + 60_000);
    await store.recordSellerDirection(direction(LISTING, ["deposit"], latest));
    expect(await store.sendRoundSummary(LISTING, roundId, latest)).toMatchObject({ sent: { queued: 2 } });
    const deposits = (await store.roundSummaries(LISTING))[0]!.content;
    expect(deposits.terms).toEqual(["deposit"]);
    expect(deposits.offers.map((row) => row.label)).toEqual(["Offer 1", "Offer 2", "Offer 3"]);
    expect(deposits.offers.map((row) => row.deposit).sort()).toEqual([250_000, 250_000, 300_000]);
    expect(deposits.offers.every((row) => row.price === undefined)).toBe(true);
  });

  it("e-mails the summary to the invited buyers only, with the shared terms and no other buyer's identity", async () => {
    const LISTING = "summary-mailed";
    const sent: { to: unknown; subject: unknown; text: unknown; html: unknown }[] = [];
    const clock = new Date(OPENED.getTime() + 7_200_000);
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async (_name, body) => {
        sent.push({ to: body.to, subject: body.subject, text: body.text, html: body.html });
        return { ok: true };
      },
      secret: async () => Buffer.alloc(32, 1),
      siteUrl: "https://www.example-agency.ca",
      team: async () => TEST_TEAM,
      listingTitle: async () => "GTA Storage Portfolio",
      now: () => clock,
    });
    const { roundId } = await roundTwo(LISTING);
    await mailer.runOnce();
    sent.length = 0;
    await store.recordSellerDirection(direction(LISTING, ["price", "deposit", "conditions"], clock));
    await store.sendRoundSummary(LISTING, roundId, clock);
    expect(await mailer.runOnce()).toMatchObject({ delivered: 2, failed: 0 });
    expect(sent.map((mail) => mail.to).sort()).toEqual([["amelie@example.ca"], ["jordan@example.ca"]]);
    for (const mail of sent) {
      expect(mail.subject).toBe("GTA Storage Portfolio: summary of the offers before round 2");
      const body = `${String(mail.text)}\n${String(mail.html)}`;
      expect(String(mail.text)).toContain("Offer 1: Price $7,500,000; Deposit $300,000; Other conditions None");
      expect(String(mail.text)).toContain("Offer 3: Price $7,250,000; Deposit $250,000; Other conditions Subject to [withheld]");
      const own = JSON.stringify(mail.to).includes("amelie")
        ? /Jordan|Northshore|jordan@|Priya|Shah|priya@/
        : /Amélie|Tremblay|amelie@|Priya|Shah|priya@/;
      expect(body).not.toMatch(own);
      expect(body).not.toMatch(/First Ontario|555-0/);
    }
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });
});
