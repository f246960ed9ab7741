import type { MetricTileValue } from "@/src/content/types";

/** Headline figures as tiles; the value is the most prominent text, its label says what it is. */
export function MetricTiles({ tiles }: { tiles: MetricTileValue[] | null | undefined }) {
  if (!tiles || tiles.length === 0) return null;
  return (
    <dl className="my-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile, index) => (
        <div key={index} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="mt-1 text-sm font-medium text-slate-700">
            {tile.label}
            {tile.note && <span className="mt-1 block text-xs font-normal text-slate-600">{tile.note}</span>}
          </dt>
          <dd className="text-3xl font-bold tracking-tight text-slate-900">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
