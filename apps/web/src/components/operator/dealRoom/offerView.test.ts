import { describe, expect, it } from "vitest";
import type { BuyerOffers } from "@/src/dealRoom/offers/offerComparison";
import { OFFER_BUYERS_PER_PAGE, offerView, offerViewHref, parseOfferView } from "./offerView";

/** 45 buyers in the comparison's order; only what the view reads of each is filled in. */
const buyers = Array.from(
  { length: 45 },
  (_, n) =>
    ({
      signatureId: `signature-${n}`,
      latest: {
        buyer: {
          name: n === 3 ? "Amélie Côté" : `Buyer ${n}`,
          email: `buyer.${n}@example.ca`,
          company: n % 5 === 0 ? "Northwind Capital" : null,
        },
      },
      earlier: [],
    }) as unknown as BuyerOffers,
);

describe("the buyers the offers comparison shows", () => {
  it("pages twenty buyers at a time in the comparison's order; a page past the last shows the last", () => {
    const third = offerView(buyers, { query: "", page: 3 });
    expect(third.rows.map((buyer) => buyer.signatureId)).toEqual(buyers.slice(40).map((buyer) => buyer.signatureId));
    expect([third.page, third.pages, third.matched, third.total]).toEqual([3, 3, 45, 45]);
    expect(offerView(buyers, { query: "", page: 7 }).page).toBe(3);
    expect(offerView(buyers, { query: "", page: 1 }).rows).toHaveLength(OFFER_BUYERS_PER_PAGE);
  });

  it("searches the buyer's name, company and e-mail, ignoring case and accents", () => {
    expect(offerView(buyers, { query: "amelie cote", page: 1 }).rows.map((buyer) => buyer.signatureId)).toEqual(["signature-3"]);
    expect(offerView(buyers, { query: "NORTHWIND", page: 1 })).toMatchObject({ matched: 9, pages: 1 });
    expect(offerView(buyers, { query: "buyer.44@", page: 1 }).rows).toHaveLength(1);
  });

  it("reads the view from the address and writes it back, at the comparison", () => {
    const request = parseOfferView({ offer: "  Northwind ", offers: "2", signer: "x" });
    expect(request).toEqual({ query: "Northwind", page: 2 });
    expect(parseOfferView({ offers: "-1" })).toEqual({ query: "", page: 1 });
    expect(offerViewHref("/team/listings/gta/", "gta", request)).toBe("/team/listings/gta/?offer=Northwind&offers=2#offers-gta");
    expect(offerViewHref("/team/listings/gta/", "gta", { query: "", page: 1 })).toBe("/team/listings/gta/#offers-gta");
  });
});
