import type { RichTextBlockOf } from "@/src/content/types";

/**
 * An editorial table; the first column names each row, so it is a row header. The cells are
 * styled from the table (descendant variants), not each by its own classes: a long guide has
 * hundreds of cells, and every class is written twice, in the HTML and in the component payload.
 */
const TABLE_CELLS = [
  "[&_td]:px-4 [&_td]:py-2 [&_td]:text-slate-700 [&_td]:tabular-nums [&_th]:px-4 [&_th]:py-2",
  "[&_thead_th]:font-semibold [&_tbody_th]:font-medium [&_tbody_th]:text-slate-900 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200",
].join(" ");
export function DataTable({ value }: { value: RichTextBlockOf<"dataTable"> }) {
  const head = value.head ?? [];
  return (
    <figure className="my-6">
      <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={value.caption ?? "Table"}>
        <table className={`w-full min-w-[32rem] border-collapse text-left text-sm ${TABLE_CELLS}`}>
          <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">{value.caption}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              {head.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(value.rows ?? []).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {(row.cells ?? []).map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
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
