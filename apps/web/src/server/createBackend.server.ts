/**
 * The leads backend of a mode (docs/decisions/0001-two-modes.md): embedded (PGlite under DATA_DIR
 * or a PostgreSQL of our own, the edge-function handlers in-process, e-mail to DATA_DIR/outbox or
 * SMTP_URL) or hosted (Supabase Postgres and edge functions). Built once per process by the
 * runtime (src/server/runtime.server.ts); the rest of the site reaches it through getBackend().
 */
import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createFunctionHandlers, type FunctionHandlers } from "@agency/supabase/functions";
import { createMailerFromEnv } from "@agency/supabase/mailers";
import type { ServerEnv } from "@/src/env";
import { logError } from "@/src/log";
import type { LeadsMode } from "@/src/platform/mode";
import type { InvokeFunction, Mailer, Notifier } from "@/src/platform/ports";
import type { Stores } from "./stores/types";
import { handlerCaller, hostedCaller, signedHandlers, type CallFunction } from "@/src/leads/functionCallers";
import { createNotifier } from "@/src/leads/notifier";
import { openStores } from "@/src/server/stores/open";
import { createServerState, type ServerState } from "./serverState";
import { webhookDelivererFor, withWebhook } from "@/src/leads/webhook/wiring";
import { withCompanions } from "@/src/delivery/deliveryLoop";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import type { ReportListing } from "@/src/dealRoom/reports/ownerReportModel";
import { createFileDocumentStorage, createSupabaseDocumentStorage, type DocumentStorage } from "@/src/dealRoom/documents/documentStorage";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { uploadSpaceCheck, type UploadSpace } from "@/src/dealRoom/uploads/uploadSpace";
import { createAnnouncements, withAnnouncements, type Announcements } from "@/src/announcements/wiring";
import type { Sender } from "@/src/announcements/email";
import { signatureLines, type AdvertisingIdentity } from "@/src/advertising/identity";
import type { ConsentStore } from "@/src/consent/store";
import { createConfirmationMailer } from "@/src/consent/confirmationMail";
import { createWordingRegistry } from "@/src/consent/wordingRecord";
import type { AnalyticsStore } from "@/src/analytics/store";
import { createAnalyticsRollUp } from "@/src/analytics/rollUp";
import { createViewBuffer, type ViewBuffer } from "@/src/analytics/viewBuffer";
import { onShutdown } from "@/src/process/shutdown";
import { createRetentionPurge } from "@/src/privacy/retention";

/**
 * Also the process's rate limit, sign-in guard, sign-out list and session secret (ServerState),
 * since where those live depends on the same database choice (src/server/serverState.ts).
 */
export interface Backend extends ServerState {
  mode: "embedded" | "hosted";
  repository: () => Promise<Stores>;
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
  /**
   * The deal room's records (throws when the store keeps none: hosted without the service-role
   * key) and files (DATA_DIR/deal-room, or the private Supabase Storage bucket).
   */
  dealRoom: () => Promise<DealRoomStore>;
  documents: DocumentStorage;
  /**
   * Embedded: free space on the disk under DATA_DIR against UPLOAD_DISK_FLOOR_BYTES; every upload
   * asks it first, and /api/health reports it (issue 41). Hosted (Storage has no shared disk): null.
   */
  uploadSpace: (() => Promise<UploadSpace>) | null;
  /** Investor announcements: the queue, its sender (started with the notifier) and unsubscribes. */
  announcements: Announcements;
  /** The consent records, confirmations and preferences (throws where the store keeps none). */
  consent: () => Promise<ConsentStore>;
  /** The SHA-256 of the consent wording shown now, registered in the record (submitLead). */
  consentWording: () => Promise<string>;
  /** Page views, Web Vitals and the traffic report (decision 0048; throws where the store keeps none). */
  analytics: () => Promise<AnalyticsStore>;
  /** Page views held for their batch (src/analytics/viewBuffer.ts); counted through the analytics store. */
  pageViews: ViewBuffer;
}

export type { CallFunction, FunctionResponse } from "@/src/leads/functionCallers";

/** What the backend needs from the content: the team's name and contact details, for the e-mails. */
export interface TeamContact {
  agencyName: string;
  email: string;
  phone: string;
  /** The brokerage and office address: the sender an announcement e-mail names (CASL). */
  brokerageName: string | null;
  /** The brokerage's registered address (decision 0053): every e-mail carries it. */
  brokerageAddress: string | null;
  address?: Sender["address"];
  /** "Daniel Mercer, Sales Representative", from the agent profile: every e-mail names the registrant so. */
  registrant: string | null;
}

/** Who every e-mail says it is from (decision 0053); refused while the content lacks a part of it. */
export function teamIdentity(settings: TeamContact): AdvertisingIdentity {
  if (!settings.brokerageName || !settings.brokerageAddress || !settings.registrant) {
    throw new Error(
      "Content missing: the site settings' brokerage name and address, and the agent profile's registered name and title (every e-mail names them)",
    );
  }
  return {
    agencyName: settings.agencyName,
    brokerageName: settings.brokerageName,
    brokerageAddress: settings.brokerageAddress,
    registrant: settings.registrant,
  };
}

/** The announcement e-mail's sender, from the site settings; refused while they lack an address. */
async function announcementSender(team: () => Promise<TeamContact>): Promise<Sender> {
  const settings = await team();
  if (!settings.address) throw new Error("Content missing: the site settings' office address (announcement e-mails name it)");
  return { ...teamIdentity(settings), address: settings.address, email: settings.email };
}

/** What else the backend reads from the content: a listing's title, for the deal room's e-mails. */
export type ListingTitle = (slug: string) => Promise<string>;
/** The listings with a deal room (available or under contract), for the team's Monday report (issue 36). */
export type ReportListings = () => Promise<ReportListing[]>;

const NO_DEAL_ROOM_STORE = "This lead store keeps no deal room (hosted mode needs SUPABASE_SERVICE_ROLE_KEY)";
const NO_CONSENT_STORE = "This lead store keeps no consent records (hosted mode needs SUPABASE_SERVICE_ROLE_KEY)";
const NO_ANALYTICS_STORE = "This lead store keeps no analytics (hosted mode needs SUPABASE_SERVICE_ROLE_KEY)";

/**
 * The consent store, the wording registry and the confirmation e-mails' sender, which rides
 * beside the notifier like the deal room's e-mails (docs/decisions/0037-consent-records.md).
 */
function consentFor(
  env: ServerEnv,
  repository: () => Promise<Stores>,
  invoke: InvokeFunction,
  linkSecret: () => Promise<Buffer>,
  team: () => Promise<TeamContact>,
) {
  const consent = async () => (await repository()).consent ?? Promise.reject(new Error(NO_CONSENT_STORE));
  return {
    consent,
    consentWording: createWordingRegistry(consent, async () => (await team()).agencyName),
    mailer: createConfirmationMailer({
      store: consent,
      invoke,
      siteUrl: env.SITE_URL,
      linkSecret,
      sender: () => announcementSender(team),
      logError,
    }),
  };
}

/** The deal room's e-mail sender, beside the lead notifier (docs/decisions/0028-confidentiality-agreement-record.md). */
function dealRoomMailerFor(
  env: ServerEnv,
  dealRoom: () => Promise<DealRoomStore>,
  invoke: InvokeFunction,
  secret: () => Promise<Buffer>,
  team: () => Promise<TeamContact>,
  listingTitle: ListingTitle,
  reportListings: ReportListings,
) {
  return createDealRoomMailer({
    store: dealRoom,
    invoke,
    secret,
    siteUrl: env.SITE_URL,
    team: async () => {
      const [settings, recipients] = await Promise.all([team(), notifyRecipients(env, team)]);
      return { ...settings, signature: signatureLines(teamIdentity(settings)), notifyTo: recipients.to };
    },
    listingTitle,
    reportListings,
    logError,
  });
}

async function notifyRecipients(env: ServerEnv, team: () => Promise<TeamContact>): Promise<{ from: string; to: string[] }> {
  const settings = await team();
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

/** What every feature's wiring needs, whichever mode: the stores, the functions, the secrets, the content. */
interface Wiring {
  env: ServerEnv;
  repository: () => Promise<Stores>;
  invoke: InvokeFunction;
  linkSecret: () => Promise<Buffer>;
  team: () => Promise<TeamContact>;
  listingTitle: ListingTitle;
  reportListings: ReportListings;
  /** The deal room's files: the purge removes the proofs of funds of the offers it deletes. */
  documents: DocumentStorage;
}

/**
 * The features on top of the stores, the same in both modes: the deal room, announcements,
 * consent, and the notifier with its companions (the CRM webhook, the deal room's and the
 * confirmations' e-mails, the announcements' sender), which the server runs itself since it holds
 * their secrets.
 */
function wireFeatures({ env, repository, invoke, linkSecret, team, listingTitle, reportListings, documents }: Wiring) {
  const dealRoom = async () => (await repository()).dealRoom ?? Promise.reject(new Error(NO_DEAL_ROOM_STORE));
  const announcements = createAnnouncements({
    env,
    repository,
    invoke,
    linkSecret,
    sender: () => announcementSender(team),
    logError,
  });
  const consent = consentFor(env, repository, invoke, linkSecret, team);
  const analyticsStore = async () => (await repository()).analytics;
  const notifier = withAnnouncements(
    withCompanions(
      withWebhook(
        createNotifier({
          repository,
          invoke,
          logError,
          notifyTo: async () => (await notifyRecipients(env, team)).to,
          signature: async () => signatureLines(teamIdentity(await team())),
        }),
        webhookDelivererFor(env, repository, logError),
      ),
      [
        ["dealRoom", dealRoomMailerFor(env, dealRoom, invoke, linkSecret, team, listingTitle, reportListings)],
        ["confirmations", consent.mailer],
        // Not a delivery: the daily roll-up of page views rides the same loop (decision 0048).
        ["analytics", createAnalyticsRollUp({ store: analyticsStore, logError })],
        // Nor is the purge of what the retention terms say is due (decisions 0037 and 0038).
        [
          "retention",
          createRetentionPurge({
            store: async () => (await repository()).personalInformation,
            removeFile: (key) => documents.remove(key),
            logError,
          }),
        ],
      ],
    ),
    announcements.sender,
  );
  return {
    dealRoom,
    announcements,
    notifier,
    consent: consent.consent,
    consentWording: consent.consentWording,
    ...analyticsFor(analyticsStore),
  };
}

/**
 * Page views go through this process's buffer, written in batches (src/analytics/viewBuffer.ts);
 * the report writes what it holds first, so the operator sees every view this process answered.
 */
function analyticsFor(store: () => Promise<AnalyticsStore | null>) {
  const analytics = async () => (await store()) ?? Promise.reject(new Error(NO_ANALYTICS_STORE));
  const pageViews = createViewBuffer({ write: async (views) => (await analytics()).countViews(views), logError });
  onShutdown(() => pageViews.flush());
  return {
    pageViews,
    analytics: async (): Promise<AnalyticsStore> => {
      const opened = await analytics();
      return {
        ...opened,
        traffic: async (from, to, limit) => {
          await pageViews.flush();
          return opened.traffic(from, to, limit);
        },
      };
    },
  };
}

type StateOptions = Omit<Parameters<typeof createServerState>[0], "dataDir" | "limits" | "signOuts" | "secrets" | "sightings">;

/**
 * What differs between the modes (docs/decisions/0001-two-modes.md): where the stores, the
 * functions, the mail check, the deal room's files and the server state live. backendOf builds
 * the same Backend from either.
 */
interface ModeParts {
  mode: Backend["mode"];
  repository: () => Promise<Stores>;
  callFunction: CallFunction;
  functionHandlers: FunctionHandlers | null;
  checkMail: (invoke: InvokeFunction) => Promise<void>;
  documents: DocumentStorage;
  uploadSpace: Backend["uploadSpace"];
  /** Where the limits, sign-outs, secrets and link-secret sightings live (src/server/serverState.ts). */
  state: Pick<Parameters<typeof createServerState>[0], "dataDir" | "limits" | "signOuts" | "secrets" | "sightings">;
}

/** Hosted (Supabase): the database and the edge functions are Supabase's; the deal room's files its Storage. */
async function hostedParts(env: ServerEnv, mode: Extract<LeadsMode, { kind: "supabase" }>): Promise<ModeParts> {
  const { supabase } = mode;
  const opened = await openStores(mode);
  // Several instances share the Supabase database (with the service-role key: sharedState).
  const shared = opened.sharedState ? async () => opened.sharedState : null;
  return {
    mode: "hosted",
    repository: async () => opened,
    callFunction: hostedCaller(supabase),
    functionHandlers: null,
    checkMail: async (invoke) => {
      const outcome = await invoke("health", {});
      if (!outcome.ok) throw new Error(outcome.error);
    },
    documents: createSupabaseDocumentStorage({
      url: supabase.url,
      serviceRoleKey: supabase.serviceRoleKey,
      bucket: env.SUPABASE_DEAL_ROOM_BUCKET,
    }),
    uploadSpace: null,
    // No DATA_DIR: a generated session secret lives in the database too.
    state: { dataDir: null, limits: shared, signOuts: shared, secrets: shared, sightings: shared },
  };
}

/**
 * The edge functions' handlers run in this process, each call signed with a secret that never
 * leaves it (they keep the hosted ones' rule: only calls signed by the server): nothing to
 * configure, nothing to leak.
 */
async function inProcessFunctions(env: ServerEnv, mailer: Mailer, repository: () => Promise<Stores>, team: () => Promise<TeamContact>) {
  const recipients = await notifyRecipients(env, team);
  const functionSecret = randomBytes(32).toString("base64url");
  const rawHandlers = createFunctionHandlers({
    functionSecret,
    siteUrl: env.SITE_URL,
    mailer,
    mailFrom: recipients.from,
    notifyTo: recipients.to,
    insertLead: async (kind, lead) => (await repository()).insert(kind, lead),
    checkDatabase: async () => (await repository()).ping(),
    logError,
  });
  const handlers = signedHandlers(rawHandlers, functionSecret);
  return { handlers, callFunction: handlerCaller(handlers) };
}

/**
 * Embedded: PostgreSQL of our own (DATABASE_URL, decision 0013), which several server processes
 * share, or else PGlite under DATA_DIR, one process; the functions in-process, e-mail to
 * DATA_DIR/outbox or SMTP_URL, the deal room's files under DATA_DIR.
 */
async function embeddedParts(
  env: ServerEnv,
  mode: Exclude<LeadsMode, { kind: "supabase" }>,
  team: () => Promise<TeamContact>,
): Promise<ModeParts> {
  const { dataDir } = mode;
  const shareable = mode.kind === "postgres";
  let repositoryPromise: Promise<Stores> | null = null;
  // Opened lazily and reopened after a failure, so a database that comes back is used again
  // without a restart.
  const repository = () => {
    repositoryPromise ??= openStores(mode).catch((error: unknown) => {
      repositoryPromise = null;
      throw error;
    });
    return repositoryPromise;
  };
  const mailer: Mailer = createMailerFromEnv({ smtpUrl: env.SMTP_URL, outboxDir: path.join(dataDir, "outbox") });
  const { handlers, callFunction } = await inProcessFunctions(env, mailer, repository, team);
  // PostgreSQL is shared by several processes: limits, sign-outs and the secret live there. PGlite
  // is this process alone: limits in memory, sign-outs in PGlite (they survive a restart), the
  // secret under DATA_DIR.
  const shared = async () => (await repository()).sharedState;
  return {
    mode: "embedded",
    repository,
    callFunction,
    functionHandlers: handlers,
    checkMail: () => mailer.verify(),
    // A PostgreSQL shared by several processes needs DATA_DIR shared too (or hosted storage):
    // docs/decisions/0027-deal-room-documents.md.
    documents: createFileDocumentStorage(path.join(dataDir, "deal-room")),
    uploadSpace: uploadSpaceCheck(dataDir, env.UPLOAD_DISK_FLOOR_BYTES),
    state: {
      dataDir,
      limits: shareable ? shared : null,
      signOuts: shared,
      secrets: shareable ? shared : null,
      // PGlite keeps them too: they date the link secrets (src/server/linkSecrets.ts).
      sightings: shared,
    },
  };
}

/** The Backend of a mode's parts: the same features, state and functions whichever the mode. */
function backendOf(
  env: ServerEnv,
  parts: ModeParts,
  stateOptions: StateOptions,
  content: Pick<Wiring, "team" | "listingTitle" | "reportListings">,
): Backend {
  const { repository, documents, callFunction } = parts;
  const invoke = invokerOf(callFunction);
  const state = createServerState({ ...stateOptions, ...parts.state });
  return {
    mode: parts.mode,
    repository,
    ...wireFeatures({ env, repository, invoke, linkSecret: state.linkSecret, documents, ...content }),
    ...state,
    documents,
    uploadSpace: parts.uploadSpace,
    invoke,
    callFunction,
    functionHandlers: parts.functionHandlers,
    checkMail: () => parts.checkMail(invoke),
  };
}

export async function createBackend(
  env: ServerEnv,
  mode: LeadsMode,
  team: () => Promise<TeamContact>,
  listingTitle: ListingTitle,
  reportListings: ReportListings = async () => [],
): Promise<Backend> {
  const stateOptions = {
    configuredSecret: env.SESSION_SECRET,
    configuredLinkSecret: env.LINK_SECRET,
    previousSecret: env.SESSION_SECRET_PREVIOUS,
    previousLinkSecret: env.LINK_SECRET_PREVIOUS,
    previousLinkSecretUntil: env.LINK_SECRET_PREVIOUS_UNTIL,
    logError,
  };
  const parts = mode.kind === "supabase" ? await hostedParts(env, mode) : await embeddedParts(env, mode, team);
  return backendOf(env, parts, stateOptions, { team, listingTitle, reportListings });
}
