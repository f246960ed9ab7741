"use client";

import { useEffect, useMemo, useState } from "react";
import { COMPOUNDING_LABELS, calculateRoi, formatCAD, formatPercent, type Compounding, type RoiInputs } from "@agency/calculators";
import { NumberField, cn, numberFieldColumns, parseNumberInput } from "@agency/ui";
import { ROI_FIELD_GROUPS } from "@/src/tools/roiFields";
import { ROI_FIELDS, decodeRoiQuery, defaultRoiState, encodeRoiQuery, type RoiFormState } from "@/src/tools/roiQuery";
import { RoiResults } from "./RoiResults";

function toInputs(state: RoiFormState): RoiInputs {
  const numbers = Object.fromEntries(ROI_FIELDS.map((field) => [field, parseNumberInput(state.texts[field])]));
  return { ...(numbers as Omit<RoiInputs, "compounding">), compounding: state.compounding };
}

/** The ROI tool: every change recomputes every output; the inputs live in the URL query. */
export function RoiCalculator() {
  const [state, setState] = useState<RoiFormState>(defaultRoiState);
  const [restored, setRestored] = useState(false);

  // Restore a shared or bookmarked calculation once, after hydration: the page is statically
  // generated, so only the browser knows the query. A single sync with an external source.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the URL after hydration (see above)
    setState(decodeRoiQuery(window.location.search));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const url = `${window.location.pathname}${encodeRoiQuery(state)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  }, [state, restored]);

  const inputs = useMemo(() => toInputs(state), [state]);
  const outcome = useMemo(() => calculateRoi(inputs), [inputs]);

  const setField = (field: keyof RoiFormState["texts"]) => (value: string) =>
    setState((previous) => ({ ...previous, texts: { ...previous.texts, [field]: value } }));
  const setCompounding = (compounding: Compounding) => setState((previous) => ({ ...previous, compounding }));

  // Every column is minmax(0, …), one below lg too (grid-cols-1): an implicit column would be as
  // wide as the widest thing in it, the projection table (36rem), and carry the whole page past a
  // phone's edge. The table scrolls in its own frame instead. Fieldsets are min-w-0 because by
  // default they never shrink below their content. The fields go two by two only while their
  // group is wide enough for both (a container query in rem, so it follows the text size).
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:gap-4">
      <form className="space-y-6 print:space-y-2" aria-label="ROI calculator inputs" onSubmit={(event) => event.preventDefault()}>
        {ROI_FIELD_GROUPS.map((group) => (
          <fieldset key={group.title} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:p-2">
            <legend className="px-1 text-lg font-semibold">{group.title}</legend>
            <div className="@container mt-2">
              <div className={cn(numberFieldColumns, "print:gap-1")}>
                {group.fields.map((spec) => (
                  <NumberField
                    key={spec.field}
                    id={`roi-${spec.field}`}
                    label={spec.label}
                    value={state.texts[spec.field]}
                    onValueChange={setField(spec.field)}
                    prefix={spec.prefix}
                    suffix={spec.suffix}
                    unitDescription={spec.unitDescription}
                    step={spec.step ?? "any"}
                    max={spec.max}
                    hint={spec.hint}
                    error={outcome.status === "incomplete" && outcome.field === spec.field ? outcome.message : null}
                  />
                ))}
              </div>
            </div>
            {group.title === "Financing & Projections" && (
              <fieldset className="mt-4 min-w-0">
                <legend className="text-sm font-medium text-slate-800">Interest compounding</legend>
                <div className="mt-2 flex flex-col gap-2">
                  {(Object.keys(COMPOUNDING_LABELS) as Compounding[]).map((option) => (
                    <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name="compounding"
                        value={option}
                        checked={state.compounding === option}
                        onChange={() => setCompounding(option)}
                        className="h-4 w-4 accent-amber-600"
                      />
                      {COMPOUNDING_LABELS[option]}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </fieldset>
        ))}
      </form>

      <div>
        <p aria-live="polite" aria-atomic="true" className="mb-4 rounded-lg bg-slate-900 p-4 text-sm text-white print:hidden">
          {outcome.status === "ok"
            ? `Annual cash flow ${formatCAD(outcome.result.cashFlow)}, cap rate ${formatPercent(outcome.result.capRate)}, cash-on-cash ${
                outcome.result.cashOnCashReturn === null ? "not applicable" : formatPercent(outcome.result.cashOnCashReturn)
              }, ${inputs.projectionYears}-year total return ${
                outcome.result.totalReturn === null ? "not applicable" : formatPercent(outcome.result.totalReturn)
              }.`
            : `${outcome.message} to see the results.`}
        </p>
        {outcome.status === "ok" && (
          <RoiResults result={outcome.result} projectionYears={inputs.projectionYears} compounding={inputs.compounding} />
        )}
      </div>
    </div>
  );
}
