import type { FunnelStep } from "@/src/dealRoom/ownerReport";

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
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`Funnel of ${title}`}>
        <table className="w-full max-w-xl text-left text-sm" data-funnel={slug}>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Step
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Count
              </th>
              <th scope="col" className="py-2 text-right">
                From the step before
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.label} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {step.label}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{step.count.toLocaleString("en-CA")}</td>
                <td className="py-2 text-right tabular-nums">{step.conversion ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
