import type { NextRequest } from "next/server";
import { LEAD_KINDS, type LeadKind } from "@agency/supabase/leads";
import { LEAD_API_BODY_LIMIT, tooLargeMessage } from "@/src/http/bodyLimits";
import { readLimitedBody } from "@/src/http/limitedBody";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { UNIDENTIFIED, clientKeyFrom } from "@/src/leads/clientKey";
import { FAILURE_MESSAGE } from "@/src/leads/formState";
import { parseLeadBody } from "@/src/leads/requestFields";
import { submitLead } from "@/src/leads/submitLead";
import { listingExists } from "@/src/listings/known.server";

function json(status: number, body: Record<string, unknown>, extra: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...extra } });
}

/**
 * The lead forms as an HTTP API (JSON or URL-encoded), with real status codes: 200 stored,
 * 400 invalid, 413 too large, 415 wrong type, 429 rate-limited, 503 not stored.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) {
    return json(404, {
      status: "invalid",
      message: `There is no ${kind.slice(0, 40)} form: use contact, investor or valuation`,
      fieldErrors: {},
    });
  }
  const body = await readLimitedBody(request, LEAD_API_BODY_LIMIT);
  if (body === null) {
    return json(413, { status: "invalid", message: tooLargeMessage(LEAD_API_BODY_LIMIT), fieldErrors: {} }, { connection: "close" });
  }
  const parsed = parseLeadBody(request.headers.get("content-type"), body);
  if (!parsed.ok) return json(parsed.httpStatus, { status: "invalid", message: parsed.message, fieldErrors: parsed.fieldErrors });
  const fields = parsed.fields;

  try {
    const backend = await getBackend();
    const clientKey = clientKeyFrom(request.headers);
    const outcome = await submitLead(
      kind as LeadKind,
      fields,
      clientKey,
      {
        repository: backend.repository,
        rateLimiter: backend.rateLimiter,
        notifier: backend.notifier,
        consentWording: backend.consentWording,
        logError,
      },
      { referer: request.headers.get("referer"), listingExists, clientAddress: clientKey === UNIDENTIFIED ? null : clientKey },
    );
    const payload = {
      status: outcome.status,
      message: outcome.message,
      fieldErrors: outcome.fieldErrors,
      ...(outcome.leadId ? { id: outcome.leadId } : {}),
    };
    const retryAfter = outcome.retryAfterSeconds === undefined ? undefined : { "retry-after": String(outcome.retryAfterSeconds) };
    return json(outcome.httpStatus, payload, retryAfter);
  } catch (error) {
    logError(`The ${kind} API submission could not be processed`, error);
    return json(503, { status: "failed", message: FAILURE_MESSAGE, fieldErrors: {} });
  }
}
