/**
 * How the CRM webhook joins the process's lead pipeline with one change to the backend: the
 * deliverer rides along with the e-mail notifier (started, woken after each stored lead, run by
 * /api/cron/notifications and stopped with it), each with its own loop, so neither waits for the
 * other's deliveries.
 */
import type { Notifier } from "@/src/leads/notifier";
import type { LeadWebhookStore } from "./store";
import { withCompanion } from "@/src/delivery/deliveryLoop";
import { createWebhookDeliverer, type WebhookDeliverer } from "./deliverer";

export interface WebhookSettings {
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  LEAD_WEBHOOK_SECRET_PREVIOUS?: string;
}

/** The process's deliverer, or null when no webhook is configured. */
export function webhookDelivererFor(
  env: WebhookSettings,
  repository: () => Promise<{ readonly webhooks: LeadWebhookStore | null }>,
  logError: (message: string, error: unknown) => void,
): WebhookDeliverer | null {
  const { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret } = env;
  if (!url || !secret) return null;
  return createWebhookDeliverer({
    url,
    secret,
    previousSecret: env.LEAD_WEBHOOK_SECRET_PREVIOUS,
    logError,
    store: async () => {
      const store = (await repository()).webhooks;
      if (!store) throw new Error("This lead store keeps no webhook state (hosted mode needs SUPABASE_SERVICE_ROLE_KEY)");
      return store;
    },
  });
}

/** The notifier with the deliverer beside it (deliveryLoop.ts, withCompanion): the e-mail round never waits for a POST. */
export function withWebhook(notifier: Notifier, deliverer: WebhookDeliverer | null): Notifier {
  return withCompanion(notifier, "webhook", deliverer);
}
