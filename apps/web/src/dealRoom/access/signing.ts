/**
 * Signing the confidentiality agreement (issue 17): the form's fields checked, the agreement the
 * signer read compared with the one published now, the signature stored, the e-mails woken. A
 * refused signature stores nothing. The access link is never shown here: it goes only to the
 * address typed, which is what proves the address (a mistyped one unlocks nothing).
 */
import { z } from "zod";
import {
  INVALID_EMAIL_MESSAGE,
  NAME_RULE_MESSAGE,
  ORGANISATION_NAME_RULE_MESSAGE,
  isOrganisationName,
  isPersonName,
} from "@agency/supabase/lead-fields";
import { serverAttribution } from "@/src/leads/serverFields";
import type { AgreementVersion } from "./agreement";
import type { DealRoomStore } from "@/src/dealRoom/store";

export const SIGNING_FIELDS = [
  "listing",
  "agreement_sha256",
  "name",
  "email",
  "phone",
  "company",
  "role",
  "client_name",
  "signature",
  "agree",
] as const;

export const AGREEMENT_CHANGED_MESSAGE =
  "The agreement was updated after you opened this page. Read the current version below and sign again.";
export const SIGNATURE_MISMATCH_MESSAGE = "Type your full name exactly as you entered it above to sign";
export const AGREE_MESSAGE = "Tick “I agree” to sign the agreement";
export const CLIENT_MESSAGE = "Name the client you represent";
export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";
export const UNAVAILABLE_LISTING_MESSAGE = "This listing's documents are no longer offered. Call or e-mail us about it.";

const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

function line(max: number, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `At most ${max} characters`)
    .regex(ONE_LINE, "Contains characters that are not allowed");
}

/** A name or a typed signature: a line that passes the name rule (issue 31, leadFields.ts). */
const personLine = (max: number, missing: string) =>
  line(max, missing).refine((value) => value === "" || isPersonName(value), NAME_RULE_MESSAGE);

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .regex(ONE_LINE, "Contains characters that are not allowed")
    .optional()
    .transform((value) => (value ? value : null));

/**
 * A company or the client a broker represents: optional, and when given, a name by the company
 * rule (issue 41): the owner's report and the team's e-mails show it beside the signer's name.
 */
const organisationLine = (max: number) =>
  optionalLine(max).refine((value) => value === null || isOrganisationName(value), ORGANISATION_NAME_RULE_MESSAGE);

const signingSchema = z
  .object({
    name: personLine(100, "Enter your full name"),
    email: z
      .string({ error: INVALID_EMAIL_MESSAGE })
      .trim()
      .min(1, "Enter the e-mail address the link should go to")
      .max(254, INVALID_EMAIL_MESSAGE)
      .pipe(z.email(INVALID_EMAIL_MESSAGE)),
    phone: line(30, "Enter a phone number we can reach you at").refine(
      (value) => value.replace(/\D/g, "").length >= 7,
      "Enter a phone number with at least 7 digits",
    ),
    company: organisationLine(150),
    role: z.enum(["principal", "broker"], { error: "Choose whether you are buying for yourself or as a broker" }),
    client_name: organisationLine(150),
    signature: personLine(100, "Type your full name to sign"),
    agree: z.literal("on", { error: AGREE_MESSAGE }),
  })
  .superRefine((value, context) => {
    if (value.role === "broker" && !value.client_name) context.addIssue({ code: "custom", path: ["client_name"], message: CLIENT_MESSAGE });
    if (comparableName(value.signature) !== comparableName(value.name)) {
      context.addIssue({ code: "custom", path: ["signature"], message: SIGNATURE_MISMATCH_MESSAGE });
    }
  });

/** Names compared as people read them: case, accents' composition and runs of spaces aside. */
function comparableName(name: string): string {
  return name.normalize("NFC").toLocaleLowerCase("en-CA").replace(/\s+/g, " ").trim();
}

export { AWAITING_TEAM_MESSAGE, INITIAL_SIGNING_STATE, type SigningState, type SigningStatus } from "./signingState";
import { AWAITING_TEAM_MESSAGE, type SigningState, type SigningStatus } from "./signingState";

export interface SigningDeps {
  store: () => Promise<DealRoomStore>;
  /** The agreement published now, or null when none is. */
  agreement: () => Promise<AgreementVersion | null>;
  /** Whether a listing has a deal room (confidential, published, not sold). */
  hasDealRoom: (slug: string) => Promise<boolean>;
  /** The per-client limit shared with the lead forms. */
  attempt: (key: string) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** Wakes the e-mail sender after a signature is stored. */
  wake: () => void;
  now?: () => number;
}

export interface SigningRequest {
  fields: Record<string, unknown>;
  /** The Referer (the agreement page), the attribution's fallback without JavaScript. */
  referer?: string | null;
  /** The trusted client address (decision 0017), null when unknown. */
  ip: string | null;
  userAgent: string | null;
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

export async function signAgreement({ fields, referer, ip, userAgent }: SigningRequest, deps: SigningDeps): Promise<SigningState> {
  const submittedAt = (deps.now ?? Date.now)();
  const values = Object.fromEntries(
    SIGNING_FIELDS.filter((field) => field !== "agree" && field !== "agreement_sha256").map((field) => [
      field,
      asText(fields[field]).slice(0, 300),
    ]),
  );
  const refuse = (status: SigningStatus, message: string, fieldErrors: Record<string, string> = {}): SigningState => ({
    status,
    message,
    fieldErrors,
    values,
    sentTo: null,
    submittedAt,
  });

  const listing = asText(fields.listing);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(listing) || listing.length > 96 || !(await deps.hasDealRoom(listing))) {
    return refuse("invalid", UNAVAILABLE_LISTING_MESSAGE);
  }
  const parsed = signingSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
    }
    return refuse("invalid", FIX_FIELDS_MESSAGE, fieldErrors);
  }
  const agreement = await deps.agreement();
  if (!agreement || asText(fields.agreement_sha256) !== agreement.sha256) return refuse("invalid", AGREEMENT_CHANGED_MESSAGE);

  const limit = await deps.attempt(`agreement:${ip ?? "unidentified"}`);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return refuse(
      "rate_limited",
      `Too many signatures from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.`,
    );
  }

  const signer = parsed.data;
  const stored = await (
    await deps.store()
  ).recordSignature({
    listing,
    name: signer.name,
    email: signer.email,
    phone: signer.phone,
    company: signer.company,
    role: signer.role,
    clientName: signer.role === "broker" ? signer.client_name : null,
    signature: signer.signature,
    agreement: { sha256: agreement.sha256, body: agreement.body, version: agreement.version },
    ip: ip?.slice(0, 64) ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
    // Credited to the visit's campaign like a lead (decision 0048): never a private path or a token.
    attribution: serverAttribution(fields, referer, submittedAt),
  });
  deps.wake();
  // A withheld link: the signature is kept and the team's notice says why (mail.ts); the visitor
  // learns only that the team will be in touch.
  if (stored.accessWithheld)
    return { status: "awaiting_team", message: AWAITING_TEAM_MESSAGE, fieldErrors: {}, values: {}, sentTo: null, submittedAt };
  return { status: "signed", message: null, fieldErrors: {}, values: {}, sentTo: signer.email, submittedAt };
}
