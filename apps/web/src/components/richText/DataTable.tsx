import type { RichTextBlockOf } from "../../content/types";

/** An editorial table; the first column names each row, so it is a row header. */
export function DataTable({ value }: { value: RichTextBlockOf<"dataTable"> }) {
  const head = value.head ?? [];
  return (
    <figure className="my-6">
      <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={value.caption ?? "Table"}>
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">{value.caption}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              {head.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(value.rows ?? []).map((row) => (
              <tr key={row._key} className="border-t border-slate-200">
                {(row.cells ?? []).map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-2 font-medium text-slate-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-2 text-slate-700 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {value.note && <figcaption className="mt-2 text-sm text-slate-600">{value.note}</figcaption>}
    </figure>
  );
}
