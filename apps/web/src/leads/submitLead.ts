/**
 * One submission, from raw form fields to a stored lead (docs/architecture.md, "How a lead flows"):
 * rate limit, zod validation, spam checks, insert (the commit point), then a nudge to the
 * notifier, whose failure never fails the visitor. Suspected spam is stored too, in quarantine,
 * and not notified (docs/decisions/0019-spam-quarantine.md). Used by the Server Actions (forms, with and
 * without JavaScript) and by POST /api/leads/{kind} (status codes for scripts and load tests).
 */
import { ATTRIBUTION_FIELD } from "@agency/supabase/attribution";
import { ESTIMATE_FIELD } from "@agency/supabase/estimate";
import { validateLead, type LeadKind } from "@agency/supabase/leads";
import type { LeadStore, SpamReason } from "@/src/leads/store/types";
import type { RateLimiter } from "./rateLimit";
import { LISTING_FIELD } from "@agency/supabase/lead-fields";
import { listingOf, withServerFields, type SubmitRequest } from "./serverFields";
import { FAILURE_MESSAGE, HONEYPOT_FIELD, MINIMUM_FILL_MS, STARTED_AT_FIELD, type FormState } from "./formState";

export interface SubmitDeps {
  repository: () => Promise<LeadStore>;
  rateLimiter: RateLimiter;
  notifier: { wake(): void };
  /**
   * The SHA-256 of the consent wording the investor form shows, registered in the consent record
   * (consent/wordingRecord.ts); an investor signup records it with its page and client address.
   */
  consentWording?: () => Promise<string>;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export interface SubmitOutcome extends FormState {
  httpStatus: 200 | 400 | 429 | 503;
  /** Set when a lead was stored (suspected spam included). */
  leadId?: string;
  /** Set when the lead was stored in quarantine as suspected spam (the visitor is not told). */
  spamReason?: SpamReason;
  /** Set when rate-limited: the limiter's own wait, for the API's Retry-After. */
  retryAfterSeconds?: number;
}

const MAX_ECHOED_LENGTH = 10_000;

/** How a checkbox group's values are echoed in one string (the form splits them again). */
export const VALUE_LIST_SEPARATOR = "\n";

/** The visitor's text fields, without framework or hidden fields, capped for echoing back. */
export function visibleValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (
      name.startsWith("$") ||
      name === HONEYPOT_FIELD ||
      name === STARTED_AT_FIELD ||
      name === ATTRIBUTION_FIELD ||
      name === ESTIMATE_FIELD ||
      name === LISTING_FIELD
    )
      continue;
    if (typeof value === "string") values[name] = value.slice(0, MAX_ECHOED_LENGTH);
    // A checkbox group (the buy box): its checked values, one a line (none holds a line break).
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      values[name] = value.join(VALUE_LIST_SEPARATOR).slice(0, MAX_ECHOED_LENGTH);
    }
  }
  return values;
}

/**
 * How long the visitor took, from the form's first render (the hidden field the browser fills)
 * to now; null without JavaScript, where the field stays empty (decision 0006).
 */
export function fillTimeMs(fields: Record<string, unknown>, now: number): number | null {
  const raw = fields[STARTED_AT_FIELD];
  if (typeof raw !== "string" || !/^\d{1,16}$/.test(raw)) return null;
  const startedAt = Number(raw);
  return startedAt > 0 ? now - startedAt : null;
}

/** Why a submission looks automated, or null. A negative fill time is a skewed clock, not a bot. */
export function spamSignal(fields: Record<string, unknown>, fillMs: number | null): SpamReason | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  if (fillMs !== null && fillMs >= 0 && fillMs < MINIMUM_FILL_MS) return "too_fast";
  return null;
}

export type { SubmitRequest };

/** The path of the page a form was sent from (its Referer), for the consent record; null if unknown. */
export function pathOf(referer: string | null | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 500);
  } catch {
    return null;
  }
}

export async function submitLead(
  kind: LeadKind,
  fields: Record<string, unknown>,
  clientKey: string,
  deps: SubmitDeps,
  request: SubmitRequest = {},
): Promise<SubmitOutcome> {
  const now = (deps.now ?? Date.now)();
  const values = visibleValues(fields);
  const base = { fieldErrors: {}, submittedAt: now };

  const limit = await deps.rateLimiter.attempt(`${kind}:${clientKey}`, now);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return {
      ...base,
      httpStatus: 429,
      status: "rate_limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call or e-mail us directly.`,
      values,
    };
  }

  // Attribution and a valuation's figures are the server's reading of the hidden fields and the
  // Referer, never the raw fields: whatever does not fit is dropped, never failing the submission.
  const serverFields = withServerFields(kind, fields, request, now);
  if (kind === "contact") serverFields[LISTING_FIELD] = await listingOf(fields, request);
  const validation = validateLead(kind, serverFields);
  if (!validation.ok) {
    return { ...base, httpStatus: 400, status: "invalid", message: validation.formError, fieldErrors: validation.fieldErrors, values };
  }

  // Suspected spam is acknowledged like a real lead, so bots learn nothing, and stored in
  // quarantine, so a quick person is never lost: the team is not e-mailed until the operator
  // releases it. Checked after validation, so a person who submits an incomplete form quickly
  // still sees the errors, and invalid data is never stored, quarantined or not.
  const fillMs = fillTimeMs(fields, now);
  const spamReason = spamSignal(fields, fillMs) ?? undefined;

  let leadId: string;
  try {
    const repository = await deps.repository();
    const consent =
      kind === "investor" && deps.consentWording
        ? { wordingSha256: await deps.consentWording(), page: pathOf(request.referer), clientAddress: request.clientAddress ?? null }
        : undefined;
    leadId = (await repository.insert(kind, validation.lead, { spamReason, fillMs, ...(consent ? { consent } : {}) })).id;
  } catch (error) {
    deps.logError?.(`Storing a ${kind} lead failed`, error);
    return { ...base, httpStatus: 503, status: "failed", message: FAILURE_MESSAGE, values };
  }
  if (spamReason) return { ...base, httpStatus: 200, status: "success", message: null, values: {}, leadId, spamReason };

  try {
    deps.notifier.wake();
  } catch (error) {
    deps.logError?.("Waking the notifier failed (the retry loop will deliver)", error);
  }
  return { ...base, httpStatus: 200, status: "success", message: null, values: {}, leadId };
}
