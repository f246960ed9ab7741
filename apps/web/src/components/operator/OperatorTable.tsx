import type { ReactNode } from "react";

/** One column: its header, its cell, and, where sorting helps, the link that sorts by it. */
export interface OperatorColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A link to the same view sorted by this column (a plain link: sorting works without JavaScript). */
  sortHref?: string;
  /** The column the rows are sorted by now, and which way (aria-sort). */
  sorted?: "ascending" | "descending";
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The cell names its row (a header cell with scope="row"). */
  rowHeader?: boolean;
}

interface OperatorTableProps<Row> {
  /** What the table lists, read first by a screen reader; shown unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly OperatorColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What would appear here, said when there is nothing yet. */
  empty: ReactNode;
  /** The same rows as a CSV download. */
  csv?: { href: string; label: string } | undefined;
  /** A name the end-to-end tests read the table by (data-table). */
  name?: string;
  /** The narrowest the table may get before it scrolls sideways (a Tailwind min-w class). */
  minWidth?: string;
  /** A row's own attributes: an id links point at (#lead-…), data attributes the tests read it by. */
  rowAttributes?: (row: Row) => Record<string, string>;
  /** The table element's own data attributes (data-traffic="pages"…). */
  tableAttributes?: Record<string, string>;
  /**
   * Inside a region already named the same (a section labelled by its heading): the scrolling box is
   * then a group, so the page has one region of that name.
   */
  inRegion?: boolean;
}

const CELL = "px-3 py-2 align-top";

/**
 * Every table of the team's pages (issue 42, issue 45): a caption, header cells with their scope,
 * sortable headers as links where sorting helps, an empty state that says what would appear, and
 * an optional CSV link. Wide tables scroll inside a focusable region, so a keyboard reaches every
 * column (WCAG 2.1.1) and the page itself never scrolls sideways (1.4.10).
 */
export function OperatorTable<Row>(props: OperatorTableProps<Row>) {
  const { caption, captionHidden, columns, rows, rowKey, empty, csv, name, minWidth, rowAttributes, tableAttributes, inRegion } = props;
  return (
    <div className="mt-3" data-operator-table={name ?? caption}>
      {csv && (
        <p className="mb-1 text-right text-sm">
          <a href={csv.href} className="font-medium underline" download>
            {csv.label}
          </a>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700" data-empty-table={name ?? caption}>
          <span className="font-medium">{caption}: </span>
          {empty}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
          tabIndex={0}
          role={inRegion ? "group" : "region"}
          aria-label={caption}
        >
          <table className={`w-full text-left text-sm ${minWidth ?? ""}`} data-table={name} {...tableAttributes}>
            <caption className={captionHidden ? "sr-only" : "px-3 py-2 text-left font-semibold text-slate-900"}>{caption}</caption>
            <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col" aria-sort={column.sorted} className={`${CELL} ${column.numeric ? "text-right" : ""}`}>
                    {column.sortHref ? <SortLink column={column} /> : column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} {...rowAttributes?.(row)} className="border-t border-slate-100">
                  {columns.map((column, index) =>
                    column.rowHeader ? (
                      <th key={index} scope="row" className={`${CELL} text-left font-medium`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={index} className={`${CELL} ${column.numeric ? "text-right tabular-nums" : ""}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SortLink<Row>({ column }: { column: OperatorColumn<Row> }) {
  const arrow = column.sorted === "ascending" ? " ▲" : column.sorted === "descending" ? " ▼" : "";
  return (
    <a href={column.sortHref} className="underline">
      {column.header}
      <span aria-hidden="true">{arrow}</span>
    </a>
  );
}
