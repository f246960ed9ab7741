import { formatCAD, formatPercent, type ProjectionYear } from "@agency/calculators";

export function ProjectionTable({ projection }: { projection: ProjectionYear[] }) {
  if (projection.length === 0) return null;
  return (
    // Wider than a phone: it scrolls in its own frame, which keyboard users can focus to scroll.
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Year-by-year projection">
      <table className="w-full min-w-[36rem] text-right text-sm tabular-nums [&_td]:pl-3 [&_th]:pl-3">
        <caption className="sr-only">Year-by-year projection</caption>
        <thead>
          <tr className="border-b border-slate-300 text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 text-left">
              Year
            </th>
            <th scope="col">Property value</th>
            <th scope="col">Loan balance</th>
            <th scope="col">Equity</th>
            <th scope="col">Cash flow</th>
            <th scope="col">Cumulative return</th>
          </tr>
        </thead>
        <tbody>
          {projection.map((row) => (
            <tr key={row.year} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 text-left font-medium">
                {row.year}
              </th>
              <td>{formatCAD(row.propertyValue)}</td>
              <td>{formatCAD(row.loanBalance)}</td>
              <td>{formatCAD(row.equity)}</td>
              <td>{formatCAD(row.cashFlow)}</td>
              <td>{row.cumulativeReturn === null ? "—" : formatPercent(row.cumulativeReturn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
