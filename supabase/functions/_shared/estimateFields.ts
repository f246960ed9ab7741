/**
 * The home page value calculator's figures carried to /sell/ in the query string
 * (docs/decisions/0022-lead-attribution-and-webhook.md), without zod: the /sell/ page's figures
 * panel runs in the browser. Each input has the range a real facility could have; a value outside
 * it, or not a number, is dropped (treated as not given), never an error. The estimate itself is
 * never read from the link: it is recomputed from the inputs kept (apps/web/src/leads/estimate.ts).
 */

/** The hidden field of the valuation form that carries the figures (the /sell/ query string). */
export const ESTIMATE_FIELD = "estimate";

export const ESTIMATE_INPUTS = [
  { key: "units", label: "Storage units", min: 0, max: 100_000, integer: true },
  { key: "unitMonthlyRent", label: "Average rent per unit ($/month)", min: 0, max: 10_000, integer: false },
  { key: "containers", label: "Storage containers", min: 0, max: 100_000, integer: true },
  { key: "containerMonthlyRent", label: "Rent per container ($/month)", min: 0, max: 10_000, integer: false },
  { key: "parkingSpots", label: "Parking spots", min: 0, max: 100_000, integer: true },
  { key: "parkingMonthlyRent", label: "Rent per parking spot ($/month)", min: 0, max: 10_000, integer: false },
  { key: "additionalMonthlyRevenue", label: "Other monthly revenue ($)", min: 0, max: 10_000_000, integer: false },
  { key: "occupancyPercent", label: "Occupancy (%)", min: 0, max: 100, integer: false },
  { key: "expenseRatioPercent", label: "Expense ratio (% of revenue)", min: 0, max: 100, integer: false },
  { key: "capRatePercent", label: "Cap rate (%)", min: 0.5, max: 30, integer: false },
] as const;
export type EstimateInputKey = (typeof ESTIMATE_INPUTS)[number]["key"];
/** The query key of the calculator's own estimate (shown for reference only, never trusted). */
export const ESTIMATE_VALUE_KEY = "estimatedValue";
/** The largest estimate stored: a value beyond it is not a self-storage facility. */
export const MAX_ESTIMATED_VALUE = 10_000_000_000;

/** Whether a number is acceptable for an input. */
export function inRange(key: EstimateInputKey, value: number): boolean {
  const spec = ESTIMATE_INPUTS.find((input) => input.key === key);
  if (!spec || !Number.isFinite(value)) return false;
  return value >= spec.min && value <= spec.max && (!spec.integer || Number.isInteger(value));
}

/** The inputs a query string gives, those in range only (plain decimal numbers, at most 12 characters). */
export function estimateInputsFromQuery(search: string): Partial<Record<EstimateInputKey, number>> {
  const params = new URLSearchParams(search.length > 2000 ? "" : search);
  const inputs: Partial<Record<EstimateInputKey, number>> = {};
  for (const { key } of ESTIMATE_INPUTS) {
    const raw = params.getAll(key);
    // Sent twice is not a figure anyone typed: dropped.
    if (raw.length !== 1 || !/^\d{1,9}(?:\.\d{1,2})?$/.test(raw[0] ?? "")) continue;
    const value = Number(raw[0]);
    if (inRange(key, value)) inputs[key] = value;
  }
  return inputs;
}

/** The /sell/ link for a calculator state: its inputs and its estimate, in the query string. */
export function estimateQuery(inputs: Record<EstimateInputKey, number>, estimatedValue: number | null): string {
  const params = new URLSearchParams();
  for (const { key } of ESTIMATE_INPUTS) params.set(key, String(Math.round(inputs[key] * 100) / 100));
  if (estimatedValue !== null) params.set(ESTIMATE_VALUE_KEY, String(Math.round(estimatedValue)));
  return params.toString();
}
