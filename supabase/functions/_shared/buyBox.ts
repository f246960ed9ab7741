/**
 * An investor's buy box (issue 17, docs/decisions/0029-investor-announcements.md) as people read
 * it: the team's notification e-mail, the announcement e-mail's "why you got this", the operator's
 * page and the CSV all describe it with these words. No zod here: the browser may import it.
 */
import { BUY_BOX_ASSET_CLASSES } from "./leadFields.ts";

/** The buy box's columns; null (or absent, on rows stored before it existed) is "any". */
export interface BuyBox {
  buy_asset_classes?: readonly string[] | null;
  buy_regions?: readonly string[] | null;
  buy_price_min?: number | null;
  buy_price_max?: number | null;
  buy_cap_rate_min?: number | null;
}

/** Whole dollars the Canadian way: $4,500,000. */
export function formatCad(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-CA")}`;
}

/** A percentage with at most two decimals: 6.5%. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}

export function assetClassLabel(value: string): string {
  return BUY_BOX_ASSET_CLASSES.find((option) => option.value === value)?.label ?? value;
}

const ANY = "any";

/** The price criterion in words: "$2,000,000 to $5,000,000", "at least $2,000,000", "any". */
export function describePriceRange(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = typeof min === "number";
  const hasMax = typeof max === "number";
  if (hasMin && hasMax) return `${formatCad(min)} to ${formatCad(max)}`;
  if (hasMin) return `at least ${formatCad(min)}`;
  if (hasMax) return `up to ${formatCad(max)}`;
  return ANY;
}

/** Each criterion with its label, "any" when empty. */
export function describeBuyBox(box: BuyBox): { label: string; value: string }[] {
  const classes = box.buy_asset_classes ?? [];
  const regions = box.buy_regions ?? [];
  return [
    { label: "Asset classes", value: classes.length > 0 ? classes.map(assetClassLabel).join(", ") : ANY },
    { label: "Regions", value: regions.length > 0 ? regions.join(", ") : ANY },
    { label: "Price", value: describePriceRange(box.buy_price_min, box.buy_price_max) },
    {
      label: "Minimum cap rate",
      value: typeof box.buy_cap_rate_min === "number" ? formatPercent(box.buy_cap_rate_min) : ANY,
    },
  ];
}

/** True when no criterion is set (the investor hears of every listing). */
export function isEmptyBuyBox(box: BuyBox): boolean {
  return (
    (box.buy_asset_classes ?? []).length === 0 &&
    (box.buy_regions ?? []).length === 0 &&
    typeof box.buy_price_min !== "number" &&
    typeof box.buy_price_max !== "number" &&
    typeof box.buy_cap_rate_min !== "number"
  );
}
