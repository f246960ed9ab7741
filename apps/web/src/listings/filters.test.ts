import { describe, expect, it } from "vitest";
import { datasetQuery } from "@/src/content/embedded";
import { LISTING_CARDS_QUERY, LISTING_QUERY, LISTING_REGIONS_QUERY, LISTING_SLUGS_QUERY } from "@/src/content/queries";
import type { ListingCardsPage, ListingPage } from "@/src/content/types";
import { NO_FILTERS, listingQueryParams, listingsUrl, parseListingFilters, type ListingFilters } from "./filters";

const fixture = datasetQuery("tests/fixtures/publishing.ndjson");
const seed = datasetQuery("apps/studio/seed/production.ndjson");
const REGIONS = ["Barrie", "Greater Toronto Area", "Guelph", "Halton", "Sudbury"];

const cards = async (filters: Partial<ListingFilters>) =>
  (await fixture(LISTING_CARDS_QUERY, listingQueryParams({ ...NO_FILTERS, ...filters }))) as ListingCardsPage;
const slugs = async (filters: Partial<ListingFilters>) => (await cards(filters)).listings.map((listing) => listing.slug);

describe("listing filters from the query string", () => {
  it("reads known values and ignores the rest (never an error)", () => {
    expect(parseListingFilters({ asset: "industrial", region: "Barrie", status: "sold", price: "2m-5m", page: "2" }, REGIONS)).toEqual({
      asset: "industrial",
      region: "Barrie",
      status: "sold",
      price: "2m-5m",
      page: 2,
    });
    expect(
      parseListingFilters({ asset: "castle", region: "Atlantis", status: ["sold", "available"], price: "", page: "-1" }, REGIONS),
    ).toEqual(NO_FILTERS);
    expect(parseListingFilters({ page: "1e3" }, REGIONS).page).toBe(1);
  });

  it("builds the prerendered page's URL without filters and the filtered results' URL with them", () => {
    expect(listingsUrl(NO_FILTERS)).toBe("/self-storage/listings/");
    expect(listingsUrl({ ...NO_FILTERS, region: "Greater Toronto Area", status: "available" })).toBe(
      "/self-storage/listings/filter/?region=Greater+Toronto+Area&status=available",
    );
    expect(listingsUrl({ ...NO_FILTERS, page: 3 })).toBe("/self-storage/listings/filter/?page=3");
  });
});

describe("listing queries over the publishing fixture", () => {
  it("lists every listing newest first, and counts them", async () => {
    const page = await cards({});
    expect(page.total).toBe(5);
    expect(page.all).toBe(5);
    expect(page.listings.map((listing) => listing.slug)).toEqual([
      "fixture-confidential",
      "fixture-sudbury-unpriced",
      "fixture-barrie-storage",
      "fixture-halton-industrial",
      "fixture-guelph-sold",
    ]);
  });

  it("filters by asset class, region, status and price band", async () => {
    expect(await slugs({ asset: "industrial" })).toEqual(["fixture-sudbury-unpriced", "fixture-halton-industrial"]);
    expect(await slugs({ region: "Guelph" })).toEqual(["fixture-guelph-sold"]);
    expect(await slugs({ status: "under-contract" })).toEqual(["fixture-halton-industrial"]);
    expect(await slugs({ price: "unpriced" })).toEqual(["fixture-sudbury-unpriced"]);
    expect(await slugs({ price: "2m-5m" })).toEqual(["fixture-barrie-storage", "fixture-guelph-sold"]);
    expect(await slugs({ price: "over-10m" })).toEqual(["fixture-halton-industrial"]);
    expect(await slugs({ price: "under-2m" })).toEqual([]);
    expect(await slugs({ asset: "self-storage", status: "available", price: "5m-10m" })).toEqual(["fixture-confidential"]);
    expect((await cards({ asset: "industrial" })).all).toBe(5);
  });

  it("never gives a confidential listing's photo, address or photos", async () => {
    const card = (await cards({})).listings.find((listing) => listing.slug === "fixture-confidential");
    expect(card?.photo).toBeNull();
    const page = (await fixture(LISTING_QUERY, { slug: "fixture-confidential" })) as ListingPage;
    expect(page.address).toBeNull();
    expect(page.photos).toEqual([]);
    expect(page.teaser).toMatch(/Test content/);
    const open = (await fixture(LISTING_QUERY, { slug: "fixture-barrie-storage" })) as ListingPage;
    expect(open.address).toMatch(/Barrie/);
    expect(open.photos).toEqual([
      expect.objectContaining({ alt: expect.stringMatching(/Test photo/), src: "image@file://./images/hamilton-facility.webp" }),
    ]);
  });

  it("knows the regions and slugs, and the seed has none (Coming Soon)", async () => {
    expect([...new Set((await fixture(LISTING_REGIONS_QUERY)) as string[])].sort()).toEqual(REGIONS);
    expect(await fixture(LISTING_SLUGS_QUERY)).toHaveLength(5);
    expect(await seed(LISTING_SLUGS_QUERY)).toEqual([]);
    expect(((await seed(LISTING_CARDS_QUERY, listingQueryParams(NO_FILTERS))) as ListingCardsPage).all).toBe(0);
  });
});
