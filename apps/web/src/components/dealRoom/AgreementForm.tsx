"use client";

import Link from "next/link";
import { useActionState, useEffect } from "react";
import { Toaster, toast } from "sonner";
import { Button, TextField } from "@agency/ui";
import { submitAgreement } from "@/src/dealRoom/access/actions";
import { INITIAL_SIGNING_STATE, type SigningState } from "@/src/dealRoom/access/signingState";
import { ATTRIBUTION_FIELD } from "@agency/supabase/lead-fields";
import { useAttributionField } from "@/src/leads/useAttributionField";

/**
 * The confidentiality agreement's signing form. Works without JavaScript (the Server Action answers
 * with the page, errors and typed values kept; the tick box is never kept ticked). After signing it
 * says where the link went, never the link itself: the e-mail is what proves the address.
 */
export function AgreementForm({ listing, agreementSha256 }: { listing: string; agreementSha256: string }) {
  const [state, formAction, pending] = useActionState(submitAgreement, INITIAL_SIGNING_STATE);
  // The visit's source and campaign, so the operator's Traffic section credits the signature (decision 0048).
  const attributionInput = useAttributionField(state.submittedAt);

  useEffect(() => {
    if (state.submittedAt === 0) return;
    if (state.status === "signed") toast.success("Signed. Check your e-mail for the link to the deal room.");
    else if (state.status === "awaiting_team") toast.success("Signed. The team will contact you.");
    else if (state.message) toast.error(state.message);
  }, [state]);

  if (state.status === "signed" || state.status === "awaiting_team") return <SignedScreen state={state} />;

  const error = (field: string) => state.fieldErrors[field];
  return (
    <div>
      <Toaster richColors position="top-center" closeButton />
      {state.message && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.message}
        </p>
      )}
      <form key={state.submittedAt} action={formAction} aria-label="Sign the confidentiality agreement" noValidate className="space-y-1">
        <fieldset disabled={pending} className="min-w-0 space-y-1">
          <input type="hidden" name="listing" value={listing} />
          <input type="hidden" name="agreement_sha256" value={agreementSha256} />
          <input ref={attributionInput} type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />
          <TextField
            id="name"
            label="Full name"
            required
            autoComplete="name"
            maxLength={100}
            defaultValue={state.values.name}
            error={error("name")}
          />
          <TextField
            id="email"
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            hint="The link to the documents goes to this address only."
            defaultValue={state.values.email}
            error={error("email")}
          />
          <TextField
            id="phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            maxLength={30}
            defaultValue={state.values.phone}
            error={error("phone")}
          />
          <TextField
            id="company"
            label="Company"
            autoComplete="organization"
            maxLength={150}
            defaultValue={state.values.company}
            error={error("company")}
          />
          <SigningRole role={state.values.role} error={error("role")} />
          <TextField
            id="client_name"
            label="Your client (brokers only)"
            maxLength={150}
            defaultValue={state.values.client_name}
            error={error("client_name")}
          />
          <TextField
            id="signature"
            label="Signature: type your full name"
            required
            autoComplete="off"
            maxLength={100}
            hint="Typing your name and ticking “I agree” signs the agreement above."
            defaultValue={state.values.signature}
            error={error("signature")}
          />
          <AgreeBox error={error("agree")} />
          <div className="flex flex-col gap-3 pt-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-slate-600">
              Fields marked * are required. We record your signature, the version you signed, the time and your connection&apos;s address:{" "}
              <Link href="/privacy/" className="underline">
                privacy policy
              </Link>
              .
            </p>
            <Button type="submit" size="lg">
              {pending ? "Signing..." : "Sign and request the documents"}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}

/** Principal or broker: a broker also names the client below. */
function SigningRole({ role, error }: { role: string | undefined; error: string | undefined }) {
  return (
    <fieldset className="min-w-0 py-2" aria-describedby={error ? "role-error" : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        You are signing as <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-2 space-y-2 text-slate-800">
        <label className="flex items-start gap-2">
          <input type="radio" name="role" value="principal" defaultChecked={role === "principal"} className="mt-1 size-4" />
          <span>A principal: I am buying for myself or my company</span>
        </label>
        <label className="flex items-start gap-2">
          <input type="radio" name="role" value="broker" defaultChecked={role === "broker"} className="mt-1 size-4" />
          <span>A broker or agent, for a client named below</span>
        </label>
      </div>
      {error && (
        <p id="role-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The tick box that, with the typed name, signs the agreement; never kept ticked after an error. */
function AgreeBox({ error }: { error: string | undefined }) {
  return (
    <div className="py-2">
      <label className="flex items-start gap-2 text-slate-900">
        <input
          type="checkbox"
          name="agree"
          value="on"
          className="mt-1 size-4"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "agree-error" : undefined}
        />
        <span>I agree to the confidentiality agreement above. *</span>
      </label>
      {error && (
        <p id="agree-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** After signing: where the link went (never the link itself), or that the team will be in touch. */
function SignedScreen({ state }: { state: SigningState }) {
  if (state.status === "signed") {
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6" data-testid="agreement-signed">
        <Toaster richColors position="top-center" closeButton />
        <h2 className="text-2xl font-bold text-emerald-900">Check your e-mail</h2>
        <p className="mt-2 text-emerald-900">
          We sent the link to the deal room to <strong className="break-all">{state.sentTo}</strong>. It works for 7 days. If it has not
          arrived within a few minutes, check your spam folder, or call us.
        </p>
      </div>
    );
  }

  if (state.status === "awaiting_team") {
    return (
      <div role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-6" data-testid="agreement-awaiting-team">
        <Toaster richColors position="top-center" closeButton />
        <h2 className="text-2xl font-bold text-slate-900">The team will contact you</h2>
        <p className="mt-2 text-slate-800">{state.message}</p>
      </div>
    );
  }
  return null;
}
