/**
 * What the announcements need from the server, declared here and handed over through a slot the
 * server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md).
 */
import { slot } from "@/src/platform/slot";
import type { Announcements } from "./wiring";

export interface AnnouncementsBackend {
  /** The queue, its sender (started with the notifier) and the unsubscribes. */
  announcements: Announcements;
}

export const announcementsSlot = slot<AnnouncementsBackend>("announcements");

/** The announcements' backend, as the server filled its slot. */
export function getAnnouncementsBackend(): Promise<AnnouncementsBackend> {
  return announcementsSlot.get();
}
