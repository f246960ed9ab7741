/**
 * The letter-of-intent form of the deal room (issue 36): its fields, their labels and the zod
 * schema the server parses a submission with. One definition for the room's form
 * (src/views/dealRoom/OfferForm.tsx) and for the page that answers a refused submission
 * (offerSubmission.server.ts), so a label or a message is written once. A refused submission
 * stores nothing; every message says what to type.
 */
import { z } from "zod";
import { ORGANISATION_NAME_RULE_MESSAGE, isOrganisationName } from "@agency/supabase/lead-fields";
import { checkUpload } from "@/src/dealRoom/uploads/upload";
import type { OfferTerms } from "./offerStore";

export const OFFER_FIELDS = [
  "price",
  "deposit",
  "due_diligence_days",
  "financing",
  "lender",
  "closing_date",
  "conditions",
  "acknowledge",
  "proof_of_funds",
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

/** What the form shows above each field. */
export const OFFER_LABELS: Record<OfferField, string> = {
  price: "Price offered (CAD)",
  deposit: "Deposit (CAD)",
  due_diligence_days: "Due diligence (days)",
  financing: "Financing",
  lender: "Lender (if conditional on financing)",
  closing_date: "Closing date",
  conditions: "Other conditions",
  acknowledge: "I understand this letter of intent is not binding on me or on the seller.",
  proof_of_funds: "Proof of funds (optional)",
};

export const FINANCING_CHOICES = [
  { value: "none", label: "Not conditional on financing" },
  { value: "conditional", label: "Conditional on financing" },
] as const;

export const PRICE_MESSAGE = "Enter the price you offer in dollars, for example 7,250,000.";
export const DEPOSIT_MESSAGE = "Enter the deposit in dollars, for example 250,000 (0 if none).";
export const DEPOSIT_OVER_PRICE_MESSAGE = "The deposit cannot be more than the price.";
export const DUE_DILIGENCE_MESSAGE = "Enter the due-diligence period as a whole number of days, from 0 to 365.";
export const FINANCING_MESSAGE = "Choose whether the offer is conditional on financing.";
export const LENDER_WITHOUT_FINANCING_MESSAGE = "Name a lender only when the offer is conditional on financing.";
export const CLOSING_DATE_MESSAGE = "Enter the closing date as a date, for example 2027-03-31.";
export const CLOSING_IN_PAST_MESSAGE = "The closing date must be after today.";
export const CLOSING_TOO_FAR_MESSAGE = "The closing date must be within five years.";
export const ACKNOWLEDGE_MESSAGE = "Tick that you understand the letter of intent is not binding.";
export const FIX_OFFER_MESSAGE = "Your offer was not sent: correct the fields below. Nothing was stored.";

/** When a daily limit resets, as the buyer reads it: "12:00 a.m. on Saturday, November 28 (Toronto time)". */
export function torontoResetTime(resetsAt: string): string {
  const at = new Date(resetsAt);
  const time = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "numeric", minute: "2-digit" }).format(at);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", weekday: "long", month: "long", day: "numeric" }).format(at);
  return `${time} on ${day} (Toronto time)`;
}

/**
 * Why an offer past a daily limit was not stored, the limit, and when it resets (issue 41):
 * `limit` "signature" (this signer's own offers) or "client" (offers from one connection).
 */
export function offerLimitMessage(limit: "signature" | "client", perDay: number, resetsAt: string): string {
  const whose = limit === "signature" ? "from one signer" : "from one connection";
  return `Offers are limited to ${perDay} a day ${whose}, and today's are used. Your offer was not sent and nothing was stored. You can send it again from ${torontoResetTime(resetsAt)}, or call us.`;
}

const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const MAX_PRICE = 10_000_000_000;

/** "$7,250,000", "7 250 000" or "7250000.50" as a number of dollars; NaN when it is not one. */
export function parseDollars(value: string): number {
  const cleaned = value.replace(/[\s,$]/g, "").replace(/^CAD/i, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const dollars = (message: string, min: number) =>
  z
    .string({ error: message })
    .transform(parseDollars)
    .refine((amount) => Number.isFinite(amount) && amount >= min && amount <= MAX_PRICE, message);

/** Today in Toronto, YYYY-MM-DD: the closing date is compared with the buyer's calendar, not UTC's. */
export function torontoDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function offerSchema(now: Date) {
  const today = torontoDate(now);
  const limit = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`;
  return z
    .object({
      price: dollars(PRICE_MESSAGE, 1),
      deposit: dollars(DEPOSIT_MESSAGE, 0),
      due_diligence_days: z
        .string({ error: DUE_DILIGENCE_MESSAGE })
        .trim()
        .regex(/^\d{1,3}$/, DUE_DILIGENCE_MESSAGE)
        .transform(Number)
        .refine((days) => days <= 365, DUE_DILIGENCE_MESSAGE),
      financing: z.enum(["none", "conditional"], { error: FINANCING_MESSAGE }),
      lender: z
        .string()
        .trim()
        .max(150, "Name the lender in at most 150 characters.")
        .regex(ONE_LINE, "The lender's name must be one line.")
        // What the team reads as a name is a name: no link, address or phone number (issue 41).
        .refine((value) => value === "" || isOrganisationName(value), ORGANISATION_NAME_RULE_MESSAGE)
        .optional()
        .transform((value) => value || null),
      closing_date: z
        .string({ error: CLOSING_DATE_MESSAGE })
        .trim()
        .refine(isCalendarDate, CLOSING_DATE_MESSAGE)
        .refine((value) => !isCalendarDate(value) || value > today, CLOSING_IN_PAST_MESSAGE)
        .refine((value) => !isCalendarDate(value) || value <= limit, CLOSING_TOO_FAR_MESSAGE),
      conditions: z
        .string()
        .trim()
        .max(4000, "Describe the other conditions in at most 4,000 characters.")
        .optional()
        .transform((value) => value || null),
      acknowledge: z.literal("on", { error: ACKNOWLEDGE_MESSAGE }),
    })
    .superRefine((offer, context) => {
      if (offer.deposit > offer.price) context.addIssue({ code: "custom", path: ["deposit"], message: DEPOSIT_OVER_PRICE_MESSAGE });
      if (offer.lender && offer.financing !== "conditional")
        context.addIssue({ code: "custom", path: ["lender"], message: LENDER_WITHOUT_FINANCING_MESSAGE });
    });
}

export type OfferFieldErrors = Partial<Record<OfferField, string>>;

export type ParsedOffer =
  | { ok: true; terms: OfferTerms; proof: File | null }
  | { ok: false; status: 400 | 413; fieldErrors: OfferFieldErrors; values: Partial<Record<OfferField, string>> };

/** The form's text values as typed (to fill the form again), files left out. */
function typedValues(formData: FormData): Partial<Record<OfferField, string>> {
  const values: Partial<Record<OfferField, string>> = {};
  for (const field of OFFER_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 4000);
  }
  return values;
}

/** A file input left empty arrives as a nameless, empty file: no proof of funds. */
function chosenFile(value: FormDataEntryValue | null): File | null {
  if (!(value instanceof File)) return null;
  return value.size === 0 && value.name === "" ? null : value;
}

/** The submission checked: the terms and the proof-of-funds file, or every field's error (nothing stored then). */
export function parseOfferForm(formData: FormData, now: Date): ParsedOffer {
  const values = typedValues(formData);
  const parsed = offerSchema(now).safeParse(values);
  const fieldErrors: OfferFieldErrors = {};
  let status: 400 | 413 = 400;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OfferField;
      if (OFFER_FIELDS.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
  }
  const proof = chosenFile(formData.get("proof_of_funds"));
  if (proof) {
    // The room's documents' rules (upload.ts): the same kinds of file, up to 25 MB.
    const check = checkUpload(proof);
    if (!check.ok) {
      fieldErrors.proof_of_funds = check.error.replace("Upload a document", "Attach a proof of funds");
      if (check.status === 413) status = 413;
    }
  }
  if (!parsed.success || fieldErrors.proof_of_funds) return { ok: false, status, fieldErrors, values };
  const offer = parsed.data;
  return {
    ok: true,
    proof,
    terms: {
      price: offer.price,
      deposit: offer.deposit,
      dueDiligenceDays: offer.due_diligence_days,
      financing: offer.financing,
      lender: offer.lender,
      closingDate: offer.closing_date,
      conditions: offer.conditions,
    },
  };
}
