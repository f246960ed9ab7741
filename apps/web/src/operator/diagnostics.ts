/**
 * The operator page's tests (docs/product.md#operator-page), run on the server so the browser never holds a
 * key: in embedded mode against PGlite, the in-process functions and the outbox; hosted, against
 * Supabase with the server's keys. Each answers a DiagnosticResult; a failure is a result too,
 * never an exception.
 */
import type { CallFunction } from "@/src/leads/functionCallers";
import type { LeadStore } from "@/src/leads/store/types";
import { DIAGNOSTIC_TESTS, MESSAGES, type DiagnosticResult, type DiagnosticTestId } from "./catalog";
import { errorText, invokeFunction, postFunction, readable, type FunctionsHost } from "./functionCalls";

export interface DiagnosticsDeps {
  callFunction: CallFunction;
  functions: FunctionsHost;
  repository: () => Promise<LeadStore>;
  /**
   * The lines the test e-mail closes with (decision 0053: the registrant, the team of the brokerage,
   * its address), sent in the signed call as the lead notifications' are: the functions cannot read
   * the content.
   */
  signature: () => Promise<readonly string[]>;
  now?: () => Date;
}

export interface Outcome {
  success: boolean;
  message: string;
  details: string;
}

/** The test lead: a reserved example.com address, so a reply goes nowhere. */
export const DIAGNOSTIC_LEAD = {
  name: "Operator diagnostics",
  email: "operator-diagnostics@example.com",
  message: "Sent by the operator's diagnostics page to test the contact form function.",
} as const;

export async function timed(test: string, run: () => Promise<Outcome>, now: () => Date = () => new Date()): Promise<DiagnosticResult> {
  const started = now();
  const startedMs = performance.now();
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = { success: false, message: `${test} failed`, details: errorText(error) };
  }
  return { test, ...outcome, timestamp: started.toISOString(), durationMs: Math.round(performance.now() - startedMs) };
}

async function health(deps: DiagnosticsDeps): Promise<Outcome> {
  const invoked = await invokeFunction(deps.callFunction, "health", {});
  if (invoked.ok)
    return { success: true, message: MESSAGES.healthOk, details: `Functions are reachable (invoke).\n${readable(invoked.text)}` };
  const direct = await postFunction(deps.functions, "health", {});
  if (direct.ok) {
    return {
      success: true,
      message: MESSAGES.healthOk,
      details: `Functions are reachable (direct POST; invoke failed: ${invoked.error}).\n${readable(direct.text)}`,
    };
  }
  return {
    success: false,
    message: MESSAGES.healthFailed,
    details: `${MESSAGES.bothFailed}\ninvoke: ${invoked.error}\ndirect POST: ${direct.error}\n${readable(direct.text ?? invoked.text)}`,
  };
}

/** The signature lines as the signed calls carry them: absent when there are none. */
async function mailSignature(deps: DiagnosticsDeps): Promise<{ mail_signature?: readonly string[] }> {
  const lines = await deps.signature();
  return lines.length > 0 ? { mail_signature: lines } : {};
}

async function contactFunction(deps: DiagnosticsDeps): Promise<Outcome> {
  // skip_db: the function only sends the team its notification (signed like every e-mail); nothing is stored.
  const body = { ...DIAGNOSTIC_LEAD, ...(await mailSignature(deps)), skip_db: true };
  const invoked = await invokeFunction(deps.callFunction, "contact-form", body);
  if (invoked.ok) return { success: true, message: MESSAGES.contactOk, details: `invoke:\n${readable(invoked.text)}` };
  const direct = await postFunction(deps.functions, "contact-form", body);
  if (direct.ok)
    return {
      success: true,
      message: MESSAGES.contactOk,
      details: `direct POST (invoke failed: ${invoked.error}):\n${readable(direct.text)}`,
    };
  return {
    success: false,
    message: MESSAGES.contactFailed,
    details: `invoke: ${invoked.error}\ndirect POST: ${direct.error}\n${readable(direct.text ?? invoked.text)}`,
  };
}

async function database(deps: DiagnosticsDeps): Promise<Outcome> {
  try {
    const count = await (await deps.repository()).count("contact", { includeTests: true });
    return {
      success: true,
      message: MESSAGES.restOk,
      details: `contact_forms answered an exact count: ${count} row${count === 1 ? "" : "s"}`,
    };
  } catch (error) {
    return {
      success: false,
      message: MESSAGES.restFailed,
      details: error instanceof Error && error.message ? error.message : MESSAGES.databaseUnreachable,
    };
  }
}

async function liveInsert(deps: DiagnosticsDeps): Promise<Outcome> {
  try {
    const lead = { ...DIAGNOSTIC_LEAD, message: "Live insert test row from the operator's diagnostics page." };
    // A test row: left out of the team's lead list, its exports and notifications.
    const row = await (await deps.repository()).insert("contact", lead, { isTest: true });
    return {
      success: true,
      message: MESSAGES.insertOk,
      details: `Inserted test row ${row.id} at ${row.created_at} (marked as a test: never listed or notified)`,
    };
  } catch (error) {
    return {
      success: false,
      message: MESSAGES.insertFailed,
      details: error instanceof Error && error.message ? error.message : MESSAGES.insertError,
    };
  }
}

interface TestEmailAnswer {
  success?: boolean;
  error?: string;
  details?: string;
  messageId?: string;
}

async function testEmail(deps: DiagnosticsDeps, email: string): Promise<Outcome> {
  if (!email.trim()) return { success: false, message: MESSAGES.emailFailed, details: MESSAGES.emailEmpty };
  let answer: TestEmailAnswer = {};
  try {
    const response = await deps.callFunction("test-email", { email: email.trim(), ...(await mailSignature(deps)) });
    answer = JSON.parse(response.text) as TestEmailAnswer;
  } catch (error) {
    return { success: false, message: MESSAGES.emailFailed, details: `${MESSAGES.emailTestFailed}: ${errorText(error)}` };
  }
  if (answer.success === true) {
    return {
      success: true,
      message: MESSAGES.emailSent,
      details: `Sent to ${email.trim()}${answer.messageId ? ` (message id ${answer.messageId})` : ""}`,
    };
  }
  const details = [answer.error ?? MESSAGES.emailTestFailed, answer.details].filter(Boolean).join(": ");
  return { success: false, message: MESSAGES.emailFailed, details };
}

export function runDiagnosticTest(id: DiagnosticTestId, deps: DiagnosticsDeps, input: { email?: string } = {}): Promise<DiagnosticResult> {
  const run: Record<DiagnosticTestId, () => Promise<Outcome>> = {
    health: () => health(deps),
    "contact-function": () => contactFunction(deps),
    database: () => database(deps),
    "live-insert": () => liveInsert(deps),
    email: () => testEmail(deps, input.email ?? ""),
  };
  return timed(DIAGNOSTIC_TESTS[id].name, run[id], deps.now);
}
