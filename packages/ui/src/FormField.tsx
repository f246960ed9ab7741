import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { controlClasses, describedBy } from "./fieldStyles";

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** Label, control, hint and error; the error is linked to the control and announced. */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="text-sm font-medium text-red-700" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </div>
  );
}

/** Marks a control invalid and links it to its hint and error, which screen readers then read. */
function controlA11y(id: string, hint: ReactNode, error: string | null | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
  } as const;
}

type Common = { id: string; label: string; hint?: ReactNode; error?: string | null };

export function TextField({ id, label, hint, error, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={id}
        required={required}
        {...controlA11y(id, hint, error)}
        className={controlClasses(Boolean(error), "min-h-11")}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, hint, error, required, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        name={id}
        required={required}
        rows={5}
        {...controlA11y(id, hint, error)}
        className={controlClasses(Boolean(error))}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        name={id}
        required={required}
        {...controlA11y(id, hint, error)}
        className={controlClasses(Boolean(error), "min-h-11")}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  ...input
}: Omit<Common, "hint" | "label"> & { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-amber-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <p id={`${id}-error`} className="text-sm font-medium text-red-700" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </div>
  );
}
