import { formatCAD } from "@agency/calculators";

/** What a listing's figures table and card show, in the order a buyer reads them. */
export interface ListingFigures {
  askingPrice?: number | null;
  units?: number | null;
  rentableSqFt?: number | null;
  occupancy?: number | null;
  noi?: number | null;
  capRate?: number | null;
  yearBuilt?: number | null;
}

/** The asking price, or "Unpriced" when the seller set none. */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === "number" ? formatCAD(price) : "Unpriced";
}

const count = (value: number) => value.toLocaleString("en-CA");
const percent = (value: number) => `${value.toLocaleString("en-CA", { maximumFractionDigits: 2 })}%`;

/** One row of a listing's figures: its label, its value as shown, and the field it comes from. */
export interface KeyFigure {
  label: string;
  value: string;
  field: keyof ListingFigures;
}

/** The figures a listing has, labelled and formatted; an absent figure is left out, never shown as 0. */
export function keyFigures(listing: ListingFigures): KeyFigure[] {
  const rows: [string, keyof ListingFigures, (value: number) => string][] = [
    ["Units", "units", count],
    ["Rentable sq ft", "rentableSqFt", count],
    ["Occupancy", "occupancy", percent],
    ["Cap rate", "capRate", percent],
    ["NOI", "noi", (value) => `${formatCAD(value)}/yr`],
    ["Year built", "yearBuilt", String],
  ];
  return rows.flatMap(([label, field, format]) => {
    const value = listing[field];
    return typeof value === "number" && Number.isFinite(value) ? [{ label, value: format(value), field }] : [];
  });
}
