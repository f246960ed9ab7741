import { formatCAD, formatPercent, type SensitivityRow } from "@agency/calculators";

/** Cash-on-cash as income moves (occupancy or rents), like the ROI guide's sensitivity table. */
export function SensitivityTable({ rows }: { rows: SensitivityRow[] }) {
  return (
    // Fits a 375 px phone at the defaults; narrower, or with bigger figures, it scrolls in its
    // own frame (focusable, so keyboard users can scroll it) instead of widening the page.
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Cash-on-cash return as gross income changes">
      <table className="w-full text-right text-sm tabular-nums [&_td]:pl-2 sm:[&_td]:pl-3 [&_th]:pl-2 sm:[&_th]:pl-3">
        <caption className="sr-only">Cash-on-cash return as gross income changes</caption>
        <thead>
          <tr className="border-b border-slate-300 text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 text-left">
              Income change
            </th>
            <th scope="col">Gross income</th>
            <th scope="col">Cash flow</th>
            <th scope="col">Cash-on-cash</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.incomeChangePercent}
              className={row.incomeChangePercent === 0 ? "bg-amber-50 font-semibold" : "border-b border-slate-100"}
            >
              <th scope="row" className="py-1.5 text-left font-medium">
                {row.incomeChangePercent === 0
                  ? "As entered"
                  : `${row.incomeChangePercent > 0 ? "+" : "−"}${Math.abs(row.incomeChangePercent)}%`}
              </th>
              <td>{formatCAD(row.grossIncome)}</td>
              <td>{formatCAD(row.cashFlow)}</td>
              <td>{row.cashOnCashReturn === null ? "—" : formatPercent(row.cashOnCashReturn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
