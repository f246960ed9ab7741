/**
 * Sends the queued announcements (docs/decisions/0029-investor-announcements.md) with the same
 * guarantees as the team's e-mail (notifier.ts) and the CRM webhook (webhook/deliverer.ts): the
 * shared delivery loop, claims with a lease (two processes never send one e-mail at once), a retry
 * with backoff after a failure, a give-up cap the operator can lift. Each e-mail goes through the
 * signed send-email function, so it leaves from MAIL_FROM in both modes.
 */
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";
import type { MailSenderOptions } from "@/src/delivery/mailSender";
import { signLink } from "@/src/security/signedLink";
import { buildAnnouncementEmail, unsubscribeUrl, type Sender } from "./email";
import { preferencesToken, preferencesUrl } from "@/src/consent/links";
import type { AnnouncementStore, ClaimedAnnouncement } from "./store";

/** As many attempts as a lead notification gets (about three days at the delays below). */
export const MAX_ANNOUNCEMENT_ATTEMPTS = 150;
export const ANNOUNCEMENT_RETRY_BASE_MS = 15_000;
export const ANNOUNCEMENT_RETRY_CAP_MS = 30 * 60_000;

/** The purpose of unsubscribe tokens (security/signedLink.ts); they never expire. */
export const UNSUBSCRIBE_PURPOSE = "unsubscribe";

export function unsubscribeToken(email: string, secret: Buffer): string {
  return signLink(UNSUBSCRIBE_PURPOSE, { e: email.trim().toLowerCase() }, secret);
}

export function announcementRetryDelayMs(attempts: number, baseMs = ANNOUNCEMENT_RETRY_BASE_MS, capMs = ANNOUNCEMENT_RETRY_CAP_MS): number {
  return Math.min(baseMs * 2 ** Math.min(Math.max(0, attempts), 30), capMs);
}

export interface AnnouncementSender {
  wake(): void;
  runOnce(): Promise<{ delivered: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

export interface AnnouncementSenderOptions extends MailSenderOptions<AnnouncementStore> {
  /** The investor link secret (LINK_SECRET). */
  linkSecret: () => Promise<Buffer>;
  /** The agency as the site settings name it (read each round: an edit reaches the next e-mail). */
  sender: () => Promise<Sender>;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
}

export function createAnnouncementSender(options: AnnouncementSenderOptions): AnnouncementSender {
  const {
    maxAttempts = MAX_ANNOUNCEMENT_ATTEMPTS,
    retryBaseMs = ANNOUNCEMENT_RETRY_BASE_MS,
    retryCapMs = ANNOUNCEMENT_RETRY_CAP_MS,
    batchSize = 10,
    leaseSeconds = 120,
    pollMs = 15_000,
    now = () => new Date(),
  } = options;

  async function send(store: AnnouncementStore, claimed: ClaimedAnnouncement, sender: Sender, secret: Buffer): Promise<boolean> {
    let failure: string | null;
    try {
      const email = buildAnnouncementEmail(claimed.email, claimed.message, {
        siteUrl: options.siteUrl,
        unsubscribeUrl: unsubscribeUrl(options.siteUrl, unsubscribeToken(claimed.email, secret)),
        preferencesUrl: preferencesUrl(options.siteUrl, preferencesToken(claimed.email, secret, now())),
        sender,
      });
      const outcome = await options.invoke("send-email", { ...email });
      failure = outcome.ok ? null : outcome.error;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === null) {
      await store.markSent(claimed.id, now());
      return true;
    }
    const next = new Date(now().getTime() + announcementRetryDelayMs(claimed.attempts, retryBaseMs, retryCapMs));
    await store.markFailed(claimed.id, failure, next, maxAttempts);
    return false;
  }

  async function round(): Promise<{ delivered: number; failed: number }> {
    const totals = { delivered: 0, failed: 0 };
    const store = await options.store();
    let context: { sender: Sender; secret: Buffer } | null = null;
    for (;;) {
      const batch = await store.claimDue(batchSize, now(), leaseSeconds);
      if (batch.length === 0) return totals;
      context ??= { sender: await options.sender(), secret: await options.linkSecret() };
      const { sender, secret } = context;
      const outcomes = await Promise.all(batch.map((claimed) => send(store, claimed, sender, secret)));
      for (const sent of outcomes) totals[sent ? "delivered" : "failed"] += 1;
      // A failure ends the round (mail is likely down); the next poll or wake carries on.
      if (batch.length < batchSize || outcomes.includes(false)) return totals;
    }
  }

  return createDeliveryLoop(round, { pollMs, failureMessage: "Announcement round failed; it will run again", logError: options.logError });
}
