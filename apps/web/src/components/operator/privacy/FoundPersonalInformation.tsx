import type { FoundSummary } from "@/src/privacy/accessExport";

const HEAD = "bg-slate-100 text-xs tracking-wide text-slate-700 uppercase";
const CELL = "px-3 py-2";

/** What a find turned up about an address: per feature, each table searched, its rows, and what erasure does. */
export function FoundPersonalInformation({ address, parts }: { address: string; parts: readonly FoundSummary[] }) {
  const total = parts.reduce((sum, part) => sum + part.tables.reduce((rows, table) => rows + table.rows, 0), 0);
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">Kept about {address}</h3>
      <p className="mt-1 text-sm text-slate-600" data-found-total>
        {total === 0 ? "Nothing is kept about this address." : `${total} ${total === 1 ? "row" : "rows"} in all.`}
      </p>
      {parts.map((part) => (
        <article key={part.part} aria-labelledby={`found-${part.part}`} className="mt-4" data-found-part={part.part}>
          <h4 id={`found-${part.part}`} className="font-semibold text-slate-900">
            {part.title}
          </h4>
          <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className={HEAD}>
                <tr>
                  {["Table", "What it holds", "Rows"].map((heading) => (
                    <th key={heading} scope="col" className={CELL}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {part.tables.map((table) => (
                  <tr key={table.table} data-found-table={table.table} className="border-t border-slate-200 align-top">
                    <td className={`${CELL} font-mono text-xs`}>{table.table}</td>
                    <td className={CELL}>{table.description}</td>
                    <td className={CELL} data-rows>
                      {table.rows}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            <span className="font-medium">On erasure: </span>
            {part.onErasure}
          </p>
        </article>
      ))}
    </>
  );
}
