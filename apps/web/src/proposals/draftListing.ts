/**
 * The draft listing a proposal becomes when the owner lists (issue 44, decision 0052): the Studio's
 * listing document (apps/studio/schemaTypes/documents/listing.ts) as a draft (`_id: "drafts.…"`)
 * with the proposal's figures filled (units, rentable area, physical occupancy, normalised NOI, the
 * cap rate at the asking price, the asking price: the top of the team's range), in the format
 * `sanity dataset import` reads (one JSON document a line). Confidential until the team says
 * otherwise: the teaser names the region only. Pure.
 */
import type { Underwriting } from "@agency/calculators";

export interface DraftListing {
  _id: string;
  _type: "listing";
  title: string;
  slug: { _type: "slug"; current: string };
  assetClass: "self-storage";
  status: "available";
  confidential: true;
  teaser: string;
  /** Whole dollars. */
  askingPrice: number;
  units: number;
  rentableSqFt: number;
  /** Physical occupancy by units, percent to one decimal. */
  occupancy: number;
  /** Normalised NOI, whole dollars a year. */
  noi: number;
  /** NOI over the asking price, percent to two decimals. */
  capRate: number;
  listedAt: string;
}

export interface DraftListingSource {
  slug: string;
  title: string;
  valueRange: { lowCents: number; highCents: number };
  underwriting: Underwriting;
  /** Toronto day the owner listed, YYYY-MM-DD. */
  listedOn: string;
}

export function draftListing(source: DraftListingSource): DraftListing {
  const { occupancy } = source.underwriting.figures;
  const noiCents = source.underwriting.nois.normalised.noiCents;
  const askingCents = source.valueRange.highCents;
  const units = occupancy.units;
  return {
    _id: `drafts.listing.${source.slug}`,
    _type: "listing",
    title: source.title,
    slug: { _type: "slug", current: source.slug },
    assetClass: "self-storage",
    status: "available",
    confidential: true,
    teaser: `A ${units.toLocaleString("en-CA")}-unit self-storage facility, ${(Math.round(occupancy.physicalByUnits * 1000) / 10).toFixed(1)} % occupied.`,
    askingPrice: Math.round(askingCents / 100),
    units,
    rentableSqFt: Math.round(occupancy.areaSqFt),
    occupancy: Math.round(occupancy.physicalByUnits * 1000) / 10,
    noi: Math.round(noiCents / 100),
    capRate: askingCents > 0 ? Math.round((noiCents * 10_000) / askingCents) / 100 : 0,
    listedAt: source.listedOn,
  };
}

/** The file `sanity dataset import` takes: one document a line. */
export function draftListingNdjson(listing: DraftListing): string {
  return `${JSON.stringify(listing)}\n`;
}
