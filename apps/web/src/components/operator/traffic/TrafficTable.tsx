import type { ReactNode } from "react";

const HEAD = "bg-slate-100 text-xs tracking-wide text-slate-700 uppercase";
const CELL = "px-3 py-2";

/** One list of the traffic report: a titled table, or a sentence when it is empty. */
export function TrafficTable({
  title,
  name,
  headings,
  rows,
  empty,
}: {
  title: string;
  /** The table's `data-traffic` name, which the tests read it by. */
  name: string;
  headings: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-traffic={name}>
            <thead className={HEAD}>
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col" className={CELL}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-100">
                  {row.cells.map((cell, index) => (
                    <td key={index} className={CELL}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
