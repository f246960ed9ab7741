/**
 * The value calculator's figures of a valuation request, as the server keeps them: the inputs
 * in range from the /sell/ query string (the form's hidden field, or the Referer of a form sent
 * without JavaScript), the calculator's defaults for the rest, and the estimate recomputed here,
 * so a tampered link can change neither the figures' ranges nor the value the team sees.
 */
import { FACILITY_DEFAULTS, hasRevenueSource, valueFacility } from "@agency/calculators";
import { estimateInputsFromQuery, readEstimate, type Estimate } from "@agency/supabase/estimate";

export function estimateFromQuery(search: string): Estimate | null {
  const given = estimateInputsFromQuery(search);
  if (Object.keys(given).length === 0) return null;
  const inputs = { ...FACILITY_DEFAULTS, ...given };
  if (!hasRevenueSource(inputs)) return null;
  const value = valueFacility(inputs).propertyValue;
  return readEstimate({ inputs, estimatedValue: value === null ? null : Math.round(value) });
}
