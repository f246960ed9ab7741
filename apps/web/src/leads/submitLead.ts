/**
 * One submission, from raw form fields to a stored lead (ARCHITECTURE.md, "How a lead flows"):
 * rate limit, zod validation, spam checks, insert (the commit point), then a nudge to the
 * notifier, whose failure never fails the visitor. Used by the Server Actions (forms, with and
 * without JavaScript) and by POST /api/leads/{kind} (status codes for scripts and load tests).
 */
import { validateLead, type LeadKind } from "@agency/supabase/leads";
import type { LeadRepository } from "./repository/types";
import type { RateLimiter } from "./rateLimit";
import { FAILURE_MESSAGE, HONEYPOT_FIELD, MINIMUM_FILL_MS, STARTED_AT_FIELD, type FormState } from "./formState";

export interface SubmitDeps {
  repository: () => Promise<LeadRepository>;
  rateLimiter: RateLimiter;
  notifier: { wake(): void };
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export interface SubmitOutcome extends FormState {
  httpStatus: 200 | 400 | 429 | 503;
  /** Set when a lead was stored; absent for discarded spam. */
  leadId?: string;
}

const MAX_ECHOED_LENGTH = 10_000;

/** The visitor's text fields, without framework or hidden fields, capped for echoing back. */
export function visibleValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith("$") || name === HONEYPOT_FIELD || name === STARTED_AT_FIELD) continue;
    if (typeof value === "string") values[name] = value.slice(0, MAX_ECHOED_LENGTH);
  }
  return values;
}

function looksAutomated(fields: Record<string, unknown>, now: number): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  // Without JavaScript the field stays empty: such visitors are not timed (decision 0006).
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < MINIMUM_FILL_MS;
}

export async function submitLead(
  kind: LeadKind,
  fields: Record<string, unknown>,
  clientKey: string,
  deps: SubmitDeps,
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
      message: `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call or e-mail us directly.`,
      values,
    };
  }

  const validation = validateLead(kind, fields);
  if (!validation.ok) {
    return { ...base, httpStatus: 400, status: "invalid", message: validation.formError, fieldErrors: validation.fieldErrors, values };
  }

  // Spam is acknowledged like a real lead, so bots learn nothing, and stored nowhere. Checked
  // after validation so a person who submits an incomplete form quickly still sees the errors.
  if (looksAutomated(fields, now)) return { ...base, httpStatus: 200, status: "success", message: null, values: {} };

  let leadId: string;
  try {
    const repository = await deps.repository();
    leadId = (await repository.insert(kind, validation.lead)).id;
  } catch (error) {
    deps.logError?.(`Storing a ${kind} lead failed`, error);
    return { ...base, httpStatus: 503, status: "failed", message: FAILURE_MESSAGE, values };
  }

  try {
    deps.notifier.wake();
  } catch (error) {
    deps.logError?.("Waking the notifier failed (the retry loop will deliver)", error);
  }
  return { ...base, httpStatus: 200, status: "success", message: null, values: {}, leadId };
}
