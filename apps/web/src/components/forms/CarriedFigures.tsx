"use client";

import { useEffect, useState } from "react";
import { FACILITY_DEFAULTS, formatCAD, hasRevenueSource, valueFacility } from "@agency/calculators";
import { ESTIMATE_FIELD, ESTIMATE_INPUTS, estimateInputsFromQuery } from "@agency/supabase/estimate-fields";

interface Carried {
  query: string;
  inputs: typeof FACILITY_DEFAULTS;
  value: number | null;
}

/** The figures a query carries, or null when it carries none worth showing. */
function carriedFrom(query: string): Carried | null {
  const given = estimateInputsFromQuery(query);
  if (Object.keys(given).length === 0) return null;
  const inputs = { ...FACILITY_DEFAULTS, ...given };
  if (!hasRevenueSource(inputs)) return null;
  return { query, inputs, value: valueFacility(inputs).propertyValue };
}

/**
 * The value calculator's figures carried to /sell/ (issue 18): shown above the valuation form and
 * sent with it in a hidden field. Only in-range figures are kept and the estimate is recomputed
 * here (and again on the server), so a tampered link shows nothing absurd.
 *
 * `query` is given when the server rendered the page for a link with figures (proxy.ts sends
 * /sell/?… to /sell/figures/, rendered per request), so the figures show without JavaScript too;
 * the prerendered /sell/ reads the address after hydration instead.
 */
export function CarriedFigures({ query }: { query?: string | undefined }) {
  const [carried, setCarried] = useState<Carried | null>(() => (query === undefined ? null : carriedFrom(query)));
  useEffect(() => {
    if (query !== undefined) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the URL after hydration (the page is static)
    setCarried(carriedFrom(window.location.search));
  }, [query]);
  if (!carried) return null;
  return (
    <section aria-labelledby="carried-figures" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
      <h2 id="carried-figures" className="font-semibold text-slate-900">
        Your figures from the value calculator
      </h2>
      <p className="mt-1 text-slate-700">They are sent with your request, so we start from your numbers.</p>
      <table className="mt-3 w-full text-left">
        <tbody>
          {ESTIMATE_INPUTS.map((spec) => (
            <tr key={spec.key} className="border-t border-amber-200">
              <th scope="row" className="py-1 pr-4 font-medium">
                {spec.label}
              </th>
              <td className="py-1 tabular-nums">{carried.inputs[spec.key].toLocaleString("en-CA")}</td>
            </tr>
          ))}
          <tr className="border-t border-amber-200">
            <th scope="row" className="py-1 pr-4 font-semibold">
              Estimated value
            </th>
            <td className="py-1 font-semibold tabular-nums">{carried.value === null ? "No estimate" : formatCAD(carried.value)}</td>
          </tr>
        </tbody>
      </table>
      <input type="hidden" name={ESTIMATE_FIELD} value={carried.query} />
    </section>
  );
}
