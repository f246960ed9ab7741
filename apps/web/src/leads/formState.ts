/** What a form shows after a submission: the same shape with and without JavaScript. */
import type { FieldErrors } from "@agency/supabase/leads";

export type FormStatus = "idle" | "success" | "invalid" | "failed" | "rate_limited";

export interface FormState {
  status: FormStatus;
  /** Form-level message (the wording of docs/product.md#lead-forms). */
  message: string | null;
  fieldErrors: FieldErrors;
  /** What the visitor typed, to refill the form after an error (never after success). */
  values: Record<string, string>;
  /** Changes on every submission so the client reacts to each result, even a repeated one. */
  submittedAt: number;
}

export const INITIAL_FORM_STATE: FormState = { status: "idle", message: null, fieldErrors: {}, values: {}, submittedAt: 0 };

/** Hidden fields of every lead form. */
export const HONEYPOT_FIELD = "company_website";
export const STARTED_AT_FIELD = "form_started_at";
/**
 * A person needs more than this to fill in a form; faster submissions are quarantined as
 * suspected spam (stored, not e-mailed: docs/decisions/0019-spam-quarantine.md).
 */
export const MINIMUM_FILL_MS = 1500;

export const FAILURE_MESSAGE = "There was a problem submitting the form.";

/** A form action called without a form: a hand-made request, not a browser's. */
export const NO_FORM_MESSAGE = "The form could not be read. Please fill it in and send it again.";
