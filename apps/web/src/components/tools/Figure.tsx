import type { ReactNode } from "react";

/** One labelled result: a term and its value, in a description list. */
export function Figure({ label, value, note, tone }: { label: string; value: ReactNode; note?: string; tone?: "negative" | "positive" }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2 last:border-0 print:py-0.5">
      <dt className="text-sm text-slate-700">
        {label}
        {note && <span className="block text-xs text-slate-500 print:hidden">{note}</span>}
      </dt>
      <dd
        className={`text-right font-semibold tabular-nums ${tone === "negative" ? "text-red-700" : tone === "positive" ? "text-emerald-700" : "text-slate-900"}`}
      >
        {value}
      </dd>
    </div>
  );
}

export function toneOf(value: number | null): "negative" | "positive" | undefined {
  if (value === null) return undefined;
  return value < 0 ? "negative" : value > 0 ? "positive" : undefined;
}
