// A made-up self-storage rent roll of any size, written as CSV (csv-stringify) and as XLSX
// (exceljs) the way management systems export them: the CSV with text ("$1,250.00", 03/04/2025),
// the XLSX with typed numbers and dates. The same units in both, so reading either must give the
// same figures (issue 44). Seeded: the same size gives the same file every time.
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";

export const RENT_ROLL_HEADERS = ["Unit", "Size", "Unit Type", "Street Rate", "Rent", "Move In", "Status"] as const;

export interface FixtureUnit {
  unit: string;
  widthFt: number;
  depthFt: number;
  typeLabel: string;
  streetDollars: number;
  /** Null for a vacant unit. */
  paidDollars: number | null;
  /** UTC date, null for a vacant unit. */
  moveIn: Date | null;
}

/** mulberry32: a small seeded generator, so the fixture is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SIZES: [number, number, number][] = [
  // width, depth, street dollars for climate-controlled
  [5, 5, 62],
  [5, 10, 94],
  [10, 10, 159],
  [10, 15, 209],
  [10, 20, 259],
  [10, 30, 349],
];
const TYPES = [
  { label: "Climate Controlled", factor: 1 },
  { label: "Drive-Up", factor: 0.85 },
  { label: "Interior", factor: 0.9 },
];

export function fixtureUnits(count: number, seed = 44): FixtureUnit[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    if (index % 25 === 24) {
      // Every 25th unit is a parking space.
      const occupied = next() < 0.7;
      return {
        unit: `P${String(index + 1).padStart(4, "0")}`,
        widthFt: 10,
        depthFt: 30,
        typeLabel: "Parking",
        streetDollars: 95,
        paidDollars: occupied ? 70 + Math.floor(next() * 30) : null,
        moveIn: occupied ? new Date(Date.UTC(2019 + Math.floor(next() * 7), Math.floor(next() * 12), 1 + Math.floor(next() * 28))) : null,
      };
    }
    const [widthFt, depthFt, base] = SIZES[Math.floor(next() * SIZES.length)]!;
    const type = TYPES[Math.floor(next() * TYPES.length)]!;
    const streetDollars = Math.round(base * type.factor) + 0.5 * Math.floor(next() * 2);
    const occupied = next() < 0.86;
    // Long-stay tenants pay well below street; recent ones at or just above it.
    const paid = occupied ? Math.round(streetDollars * (0.7 + next() * 0.38) * 100) / 100 : null;
    return {
      unit: `${String.fromCharCode(65 + (index % 6))}${String(index + 1).padStart(4, "0")}`,
      widthFt,
      depthFt,
      typeLabel: type.label,
      streetDollars,
      paidDollars: paid,
      moveIn: occupied ? new Date(Date.UTC(2016 + Math.floor(next() * 10), Math.floor(next() * 12), 1 + Math.floor(next() * 28))) : null,
    };
  });
}

const dollars = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const monthFirst = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, "0")}/${String(date.getUTCDate()).padStart(2, "0")}/${date.getUTCFullYear()}`;

/** A cell to overwrite: the data row's index from 0 (file row index + 2) and the header. */
export interface FixtureOverride {
  index: number;
  header: (typeof RENT_ROLL_HEADERS)[number];
  value: string;
}

function csvRow(unit: FixtureUnit): string[] {
  return [
    unit.unit,
    `${unit.widthFt}x${unit.depthFt}`,
    unit.typeLabel,
    dollars(unit.streetDollars),
    unit.paidDollars === null ? "" : dollars(unit.paidDollars),
    unit.moveIn ? monthFirst(unit.moveIn) : "",
    unit.paidDollars === null ? "Vacant" : "Occupied",
  ];
}

export function rentRollCsv(units: readonly FixtureUnit[], overrides: readonly FixtureOverride[] = []): Buffer {
  const rows = units.map(csvRow);
  for (const override of overrides) rows[override.index]![RENT_ROLL_HEADERS.indexOf(override.header)] = override.value;
  return Buffer.from(stringify([[...RENT_ROLL_HEADERS], ...rows]), "utf8");
}

export async function rentRollXlsx(units: readonly FixtureUnit[], overrides: readonly FixtureOverride[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Rent Roll");
  sheet.addRow([...RENT_ROLL_HEADERS]);
  for (const unit of units) {
    sheet.addRow([
      unit.unit,
      `${unit.widthFt}x${unit.depthFt}`,
      unit.typeLabel,
      unit.streetDollars,
      unit.paidDollars,
      unit.moveIn,
      unit.paidDollars === null ? "Vacant" : "Occupied",
    ]);
  }
  for (const override of overrides)
    sheet.getRow(override.index + 2).getCell(RENT_ROLL_HEADERS.indexOf(override.header) + 1).value = override.value;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
