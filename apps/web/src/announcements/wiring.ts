/**
 * How announcements join the process's lead pipeline (docs/decisions/0029-investor-announcements.md):
 * their sender rides along with the e-mail notifier (started, woken, run by the cron route and
 * stopped with it), in its own loop; announcing reads the listings from the content and queues.
 */
import type { Notifier } from "@/src/platform/ports";
import { announceListings, toAnnouncedListing, type AnnounceOutcome } from "./announce";
import { observeListings, type ObserveOutcome } from "./changes";
import type { Sender } from "./email";
import { createAnnouncementSender, type AnnouncementSender } from "./sender";
import type { AnnouncementStore } from "./store";
import type { InvokeFunction } from "@/src/platform/ports";

export interface Announcements {
  sender: AnnouncementSender;
  /** The queue and unsubscribes; throws where the store keeps none (hosted without the service key). */
  store(): Promise<AnnouncementStore>;
  /** Announces these listings (content rows) when announceable and new, then wakes the sender. */
  announce(listings: readonly unknown[]): Promise<AnnounceOutcome[]>;
  /** Compares these listings (content rows) with their last recorded state, queues the alerts of what changed, wakes the sender. */
  observe(listings: readonly unknown[]): Promise<ObserveOutcome[]>;
}

export interface AnnouncementSettings {
  SITE_URL: string;
  ANNOUNCE_SINCE?: string | undefined;
}

export function createAnnouncements(options: {
  env: AnnouncementSettings;
  repository: () => Promise<{ readonly announcements: AnnouncementStore | null }>;
  invoke: InvokeFunction;
  linkSecret: () => Promise<Buffer>;
  sender: () => Promise<Sender>;
  logError: (message: string, error: unknown) => void;
  now?: () => Date;
}): Announcements {
  const now = options.now ?? (() => new Date());
  const store = async () => {
    const announcements = (await options.repository()).announcements;
    if (!announcements) throw new Error("This lead store keeps no announcements (hosted mode needs SUPABASE_SERVICE_ROLE_KEY)");
    return announcements;
  };
  const sender = createAnnouncementSender({
    store,
    invoke: options.invoke,
    siteUrl: options.env.SITE_URL,
    linkSecret: options.linkSecret,
    sender: options.sender,
    logError: options.logError,
    now,
  });
  return {
    sender,
    store,
    async announce(listings) {
      const usable = listings.map(toAnnouncedListing).filter((listing) => listing !== null);
      const outcomes = await announceListings(await store(), usable, { now: now(), since: options.env.ANNOUNCE_SINCE });
      if (outcomes.some((outcome) => outcome.status === "announced" && outcome.queued > 0)) sender.wake();
      return outcomes;
    },
    async observe(listings) {
      const usable = listings.map(toAnnouncedListing).filter((listing) => listing !== null);
      const outcomes = await observeListings(await store(), usable, now());
      if (outcomes.some((outcome) => outcome.status === "changed" && outcome.queued > 0)) sender.wake();
      return outcomes;
    },
  };
}

/** The notifier with the announcement sender beside it (as withWebhook adds the CRM webhook). */
export function withAnnouncements(notifier: Notifier, sender: AnnouncementSender): Notifier {
  return {
    wake() {
      notifier.wake();
    },
    async runOnce() {
      const [mail, announcements] = await Promise.all([notifier.runOnce(), sender.runOnce()]);
      return { ...mail, announcements };
    },
    start() {
      notifier.start();
      sender.start();
    },
    async stop() {
      await Promise.all([notifier.stop(), sender.stop()]);
    },
  };
}
