import { marketDirectoryPageCount, marketDirectoryPath, type MarketKind } from "@agency/paths";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageShell } from "@/src/components/PageShell";
import { directoryPage, MarketCards, MarketDirectoryPager } from "@/src/components/richText/MarketDirectory";
import { getMarketDirectory } from "@/src/content/content.server";
import { metadataForDocument } from "@/src/views/pageMetadata";

const KIND: Readonly<Record<MarketKind, { eyebrow: string; heading: string; description: string; back: string }>> = {
  selfStorage: {
    eyebrow: "Self-storage",
    heading: "Ontario Self-Storage Markets",
    description: "Regional self-storage market pages for Ontario",
    back: "Back to Ontario self-storage markets: the map and the rent comparison",
  },
  industrial: {
    eyebrow: "Industrial",
    heading: "Ontario Industrial Markets",
    description: "Industrial market pages for Ontario",
    back: "Back to Ontario industrial markets and the map",
  },
};

/** Page numbers as route params: "2", "3"… never "1" (that is the hub) nor "02". */
function parseDirectoryPage(value: string): number | null {
  return /^[1-9]\d*$/.test(value) && value !== "1" ? Number(value) : null;
}

/** A directory page after the first: what it lists, or null past the last page. */
async function directoryListing(market: MarketKind, page: number) {
  const entries = (await getMarketDirectory())[market];
  const pages = marketDirectoryPageCount(entries.length);
  if (page < 2 || page > pages) return null;
  const kind = KIND[market];
  return {
    entries,
    path: marketDirectoryPath(market, page),
    heading: `${kind.heading}, Page ${page}`,
    description: `${kind.description}, page ${page} of ${pages}, by name.`,
  };
}

/** The pages the build prerenders: 2 up to the last. */
async function directoryPageParams(market: MarketKind): Promise<{ page: string }[]> {
  const pages = marketDirectoryPageCount((await getMarketDirectory())[market].length);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({ page: String(index + 2) }));
}

/** Page `page` (2…) of a hub's market directory: the hub lists the first page and links these. */
export async function MarketDirectoryView({ market, page }: { market: MarketKind; page: number }) {
  const listing = await directoryListing(market, page);
  if (!listing) notFound();
  const hub = marketDirectoryPath(market, 1);
  return (
    <PageShell path={listing.path} crumbLabel={`Markets, Page ${page}`}>
      <header className="bg-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <p className="text-sm font-semibold tracking-wider text-amber-400 uppercase">{KIND[market].eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">{listing.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-200">{listing.description}</p>
        </div>
      </header>
      <section aria-labelledby="markets-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="markets-heading" className="sr-only">
          Markets
        </h2>
        <MarketCards market={market} entries={directoryPage(listing.entries, page)} />
        <MarketDirectoryPager market={market} entries={listing.entries} page={page} />
        <p>
          <Link href={hub} className="font-medium text-slate-900 underline">
            {KIND[market].back}
          </Link>
        </p>
      </section>
    </PageShell>
  );
}

async function marketDirectoryMetadata(market: MarketKind, page: number) {
  const listing = await directoryListing(market, page);
  return listing ? metadataForDocument(listing.path, { title: listing.heading, description: listing.description }) : {};
}

type DirectoryParams = { params: Promise<{ page: string }> };

/**
 * Route module parts for pages 2… of a hub's market directory, {hub}markets/[page]/ (page 1 is
 * the hub itself); any other number is a 404. The two hubs' routes differ only by `market`.
 * Prerendered from the dataset; a page a later market adds renders on its first request (hosted
 * mode, the route's `dynamicParams = true`), and the view answers 404 for what the dataset does
 * not hold (decision 0020).
 */
export function marketDirectoryRoute(market: MarketKind) {
  return {
    generateStaticParams: () => directoryPageParams(market),
    generateMetadata: async ({ params }: DirectoryParams) => {
      const page = parseDirectoryPage((await params).page);
      return page ? marketDirectoryMetadata(market, page) : {};
    },
    Page: async ({ params }: DirectoryParams) => {
      const page = parseDirectoryPage((await params).page);
      return <MarketDirectoryView market={market} page={page ?? 0} />;
    },
  };
}
