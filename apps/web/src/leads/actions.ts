"use server";

import { headers } from "next/headers";
import type { LeadKind } from "@agency/supabase/leads";
import { listingExists } from "@/src/listings/known.server";
import { getLeadFormsBackend } from "./backend";
import { logError } from "@/src/log";
import { UNIDENTIFIED, clientKeyFrom } from "./clientKey";
import { FAILURE_MESSAGE, NO_FORM_MESSAGE, type FormState } from "./formState";
import { fieldsFromEntries } from "./requestFields";
import { submitLead } from "./submitLead";

async function submit(kind: LeadKind, formData: unknown): Promise<FormState> {
  // A Server Action is a public endpoint: its arguments are whatever the request decoded to.
  if (!(formData instanceof FormData)) {
    return { status: "invalid", message: NO_FORM_MESSAGE, fieldErrors: {}, values: {}, submittedAt: Date.now() };
  }
  const parsed = fieldsFromEntries(formData.entries());
  if (!parsed.ok) {
    return { status: "invalid", message: parsed.message, fieldErrors: parsed.fieldErrors, values: {}, submittedAt: Date.now() };
  }
  const fields = parsed.fields;
  try {
    const backend = await getLeadFormsBackend();
    const requestHeaders = await headers();
    const clientKey = clientKeyFrom(requestHeaders);
    const outcome = await submitLead(
      kind,
      fields,
      clientKey,
      {
        repository: backend.repository,
        rateLimiter: backend.rateLimiter,
        notifier: backend.notifier,
        consentWording: backend.consentWording,
        logError,
      },
      { referer: requestHeaders.get("referer"), listingExists, clientAddress: clientKey === UNIDENTIFIED ? null : clientKey },
    );
    return {
      status: outcome.status,
      message: outcome.message,
      fieldErrors: outcome.fieldErrors,
      values: outcome.values,
      submittedAt: outcome.submittedAt,
    };
  } catch (error) {
    logError(`The ${kind} form could not be processed`, error);
    return { status: "failed", message: FAILURE_MESSAGE, fieldErrors: {}, values: {}, submittedAt: Date.now() };
  }
}

export async function submitContactForm(_previous: FormState, formData: FormData): Promise<FormState> {
  return submit("contact", formData);
}

export async function submitInvestorSignup(_previous: FormState, formData: FormData): Promise<FormState> {
  return submit("investor", formData);
}

export async function submitPropertyValuation(_previous: FormState, formData: FormData): Promise<FormState> {
  return submit("valuation", formData);
}
