import Link from "next/link";
import { getMarketDirectory } from "../../content/content.server";
import type { RichTextBlockOf } from "../../content/types";

const BASE = { selfStorage: "/self-storage/ontario/", industrial: "/industrial/ontario/" } as const;

/** Every published market page of one kind, so a new city appears without editing the hub. */
export async function MarketDirectory({ value }: { value: RichTextBlockOf<"marketDirectory"> }) {
  const market = value.market ?? "selfStorage";
  const entries = (await getMarketDirectory())[market];
  return (
    <ul className="my-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link
            href={`${BASE[market]}${entry.key}/`}
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
