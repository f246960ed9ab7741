/**
 * One rent roll cell read as what its column holds (issue 44, decision 0052). Each reader answers
 * a value or a sentence saying what is wrong with the cell; rentRoll.ts adds the row and column.
 * A cell typed as a number or date in an XLSX and the same figure written as text in a CSV read
 * the same, so both exports of one rent roll give the same figures.
 */
import type { UnitType } from "@agency/calculators";
import type { RawCell } from "./rentRollFile";

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (problem: string): Read<never> => ({ ok: false, problem });

export const isEmptyCell = (cell: RawCell) => cell === null || (typeof cell === "string" && cell.trim() === "");

export function cellText(cell: RawCell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const MONEY = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Dollars and cents ("$1,234.50", "85", 85.5) as integer cents; never negative. */
export function readMoney(cell: RawCell): Read<number> {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 0) return bad("is not an amount of at least $0");
    const cents = Math.round(cell * 100);
    // More than cents (85.555) is not a price a rent roll states.
    if (Math.abs(cents - cell * 100) > 1e-6) return bad("has fractions of a cent");
    return ok(cents);
  }
  const text = cellText(cell).replace(/\s/g, "").replace(/^CA\$/i, "$");
  const match = MONEY.exec(text);
  if (!match) return bad("is not an amount in dollars (such as 125.00 or $1,250)");
  const dollars = Number(match[1]!.replaceAll(",", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return ok(dollars * 100 + cents);
}

/** Feet or square feet above zero ("10", "7.5", "10'", "100 sq ft"). */
export function readPositiveNumber(cell: RawCell): Read<number> {
  const value =
    typeof cell === "number"
      ? cell
      : Number(
          cellText(cell)
            .replace(/(sq\.?\s*ft\.?|ft\.?|'|,)/gi, "")
            .trim() || "x",
        );
  if (!Number.isFinite(value) || value <= 0) return bad("is not a number above 0");
  return ok(value);
}

const SIZE = /^(\d+(?:\.\d+)?)\s*(?:'|ft)?\s*[x×*]\s*(\d+(?:\.\d+)?)/i;

/** "10x10", "10' x 15'", "5 × 7.5", "10x10x8" (a height after the depth is ignored). */
export function readSize(cell: RawCell): Read<{ widthFt: number; depthFt: number }> {
  const match = SIZE.exec(cellText(cell));
  const widthFt = Number(match?.[1]);
  const depthFt = Number(match?.[2]);
  if (!match || !(widthFt > 0) || !(depthFt > 0)) return bad("is not a size such as 10x10 (width × depth in feet)");
  return ok({ widthFt, depthFt });
}

/** The kind of unit a type label names; a label these words do not name is "other". */
export function readUnitType(cell: RawCell): UnitType {
  const text = cellText(cell).toLowerCase();
  if (/non[\s-]?climate|not climate|unheated/.test(text)) return "interior";
  if (/\b(parking|rv|boat|vehicle|outdoor)\b/.test(text)) return "parking";
  if (/climate|\bcc\b|heated|temperature/.test(text)) return "climate-controlled";
  if (/drive|\bdu\b|exterior|outside/.test(text)) return "drive-up";
  if (/locker/.test(text)) return "locker";
  if (/interior|inside|indoor|standard|upper|ground/.test(text)) return "interior";
  return "other";
}

const OCCUPIED = new Set([
  "occupied",
  "rented",
  "leased",
  "inuse",
  "current",
  "delinquent",
  "overlocked",
  "overlock",
  "late",
  "yes",
  "y",
  "true",
  "1",
  "o",
]);
const VACANT = new Set(["vacant", "available", "unrented", "empty", "reserved", "no", "n", "false", "0", "v"]);

export function readOccupied(cell: RawCell): Read<boolean> {
  const key = cellText(cell)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  if (OCCUPIED.has(key)) return ok(true);
  if (VACANT.has(key)) return ok(false);
  return bad("is neither occupied (Occupied, Rented, Delinquent, Yes) nor vacant (Vacant, Available, Reserved, No)");
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** ISO (2025-03-04), or with slashes in the mapping's order (03/04/2025), or a date cell. */
export function readDate(cell: RawCell, order: "month-first" | "day-first"): Read<string> {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? bad("is not a date") : ok(cell.toISOString().slice(0, 10));
  const text = cellText(cell);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(text);
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  let date: string | null = null;
  if (iso) date = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    date = order === "month-first" ? isoDate(Number(slashed[3]), first, second) : isoDate(Number(slashed[3]), second, first);
  }
  const hint = order === "month-first" ? "MM/DD/YYYY" : "DD/MM/YYYY";
  return date ? ok(date) : bad(`is not a date (YYYY-MM-DD or ${hint})`);
}
