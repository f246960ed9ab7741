/**
 * The edits of the table grid (TableInput.tsx) as pure functions: a table block's column headings
 * and rows in, the next ones out. Rows keep their `_key` (Sanity's identity for an array item), so
 * a cell edit patches one cell of one row and two editors typing in different rows do not clash.
 */

export interface TableRowValue {
  _type?: string;
  _key: string;
  cells?: string[];
}

export interface TableValue {
  head?: string[];
  rows?: TableRowValue[];
}

export interface TableShape {
  head: string[];
  rows: TableRowValue[];
}

/** A random key as Sanity makes them (12 hex characters). */
export function newKey(random: () => number = Math.random): string {
  return Array.from({ length: 12 }, () => Math.floor(random() * 16).toString(16)).join("");
}

/** The table as a full grid: a heading per column and a cell per heading in every row. */
export function normalise(value: TableValue | undefined): TableShape {
  const head = value?.head ?? [];
  const columns = Math.max(head.length, ...(value?.rows ?? []).map((row) => row.cells?.length ?? 0));
  const pad = (cells: string[] | undefined) => Array.from({ length: columns }, (_, index) => cells?.[index] ?? "");
  return {
    head: pad(head),
    rows: (value?.rows ?? []).map((row) => ({ _type: "tableRow", _key: row._key, cells: pad(row.cells) })),
  };
}

export function addRow(table: TableShape, key = newKey()): TableShape {
  return { ...table, rows: [...table.rows, { _type: "tableRow", _key: key, cells: table.head.map(() => "") }] };
}

export function removeRow(table: TableShape, key: string): TableShape {
  return { ...table, rows: table.rows.filter((row) => row._key !== key) };
}

export function addColumn(table: TableShape): TableShape {
  return { head: [...table.head, ""], rows: table.rows.map((row) => ({ ...row, cells: [...(row.cells ?? []), ""] })) };
}

export function removeColumn(table: TableShape, column: number): TableShape {
  const without = (cells: string[]) => cells.filter((_, index) => index !== column);
  return { head: without(table.head), rows: table.rows.map((row) => ({ ...row, cells: without(row.cells ?? []) })) };
}

/** The accessible name of a cell: its row and its column heading, as an editor would say it. */
export function cellLabel(table: TableShape, rowIndex: number, column: number): string {
  const heading = table.head[column]?.trim();
  return `Row ${rowIndex + 1}, ${heading ? heading : `column ${column + 1}`}`;
}

/** Rows whose cell count differs from the headings': the validation message names them. */
export function rowCountProblem(value: TableValue | undefined): string | null {
  const columns = value?.head?.length ?? 0;
  const bad = (value?.rows ?? []).flatMap((row, index) => ((row.cells?.length ?? 0) === columns ? [] : [index + 1]));
  if (bad.length === 0) return null;
  const rows = bad.length === 1 ? `Row ${bad[0]} has` : `Rows ${bad.join(", ")} have`;
  return `${rows} a different number of cells than there are column headings (${columns}): give every row one cell per column`;
}
