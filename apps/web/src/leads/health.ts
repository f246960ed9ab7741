/**
 * Health of the lead pipeline (GET /api/health). The database decides availability: without it
 * no lead can be stored (503). A mail outage is reported but leaves the site available
 * ("degraded"): leads are stored and notified once mail is back.
 *
 * Anyone may ask, so anyone gets the state and its time only (publicHealth): the errors name
 * hosts, ports and users of the database and the mail server, and are for the signed-in
 * operator. And a check does real work (a database round trip, a mail probe, a function call when
 * hosted), so it runs at most once per few seconds however many ask (createHealthCache).
 *
 * Alerts fire in minutes (docs/operations.md, "What to alert on"): a delivery (the team's e-mail,
 * the CRM webhook, an announcement, a deal room e-mail) still waiting after DELIVERY_ALERT_MINUTES
 * turns the state "degraded" with the count, long before its retries give up after about three
 * days; so does a database that lacks a migration this code needs.
 */
import type { PendingDeliveries } from "@/src/database/deliveries";
import { uploadSpaceProblem, type UploadSpace } from "@/src/dealRoom/uploads/uploadSpace";
export interface ComponentHealth {
  ok: boolean;
  error?: string;
}

/**
 * Leads that need the operator: notifications that gave up (docs/decisions/0019-spam-quarantine.md)
 * and submissions waiting in quarantine. Null when the database could not be asked.
 */
export interface LeadAttention {
  failedNotifications: number;
  quarantined: number;
  /** Leads the CRM webhook gave up on (decision 0022); absent when no webhook is configured. */
  failedWebhooks?: number;
  /** Investor announcement e-mails that gave up (decision 0029); absent when none did. */
  failedAnnouncements?: number;
  /** Deal room signatures whose access link or team notice gave up (decision 0028); absent when none did. */
  failedDealRoomMail?: number;
  /** Per channel, the deliveries still due and since when the oldest waits. */
  pendingDeliveries?: PendingDeliveries[];
}

/** A channel whose oldest pending delivery has waited longer than the alert time. */
export interface LateDeliveries extends PendingDeliveries {
  waitingMinutes: number;
}

/** Whether the database has every migration this code needs (requiredMigrations.ts). */
export interface SchemaHealth extends ComponentHealth {
  /** The required migrations it lacks, by file name; empty when it has them all. */
  missing: string[];
}

export const DEFAULT_DELIVERY_ALERT_MINUTES = 15;

export interface HealthReport {
  /** "degraded" when mail is down or a lead's notification or CRM delivery gave up: leads are stored, someone must look. */
  status: "ok" | "degraded" | "error";
  mode: "embedded" | "hosted";
  database: ComponentHealth;
  mail: ComponentHealth;
  /**
   * The cache several instances share (REDIS_URL, docs/decisions/0030-scale-out.md); absent without
   * one. Down: pages are still served, each instance rendering its own, so "degraded", not an error.
   */
  sharedCache?: ComponentHealth;
  /**
   * Hosted mode: whether confidential listings' addresses and photos are out of public reach
   * (decision 0039); absent in embedded mode. Not ok (the reason in `error`): "degraded".
   */
  confidentialFields?: ComponentHealth;
  /**
   * The published redirect documents: not ok (each refused one named in `error`) while one starts
   * from a private route, which the site refuses to apply (issue 41, decision 0027): "degraded".
   */
  redirects?: ComponentHealth;
  /**
   * Embedded mode: room for uploads on the disk under DATA_DIR (issue 41). Below the floor, uploads
   * are refused and the state is "degraded" (the reason in `error`); leads are still stored.
   */
  uploads?: ComponentHealth & { freeBytes?: number; floorBytes?: number };
  leads: LeadAttention | null;
  /**
   * Deliveries waiting longer than `alertAfterMinutes`; any makes the state "degraded". Absent when
   * the database could not be asked.
   */
  deliveries?: { alertAfterMinutes: number; late: LateDeliveries[] };
  /** Absent when not checked (the database is down). */
  schema?: SchemaHealth;
  checkedAt: string;
}

const TIMEOUT_MS = 3000;

async function probe(check: () => Promise<void>): Promise<ComponentHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "Unknown error" };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(input: {
  mode: HealthReport["mode"];
  checkDatabase: () => Promise<void>;
  checkMail: () => Promise<void>;
  /** Counts the leads that need the operator; its failure leaves `leads` null, nothing else. */
  countAttention?: () => Promise<LeadAttention>;
  /** Only when a shared cache is configured. */
  checkSharedCache?: () => Promise<void>;
  /** The required migrations the database lacks (an empty list: none); asked only when it answers. */
  missingMigrations?: () => Promise<string[]>;
  /** Only in hosted mode: rejects with the reason while a confidential field is public. */
  checkConfidentialFields?: () => Promise<void>;
  /** Rejects, naming them, while redirect documents over a private route are published. */
  checkRedirects?: () => Promise<void>;
  /** Only in embedded mode: free space for uploads under DATA_DIR. */
  checkUploadSpace?: () => Promise<UploadSpace>;
  /** DELIVERY_ALERT_MINUTES (default 15). */
  deliveryAlertMinutes?: number;
  now?: Date;
}): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  const now = input.now ?? new Date();
  const [database, mail, sharedCache, confidentialFields, redirects, uploads] = await Promise.all([
    probe(input.checkDatabase),
    probe(input.checkMail),
    input.checkSharedCache ? probe(input.checkSharedCache) : undefined,
    input.checkConfidentialFields ? probe(input.checkConfidentialFields) : undefined,
    input.checkRedirects ? probe(input.checkRedirects) : undefined,
    input.checkUploadSpace ? uploadsHealth(input.checkUploadSpace) : undefined,
  ]);
  let leads: LeadAttention | null = null;
  let schema: SchemaHealth | undefined;
  if (database.ok) {
    [leads, schema] = await Promise.all([countedAttention(input.countAttention), schemaHealth(input.missingMigrations)]);
  }
  const alertAfterMinutes = input.deliveryAlertMinutes ?? DEFAULT_DELIVERY_ALERT_MINUTES;
  const deliveries = leads?.pendingDeliveries
    ? { alertAfterMinutes, late: lateDeliveries(leads.pendingDeliveries, now, alertAfterMinutes) }
    : undefined;
  const failedDeliveries =
    (leads?.failedNotifications ?? 0) > 0 ||
    (leads?.failedWebhooks ?? 0) > 0 ||
    (leads?.failedAnnouncements ?? 0) > 0 ||
    (leads?.failedDealRoomMail ?? 0) > 0 ||
    (deliveries?.late.length ?? 0) > 0;
  const healthy =
    mail.ok &&
    !failedDeliveries &&
    (sharedCache?.ok ?? true) &&
    (confidentialFields?.ok ?? true) &&
    (redirects?.ok ?? true) &&
    (uploads?.ok ?? true) &&
    (schema?.ok ?? true);
  const status = !database.ok ? "error" : healthy ? "ok" : "degraded";
  return {
    httpStatus: database.ok ? 200 : 503,
    report: {
      status,
      mode: input.mode,
      database,
      mail,
      ...(sharedCache ? { sharedCache } : {}),
      ...(confidentialFields ? { confidentialFields } : {}),
      ...(redirects ? { redirects } : {}),
      ...(uploads ? { uploads } : {}),
      leads,
      ...(deliveries ? { deliveries } : {}),
      ...(schema ? { schema } : {}),
      checkedAt: now.toISOString(),
    },
  };
}

async function uploadsHealth(check: () => Promise<UploadSpace>): Promise<NonNullable<HealthReport["uploads"]>> {
  let space: UploadSpace | undefined;
  const outcome = await probe(async () => {
    space = await check();
  });
  if (!outcome.ok || !space) return outcome;
  const figures = { freeBytes: space.freeBytes, floorBytes: space.floorBytes };
  return space.ok ? { ok: true, ...figures } : { ok: false, error: uploadSpaceProblem(space), ...figures };
}

async function countedAttention(count: (() => Promise<LeadAttention>) | undefined): Promise<LeadAttention | null> {
  if (!count) return null;
  let counted: LeadAttention | undefined;
  const outcome = await probe(async () => {
    counted = await count();
  });
  return outcome.ok && counted ? counted : null;
}

async function schemaHealth(missingMigrations: (() => Promise<string[]>) | undefined): Promise<SchemaHealth | undefined> {
  if (!missingMigrations) return undefined;
  let missing: string[] = [];
  const outcome = await probe(async () => {
    missing = await missingMigrations();
  });
  if (!outcome.ok) return { ok: false, missing, ...(outcome.error ? { error: outcome.error } : {}) };
  if (missing.length === 0) return { ok: true, missing };
  return { ok: false, missing, error: `The database lacks ${missing.length} migration(s) this site needs: run \`supabase db push\`` };
}

/** The channels whose oldest pending delivery has waited `alertAfterMinutes` or longer. */
export function lateDeliveries(pending: readonly PendingDeliveries[], now: Date, alertAfterMinutes: number): LateDeliveries[] {
  return pending.flatMap((channel) => {
    if (channel.pending === 0 || channel.oldestAt === null) return [];
    const waitingMinutes = Math.floor((now.getTime() - Date.parse(channel.oldestAt)) / 60_000);
    return waitingMinutes >= alertAfterMinutes ? [{ ...channel, waitingMinutes }] : [];
  });
}

export type HealthResult = Awaited<ReturnType<typeof checkHealth>>;

/** What an anonymous caller gets: the state and when it was checked, never an error's text. */
export interface PublicHealth {
  status: HealthReport["status"];
  checkedAt: string;
}

export function publicHealth(report: HealthReport): PublicHealth {
  return { status: report.status, checkedAt: report.checkedAt };
}

/** How long a health result is reused: a badge polls every 30 s, a monitor every minute. */
export const HEALTH_CACHE_MS = 5_000;

/**
 * A check that runs once at a time and whose result is reused for `ttlMs`: a flood of requests
 * costs one check per `ttlMs`, and callers arriving during a check share it.
 */
export function createHealthCache(run: () => Promise<HealthResult>, { ttlMs = HEALTH_CACHE_MS, now = Date.now } = {}) {
  let last: { result: HealthResult; at: number } | null = null;
  let running: Promise<HealthResult> | null = null;
  return {
    get(): Promise<HealthResult> {
      if (last && now() - last.at < ttlMs) return Promise.resolve(last.result);
      running ??= run()
        .then((result) => {
          last = { result, at: now() };
          return result;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
