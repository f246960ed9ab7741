import type { NextRequest } from "next/server";
import { LEAD_KINDS, type LeadKind } from "@agency/supabase/leads";
import { getLeadsBackend, logError } from "../../../../src/leads/backend.server";
import { clientKeyFrom } from "../../../../src/leads/clientKey";
import { FAILURE_MESSAGE } from "../../../../src/leads/formState";
import { submitLead } from "../../../../src/leads/submitLead";

const MAX_BODY_BYTES = 64 * 1024;

function json(status: number, body: Record<string, unknown>, extra: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...extra } });
}

/** Reads at most MAX_BODY_BYTES, stopping early on larger bodies. */
async function readBody(request: NextRequest): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

function parseFields(contentType: string, body: string): Record<string, unknown> | "unsupported" | "malformed" {
  if (contentType.startsWith("application/json")) {
    try {
      const value: unknown = JSON.parse(body);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : "malformed";
    } catch {
      return "malformed";
    }
  }
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return "unsupported";
}

/**
 * The lead forms as an HTTP API (JSON or URL-encoded), with real status codes: 200 stored,
 * 400 invalid, 413 too large, 415 wrong type, 429 rate-limited, 503 not stored.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) return json(404, { error: "Unknown form" });
  const body = await readBody(request);
  if (body === null) return json(413, { error: `The submission is larger than ${MAX_BODY_BYTES / 1024} KB` });
  const fields = parseFields(request.headers.get("content-type") ?? "", body);
  if (fields === "unsupported") return json(415, { error: "Send application/json or application/x-www-form-urlencoded" });
  if (fields === "malformed") return json(400, { error: "The body is not a JSON object" });

  try {
    const backend = await getLeadsBackend();
    const outcome = await submitLead(kind as LeadKind, fields, clientKeyFrom(request.headers), {
      repository: backend.repository,
      rateLimiter: backend.rateLimiter,
      notifier: backend.notifier,
      logError,
    });
    const payload = { status: outcome.status, message: outcome.message, fieldErrors: outcome.fieldErrors, ...(outcome.leadId ? { id: outcome.leadId } : {}) };
    const retryAfter = outcome.status === "rate_limited" ? { "retry-after": "600" } : undefined;
    return json(outcome.httpStatus, payload, retryAfter);
  } catch (error) {
    logError(`The ${kind} API submission could not be processed`, error);
    return json(503, { status: "failed", message: FAILURE_MESSAGE, fieldErrors: {} });
  }
}
