/**
 * The operator's comparison of offers and its CSV (issue 36): each buyer's latest first, the
 * revisions kept behind it; and the team's notice of an offer, late or revised.
 */
import { describe, expect, it } from "vitest";
import { compareOffers, OFFER_CSV_HEADER, offersCsv } from "./offerComparison";
import { buildOfferNotice } from "@/src/dealRoom/mail/offerMail";
import type { ListingOffer } from "./offerStore";

function offer(signatureId: string, revision: number, submittedAt: string, overrides: Partial<ListingOffer> = {}): ListingOffer {
  return {
    id: `${signatureId}-${revision}`,
    signatureId,
    revision,
    submittedAt,
    price: 7_000_000 + revision * 100_000,
    deposit: 250_000,
    dueDiligenceDays: 45,
    financing: "none",
    lender: null,
    closingDate: "2027-03-31",
    conditions: null,
    proof: null,
    callForOffersAt: null,
    late: false,
    round: 1,
    buyer: {
      name: `Buyer ${signatureId}`,
      email: `${signatureId}@example.ca`,
      phone: "416 555 0100",
      company: null,
      role: "principal",
      clientName: null,
    },
    teamNotifiedAt: null,
    mailFailedAt: null,
    ...overrides,
  };
}

// As the database answers: newest first.
const OFFERS = [
  offer("a", 2, "2026-12-03T10:00:00.000Z", { round: 2 }),
  offer("b", 1, "2026-12-02T10:00:00.000Z", { conditions: '=HYPERLINK("x")' }),
  offer("a", 1, "2026-12-01T10:00:00.000Z"),
];

describe("compareOffers", () => {
  it("puts each buyer's latest offer first, the most recent buyer leading, with the earlier revisions behind it", () => {
    expect(compareOffers(OFFERS).map(({ latest, earlier }) => [latest.id, earlier.map((revision) => revision.id)])).toEqual([
      ["a-2", ["a-1"]],
      ["b-1", []],
    ]);
    expect(compareOffers([])).toEqual([]);
  });
});

describe("offersCsv", () => {
  it("exports every revision in the comparison's order, figures as plain numbers, formulas defused", () => {
    const [header, ...rows] = offersCsv(OFFERS).trim().split("\r\n");
    expect(header).toBe(OFFER_CSV_HEADER.join(","));
    // revision, latest, late, round: a's revision in the best-and-final round is labelled 2.
    expect(rows.map((row) => row.split(",").slice(1, 5))).toEqual([
      ["2", "yes", "no", "2"],
      ["1", "no", "no", "1"],
      ["1", "yes", "no", "1"],
    ]);
    expect(rows[0]).toContain(",7200000,250000,45,none,");
    expect(rows[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe("buildOfferNotice", () => {
  const due = {
    ...offer("a", 2, "2026-12-11T15:00:00.000Z", { financing: "conditional", lender: "First Ontario Bank", late: true }),
    listing: "gta-storage",
    proofFileName: "Bank letter.pdf",
    callForOffersAt: "2026-12-10T22:00:00.000Z",
    attempts: 0,
  };

  it("names a late revision in the subject and says when the call closed", () => {
    const notice = buildOfferNotice({
      offer: due,
      listingTitle: "GTA Storage",
      operatorUrl: "https://x.ca/diagnostics/#offers-gta-storage",
      signature: [],
    });
    expect(notice.subject).toBe("Late revised offer (revision 2): $7,200,000 from Buyer a for GTA Storage");
    expect(notice.text).toContain("Financing: Conditional on financing (First Ontario Bank)");
    expect(notice.text).toContain("Proof of funds: Bank letter.pdf");
    expect(notice.text).toContain("Late: the call for offers closed on 2026-12-10 17:00");
    expect(notice.html).toContain('<a href="https://x.ca/diagnostics/#offers-gta-storage">');
  });

  it("says a first offer on time plainly", () => {
    const notice = buildOfferNotice({
      offer: { ...due, revision: 1, late: false },
      listingTitle: "GTA Storage",
      operatorUrl: "https://x.ca/",
      signature: [],
    });
    expect(notice.subject).toBe("Offer: $7,200,000 from Buyer a for GTA Storage");
    expect(notice.text).not.toContain("Late");
  });
});
