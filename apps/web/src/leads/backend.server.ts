/**
 * The leads backend, assembled once per server process from the environment
 * (docs/decisions/0001-two-modes.md): embedded (PGlite under DATA_DIR, the edge-function handlers
 * in-process, e-mail to DATA_DIR/outbox or SMTP_URL) or hosted (Supabase Postgres and edge functions).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createFunctionHandlers, type FunctionHandlers } from "@agency/supabase/functions";
import type { Mailer } from "@agency/supabase/mail";
import { createMailerFromEnv } from "@agency/supabase/mailers";
import { getSiteSettings } from "../content/content";
import { hostedSupabase, serverEnv, type ServerEnv } from "../env";
import { processWide } from "../processWide";
import { handlerCaller, hostedCaller, signedHandlers, type CallFunction } from "./functionCallers";
import { createNotifier, type InvokeFunction, type Notifier } from "./notifier";
import { resolveDataDir } from "./dataDir";
import { createServerState, type ServerState } from "../serverState";
import type { LeadRepository } from "./repository/types";
import { webhookDelivererFor, withWebhook } from "./webhook/wiring";

/**
 * Also the process's rate limit, sign-in guard, sign-out list and session secret (ServerState),
 * since where those live depends on the same database choice (src/serverState.ts).
 */
export interface LeadsBackend extends ServerState {
  mode: "embedded" | "hosted";
  repository: () => Promise<LeadRepository>;
  notifier: Notifier;
  /** In embedded mode the functions run in-process; hosted, they are Supabase edge functions. */
  invoke: InvokeFunction;
  /** The same call with the function's whole answer, for the operator's diagnostics. */
  callFunction: CallFunction;
  /**
   * Embedded: the in-process handlers, which the operator's functions route serves over HTTP, each
   * call signed with this process's function secret: whoever calls them acts as the server, so
   * only code that has already checked its caller (the operator route) may. Hosted: null.
   */
  functionHandlers: FunctionHandlers | null;
  /** Mail state for /api/health (embedded: the mailer itself; hosted: the health function). */
  checkMail: () => Promise<void>;
  dataDir: string;
}

export type { CallFunction, FunctionResponse } from "./functionCallers";

export function logError(message: string, error: unknown) {
  console.error(`[leads] ${message}:`, error instanceof Error ? error.message : error);
}

async function notifyRecipients(env: ServerEnv): Promise<{ from: string; to: string[] }> {
  const settings = await getSiteSettings();
  return {
    from: env.MAIL_FROM ?? `${settings.agencyName} website <no-reply@${new URL(env.SITE_URL).hostname}>`,
    to: env.NOTIFY_TO ? env.NOTIFY_TO.split(",").map((address) => address.trim()) : [settings.email],
  };
}

/** The notifier's view of a call: success, or the status and the start of the answer. */
function invokerOf(callFunction: CallFunction): InvokeFunction {
  return async (name, body) => {
    const { status, text } = await callFunction(name, body);
    if (status >= 200 && status < 300) return { ok: true };
    return { ok: false, error: `HTTP ${status}: ${text.slice(0, 500)}` };
  };
}

async function createBackend(env: ServerEnv): Promise<LeadsBackend> {
  const dataDir = resolveDataDir(env);
  const stateOptions = { dataDir, configuredSecret: env.SESSION_SECRET, logError };

  const supabase = hostedSupabase(env);
  if (supabase) {
    const { createHostedRepository } = await import("./repository/hosted");
    const repository = createHostedRepository({ url: supabase.url, serviceRoleKey: supabase.serviceRoleKey });
    const callFunction = hostedCaller(supabase);
    const invoke = invokerOf(callFunction);
    // The CRM webhook runs here too (not in an edge function): the server holds its secret.
    const notifier = withWebhook(createNotifier({ repository: async () => repository, invoke, logError }), webhookDelivererFor(env, async () => repository, logError));
    // Several instances share the Supabase database (with the service-role key: sharedState).
    const shared = repository.sharedState ? async () => repository.sharedState : null;
    return {
      mode: "hosted",
      repository: async () => repository,
      notifier,
      ...createServerState({ ...stateOptions, limits: shared, signOuts: shared, secrets: shared }),
      invoke,
      callFunction,
      functionHandlers: null,
      checkMail: async () => {
        const outcome = await invoke("health", {});
        if (!outcome.ok) throw new Error(outcome.error);
      },
      dataDir,
    };
  }

  // PostgreSQL of our own (DATABASE_URL, decision 0013): several server processes share it.
  // Otherwise PGlite under DATA_DIR, one process.
  const databaseUrl = env.DATABASE_URL;
  const openRepository = databaseUrl
    ? async () => (await import("./repository/postgres")).createPostgresRepository(databaseUrl)
    : async () => (await import("./repository/embedded")).createEmbeddedRepository({ dataDir });
  let repositoryPromise: Promise<LeadRepository> | null = null;
  // Opened lazily and reopened after a failure, so a database that comes back is used again
  // without a restart.
  const repository = () => {
    repositoryPromise ??= openRepository().catch((error: unknown) => {
      repositoryPromise = null;
      throw error;
    });
    return repositoryPromise;
  };
  const mailer: Mailer = createMailerFromEnv({ smtpUrl: env.SMTP_URL, outboxDir: path.join(dataDir, "outbox") });
  const recipients = await notifyRecipients(env);
  // The in-process functions keep the hosted ones' rule (only calls signed by the server), with a
  // secret that never leaves this process: nothing to configure, nothing to leak.
  const functionSecret = randomBytes(32).toString("base64url");
  const rawHandlers = createFunctionHandlers({
    functionSecret,
    siteUrl: env.SITE_URL,
    mailer,
    mailFrom: recipients.from,
    notifyTo: recipients.to,
    insertLead: async (kind, lead) => (await repository()).insert(kind, lead),
    checkDatabase: async () => (await repository()).ping(),
  });
  const handlers = signedHandlers(rawHandlers, functionSecret);
  const callFunction = handlerCaller(handlers);
  const invoke = invokerOf(callFunction);
  const notifier = withWebhook(createNotifier({ repository, invoke, logError }), webhookDelivererFor(env, repository, logError));
  // PostgreSQL is shared by several processes: limits, sign-outs and the secret live there. PGlite
  // is this process alone: limits in memory, sign-outs in PGlite (they survive a restart), the
  // secret under DATA_DIR.
  const shared = async () => (await repository()).sharedState;
  const state = createServerState({
    ...stateOptions,
    limits: databaseUrl ? shared : null,
    signOuts: shared,
    secrets: databaseUrl ? shared : null,
  });
  return { mode: "embedded", repository, notifier, ...state, invoke, callFunction, functionHandlers: handlers, checkMail: () => mailer.verify(), dataDir };
}

export { resolveDataDir };

// Process-wide, not module-level: route handlers and pages are separate bundles, and two
// backends would open PGlite twice on one data folder (see processWide.ts).
const slot = processWide("leads.backend", () => ({ backend: undefined as Promise<LeadsBackend> | undefined }));

/** The process's backend; its notification retry loop starts with it. */
export function getLeadsBackend(): Promise<LeadsBackend> {
  slot.backend ??= createBackend(serverEnv()).then(
    (created) => {
      created.notifier.start();
      return created;
    },
    (error: unknown) => {
      slot.backend = undefined;
      throw error;
    },
  );
  return slot.backend;
}
