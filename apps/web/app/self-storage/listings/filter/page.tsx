import { LISTINGS_FILTER_PATH, LISTINGS_PREFIX } from "@agency/paths";
import { redirect } from "next/navigation";
import { getListingRegions } from "@/src/content/content.server";
import { parseListingFilters, type SearchParams } from "@/src/listings/filters";
import { ListingsIndexView, listingsIndexMetadata } from "@/src/views/listings/ListingsIndexView";

/**
 * The listings filtered by the query string (a GET form and plain links, so no JavaScript is
 * needed). Rendered per request: reading searchParams keeps it out of the prerender manifest, so
 * decision 0015's page cache never answers it, and the prerendered /self-storage/listings/ is never
 * served for a filtered query.
 */
type Props = { searchParams: Promise<SearchParams> };

async function filtersOf(searchParams: Promise<SearchParams>) {
  return parseListingFilters(await searchParams, await getListingRegions());
}

export async function generateMetadata({ searchParams }: Props) {
  return listingsIndexMetadata(await filtersOf(searchParams), LISTINGS_FILTER_PATH);
}

export default async function FilteredListingsPage({ searchParams }: Props) {
  const filters = await filtersOf(searchParams);
  // While no listing is published there is nothing to filter: the listings page says Coming Soon.
  if ((await getListingRegions()).length === 0) redirect(LISTINGS_PREFIX);
  return <ListingsIndexView filters={filters} path={LISTINGS_FILTER_PATH} />;
}
