"use client";

import Link from "next/link";
import { useActionState, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { LeadKind, validateLead } from "@agency/supabase/leads";
import { Toaster, toast } from "sonner";
import { Button } from "@agency/ui";
import { ATTRIBUTION_FIELD } from "@agency/supabase/lead-fields";
import { useAttributionField } from "@/src/leads/useAttributionField";
import { HONEYPOT_FIELD, INITIAL_FORM_STATE, STARTED_AT_FIELD, type FormState } from "@/src/leads/formState";
import { FailureBanner } from "./FailureBanner";

type ValidateLead = typeof validateLead;
let browserCheck: ValidateLead | undefined;
let browserCheckLoading: Promise<void> | undefined;

/**
 * The zod schemas weigh more than the rest of the form page's own JavaScript, so they are not
 * part of the first load: they are fetched when the visitor first focuses or points at a form
 * (decision 0010). Until they arrive, the Server Action checks the fields and answers with the
 * same messages.
 */
function loadBrowserCheck() {
  browserCheckLoading ??= import("@agency/supabase/leads").then(
    (module) => {
      browserCheck = module.validateLead;
    },
    () => {
      // Offline or a failed chunk: the server still checks; try again on the next focus.
      browserCheckLoading = undefined;
    },
  );
}

export const FAILURE_TOAST = "There was an issue submitting your form. Please try the alternative contact methods below.";

export interface LeadFormProps {
  name: string;
  /** Which schema checks the fields in the browser before they are sent (the server checks again). */
  kind: LeadKind;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  submitLabel: string;
  pendingLabel: "Sending..." | "Submitting...";
  successToast: string;
  success: { heading: string; text: string; againLabel: string };
  fallback: { email: string; phone: string };
  /** The fields, given the last state (errors, values to refill). */
  children: (state: FormState) => ReactNode;
}

/**
 * The hidden fields the browser fills after hydration (empty without JavaScript): when the visitor
 * started, kept across the re-rendered form after an error so a quick correction is not mistaken
 * for a bot, and where the visitor came from. Filled again whenever the form is rendered anew.
 */
function useStartAndSource(submittedAt: number, dismissedAt: number) {
  const startedAt = useRef(0);
  const startedAtInput = useRef<HTMLInputElement>(null);
  // Where the visitor came from (useAttributionField.ts, shared with the agreement form).
  const attributionInput = useAttributionField(`${submittedAt}:${dismissedAt}`);

  // When the visitor started: set after hydration (empty without JavaScript), kept across the
  // re-rendered form after an error so a quick correction is not mistaken for a bot.
  useEffect(() => {
    if (startedAt.current === 0) startedAt.current = Date.now();
    if (startedAtInput.current) startedAtInput.current.value = String(startedAt.current);
  }, [submittedAt, dismissedAt]);
  return { startedAtInput, attributionInput };
}

/**
 * One lead form (docs/product.md#what-every-form-does). Works without JavaScript: the Server Action answers with a
 * page that shows the same success screen, errors and fallback banner. With JavaScript: the
 * submitting state, toasts, smooth scroll to the top and the dismissible banner.
 */
export function LeadForm({ name, kind, action, submitLabel, pendingLabel, successToast, success, fallback, children }: LeadFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  // Unique per form: the label is visible text, not a valid id.
  const honeypotId = useId();
  const [dismissedAt, setDismissedAt] = useState(0);
  const { startedAtInput, attributionInput } = useStartAndSource(state.submittedAt, dismissedAt);

  useEffect(() => {
    if (state.submittedAt === 0) return;
    if (state.status === "success") toast.success(successToast);
    else if (state.status === "invalid") toast.error(state.message ?? FAILURE_TOAST);
    else toast.error(FAILURE_TOAST);
  }, [state, successToast]);

  // The same zod schema as the server, once loaded: errors show at once, without a round trip.
  const [clientCheck, setClientCheck] = useState<{ after: number; state: FormState } | null>(null);
  const shown: FormState = clientCheck && clientCheck.after === state.submittedAt ? clientCheck.state : state;

  function checkInBrowser(event: FormEvent<HTMLFormElement>) {
    if (!browserCheck) return;
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
    const result = browserCheck(kind, fields);
    if (result.ok) {
      setClientCheck(null);
      return;
    }
    event.preventDefault();
    toast.error(result.formError);
    setClientCheck({
      after: state.submittedAt,
      state: { status: "invalid", message: result.formError, fieldErrors: result.fieldErrors, values: {}, submittedAt: state.submittedAt },
    });
  }

  const showSuccess = state.status === "success" && state.submittedAt !== dismissedAt;
  const showBanner = (state.status === "failed" || state.status === "rate_limited") && state.submittedAt !== dismissedAt;

  return (
    <div className="scroll-mt-24">
      <Toaster richColors position="top-center" closeButton />
      {showSuccess ? (
        <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-emerald-900">{success.heading}</h2>
          <p className="mt-2 text-emerald-900">{success.text}</p>
          <Button className="mt-6" onClick={() => setDismissedAt(state.submittedAt)}>
            {success.againLabel}
          </Button>
        </div>
      ) : (
        <>
          {showBanner && (
            <FailureBanner
              email={fallback.email}
              phone={fallback.phone}
              detail={state.status === "rate_limited" ? state.message : null}
              onDismiss={() => setDismissedAt(state.submittedAt)}
            />
          )}
          {shown.status === "invalid" && shown.message && (
            <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {shown.message}
            </p>
          )}
          <form
            key={state.submittedAt}
            action={formAction}
            onSubmit={checkInBrowser}
            onFocus={loadBrowserCheck}
            onPointerEnter={loadBrowserCheck}
            aria-label={name}
            noValidate
            className="space-y-1"
          >
            {/* min-w-0: by default a fieldset never gets narrower than its content, so one long
                word or a wide control would push the whole form past a phone's edge. */}
            <fieldset disabled={pending} className="min-w-0 space-y-1">
              {children({ ...shown, values: state.values })}
              {/* Spam traps: invisible to people, filled by bots (decision 0006). */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor={honeypotId}>Leave this field empty</label>
                <input id={honeypotId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <input ref={startedAtInput} type="hidden" name={STARTED_AT_FIELD} defaultValue="" />
              <input ref={attributionInput} type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />
              <div className="flex flex-col gap-3 pt-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-xs text-slate-600">
                  Fields marked * are required. We use your details only to answer you:{" "}
                  <Link href="/privacy/" className="underline">
                    privacy policy
                  </Link>
                  .
                </p>
                <Button type="submit" size="lg" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
                  {pending ? pendingLabel : submitLabel}
                </Button>
              </div>
            </fieldset>
          </form>
        </>
      )}
    </div>
  );
}
