/**
 * The confirmation e-mail of a signup (double opt-in, issue 32; docs/decisions/0037-consent-records.md):
 * "Confirm that you want off-market opportunities from {agency}", with the signed confirmation
 * link and the "Your deal e-mails" link. Queued by the database when the signup is stored (at most
 * one per address per 24 hours) and delivered here with the same guarantees as the announcements:
 * the shared delivery loop, a lease, backoff, a give-up cap, the signed send-email function.
 * The only text the visitor typed that it carries is their name, and only when it passes the name
 * rule: whoever typed someone else's address cannot make this e-mail say anything.
 */
import { isPersonName } from "@agency/supabase/lead-fields";
import { escapeHtml } from "@agency/supabase/notification-email";
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";
import type { MailSenderOptions } from "@/src/delivery/mailSender";
import type { Notifier } from "@/src/platform/ports";
import { senderIdentity, type Sender } from "@/src/announcements/email";
import { MAX_ANNOUNCEMENT_ATTEMPTS, announcementRetryDelayMs } from "@/src/announcements/sender";
import { CONFIRM_LINK_DAYS, confirmToken, confirmUrl, preferencesToken, preferencesUrl } from "./links";
import type { ConsentStore, DueConfirmation } from "./store";

export interface ConfirmationEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

export function confirmationSubject(agencyName: string): string {
  return `Confirm that you want off-market opportunities from ${agencyName}`;
}

export function buildConfirmationEmail(
  due: Pick<DueConfirmation, "email" | "name">,
  links: { confirm: string; preferences: string },
  sender: Sender,
): ConfirmationEmail {
  const name = due.name.trim();
  const greeting = name && isPersonName(name) ? `Hello ${name},` : "Hello,";
  const asked = `This address was entered on ${sender.agencyName}'s off-market investor signup, asking to receive off-market investment opportunities and alerts about them by e-mail.`;
  const confirmText = `If that was you, confirm within ${CONFIRM_LINK_DAYS} days (the link opens a page with a Confirm button):`;
  const notYou = "If it was not you, ignore this e-mail: without your confirmation this address receives nothing from us.";
  const preferences = "Your buy box, the alerts you want, a pause or an unsubscribe, at any time:";
  const identity = senderIdentity(sender);
  const text = [
    greeting,
    "",
    asked,
    "",
    confirmText,
    links.confirm,
    "",
    notYou,
    "",
    preferences,
    links.preferences,
    "",
    `Sent by ${identity}. Reply to this e-mail to reach us.`,
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html lang="en-CA"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(asked)}</p>`,
    `<p>${escapeHtml(confirmText)}<br><a href="${escapeHtml(links.confirm)}">Confirm my subscription</a></p>`,
    `<p>${escapeHtml(notYou)}</p>`,
    `<p>${escapeHtml(preferences)} <a href="${escapeHtml(links.preferences)}">Your deal e-mails</a></p>`,
    `<p style="font-size:13px;color:#555">Sent by ${escapeHtml(identity)}. Reply to this e-mail to reach us.</p>`,
    "</body></html>",
  ].join("\n");
  return { to: [due.email], subject: confirmationSubject(sender.agencyName), text, html, replyTo: sender.email };
}

export interface ConfirmationMailerOptions extends MailSenderOptions<ConsentStore> {
  linkSecret: () => Promise<Buffer>;
  sender: () => Promise<Sender>;
}

export function createConfirmationMailer(options: ConfirmationMailerOptions): Notifier {
  const { batchSize = 10, leaseSeconds = 120, pollMs = 15_000, now = () => new Date() } = options;

  async function deliver(store: ConsentStore, due: DueConfirmation, sender: Sender, secret: Buffer): Promise<boolean> {
    let failure: string | null;
    try {
      const email = buildConfirmationEmail(
        due,
        {
          confirm: confirmUrl(options.siteUrl, confirmToken(due.email, due.signupId, secret, now())),
          preferences: preferencesUrl(options.siteUrl, preferencesToken(due.email, secret, now())),
        },
        sender,
      );
      const outcome = await options.invoke("send-email", { ...email });
      failure = outcome.ok ? null : outcome.error;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === null) {
      await store.markConfirmationSent(due.id, now());
      return true;
    }
    const next = new Date(now().getTime() + announcementRetryDelayMs(due.attempts));
    await store.markConfirmationFailed(due.id, failure, next, MAX_ANNOUNCEMENT_ATTEMPTS);
    return false;
  }

  async function round() {
    const totals = { delivered: 0, failed: 0 };
    const store = await options.store();
    let context: { sender: Sender; secret: Buffer } | null = null;
    for (;;) {
      const batch = await store.claimDueConfirmations(batchSize, now(), leaseSeconds);
      if (batch.length === 0) return totals;
      context ??= { sender: await options.sender(), secret: await options.linkSecret() };
      const { sender, secret } = context;
      const outcomes = await Promise.all(batch.map((due) => deliver(store, due, sender, secret)));
      for (const sent of outcomes) totals[sent ? "delivered" : "failed"] += 1;
      if (batch.length < batchSize || outcomes.includes(false)) return totals;
    }
  }

  return createDeliveryLoop(round, {
    pollMs,
    failureMessage: "Confirmation e-mail round failed; it will run again",
    logError: options.logError,
  });
}
