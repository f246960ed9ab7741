import { describe, expect, it } from "vitest";
import { announceSince, isAnnounceable, matchInvestors, matchesBuyBox, type AnnouncedListing, type Candidate } from "./match";

const LISTING: AnnouncedListing = {
  slug: "barrie-storage",
  title: "Barrie Storage Facility",
  assetClass: "self-storage",
  region: "Barrie",
  status: "available",
  askingPrice: 4_500_000,
  capRate: 6.9,
  confidential: false,
  listedAt: "2026-11-01",
};
const UNPRICED: AnnouncedListing = { ...LISTING, askingPrice: null, capRate: null };

describe("matchesBuyBox", () => {
  it.each([
    ["an empty buy box matches everything", LISTING, {}, true],
    ["null criteria match everything", LISTING, { buy_asset_classes: null, buy_regions: null, buy_price_min: null }, true],
    ["empty lists match everything", LISTING, { buy_asset_classes: [], buy_regions: [] }, true],
    ["asset class chosen", LISTING, { buy_asset_classes: ["self-storage"] }, true],
    ["asset class among several", LISTING, { buy_asset_classes: ["industrial", "self-storage"] }, true],
    ["another asset class", LISTING, { buy_asset_classes: ["industrial"] }, false],
    ["region chosen", LISTING, { buy_regions: ["Barrie"] }, true],
    ["region, other case and spaces", LISTING, { buy_regions: [" barrie "] }, true],
    ["another region", LISTING, { buy_regions: ["Sudbury", "Halton"] }, false],
    ["price inside the range", LISTING, { buy_price_min: 2_000_000, buy_price_max: 5_000_000 }, true],
    ["price on the minimum", LISTING, { buy_price_min: 4_500_000 }, true],
    ["price on the maximum", LISTING, { buy_price_max: 4_500_000 }, true],
    ["price below the minimum", LISTING, { buy_price_min: 5_000_000 }, false],
    ["price above the maximum", LISTING, { buy_price_max: 4_000_000 }, false],
    ["cap rate above the minimum", LISTING, { buy_cap_rate_min: 6.5 }, true],
    ["cap rate on the minimum", LISTING, { buy_cap_rate_min: 6.9 }, true],
    ["cap rate below the minimum", LISTING, { buy_cap_rate_min: 7 }, false],
    [
      "every criterion met",
      LISTING,
      { buy_asset_classes: ["self-storage"], buy_regions: ["Barrie"], buy_price_min: 1, buy_price_max: 9_000_000, buy_cap_rate_min: 5 },
      true,
    ],
    [
      "every criterion but one met",
      LISTING,
      { buy_asset_classes: ["self-storage"], buy_regions: ["Guelph"], buy_price_min: 1, buy_cap_rate_min: 5 },
      false,
    ],
    ["unpriced listing, no price criterion", UNPRICED, { buy_asset_classes: ["self-storage"] }, true],
    ["unpriced listing, a minimum price", UNPRICED, { buy_price_min: 1_000_000 }, false],
    ["unpriced listing, a maximum price", UNPRICED, { buy_price_max: 9_000_000 }, false],
    ["no cap rate, no minimum", UNPRICED, {}, true],
    ["no cap rate, a minimum", UNPRICED, { buy_cap_rate_min: 0 }, false],
  ] as const)("%s", (_name, listing, box, expected) => {
    expect(matchesBuyBox(listing, box)).toBe(expected);
  });
});

describe("matchInvestors", () => {
  const candidate = (id: string, email: string, box: Partial<Candidate> = {}): Candidate => ({
    id,
    email,
    name: id,
    alertKinds: [],
    ...box,
  });

  it("keeps the matching investors in order, one per address", () => {
    const matched = matchInvestors(LISTING, [
      candidate("a", "a@example.ca"),
      candidate("b", "b@example.ca", { buy_asset_classes: ["industrial"] }),
      candidate("c", "c@example.ca", { buy_regions: ["Barrie"] }),
      candidate("a2", " A@Example.ca ", {}),
    ]);
    expect(matched.map((match) => match.id)).toEqual(["a", "c"]);
  });

  it("matches an address by its first candidate only (the newest signup's buy box)", () => {
    const matched = matchInvestors(LISTING, [
      candidate("new", "x@example.ca", { buy_asset_classes: ["industrial"] }),
      candidate("old", "x@example.ca", {}),
    ]);
    expect(matched).toEqual([]);
  });
});

describe("isAnnounceable", () => {
  const since = new Date("2026-10-25T00:00:00Z");
  it.each([
    ["available, listed inside the window", LISTING, true],
    ["under contract, listed inside the window", { ...LISTING, status: "under-contract" }, true],
    ["listed on the first day of the window", { ...LISTING, listedAt: "2026-10-25" }, true],
    ["sold", { ...LISTING, status: "sold" }, false],
    ["listed before the window", { ...LISTING, listedAt: "2026-10-24" }, false],
    ["without a listing date", { ...LISTING, listedAt: null }, false],
  ] as const)("%s", (_name, listing, expected) => {
    expect(isAnnounceable(listing, since)).toBe(expected);
  });

  it("starts the window 30 days back unless a date is configured", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(announceSince(now).toISOString()).toBe("2026-10-25T12:00:00.000Z");
    expect(announceSince(now, "2026-10-15").toISOString()).toBe("2026-10-15T00:00:00.000Z");
    expect(announceSince(now, "not a date").toISOString()).toBe("2026-10-25T12:00:00.000Z");
  });
});
