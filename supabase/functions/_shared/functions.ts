/**
 * The edge functions (docs/architecture.md#functions), written once on web-standard Request/Response: the Deno
 * entrypoints in supabase/functions/<name>/index.ts serve them on Supabase, and the Next.js
 * server calls them in-process in embedded mode. Runtime-neutral: no Node or Deno APIs.
 */
import { z } from "zod";
import { LEAD_FUNCTIONS, validateLead, type LeadByKind, type LeadKind } from "./leads.ts";
import type { Mailer } from "./mail.ts";
import { buildNotificationEmail, buildTestEmail } from "./notificationEmail.ts";

export type LeadFunctionName = (typeof LEAD_FUNCTIONS)[LeadKind];
export type FunctionName = LeadFunctionName | "health" | "test-email";
export type FunctionHandler = (request: Request) => Promise<Response>;
export type FunctionHandlers = Record<FunctionName, FunctionHandler>;
export type InsertLead = <K extends LeadKind>(kind: K, lead: LeadByKind[K]) => Promise<{ id: string }>;

export interface FunctionDeps {
  mailer: Mailer;
  /** From header of every e-mail, e.g. "Agency website <no-reply@example.ca>". */
  mailFrom: string;
  /** The team's addresses that receive lead notifications. */
  notifyTo: string[];
  /** When present, a lead function stores the lead itself unless the payload says skip_db: true. */
  insertLead?: InsertLead;
  /** When present, health reports the database; otherwise "unchecked". */
  checkDatabase?: () => Promise<void>;
  now?: () => Date;
  /** Health checks give up after this long; default 5 s. */
  healthTimeoutMs?: number;
  logError?: (message: string, error: unknown) => void;
}

export const FUNCTION_NAMES = ["contact-form", "investor-signup", "property-valuation", "health", "test-email"] as const satisfies readonly FunctionName[];

export const MAX_BODY_BYTES = 64 * 1024;

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
} as const;

const NO_RECIPIENTS = "no notification recipients configured (NOTIFY_TO)";

export const EMPTY_EMAIL_MESSAGE = "Please enter an email address";
export const INVALID_TEST_EMAIL_MESSAGE = "Invalid email address";

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...CORS_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

function preflight(): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, "Access-Control-Max-Age": "86400" } });
}

function methodNotAllowed(allowed: string): Response {
  return jsonResponse(405, { error: "Method not allowed" }, { Allow: allowed });
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Unknown error";
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Reads the body as a JSON object, refusing more than MAX_BODY_BYTES even without Content-Length. */
async function readJsonObject(request: Request, invalid: Record<string, unknown>): Promise<Record<string, unknown>> {
  const tooLarge = new HttpError(413, { ...invalid, error: "Request body too large" });
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge;

  const bytes = new Uint8Array(MAX_BODY_BYTES);
  let length = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge;
      }
      bytes.set(value, length);
      length += value.byteLength;
    }
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, length)));
  } catch {
    throw new HttpError(400, invalid);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new HttpError(400, invalid);
  return parsed as Record<string, unknown>;
}

/** The retry loop's lead id, echoed back and shown in the e-mail; anything odd is ignored. */
function leadIdOf(payload: Record<string, unknown>): string | undefined {
  const value = payload.lead_id;
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string" && /^[\w.:-]{1,100}$/.test(value)) return value;
  return undefined;
}

/** The row's created_at when the caller sends it (a retried notification), else now. */
function receivedAtOf(payload: Record<string, unknown>, now: Date): Date {
  const value = payload.created_at;
  if (typeof value !== "string" || value.length > 40) return now;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() > now.getTime() + 60_000 ? now : date;
}

function withTimeout(check: () => Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.resolve().then(check),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createFunctionHandlers(deps: FunctionDeps): FunctionHandlers {
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? ((message: string, error: unknown) => console.error(`[functions] ${message}:`, error));

  /** OPTIONS, method check, and the last line of defence: no stack trace ever leaves. */
  function endpoint(name: FunctionName, methods: readonly string[], handle: (request: Request) => Promise<Response>): FunctionHandler {
    const allowed = [...methods, "OPTIONS"].join(", ");
    return async (request) => {
      try {
        if (request.method === "OPTIONS") return preflight();
        if (!methods.includes(request.method)) return methodNotAllowed(allowed);
        return await handle(request);
      } catch (error) {
        if (error instanceof HttpError) return jsonResponse(error.status, error.body);
        logError(`${name} failed unexpectedly`, error);
        return jsonResponse(500, { error: "Internal error" });
      }
    };
  }

  function leadHandler<K extends LeadKind>(kind: K): FunctionHandler {
    const name = LEAD_FUNCTIONS[kind];
    return endpoint(name, ["POST"], async (request) => {
      const payload = await readJsonObject(request, { error: "Invalid JSON body" });
      const validation = validateLead(kind, payload);
      if (!validation.ok) return jsonResponse(400, { error: validation.formError, fieldErrors: validation.fieldErrors });

      const leadId = leadIdOf(payload);
      const echo = leadId === undefined ? {} : { lead_id: leadId };
      let id: string | undefined;
      if (payload.skip_db !== true && deps.insertLead) {
        try {
          ({ id } = await deps.insertLead(kind, validation.lead));
        } catch (error) {
          logError(`${name}: database insert failed`, error);
          return jsonResponse(500, { error: "Database insert failed", ...echo });
        }
      }

      const email = buildNotificationEmail(kind, validation.lead, { leadId: id ?? leadId, receivedAt: receivedAtOf(payload, now()) });
      try {
        if (deps.notifyTo.length === 0) throw new Error(NO_RECIPIENTS);
        await deps.mailer.send({ from: deps.mailFrom, to: deps.notifyTo, replyTo: email.replyTo, subject: email.subject, text: email.text, html: email.html });
      } catch (error) {
        logError(`${name}: notification failed`, error);
        return jsonResponse(502, { error: "Notification failed", details: errorMessage(error), ...(id ? { id } : {}), ...echo });
      }
      return jsonResponse(200, { success: true, ...(id ? { id } : {}), ...echo, notified: true });
    });
  }

  const health = endpoint("health", ["GET", "POST", "HEAD"], async (request) => {
    const timeoutMs = deps.healthTimeoutMs ?? 5000;
    const probe = async (check: () => Promise<void>) => {
      try {
        await withTimeout(check, timeoutMs);
        return "ok";
      } catch (error) {
        return `error: ${errorMessage(error)}`;
      }
    };
    const [database, mail] = await Promise.all([
      deps.checkDatabase ? probe(deps.checkDatabase) : Promise.resolve("unchecked"),
      probe(async () => {
        if (deps.notifyTo.length === 0) throw new Error(NO_RECIPIENTS);
        await deps.mailer.verify();
      }),
    ]);
    const healthy = (database === "ok" || database === "unchecked") && mail === "ok";
    const response = jsonResponse(healthy ? 200 : 503, { status: healthy ? "ok" : "error", database, mail, time: now().toISOString() });
    if (request.method === "HEAD") return new Response(null, { status: response.status, headers: response.headers });
    return response;
  });

  const emailSchema = z.email();
  const testEmail = endpoint("test-email", ["POST"], async (request) => {
    const payload = await readJsonObject(request, { success: false, error: "Invalid JSON body" });
    const email = typeof payload.email === "string" ? payload.email.trim() : "";
    if (!email) return jsonResponse(400, { success: false, error: EMPTY_EMAIL_MESSAGE });
    if (email.length > 254 || !emailSchema.safeParse(email).success) return jsonResponse(400, { success: false, error: INVALID_TEST_EMAIL_MESSAGE });
    const message = buildTestEmail({ sentAt: now() });
    try {
      const { messageId } = await deps.mailer.send({ from: deps.mailFrom, to: [email], ...message });
      return jsonResponse(200, { success: true, messageId });
    } catch (error) {
      logError("test-email failed", error);
      return jsonResponse(502, { success: false, error: "Test email failed", details: errorMessage(error) });
    }
  });

  return {
    "contact-form": leadHandler("contact"),
    "investor-signup": leadHandler("investor"),
    "property-valuation": leadHandler("valuation"),
    health,
    "test-email": testEmail,
  };
}
