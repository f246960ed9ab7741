/**
 * The leads backend, assembled once per server process from the environment
 * (docs/decisions/0001-two-modes.md): embedded (PGlite under DATA_DIR, the edge-function handlers
 * in-process, e-mail to DATA_DIR/outbox or SMTP_URL) or hosted (Supabase Postgres and edge functions).
 */
import "server-only";
import path from "node:path";
import { createFunctionHandlers, type FunctionHandlers } from "@agency/supabase/functions";
import type { Mailer } from "@agency/supabase/mail";
import { createMailerFromEnv } from "@agency/supabase/mailers";
import { getSiteSettings } from "../content/content";
import { serverEnv, type ServerEnv } from "../env";
import { processWide } from "../processWide";
import { createNotifier, type InvokeFunction, type Notifier } from "./notifier";
import { resolveDataDir } from "./dataDir";
import { createServerState, type ServerState } from "../serverState";
import type { LeadRepository } from "./repository/types";

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
  /** Embedded: the in-process handlers, which the operator's functions route serves over HTTP. Hosted: null. */
  functionHandlers: FunctionHandlers | null;
  /** Mail state for /api/health (embedded: the mailer itself; hosted: the health function). */
  checkMail: () => Promise<void>;
  dataDir: string;
}

/** A function's answer: its HTTP status and body text (JSON for every function of ours). */
export interface FunctionResponse {
  status: number;
  text: string;
}

export type CallFunction = (name: string, body: Record<string, unknown>) => Promise<FunctionResponse>;

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

function handlerCaller(handlers: FunctionHandlers): CallFunction {
  return async (name, body) => {
    const handler = handlers[name as keyof FunctionHandlers];
    if (!handler) return { status: 404, text: JSON.stringify({ error: `Unknown function ${name}` }) };
    const response = await handler(
      new Request(`http://in-process/functions/v1/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, text: await response.text() };
  };
}

function hostedCaller(url: string, anonKey: string): CallFunction {
  return async (name, body) => {
    const response = await fetch(`${url.replace(/\/+$/, "")}/functions/v1/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${anonKey}`, apikey: anonKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, text: await response.text() };
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

  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    const { createHostedRepository } = await import("./repository/hosted");
    const repository = createHostedRepository({
      url: env.NEXT_PUBLIC_SUPABASE_URL,
      anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    });
    const callFunction = hostedCaller(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
    const invoke = invokerOf(callFunction);
    const notifier = createNotifier({ repository: async () => repository, invoke, logError });
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
  const handlers = createFunctionHandlers({
    mailer,
    mailFrom: recipients.from,
    notifyTo: recipients.to,
    insertLead: async (kind, lead) => (await repository()).insert(kind, lead),
    checkDatabase: async () => (await repository()).ping(),
  });
  const callFunction = handlerCaller(handlers);
  const invoke = invokerOf(callFunction);
  const notifier = createNotifier({ repository, invoke, logError });
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
