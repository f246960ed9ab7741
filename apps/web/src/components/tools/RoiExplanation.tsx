import Link from "next/link";
import { buttonClasses } from "@agency/ui";
import { finalPath } from "@/src/routing/redirects";
import { ScenarioContactLink } from "./ScenarioContactLink";

/** The benchmarks of docs/product.md#roi-calculator and how the figures are computed, in plain words. */
export function RoiExplanation() {
  return (
    <section aria-labelledby="explanation-heading" className="mt-12 grid gap-8 lg:grid-cols-2 print:hidden">
      <ReadingTheResults />
      <OntarioBenchmarks />
    </section>
  );
}

/** What each result means and how the mortgage figures are computed. */
function ReadingTheResults() {
  return (
    <div>
      <h2 id="explanation-heading" className="text-2xl font-bold tracking-tight">
        Reading the results
      </h2>
      <ul className="mt-4 space-y-3 text-slate-700">
        <li>
          <strong>Cap rate</strong> is net operating income divided by the purchase price: the return before financing.
        </li>
        <li>
          <strong>Cash-on-cash return</strong> is the annual cash flow after debt service divided by the cash you put in (down payment,
          closing and renovation costs).
        </li>
        <li>
          <strong>Total return</strong> adds the equity at the end of the projection to the cash flow of every year, over the cash invested.
        </li>
        <li>
          <strong>Compounding:</strong> Canadian fixed-rate mortgages are quoted with semi-annual compounding (Interest Act), so the default
          payment is slightly lower than a monthly-compounded one at the same quoted rate. Choose monthly to compare with calculators that
          compound monthly.
        </li>
        <li>
          <strong>Loan balance:</strong> the balance after the projection uses the standard amortisation formula over the months actually
          paid, and is $0 once the loan is repaid. A zero interest rate repays the loan in equal instalments.
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        Figures are estimates for general information only, not financial advice. They assume income and expenses stay flat over the
        projection; verify them with your lender, accountant and lawyer.
      </p>
    </div>
  );
}

/** The Ontario ranges the results can be compared with. */
function OntarioBenchmarks() {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">Ontario benchmarks (estimates)</h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Benchmark ranges for Ontario self-storage</caption>
        <tbody>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              Cap rate — GTA
            </th>
            <td>5.5–6.5%</td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              Cap rate — secondary markets
            </th>
            <td>6.5–7.5%</td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              Cap rate — tertiary markets
            </th>
            <td>7.0–8.5%</td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              Cash-on-cash target — conservative
            </th>
            <td>8–10%</td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              Cash-on-cash target — moderate
            </th>
            <td>10–12%</td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              Cash-on-cash target — aggressive
            </th>
            <td>12%+</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-4 font-medium">
              Operating expense ratio
            </th>
            <td>35–45% of gross income</td>
          </tr>
        </tbody>
      </table>
      <div className="mt-6 flex flex-wrap gap-3">
        <ScenarioContactLink />
        <Link href="/self-storage/listings/" className={buttonClasses("secondary")}>
          View listings
        </Link>
      </div>
      <ul className="mt-4 space-y-1 text-sm">
        <li>
          <Link className="font-medium text-amber-800 underline" href={finalPath("/roi-guide")}>
            Self-storage ROI guide for Ontario
          </Link>
        </li>
        <li>
          <Link className="font-medium text-amber-800 underline" href="/insights/storage-valuation-guide/">
            Self-storage valuation guide
          </Link>
        </li>
        <li>
          <Link className="font-medium text-amber-800 underline" href={finalPath("/self-storage-financing")}>
            Financing a facility in Ontario
          </Link>
        </li>
      </ul>
    </div>
  );
}
