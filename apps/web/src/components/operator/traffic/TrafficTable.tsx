import type { ReactNode } from "react";
import { OperatorTable } from "@/src/components/operator/OperatorTable";

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
      <OperatorTable
        caption={title}
        captionHidden
        name={`traffic-${name}`}
        tableAttributes={{ "data-traffic": name }}
        rows={rows}
        rowKey={(row) => row.key}
        empty={empty}
        columns={headings.map((header, index) => ({ header, cell: (row: { cells: ReactNode[] }) => row.cells[index] }))}
      />
    </div>
  );
}
