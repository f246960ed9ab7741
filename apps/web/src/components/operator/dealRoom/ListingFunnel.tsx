import { funnelNotes, type FunnelStep } from "@/src/dealRoom/reports/ownerReport";
import { OperatorTable } from "@/src/components/operator/OperatorTable";

/**
 * A listing's funnel on the operator page (issue 36): each step's count and its conversion from
 * the step before, counts only (the people behind them are in the tables below). The owner's
 * report shows the same steps from the same SQL function.
 */
export function ListingFunnel({ slug, title, steps }: { slug: string; title: string; steps: FunnelStep[] }) {
  return (
    <>
      <h4 id={`funnel-${slug}`} className="mt-6 font-semibold text-slate-900">
        Funnel
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        Listing page views (counted without cookies, bots left out), agreement pages opened, then what signers did; the operator&apos;s
        tests are not counted.
      </p>
      <OperatorTable
        caption={`Funnel of ${title}`}
        captionHidden
        name={`funnel-${slug}`}
        tableAttributes={{ "data-funnel": slug }}
        rows={steps}
        rowKey={(step) => step.label}
        empty="No step is counted yet: listing views, agreement pages opened, signatures, visits and offers would appear here."
        columns={[
          { header: "Step", cell: (step) => step.label, rowHeader: true },
          { header: "Count", cell: (step) => step.count.toLocaleString("en-CA"), numeric: true },
          { header: "From the step before", cell: (step) => step.conversion ?? "", numeric: true },
        ]}
      />
      {funnelNotes(steps).length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-600" data-funnel-notes={slug}>
          {funnelNotes(steps).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
