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

/** The figures a listing has, labelled and formatted; an absent figure is left out, never shown as 0. */
export function keyFigures(listing: ListingFigures): { label: string; value: string }[] {
  const rows: [string, number | null | undefined, (value: number) => string][] = [
    ["Units", listing.units, count],
    ["Rentable sq ft", listing.rentableSqFt, count],
    ["Occupancy", listing.occupancy, percent],
    ["Cap rate", listing.capRate, percent],
    ["NOI", listing.noi, (value) => `${formatCAD(value)}/yr`],
    ["Year built", listing.yearBuilt, String],
  ];
  return rows.flatMap(([label, value, format]) =>
    typeof value === "number" && Number.isFinite(value) ? [{ label, value: format(value) }] : [],
  );
}
