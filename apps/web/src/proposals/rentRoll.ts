/**
 * A rent roll table read into units through the team's column mapping (issue 44, decision 0052).
 * Every cell that cannot be read is a problem naming its row and column; the reading is savable
 * only when no problem is left outside the rows the team chose to skip, and at least one unit was
 * read. So nothing from a file with errors is kept unless those rows are skipped explicitly.
 */
import type { RentRollUnit } from "@agency/calculators";
import { cellText, isEmptyCell, readDate, readMoney, readOccupied, readPositiveNumber, readSize, readUnitType, type Read } from "./cells";
import { mappingProblem, type ColumnMapping, type RentRollField } from "./columnMapping";
import type { RawCell, RawRow, RawTable } from "./rentRollFile";

export interface RentRollProblem {
  row: number;
  /** The file's header of the column, as the owner's export names it. */
  column: string;
  /** The cell as written. */
  value: string;
  message: string;
}

export interface RentRollPreview {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

export type RentRollReading =
  | { status: "mapping-problem"; message: string; preview: RentRollPreview }
  | {
      status: "read";
      units: RentRollUnit[];
      /** Problems in rows the team did not skip: while there is one, nothing may be saved. */
      problems: RentRollProblem[];
      /** The rows the team skipped, with what was wrong with them (nothing, if skipped for another reason). */
      skipped: { row: number; problems: RentRollProblem[] }[];
      rowsInFile: number;
      preview: RentRollPreview;
      savable: boolean;
    };

export const PREVIEW_ROWS = 5;

/** The first rows as the team sees them, to check the mapping against. */
export function previewOf(table: RawTable, rows = PREVIEW_ROWS): RentRollPreview {
  return { headers: table.headers, rows: table.rows.slice(0, rows).map((row) => ({ row: row.row, cells: row.cells.map(cellText) })) };
}

/** A sentence a person reads: Row 7, column "Street Rate": "abc" is not an amount… */
export const describeProblem = (problem: RentRollProblem) =>
  `Row ${problem.row}, column "${problem.column}": ${problem.value === "" ? "empty, and" : `"${problem.value}"`} ${problem.message}.`;

class RowReader {
  readonly problems: RentRollProblem[] = [];
  constructor(
    private readonly row: RawRow,
    private readonly table: RawTable,
    private readonly mapping: ColumnMapping,
  ) {}

  header(field: RentRollField): string | undefined {
    return this.mapping.columns[field];
  }

  cell(field: RentRollField): RawCell {
    const header = this.header(field);
    return header === undefined ? null : (this.row.cells[this.table.headers.indexOf(header)] ?? null);
  }

  /** The cell read, or null with a problem recorded; a required empty cell is a problem too. */
  read<T>(field: RentRollField, reader: (cell: RawCell) => Read<T>, required: string | null): T | null {
    const cell = this.cell(field);
    if (isEmptyCell(cell)) {
      if (required) this.fail(field, cell, required);
      return null;
    }
    const read = reader(cell);
    if (read.ok) return read.value;
    this.fail(field, cell, read.problem);
    return null;
  }

  fail(field: RentRollField, cell: RawCell, message: string) {
    this.problems.push({ row: this.row.row, column: this.header(field) ?? field, value: cellText(cell), message });
  }
}

/** Width, depth and area from whichever the mapping gives: area first, then width and depth, then a size. */
function readDimensions(reader: RowReader): Pick<RentRollUnit, "widthFt" | "depthFt" | "areaSqFt"> | null {
  let widthFt: number | null = null;
  let depthFt: number | null = null;
  if (reader.header("width") && reader.header("depth")) {
    widthFt = reader.read("width", readPositiveNumber, reader.header("area") ? null : "needs the unit's width");
    depthFt = reader.read("depth", readPositiveNumber, reader.header("area") ? null : "needs the unit's depth");
  } else if (reader.header("size")) {
    const size = reader.read("size", readSize, reader.header("area") ? null : "needs the unit's size");
    widthFt = size?.widthFt ?? null;
    depthFt = size?.depthFt ?? null;
  }
  const area = reader.header("area") ? reader.read("area", readPositiveNumber, widthFt && depthFt ? null : "needs the unit's area") : null;
  const areaSqFt = area ?? (widthFt && depthFt ? widthFt * depthFt : null);
  if (areaSqFt === null) return null;
  return { widthFt: widthFt && depthFt ? widthFt : null, depthFt: widthFt && depthFt ? depthFt : null, areaSqFt };
}

function readUnit(row: RawRow, table: RawTable, mapping: ColumnMapping, seen: Set<string>) {
  const reader = new RowReader(row, table, mapping);
  const unit = reader.read("unit", (cell) => ({ ok: true, value: cellText(cell) }), "needs the unit's number or name");
  if (unit !== null && seen.has(unit.toLowerCase())) reader.fail("unit", reader.cell("unit"), "is a unit already listed above");
  const dimensions = readDimensions(reader);
  const streetRateCents = reader.read("streetRate", readMoney, "needs the unit's street rate");
  if (streetRateCents === 0) reader.fail("streetRate", reader.cell("streetRate"), "is a street rate of $0");
  const statusRead = reader.header("status") ? reader.read("status", readOccupied, "needs Occupied or Vacant") : null;
  const rentPaidRead = reader.header("rentPaid")
    ? reader.read("rentPaid", readMoney, statusRead === true ? "needs the rent an occupied unit pays" : null)
    : null;
  // Without a status column, a unit paying rent is occupied; with one, a vacant unit's rent column (often its rate) is not rent paid.
  const occupied = reader.header("status") ? statusRead === true : (rentPaidRead ?? 0) > 0;
  const moveIn = reader.header("moveIn") ? reader.read("moveIn", (cell) => readDate(cell, mapping.dateOrder), null) : null;
  const type = readUnitType(reader.cell("type"));
  if (unit !== null) seen.add(unit.toLowerCase());
  if (reader.problems.length > 0 || unit === null || dimensions === null || streetRateCents === null)
    return { problems: reader.problems, unit: null };
  const read: RentRollUnit = {
    unit,
    ...dimensions,
    type,
    streetRateCents,
    rentPaidCents: occupied ? (rentPaidRead ?? 0) : 0,
    moveIn: occupied ? moveIn : null,
    occupied,
  };
  return { problems: [], unit: read };
}

/**
 * Reads every row through the mapping. `skipRows` are the rows the team chose to leave out (by the
 * row numbers the problems name); a skipped row is not read into a unit even if it has no problem.
 */
export function readRentRoll(table: RawTable, mapping: ColumnMapping, skipRows: readonly number[] = []): RentRollReading {
  const preview = previewOf(table);
  const problem = mappingProblem(mapping, table.headers);
  if (problem) return { status: "mapping-problem", message: problem, preview };
  const skip = new Set(skipRows);
  const seen = new Set<string>();
  const units: RentRollUnit[] = [];
  const problems: RentRollProblem[] = [];
  const skipped: { row: number; problems: RentRollProblem[] }[] = [];
  for (const row of table.rows) {
    const read = readUnit(row, table, mapping, skip.has(row.row) ? new Set(seen) : seen);
    if (skip.has(row.row)) skipped.push({ row: row.row, problems: read.problems });
    else if (read.unit) units.push(read.unit);
    else problems.push(...read.problems);
  }
  return {
    status: "read",
    units,
    problems,
    skipped,
    rowsInFile: table.rows.length,
    preview,
    savable: problems.length === 0 && units.length > 0,
  };
}
