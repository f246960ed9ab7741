/**
 * A rent roll file as a table of cells (issue 44, decision 0052): CSV through csv-parse, XLSX
 * through exceljs (the registry's `xlsx` is unmaintained). Both give the same shape, with each
 * row's number as the team sees it in a spreadsheet (the header is row 1), so an error can name
 * the row. Reading never interprets a cell: that is rentRoll.ts's job, the same for both formats.
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";

/** A cell as the file holds it: XLSX keeps numbers and dates typed, CSV has text only. */
export type RawCell = string | number | Date | null;

export interface RawRow {
  /** The row's number in the file: the header is row 1. */
  row: number;
  cells: RawCell[];
}

export interface RawTable {
  headers: string[];
  rows: RawRow[];
}

export type RentRollFileKind = "csv" | "xlsx";

export class RentRollFileError extends Error {}

/** What kind of file this is, from its first bytes (an XLSX is a ZIP) and then its name. */
export function rentRollFileKind(fileName: string, bytes: Uint8Array): RentRollFileKind | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "xlsx";
  if (/\.(csv|txt)$/i.test(fileName)) return "csv";
  return null;
}

/** UTF-8 (with or without a byte-order mark), else Windows-1252, what older exports write. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The delimiter the header line uses most: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((delimiter) => ({ delimiter, count: header.split(delimiter).length - 1 }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

const isBlank = (cells: readonly RawCell[]) => cells.every((cell) => cell === null || (typeof cell === "string" && cell.trim() === ""));

function tableFrom(records: { row: number; cells: RawCell[] }[]): RawTable {
  const [head, ...rest] = records;
  if (!head || isBlank(head.cells)) throw new RentRollFileError("The file's first row must name the columns; it is empty.");
  const headers = head.cells.map((cell) => (cell === null ? "" : String(cell).trim()));
  const named = headers.filter(Boolean);
  const repeated = named.find((name, index) => named.indexOf(name) !== index);
  if (repeated) throw new RentRollFileError(`Two columns are named "${repeated}": rename one so the mapping can tell them apart.`);
  return { headers, rows: rest.filter((record) => !isBlank(record.cells)) };
}

export function readCsv(bytes: Uint8Array): RawTable {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch (error) {
    const line = error instanceof Error && "lines" in error ? ` near line ${String(error.lines)}` : "";
    throw new RentRollFileError(`The CSV file cannot be read${line}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Without quoted line breaks a record's index is its line; csv-parse keeps empty lines as [""].
  return tableFrom(records.map((cells, index) => ({ row: index + 1, cells })));
}

/** An exceljs cell value as a plain cell: formulas by their result, rich text and links by their text. */
function plainCell(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return plainCell(value.result ?? null);
  if ("hyperlink" in value) return typeof value.text === "string" ? value.text : plainCell(value.text);
  if ("error" in value) return String(value.error);
  return null;
}

/** The first worksheet of an XLSX workbook. */
export async function readXlsx(bytes: Uint8Array): Promise<RawTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings ask for Node's Buffer; a Uint8Array view over the same bytes is one.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch (error) {
    throw new RentRollFileError(`The XLSX file cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new RentRollFileError("The XLSX file has no worksheet.");
  const records: RawRow[] = [];
  // exceljs computes columnCount over every row each time it is read: read it once (3,000 rows took 7 s otherwise).
  const columns = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: RawCell[] = [];
    for (let column = 1; column <= columns; column += 1) cells.push(plainCell(row.getCell(column).value));
    records.push({ row: row.number, cells });
  });
  if (records[0] && records[0].row !== 1) records.unshift({ row: 1, cells: [] });
  return tableFrom(records);
}

export async function readRentRollFile(fileName: string, bytes: Uint8Array): Promise<RawTable> {
  const kind = rentRollFileKind(fileName, bytes);
  if (kind === "xlsx") return readXlsx(bytes);
  if (kind === "csv") return readCsv(bytes);
  throw new RentRollFileError(`"${fileName}" is neither a CSV nor an XLSX file. Export the rent roll as CSV or Excel (.xlsx).`);
}
