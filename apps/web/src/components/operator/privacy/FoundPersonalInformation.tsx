import type { FoundSummary } from "@/src/privacy/accessExport";
import { OperatorTable } from "@/src/components/operator/OperatorTable";

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
          <OperatorTable
            caption={`${part.title}: rows kept about ${address}`}
            captionHidden
            name={`found-${part.part}`}
            rows={part.tables}
            rowKey={(table) => table.table}
            rowAttributes={(table) => ({ "data-found-table": table.table })}
            empty="This part searches no table; the tables it searches would appear here."
            columns={[
              { header: "Table", cell: (table) => <span className="font-mono text-xs">{table.table}</span> },
              { header: "What it holds", cell: (table) => table.description },
              { header: "Rows", cell: (table) => <span data-rows>{table.rows}</span>, numeric: true },
            ]}
          />
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            <span className="font-medium">On erasure: </span>
            {part.onErasure}
          </p>
        </article>
      ))}
    </>
  );
}
