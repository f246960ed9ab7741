/**
 * The off-market signup's buy box (issue 17): which listings the investor wants to hear about.
 * Plain checkboxes and number inputs, so it works without JavaScript; every criterion optional.
 * The server's zod schema (supabase/functions/_shared/leads.ts) gives the specific errors (a
 * minimum above the maximum, a figure that is not a number).
 */
import { BUY_BOX_ASSET_CLASSES, BUY_BOX_LIMITS } from "@agency/supabase/lead-fields";
import { TextField } from "@agency/ui";

/** The values of a checkbox group as the server echoed them (one a line). */
function checked(values: Record<string, string>, name: string): string[] {
  return (values[name] ?? "").split("\n").filter(Boolean);
}

function CheckboxGroup({
  name,
  legend,
  options,
  values,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  values: Record<string, string>;
  error: string | undefined;
}) {
  const selected = checked(values, name);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={`${name}-error`}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
        {options.map((option) => {
          const id = `${name}-${option.value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <span key={option.value} className="flex items-center gap-2">
              <input
                id={id}
                name={name}
                type="checkbox"
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                aria-invalid={error ? true : undefined}
                className="h-5 w-5 shrink-0 accent-amber-600"
              />
              <label htmlFor={id} className="text-sm text-slate-800">
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
      <p id={`${name}-error`} className="text-sm font-medium text-red-700" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </fieldset>
  );
}

export function BuyBoxFields({
  regions,
  values,
  fieldErrors,
}: {
  /** The regions of the published listings. */
  regions: readonly string[];
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Your buy box (optional)</legend>
      <p className="text-xs text-slate-600">
        We e-mail you new listings that fit. Leave a criterion empty to hear of every listing for it.
      </p>
      <CheckboxGroup
        name="buy_asset_classes"
        legend="Asset classes"
        options={BUY_BOX_ASSET_CLASSES}
        values={values}
        error={fieldErrors.buy_asset_classes}
      />
      {regions.length > 0 && (
        <CheckboxGroup
          name="buy_regions"
          legend="Regions"
          options={regions.map((region) => ({ value: region, label: region }))}
          values={values}
          error={fieldErrors.buy_regions}
        />
      )}
      <div className="grid gap-x-4 sm:grid-cols-3">
        <TextField
          id="buy_price_min"
          label="Minimum price (CAD)"
          type="number"
          inputMode="numeric"
          min={0}
          max={BUY_BOX_LIMITS.price}
          step={1}
          defaultValue={values.buy_price_min}
          error={fieldErrors.buy_price_min}
        />
        <TextField
          id="buy_price_max"
          label="Maximum price (CAD)"
          type="number"
          inputMode="numeric"
          min={0}
          max={BUY_BOX_LIMITS.price}
          step={1}
          defaultValue={values.buy_price_max}
          error={fieldErrors.buy_price_max}
        />
        <TextField
          id="buy_cap_rate_min"
          label="Minimum cap rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={BUY_BOX_LIMITS.capRate}
          step={0.01}
          defaultValue={values.buy_cap_rate_min}
          error={fieldErrors.buy_cap_rate_min}
        />
      </div>
    </fieldset>
  );
}
