/**
 * Delivers every stored lead to the CRM webhook (LEAD_WEBHOOK_URL), at least once: claims due
 * leads with a lease (two processes never POST the same lead at once), POSTs each signed payload
 * with a timeout, and marks it delivered (2xx) or schedules a retry with backoff, giving up after
 * MAX_WEBHOOK_ATTEMPTS. Its own loop and its own state on the row, beside the e-mail notifier's:
 * a CRM that hangs or fails never delays an e-mail (docs/decisions/0022-lead-attribution-and-webhook.md).
 *
 * Nothing logged or stored as an error carries the secret, the URL (it may hold a token) or the
 * payload (personal data): only a status code or a network error's code.
 */
import { webhookPayload } from "./payload";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signature";
import type { ClaimedWebhook, LeadWebhookStore } from "./store";
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";

/** A POST that has not answered after this long counts as failed: a hanging CRM cannot hold the loop. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** As many attempts as an e-mail gets (about three days at the delays below). */
export const MAX_WEBHOOK_ATTEMPTS = 150;
export const WEBHOOK_RETRY_BASE_MS = 15_000;
export const WEBHOOK_RETRY_CAP_MS = 30 * 60_000;

/** base, 2 × base, 4 × base … capped at 30 minutes (15 s, 30 s, 1 min … by default, as e-mail). */
export function webhookRetryDelayMs(attempts: number, baseMs = WEBHOOK_RETRY_BASE_MS, capMs = WEBHOOK_RETRY_CAP_MS): number {
  return Math.min(baseMs * 2 ** Math.min(Math.max(0, attempts), 30), capMs);
}

export interface WebhookDeliverer {
  /** Runs a delivery round soon (coalesced). */
  wake(): void;
  /** One delivery round; resolves with how many were delivered and failed. */
  runOnce(): Promise<{ delivered: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

export interface WebhookDelivererOptions {
  store: () => Promise<LeadWebhookStore>;
  url: string;
  secret: string;
  /** LEAD_WEBHOOK_SECRET_PREVIOUS during a rotation: each POST is signed with both (signature.ts). */
  previousSecret?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The first retry's delay and the longest; tests shorten them (never configurable in production). */
  retryBaseMs?: number;
  retryCapMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  leaseSeconds?: number;
  pollMs?: number;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
}

/** Why a POST failed, in words that hold neither the URL nor the payload. */
export function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === "string" ? cause.code : null;
  return code ? `network error: ${code}` : `network error: ${error instanceof Error ? error.name : "unknown"}`;
}

export function createWebhookDeliverer(options: WebhookDelivererOptions): WebhookDeliverer {
  const {
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    retryBaseMs = WEBHOOK_RETRY_BASE_MS,
    retryCapMs = WEBHOOK_RETRY_CAP_MS,
    maxAttempts = MAX_WEBHOOK_ATTEMPTS,
    batchSize = 10,
    leaseSeconds = 120,
    pollMs = 15_000,
    now = () => new Date(),
  } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** One POST: null when the CRM took it (2xx), else why not. */
  async function post(claimed: ClaimedWebhook): Promise<string | null> {
    const body = JSON.stringify(webhookPayload(claimed));
    try {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "agency-lead-webhook/1",
          [SIGNATURE_HEADER]: signatureHeader(
            options.previousSecret ? [options.secret, options.previousSecret] : options.secret,
            body,
            now(),
          ),
          [IDEMPOTENCY_HEADER]: claimed.id,
        },
        body,
        // A redirect could carry the signed lead elsewhere: it is an answer like any non-2xx.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not read (it may echo the lead); cancelling frees the connection.
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status < 300 ? null : `HTTP ${response.status}`;
    } catch (error) {
      return describeFailure(error, timeoutMs);
    }
  }

  async function deliver(store: LeadWebhookStore, claimed: ClaimedWebhook): Promise<boolean> {
    const failure = await post(claimed);
    if (failure === null) {
      await store.markDelivered(claimed.kind, claimed.id, now());
      return true;
    }
    const next = new Date(now().getTime() + webhookRetryDelayMs(claimed.attempts, retryBaseMs, retryCapMs));
    await store.markFailed(claimed.kind, claimed.id, failure, next, maxAttempts);
    return false;
  }

  async function round(): Promise<{ delivered: number; failed: number }> {
    const totals = { delivered: 0, failed: 0 };
    const store = await options.store();
    for (;;) {
      const batch = await store.claimDue(batchSize, now(), leaseSeconds);
      // In parallel: a batch takes at most one timeout, well inside its lease.
      const outcomes = await Promise.all(batch.map((claimed) => deliver(store, claimed)));
      for (const delivered of outcomes) totals[delivered ? "delivered" : "failed"] += 1;
      // A failure ends the round: the CRM is likely down, and with a short retry delay the
      // round would otherwise keep claiming the leads it just rescheduled. The next poll or
      // wake carries on.
      if (batch.length < batchSize || outcomes.includes(false)) return totals;
    }
  }

  return createDeliveryLoop(round, { pollMs, failureMessage: "Webhook round failed; it will run again", logError: options.logError });
}
