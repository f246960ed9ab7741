"use client";

import { useMemo, useState, type ReactNode } from "react";
import { estimateQuery } from "@agency/supabase/estimate-fields";
import { buttonClasses } from "@agency/ui";
import { FACILITY_DEFAULTS, formatCAD, hasRevenueSource, valueFacility, type FacilityInputs } from "@agency/calculators";
import { NumberField, numberFieldColumns, parseNumberInput } from "@agency/ui";
import { Figure } from "./Figure";

type FacilityField = keyof FacilityInputs;

const FIELDS: Array<{
  field: FacilityField;
  label: string;
  prefix?: string;
  suffix?: string;
  unit: string;
  min?: number;
  max?: number;
  step?: number;
}> = [
  { field: "units", label: "Storage units", unit: "number of units", step: 1 },
  { field: "unitMonthlyRent", label: "Average rent per unit", prefix: "$", suffix: "/ month", unit: "dollars per month" },
  { field: "containers", label: "Storage containers", unit: "number of containers", step: 1 },
  { field: "containerMonthlyRent", label: "Rent per container", prefix: "$", suffix: "/ month", unit: "dollars per month" },
  { field: "parkingSpots", label: "Parking spots (RV, boat, vehicle)", unit: "number of spots", step: 1 },
  { field: "parkingMonthlyRent", label: "Rent per parking spot", prefix: "$", suffix: "/ month", unit: "dollars per month" },
  { field: "additionalMonthlyRevenue", label: "Other monthly revenue", prefix: "$", suffix: "/ month", unit: "dollars per month" },
  { field: "occupancyPercent", label: "Occupancy", suffix: "%", unit: "percent", min: 50, max: 100 },
  { field: "expenseRatioPercent", label: "Expense ratio", suffix: "% of revenue", unit: "percent of revenue", min: 30, max: 60 },
  { field: "capRatePercent", label: "Cap rate", suffix: "%", unit: "percent", min: 4, max: 12, step: 0.1 },
];

const initialTexts = (): Record<FacilityField, string> =>
  Object.fromEntries(FIELDS.map(({ field }) => [field, FACILITY_DEFAULTS[field] === 0 ? "" : String(FACILITY_DEFAULTS[field])])) as Record<
    FacilityField,
    string
  >;

/**
 * The home page's instant value calculator (docs/product.md#facility-value-calculator); the estimate appears once there is revenue.
 * "Request a free valuation" carries the figures to /sell/ in its query string (issue 18), where
 * they are shown above the form and sent with it; `children` are the other actions beside it.
 */
export function ValueCalculator({ children }: { children?: ReactNode }) {
  const [texts, setTexts] = useState(initialTexts);
  const inputs = useMemo(
    () => Object.fromEntries(FIELDS.map(({ field }) => [field, Math.max(0, parseNumberInput(texts[field]))])) as unknown as FacilityInputs,
    [texts],
  );
  const valuation = valueFacility(inputs);
  const showResult = hasRevenueSource(inputs);
  const sellHref = showResult ? `/sell/?${estimateQuery(inputs, valuation.propertyValue)}` : "/sell/";

  return (
    <>
      {/* grid-cols-1 below lg: an implicit column would grow to its widest content instead of the
          screen. The fields go two by two only while the form has room for both (numberFieldColumns). */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="@container">
          <form aria-label="Facility value calculator" className={numberFieldColumns} onSubmit={(event) => event.preventDefault()}>
            {FIELDS.map((spec) => (
              <NumberField
                key={spec.field}
                id={`value-${spec.field}`}
                label={spec.label}
                value={texts[spec.field]}
                onValueChange={(value) => setTexts((previous) => ({ ...previous, [spec.field]: value }))}
                prefix={spec.prefix}
                suffix={spec.suffix}
                unitDescription={spec.unit}
                min={spec.min ?? 0}
                max={spec.max}
                step={spec.step ?? "any"}
                error={parseNumberInput(texts[spec.field]) < 0 ? "Cannot be negative: counted as 0" : null}
              />
            ))}
          </form>
        </div>
        <div aria-live="polite" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
          {showResult ? (
            <>
              <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">Estimated facility value</p>
              <p className="mt-1 text-4xl font-bold text-slate-900 tabular-nums">
                {valuation.propertyValue === null ? "Enter a cap rate above 0%" : formatCAD(valuation.propertyValue)}
              </p>
              <dl className="mt-4">
                <Figure label="Monthly gross revenue" value={formatCAD(valuation.monthlyGrossRevenue)} />
                <Figure label="Annual gross revenue" value={formatCAD(valuation.annualGrossRevenue)} />
                <Figure label="Annual expenses" value={formatCAD(valuation.annualExpenses)} />
                <Figure label="Net operating income" value={formatCAD(valuation.netOperatingIncome)} />
              </dl>
            </>
          ) : (
            <p className="text-slate-700">Enter your units, containers, parking spots or other revenue to see an estimate.</p>
          )}
          <p className="mt-4 text-xs text-slate-600">
            Industry averages: 90% occupancy, 40% expense ratio. Self-storage cap rates in Ontario typically range from 4% to 12% depending
            on location, quality and occupancy. This estimate is for general information only; a full valuation considers your rent roll,
            expenses and market.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* A document load, not the router's navigation: /sell/ with figures is a page of its own
            rendered per request (proxy.ts rewrites it to app/sell/figures), and the router would
            first show the plain /sell/ it has cached, then replace it, form and all, when the real
            page arrived: what the visitor had begun to type was lost (seen in figures.spec.ts). */}
        <a href={sellHref} className={buttonClasses("primary")}>
          Request a free valuation
        </a>
        {children}
      </div>
    </>
  );
}
