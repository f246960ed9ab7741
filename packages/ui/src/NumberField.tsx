import type { ChangeEvent } from "react";
import { cn } from "./cn";

export interface NumberFieldProps {
  id: string;
  label: string;
  /** What the visitor typed, kept as text so an empty or partial entry stays on screen. */
  value: string;
  onValueChange: (value: string) => void;
  /** Shown before the number, e.g. "$". */
  prefix?: string;
  /** Shown after the number, e.g. "%" or "years". */
  suffix?: string;
  /** Read to screen readers with the label, e.g. "in dollars per year". */
  unitDescription?: string;
  min?: number;
  max?: number;
  step?: number | "any";
  hint?: string;
  error?: string | null;
  className?: string;
}

/** A labelled numeric input with its unit, hint and error announced to screen readers. */
export function NumberField({
  id,
  label,
  value,
  onValueChange,
  prefix,
  suffix,
  unitDescription,
  min = 0,
  max,
  step = "any",
  hint,
  error,
  className,
}: NumberFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {unitDescription && <span className="sr-only"> {unitDescription}</span>}
      </label>
      <div
        className={cn(
          "flex min-h-11 items-center rounded-md border bg-white focus-within:outline-2 focus-within:outline-amber-500 print:min-h-0",
          error ? "border-red-600" : "border-slate-300",
        )}
      >
        {prefix && (
          <span aria-hidden="true" className="pl-3 text-slate-500">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={id}
          type="number"
          inputMode="decimal"
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className="w-full min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-slate-900 outline-none print:py-0.5"
        />
        {suffix && (
          <span aria-hidden="true" className="pr-3 text-sm text-slate-500">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 print:hidden">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
