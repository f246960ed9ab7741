import { LISTINGS_FILTER_PATH, LISTINGS_PREFIX } from "@agency/paths";
import Link from "next/link";
import { PageShell } from "@/src/components/PageShell";
import { getListingCards, getListingRegions, getPageMetadata, getSiteSettings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import {
  ASSET_CLASSES,
  LISTING_STATUSES,
  LISTINGS_PAGE_SIZE,
  PRICE_BANDS,
  hasFilters,
  listingsUrl,
  type ListingFilters,
} from "@/src/listings/filters";
import { buildPageHead, toNextMetadata } from "@/src/seo/metadata";
import { ContentPageView } from "@/src/views/page/ContentPageView";
import { metadataForPath } from "@/src/views/pageMetadata";
import { ListingCard } from "./ListingCard";

const HEADING = "Listings";
const LEAD = "Self-storage and industrial properties for sale in Ontario. Filter by asset class, region, status and price.";
const SELECT = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900";

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={SELECT}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters: a plain GET form to the filtered results (works without JavaScript), and one-click
 * status links. Every control is a native element, so nothing here needs hydrating.
 */
function ListingFiltersForm({ filters, regions }: { filters: ListingFilters; regions: string[] }) {
  return (
    <section aria-labelledby="listing-filters-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="listing-filters-heading" className="text-lg font-semibold text-slate-900">
        Filter listings
      </h2>
      <form method="get" action={LISTINGS_FILTER_PATH} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Select name="asset" label="Asset class" value={filters.asset} options={ASSET_CLASSES} />
        <Select name="region" label="Region" value={filters.region} options={regions.map((region) => ({ value: region, label: region }))} />
        <Select name="status" label="Status" value={filters.status} options={LISTING_STATUSES} />
        <Select name="price" label="Price" value={filters.price} options={PRICE_BANDS} />
        <div className="flex items-end gap-3">
          <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
            Show listings
          </button>
          {hasFilters(filters) && (
            <Link href={LISTINGS_PREFIX} className="py-2 text-sm font-medium text-slate-900 underline">
              Clear filters
            </Link>
          )}
        </div>
      </form>
      <nav aria-label="Listings by status" className="mt-4 flex flex-wrap gap-2 text-sm">
        {LISTING_STATUSES.map((status) => {
          const current = filters.status === status.value && !filters.asset && !filters.region && !filters.price;
          return (
            <Link
              key={status.value}
              href={listingsUrl({ asset: null, region: null, price: null, status: status.value, page: 1 })}
              aria-current={current ? "page" : undefined}
              className={`rounded-full border px-3 py-1 font-medium ${current ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-900 hover:border-amber-500"}`}
            >
              {status.label}
            </Link>
          );
        })}
      </nav>
    </section>
  );
}

function Pagination({ filters, total }: { filters: ListingFilters; total: number }) {
  const pages = Math.ceil(total / LISTINGS_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Listing pages" className="mt-8 flex items-center justify-between text-sm">
      {filters.page > 1 ? (
        <Link href={listingsUrl({ ...filters, page: filters.page - 1 })} rel="prev" className="font-medium text-slate-900 underline">
          Previous listings
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Page {filters.page} of {pages}
      </span>
      {filters.page < pages ? (
        <Link href={listingsUrl({ ...filters, page: filters.page + 1 })} rel="next" className="font-medium text-slate-900 underline">
          More listings
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * /self-storage/listings/ (prerendered, no filters) and its filtered results (rendered per request):
 * docs/product.md's Coming Soon page while no listing is published, else cards and filters.
 */
export async function ListingsIndexView({ filters, path }: { filters: ListingFilters; path: string }) {
  const [page, regions] = await Promise.all([getListingCards(filters), getListingRegions()]);
  if (page.all === 0) return <ContentPageView path={LISTINGS_PREFIX} />;
  const filtered = hasFilters(filters);
  return (
    <PageShell path={path} crumbLabel={path === LISTINGS_PREFIX ? undefined : "Filtered listings"}>
      <header className="bg-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{HEADING}</h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-200">{LEAD}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ListingFiltersForm filters={filters} regions={regions} />
        <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900" aria-live="polite">
          {page.total === 0
            ? "No listings match these filters"
            : `${page.total} ${page.total === 1 ? "listing" : "listings"}${filtered ? " match these filters" : ""}`}
        </h2>
        {page.total === 0 ? (
          <p className="mt-3 text-slate-700">
            Try fewer filters, or{" "}
            <Link href={LISTINGS_PREFIX} className="font-medium underline">
              see all listings
            </Link>
            . Many facilities sell before they are listed:{" "}
            <Link href="/off-market/" className="font-medium underline">
              join the off-market list
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.listings.map((listing) => (
              <li key={listing._id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
        <Pagination filters={filters} total={page.total} />
      </div>
    </PageShell>
  );
}

/**
 * The listings page's head: its own record (Coming Soon) while no listing is published, else a
 * title that does not promise "Coming Soon". Filtered results are not indexed and name the
 * listings page as canonical.
 */
export async function listingsIndexMetadata(filters: ListingFilters, path: string) {
  const filtered = path !== LISTINGS_PREFIX;
  const { all } = await getListingCards(filters);
  if (all === 0) return metadataForPath(LISTINGS_PREFIX, filtered ? { noindex: true, canonicalPath: LISTINGS_PREFIX } : {});
  const [record, settings] = await Promise.all([getPageMetadata(LISTINGS_PREFIX), getSiteSettings()]);
  const own = {
    ...record,
    title: `Self-Storage and Industrial Listings in Ontario | ${settings.agencyName}`,
    description:
      "Self-storage and industrial properties for sale in Ontario: asking price, units, occupancy, NOI and cap rate, with filters by region, status and price.",
  };
  return toNextMetadata(
    buildPageHead({
      record: own,
      path: LISTINGS_PREFIX,
      settings,
      siteUrl: serverEnv().SITE_URL,
      ...(filtered ? { noindex: true, canonicalPath: LISTINGS_PREFIX } : {}),
    }),
  );
}
