/**
 * Alerts when a listing changes (changes.ts, 20261126000310_listing_change_alerts.sql): which
 * changes are detected, and on PGlite who is alerted (told of the listing, or it fits their buy
 * box now, and they chose that kind), once per change whatever observes it again.
 */
import type { PGlite } from "@electric-sql/pglite";
import { openMemoryPGlite } from "@/src/database/pglite";
import { NO_BUY_BOX, type InvestorSignupLead } from "@agency/supabase/leads";
import { afterAll, describe, expect, it } from "vitest";
import { openPGliteRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { announceListings } from "./announce";
import { detectChanges, observeListings } from "./changes";
import type { AnnouncedListing } from "./match";

describe("detectChanges", () => {
  it.each([
    [{ status: "available", askingPrice: 5_000_000 }, { status: "available", askingPrice: 4_500_000 }, ["price-drop"]],
    [{ status: "available", askingPrice: 5_000_000 }, { status: "available", askingPrice: 5_500_000 }, []],
    [{ status: "available", askingPrice: null }, { status: "available", askingPrice: 4_500_000 }, []],
    [
      { status: "available", askingPrice: 5_000_000 },
      { status: "under-contract", askingPrice: 4_800_000 },
      ["price-drop", "under-contract"],
    ],
    [{ status: "under-contract", askingPrice: 5_000_000 }, { status: "available", askingPrice: 5_000_000 }, ["back-available"]],
    [{ status: "under-contract", askingPrice: 5_000_000 }, { status: "sold", askingPrice: 4_000_000 }, ["sold"]],
    [{ status: "sold", askingPrice: 5_000_000 }, { status: "available", askingPrice: 5_000_000 }, ["back-available"]],
  ] as const)("%j → %j: %j", (previous, current, expected) => {
    expect(detectChanges(previous, current)).toEqual(expected);
  });
});

const investor = (email: string, box: Partial<InvestorSignupLead> = {}): InvestorSignupLead => ({
  name: "Ivy Investor",
  email,
  investment_profile: "Storage",
  message: null,
  consent_deal_emails: true,
  ...NO_BUY_BOX,
  ...box,
});

const NOW = new Date("2026-11-26T12:00:00Z");
const LISTING: AnnouncedListing = {
  slug: "barrie-storage",
  title: "Barrie Storage",
  assetClass: "self-storage",
  region: "Barrie",
  status: "available",
  askingPrice: 5_000_000,
  capRate: 6.9,
  confidential: false,
  listedAt: "2026-11-20",
};

let db: PGlite | null = null;
afterAll(async () => {
  await db?.close();
});

async function confirmed(repository: Stores, lead: InvestorSignupLead, alerts?: ("price-drop" | "sold")[]) {
  const stored = await repository.insert("investor", lead);
  await repository.consent!.confirm(lead.email, stored.id, null, NOW);
  if (alerts) await repository.consent!.updatePreferences(lead.email, { ...NO_BUY_BOX, ...pickBox(lead) }, alerts, null, NOW);
}
const pickBox = (lead: InvestorSignupLead) => ({
  buy_asset_classes: lead.buy_asset_classes,
  buy_regions: lead.buy_regions,
  buy_price_min: lead.buy_price_min,
  buy_price_max: lead.buy_price_max,
  buy_cap_rate_min: lead.buy_cap_rate_min,
});

describe("change alerts on PGlite", { timeout: 60_000 }, () => {
  it("alerts the investors told of a listing or whose buy box it now fits, for the kinds they chose, once per change", async () => {
    db = await openMemoryPGlite();
    const repository = await openPGliteRepository(db);
    const store = repository.announcements!;
    await confirmed(repository, investor("told@example.ca", { buy_price_max: 5_000_000 }));
    expect(await announceListings(store, [LISTING], { now: NOW })).toEqual([{ slug: LISTING.slug, status: "announced", queued: 1 }]);
    // Signed up after the announcement: the listing fits their buy box only once its price drops.
    await confirmed(repository, investor("under-4-8m@example.ca", { buy_price_max: 4_800_000 }));
    await confirmed(repository, investor("sold-only@example.ca"), ["sold"]);
    await confirmed(repository, investor("industrial@example.ca", { buy_asset_classes: ["industrial"] }));

    expect(await observeListings(store, [LISTING], NOW)).toEqual([{ slug: LISTING.slug, status: "first-seen" }]);
    expect(await observeListings(store, [LISTING], NOW)).toEqual([{ slug: LISTING.slug, status: "unchanged" }]);
    const dropped = { ...LISTING, askingPrice: 4_700_000 };
    expect(await observeListings(store, [dropped], NOW)).toEqual([
      { slug: LISTING.slug, status: "changed", changes: ["price-drop"], queued: 2 },
    ]);
    // The same publish again, or another process that read the old state: nothing more.
    expect(await observeListings(store, [dropped], NOW)).toEqual([{ slug: LISTING.slug, status: "unchanged" }]);
    expect(await store.recordListingState(LISTING.slug, { status: "available", askingPrice: 5_000_000 }, dropped, [], NOW)).toBe(-1);

    const queue = async () =>
      (
        await db!.query<{ email: string; subject: string }>(
          "select a.email, c.change as subject from public.listing_announcements a join public.listing_changes c on c.id = a.change_id order by a.email",
        )
      ).rows;
    expect(await queue()).toEqual([
      { email: "told@example.ca", subject: "price-drop" },
      { email: "under-4-8m@example.ca", subject: "price-drop" },
    ]);
    const due = await store.claimDue(10, NOW, 60);
    const alert = due.find((row) => row.email === "told@example.ca" && row.message.change)!;
    expect(alert.message.change).toEqual({
      kind: "price-drop",
      previousStatus: "available",
      status: "available",
      previousPrice: 5_000_000,
    });
    expect(alert.message.listing.askingPrice).toBe(4_700_000);

    await observeListings(store, [{ ...dropped, status: "sold" }], NOW);
    expect((await queue()).filter((row) => row.subject === "sold").map((row) => row.email)).toEqual([
      "sold-only@example.ca",
      "told@example.ca",
      "under-4-8m@example.ca",
    ]);
    // The operator's figures of the first announcement are its own, alerts aside.
    expect(await store.listingStats(10)).toEqual([expect.objectContaining({ listing_slug: LISTING.slug, matched: 1 })]);
  });
});
