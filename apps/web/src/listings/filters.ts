/**
 * The listings page's filters (issue 16): asset class, region, status and price band, read from
 * the query string of a plain GET form, so they work without JavaScript. Whatever does not fit
 * (an unknown value, a value sent twice) is ignored rather than an error: a shared or hand-edited
 * link still shows listings.
 */
import { LISTINGS_FILTER_PATH, LISTINGS_PREFIX } from "@agency/paths";

export const ASSET_CLASSES = [
  { value: "self-storage", label: "Self-storage" },
  { value: "industrial", label: "Industrial" },
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number]["value"];

export const LISTING_STATUSES = [
  { value: "available", label: "Available" },
  { value: "under-contract", label: "Under contract" },
  { value: "sold", label: "Sold" },
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number]["value"];

/** Price bands in CAD: [min inclusive, max exclusive); "unpriced" is a listing without an asking price. */
export const PRICE_BANDS = [
  { value: "under-2m", label: "Under $2M", min: null, max: 2_000_000 },
  { value: "2m-5m", label: "$2M – $5M", min: 2_000_000, max: 5_000_000 },
  { value: "5m-10m", label: "$5M – $10M", min: 5_000_000, max: 10_000_000 },
  { value: "over-10m", label: "$10M and over", min: 10_000_000, max: null },
  { value: "unpriced", label: "Unpriced", min: null, max: null },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]["value"];

/** Cards per page of the listings page and its filtered results. */
export const LISTINGS_PAGE_SIZE = 24;

export interface ListingFilters {
  asset: AssetClass | null;
  region: string | null;
  status: ListingStatus | null;
  price: PriceBand | null;
  page: number;
}

export const NO_FILTERS: ListingFilters = { asset: null, region: null, status: null, price: null, page: 1 };

export type SearchParams = Record<string, string | string[] | undefined>;

/** One value of a query parameter: absent, empty or repeated is none. */
function single(params: SearchParams, key: string): string | null {
  const value = params[key];
  return typeof value === "string" && value !== "" ? value : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly { value: T }[]): T | null {
  return allowed.find((option) => option.value === value)?.value ?? null;
}

/** The filters of a query; `regions` are the regions in use (a region not among them is ignored). */
export function parseListingFilters(params: SearchParams, regions: readonly string[]): ListingFilters {
  const region = single(params, "region");
  const page = single(params, "page");
  return {
    asset: oneOf(single(params, "asset"), ASSET_CLASSES),
    region: region !== null && regions.includes(region) ? region : null,
    status: oneOf(single(params, "status"), LISTING_STATUSES),
    price: oneOf(single(params, "price"), PRICE_BANDS),
    page: page !== null && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
  };
}

export function hasFilters(filters: ListingFilters): boolean {
  return filters.asset !== null || filters.region !== null || filters.status !== null || filters.price !== null;
}

/**
 * The URL of these filters: /self-storage/listings/ with none (the prerendered page), else the
 * filtered results with a query string in a fixed order.
 */
export function listingsUrl(filters: ListingFilters): string {
  const query = new URLSearchParams();
  if (filters.asset) query.set("asset", filters.asset);
  if (filters.region) query.set("region", filters.region);
  if (filters.status) query.set("status", filters.status);
  if (filters.price) query.set("price", filters.price);
  if (filters.page > 1) query.set("page", String(filters.page));
  const search = query.toString();
  return search ? `${LISTINGS_FILTER_PATH}?${search}` : LISTINGS_PREFIX;
}

/** GROQ parameters of LISTING_CARDS_QUERY for these filters (null = any). */
export function listingQueryParams(filters: ListingFilters, pageSize = LISTINGS_PAGE_SIZE) {
  const band = PRICE_BANDS.find((option) => option.value === filters.price);
  return {
    asset: filters.asset,
    region: filters.region,
    status: filters.status,
    unpriced: filters.price === "unpriced",
    priced: filters.price !== null && filters.price !== "unpriced",
    minPrice: band?.min ?? null,
    maxPrice: band?.max ?? null,
    start: (filters.page - 1) * pageSize,
    end: filters.page * pageSize,
  };
}

const STATUS_LABELS: Record<string, string> = Object.fromEntries(LISTING_STATUSES.map((status) => [status.value, status.label]));
const ASSET_LABELS: Record<string, string> = Object.fromEntries(ASSET_CLASSES.map((asset) => [asset.value, asset.label]));

export function statusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status]) || "Available";
}

export function assetClassLabel(asset: string | null | undefined): string {
  return (asset && ASSET_LABELS[asset]) || "Self-storage";
}
