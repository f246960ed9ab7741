import { describe, expect, it } from "vitest";
import { jsonLdNodeProblems } from "@agency/tests/support/peerChecks";
import { loadVocabulary } from "@agency/tests/support/schemaVocabulary";
import { datasetQuery } from "@/src/content/embedded";
import { LISTING_QUERY } from "@/src/content/queries";
import type { ListingPage } from "@/src/content/types";
import { listingJsonLd } from "./listingJsonLd";
import { SETTINGS } from "./testFixtures";

const fixture = datasetQuery("tests/fixtures/publishing.ndjson");
const SITE = "https://www.example-agency.ca";

async function jsonLdOf(slug: string) {
  const listing = (await fixture(LISTING_QUERY, { slug })) as ListingPage;
  const images = listing.photos.map(() => "/seed-images/hamilton-facility.webp");
  return listingJsonLd({
    listing,
    path: `/self-storage/listings/${slug}/`,
    title: listing.title ?? slug,
    siteUrl: SITE,
    settings: SETTINGS,
    images,
  });
}

describe("RealEstateListing structured data", () => {
  const vocabulary = loadVocabulary();

  it.each([
    "fixture-barrie-storage",
    "fixture-halton-industrial",
    "fixture-guelph-sold",
    "fixture-confidential",
    "fixture-sudbury-unpriced",
  ])("%s uses schema.org's vocabulary only", async (slug) => {
    expect(jsonLdNodeProblems(await jsonLdOf(slug), slug, vocabulary)).toEqual([]);
  });

  it("states the offer: price in CAD and availability by status", async () => {
    const open = await jsonLdOf("fixture-barrie-storage");
    expect(open).toMatchObject({
      "@type": "RealEstateListing",
      url: `${SITE}/self-storage/listings/fixture-barrie-storage/`,
      datePosted: "2026-10-01",
      image: [`${SITE}/seed-images/hamilton-facility.webp`],
      about: { "@type": "SelfStorage", address: { streetAddress: expect.stringMatching(/Barrie/), addressLocality: "Barrie" } },
      offers: { "@type": "Offer", price: 4_500_000, priceCurrency: "CAD", availability: "https://schema.org/InStock" },
    });
    expect((await jsonLdOf("fixture-guelph-sold")).offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect((await jsonLdOf("fixture-sudbury-unpriced")).offers).not.toHaveProperty("price");
  });

  it("names only the region of a confidential listing: no street address, no image", async () => {
    const text = JSON.stringify(await jsonLdOf("fixture-confidential"));
    expect(text).not.toMatch(/Secret Lane|streetAddress|"image"/);
    expect(text).toContain("Greater Toronto Area");
  });
});
