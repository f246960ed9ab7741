/**
 * The edge functions (docs/architecture.md#functions), written once on web-standard Request/Response: the Deno
 * entrypoints in supabase/functions/<name>/index.ts serve them on Supabase, and the Next.js
 * server calls them in-process in embedded mode. Runtime-neutral: no Node or Deno APIs.
 *
 * Only the site's server may call them (access.ts, docs/decisions/0018-hosted-functions.md): the
 * lead functions and test-email answer 401 to a call without the right FUNCTIONS_SECRET header,
 * in both modes; health answers anyone, with each part's state only unless the call is signed.
 */
import { z } from "zod";
import {
  corsHeaders,
  createSignatureCheck,
  FUNCTION_SECRET_HEADER,
  MIN_FUNCTION_SECRET_LENGTH,
  siteOrigin,
  type Signature,
} from "./access.ts";
import { LEAD_FUNCTIONS, validateLead, type LeadByKind, type LeadKind } from "./leads.ts";
import { MAX_BODY_BYTES } from "./limits.ts";
import { MAIL_HEADERS_ALLOWED, type Mailer } from "./mail.ts";
import { buildNotificationEmail, buildTestEmail } from "./notificationEmail.ts";

export { FUNCTION_SECRET_HEADER, MIN_FUNCTION_SECRET_LENGTH } from "./access.ts";

export type LeadFunctionName = (typeof LEAD_FUNCTIONS)[LeadKind];
export type FunctionName = LeadFunctionName | "health" | "test-email" | "send-email";
export type FunctionHandler = (request: Request) => Promise<Response>;
export type FunctionHandlers = Record<FunctionName, FunctionHandler>;
export type InsertLead = <K extends LeadKind>(kind: K, lead: LeadByKind[K]) => Promise<{ id: string }>;

export interface FunctionDeps {
  /**
   * FUNCTIONS_SECRET: every call but health's must carry it in the x-agency-function-secret header
   * (access.ts). Unset or shorter than 32 characters: those functions refuse every call (503).
   */
  functionSecret: string | undefined;
  /** SITE_URL: the only origin CORS lets a browser read answers from. Unset: none. */
  siteUrl: string | undefined;
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

export const FUNCTION_NAMES = [
  "contact-form",
  "investor-signup",
  "property-valuation",
  "health",
  "test-email",
  "send-email",
] as const satisfies readonly FunctionName[];

export { MAX_BODY_BYTES };

const NO_RECIPIENTS = "no notification recipients configured (NOTIFY_TO)";

export const UNSIGNED_MESSAGE = `Only the website's server may call this function (missing or wrong ${FUNCTION_SECRET_HEADER} header)`;
export const UNCONFIGURED_MESSAGE = `The functions have no FUNCTIONS_SECRET (of at least ${MIN_FUNCTION_SECRET_LENGTH} characters): they accept no call`;

export const EMPTY_EMAIL_MESSAGE = "Please enter an email address";
export const INVALID_TEST_EMAIL_MESSAGE = "Invalid email address";

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
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

/** The first lead this one repeats (same e-mail within 24 hours), when the retry loop says so. */
function repeatOfOf(payload: Record<string, unknown>): string | undefined {
  const value = payload.repeat_of;
  return typeof value === "string" && /^[\w.:-]{1,100}$/.test(value) ? value : undefined;
}

/**
 * The team's addresses the site's server sends with a signed call (its NOTIFY_TO, or the site
 * settings' e-mail): the one place the recipients are configured, in both modes. Absent or not a
 * short list of addresses: the functions' own NOTIFY_TO, kept for a site of an older version.
 */
function notifyToOf(payload: Record<string, unknown>, fallback: string[]): string[] {
  const value = payload.notify_to;
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) return fallback;
  return value.every((address) => typeof address === "string" && z.email().safeParse(address).success) ? (value as string[]) : fallback;
}

/**
 * The lines the site's server sends for the notification to close with (decision 0053: the
 * registrant, the team of the brokerage, its address): the functions cannot read the content.
 * Absent or malformed: none (a direct call from an older site).
 */
function mailSignatureOf(payload: Record<string, unknown>): string[] {
  const value = payload.mail_signature;
  if (!Array.isArray(value) || value.length > 6) return [];
  return value.every((line) => typeof line === "string" && line.length > 0 && line.length <= 300 && !/[\r\n]/.test(line))
    ? (value as string[])
    : [];
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

/** The answer to a call the server did not sign, in the function's own error shape. */
function refusal(signature: Exclude<Signature, "signed">, shape: Record<string, unknown>): Response {
  if (signature === "unconfigured") return jsonResponse(503, { ...shape, error: UNCONFIGURED_MESSAGE });
  return jsonResponse(401, { ...shape, error: UNSIGNED_MESSAGE });
}

const sendEmailSchema = z.strictObject({
  to: z.array(z.email().max(254)).min(1).max(10),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1).max(100_000),
  html: z.string().min(1).max(200_000),
  replyTo: z.email().max(254).optional(),
  headers: z.partialRecord(z.enum(MAIL_HEADERS_ALLOWED), z.string().min(1).max(2000)).optional(),
});

type LogError = (message: string, error: unknown) => void;

/** Wraps a function's handling: OPTIONS, the method check, CORS on every answer, no stack trace out. */
type Endpoint = (
  name: FunctionName,
  methods: readonly string[],
  handle: (request: Request, signature: Signature) => Promise<Response>,
) => FunctionHandler;

/** What every handler is built from: the dependencies, the clock, the log and the endpoint wrapper. */
interface HandlerContext {
  deps: FunctionDeps;
  now: () => Date;
  logError: LogError;
  endpoint: Endpoint;
}

/**
 * OPTIONS (a preflight carries no credentials, so it is answered before any check), the method
 * check, the CORS headers on every answer, and the last line of defence: no stack trace ever
 * leaves.
 */
function createEndpoint(origin: string | null, signatureOf: (request: Request) => Promise<Signature>, logError: LogError): Endpoint {
  return (name, methods, handle) => {
    const allowed = [...methods, "OPTIONS"].join(", ");
    const cors = corsHeaders(origin, methods);
    const withCors = (response: Response) => {
      for (const [header, value] of Object.entries(cors)) response.headers.set(header, value);
      return response;
    };
    return async (request) => {
      try {
        if (request.method === "OPTIONS")
          return withCors(new Response(null, { status: 204, headers: { "Access-Control-Max-Age": "86400" } }));
        if (!methods.includes(request.method)) return withCors(methodNotAllowed(allowed));
        return withCors(await handle(request, await signatureOf(request)));
      } catch (error) {
        if (error instanceof HttpError) return withCors(jsonResponse(error.status, error.body));
        logError(`${name} failed unexpectedly`, error);
        return withCors(jsonResponse(500, { error: "Internal error" }));
      }
    };
  };
}

function leadHandler<K extends LeadKind>({ deps, now, logError, endpoint }: HandlerContext, kind: K): FunctionHandler {
  const name = LEAD_FUNCTIONS[kind];
  return endpoint(name, ["POST"], async (request, signature) => {
    // Before the body is read: an unsigned call costs one header lookup and mails nothing,
    // whatever it asks for (skip_db included).
    if (signature !== "signed") return refusal(signature, {});
    const payload = await readJsonObject(request, { error: "Invalid JSON body" });
    const validation = validateLead(kind, payload, { stored: payload.skip_db === true });
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

    const email = buildNotificationEmail(kind, validation.lead, {
      leadId: id ?? leadId,
      receivedAt: receivedAtOf(payload, now()),
      repeatOf: repeatOfOf(payload),
      signature: mailSignatureOf(payload),
    });
    const notifyTo = notifyToOf(payload, deps.notifyTo);
    try {
      if (notifyTo.length === 0) throw new Error(NO_RECIPIENTS);
      await deps.mailer.send({
        from: deps.mailFrom,
        to: notifyTo,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (error) {
      logError(`${name}: notification failed`, error);
      return jsonResponse(502, { error: "Notification failed", details: errorMessage(error), ...(id ? { id } : {}), ...echo });
    }
    return jsonResponse(200, { success: true, ...(id ? { id } : {}), ...echo, notified: true });
  });
}

// Callable without the secret, as a probe: an unsigned call learns each part's state only, never
// an error's text (which can quote a database or mail provider). A wrong secret is refused, so
// the site's own health check notices a FUNCTIONS_SECRET that differs from the functions'.
function healthHandler({ deps, now, endpoint }: HandlerContext): FunctionHandler {
  return endpoint("health", ["GET", "POST", "HEAD"], async (request, signature) => {
    if (signature === "wrong") return refusal(signature, {});
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
    // The lead functions and test-email refuse every call without a secret: not healthy.
    const auth = signature === "unconfigured" ? `error: ${UNCONFIGURED_MESSAGE}` : "ok";
    const healthy = (database === "ok" || database === "unchecked") && mail === "ok" && auth === "ok";
    // auth's text is ours and fixed (the lead functions answer it to anyone already), so it stays.
    const stateOnly = (part: string) => (part.startsWith("error") ? "error" : part);
    const parts = signature === "signed" ? { database, mail, auth } : { database: stateOnly(database), mail: stateOnly(mail), auth };
    const response = jsonResponse(healthy ? 200 : 503, { status: healthy ? "ok" : "error", ...parts, time: now().toISOString() });
    if (request.method === "HEAD") return new Response(null, { status: response.status, headers: response.headers });
    return response;
  });
}

const emailSchema = z.email();

function testEmailHandler({ deps, now, logError, endpoint }: HandlerContext): FunctionHandler {
  return endpoint("test-email", ["POST"], async (request, signature) => {
    // It mails any address it is given: unsigned, it would be an open relay on the agency's domain.
    if (signature !== "signed") return refusal(signature, { success: false });
    const payload = await readJsonObject(request, { success: false, error: "Invalid JSON body" });
    const email = typeof payload.email === "string" ? payload.email.trim() : "";
    if (!email) return jsonResponse(400, { success: false, error: EMPTY_EMAIL_MESSAGE });
    if (email.length > 254 || !emailSchema.safeParse(email).success)
      return jsonResponse(400, { success: false, error: INVALID_TEST_EMAIL_MESSAGE });
    const message = buildTestEmail({ sentAt: now(), signature: mailSignatureOf(payload) });
    try {
      const { messageId } = await deps.mailer.send({ from: deps.mailFrom, to: [email], ...message });
      return jsonResponse(200, { success: true, messageId });
    } catch (error) {
      logError("test-email failed", error);
      return jsonResponse(502, { success: false, error: "Test email failed", details: errorMessage(error) });
    }
  });
}

/**
 * A message the site's server composed (the deal room's access link and the team's notice of a
 * signature, the investors' listing announcements), sent from MAIL_FROM. Signed calls only, like
 * test-email; the sender, and any header but the list ones, cannot be chosen by the caller.
 */
function sendEmailHandler({ deps, logError, endpoint }: HandlerContext): FunctionHandler {
  return endpoint("send-email", ["POST"], async (request, signature) => {
    if (signature !== "signed") return refusal(signature, { success: false });
    const payload = await readJsonObject(request, { success: false, error: "Invalid JSON body" });
    const parsed = sendEmailSchema.safeParse(payload);
    if (!parsed.success) {
      return jsonResponse(400, {
        success: false,
        error: `Invalid message: ${parsed.error.issues.map((issue) => issue.path.join(".") || issue.message).join(", ")}`,
      });
    }
    const { to, subject, text, html, replyTo, headers } = parsed.data;
    try {
      const { messageId } = await deps.mailer.send({
        from: deps.mailFrom,
        to,
        subject,
        text,
        html,
        ...(replyTo ? { replyTo } : {}),
        ...(headers ? { headers } : {}),
      });
      return jsonResponse(200, { success: true, messageId });
    } catch (error) {
      logError("send-email failed", error);
      return jsonResponse(502, { success: false, error: "Sending failed", details: errorMessage(error) });
    }
  });
}

export function createFunctionHandlers(deps: FunctionDeps): FunctionHandlers {
  const logError: LogError = deps.logError ?? ((message: string, error: unknown) => console.error(`[functions] ${message}:`, error));
  const context: HandlerContext = {
    deps,
    now: deps.now ?? (() => new Date()),
    logError,
    endpoint: createEndpoint(siteOrigin(deps.siteUrl), createSignatureCheck(deps.functionSecret), logError),
  };
  return {
    "contact-form": leadHandler(context, "contact"),
    "investor-signup": leadHandler(context, "investor"),
    "property-valuation": leadHandler(context, "valuation"),
    health: healthHandler(context),
    "test-email": testEmailHandler(context),
    "send-email": sendEmailHandler(context),
  };
}
