import { MARKET_DIRECTORY_PAGE_SIZE, marketDirectoryPageCount, marketDirectoryPath, type MarketKind } from "@agency/paths";
import Link from "next/link";
import { getMarketDirectory } from "@/src/content/content.server";
import type { MarketDirectory as Directory, RichTextBlockOf } from "@/src/content/types";
import { MARKET_BASE } from "@/src/components/charts/marketPlaces";

export type MarketDirectoryEntry = Directory[MarketKind][number];

/** The markets of one directory page: the entries from `page`'s first to its last. */
export function directoryPage(entries: readonly MarketDirectoryEntry[], page: number): MarketDirectoryEntry[] {
  return entries.slice((page - 1) * MARKET_DIRECTORY_PAGE_SIZE, page * MARKET_DIRECTORY_PAGE_SIZE);
}

/** A card per market: its name, summary and a link to its page. */
export function MarketCards({ market, entries }: { market: MarketKind; entries: readonly MarketDirectoryEntry[] }) {
  return (
    <ul className="my-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link
            href={`${MARKET_BASE[market]}${entry.key}/`}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-amber-400"
          >
            <span className="text-lg font-semibold text-slate-900">{entry.name}</span>
            <span className="mt-2 text-sm text-slate-700">{entry.summary}</span>
            <span className="mt-3 text-sm font-semibold text-amber-800" aria-hidden="true">
              View market →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Links to every page of a directory too long for one (plain links: they work without
 * JavaScript). Each says which markets it holds, first and last by name.
 */
export function MarketDirectoryPager({
  market,
  entries,
  page,
}: {
  market: MarketKind;
  entries: readonly MarketDirectoryEntry[];
  page: number;
}) {
  const pages = marketDirectoryPageCount(entries.length);
  if (pages <= 1) return null;
  const first = (page - 1) * MARKET_DIRECTORY_PAGE_SIZE + 1;
  const last = Math.min(page * MARKET_DIRECTORY_PAGE_SIZE, entries.length);
  return (
    <nav aria-label="Market pages" className="my-6 text-sm" data-market-pager="">
      <p className="text-slate-700">{`Markets ${first}–${last} of ${entries.length}, by name. Every market:`}</p>
      <ol className="mt-2 flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => {
          const names = directoryPage(entries, number);
          const label = `${names[0]?.name ?? ""} – ${names.at(-1)?.name ?? ""}`;
          return (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className="inline-block rounded-md bg-slate-900 px-3 py-2 font-semibold text-white">
                  <span className="sr-only">{`Page ${number}: `}</span>
                  {label}
                </span>
              ) : (
                <Link
                  href={marketDirectoryPath(market, number)}
                  className="inline-block rounded-md border border-slate-300 px-3 py-2 text-slate-800 underline hover:bg-slate-100"
                >
                  <span className="sr-only">{`Page ${number}: `}</span>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * Every published market page of one kind, so a new city appears without editing the hub. Past
 * one page (MARKET_DIRECTORY_PAGE_SIZE) the block shows the first page and links the others
 * ({hub}markets/N/), so a hub's size does not grow with its markets (issue 16).
 */
export async function MarketDirectory({ value }: { value: RichTextBlockOf<"marketDirectory"> }) {
  const market = value.market ?? "selfStorage";
  const entries = (await getMarketDirectory())[market];
  return (
    <>
      <MarketCards market={market} entries={directoryPage(entries, 1)} />
      <MarketDirectoryPager market={market} entries={entries} page={1} />
    </>
  );
}
