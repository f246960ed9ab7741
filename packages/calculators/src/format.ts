/**
 * Display formatting for money and percentages (docs/product.md#display-formats): currency CAD with 0 decimals in the
 * en-CA locale, percentages with 2 decimals. Values are computed unrounded and rounded here only.
 */
const cadFormatter = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  currencyDisplay: "narrowSymbol",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const percentFormatter = new Intl.NumberFormat("en-CA", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** $1,404,000 — negative amounts as -$78,843. Non-finite values have no meaningful display. */
export function formatCAD(amount: number): string {
  if (!Number.isFinite(amount)) return "—";
  // Avoid "-$0" for amounts that round to zero.
  const rounded = Math.round(amount);
  return cadFormatter.format(rounded === 0 ? 0 : rounded);
}

/** 4.50% — the input is already a percentage (4.5 means 4.5 %). */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return "—";
  const fixed = Number(value.toFixed(2));
  return `${percentFormatter.format(fixed === 0 ? 0 : fixed)}%`;
}
