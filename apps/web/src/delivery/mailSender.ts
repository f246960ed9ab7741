/**
 * The options every e-mail sender on the delivery loop takes (the deal room's mail, the consent
 * confirmations, the announcements): its store, how it calls the send function, the site's
 * address for links, and the loop's batch, lease, poll, clock and log. Each sender adds its own.
 */
import type { InvokeFunction } from "@/src/platform/ports";

export interface MailSenderOptions<Store> {
  /** The sender's store (throws where the database keeps none). */
  store: () => Promise<Store>;
  /** Sends one composed message through the send-email function. */
  invoke: InvokeFunction;
  /** SITE_URL: the links in the e-mails. */
  siteUrl: string;
  batchSize?: number;
  leaseSeconds?: number;
  pollMs?: number;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
}
