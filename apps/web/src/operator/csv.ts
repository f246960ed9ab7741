/**
 * CSV for the team's spreadsheets: RFC 4180 (CRLF between records, a field quoted when it holds
 * a quote, comma, CR or LF, quotes doubled) and safe to open in Excel, LibreOffice or Google
 * Sheets: a cell a visitor typed that starts with = + - @ TAB or CR would be run as a formula
 * (OWASP "CSV injection"), so it gets a leading single quote and is shown as the text it was.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
