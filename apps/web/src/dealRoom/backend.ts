/**
 * What the deal room needs from the server, declared here and handed over through a slot the
 * server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md): the deal
 * room imports nothing from src/server/.
 */
import { slot } from "@/src/platform/slot";
import type { RateLimiter } from "@/src/leads/rateLimit";
import type { LinkSecrets } from "@/src/security/signedLink";
import type { DocumentStorage } from "@/src/dealRoom/documents/documentStorage";
import type { DealRoomStore } from "./store";
import type { UploadSpace } from "@/src/dealRoom/uploads/uploadSpace";

export interface DealRoomBackend {
  /** The deal room's records (throws where the database keeps none: hosted without the service-role key). */
  dealRoom: () => Promise<DealRoomStore>;
  /** The files: DATA_DIR/deal-room, or the private Supabase Storage bucket. */
  documents: DocumentStorage;
  /** The secret investors' links are signed with now, and every secret a link may carry. */
  linkSecret: () => Promise<Buffer>;
  linkSecrets: () => Promise<LinkSecrets>;
  /** Embedded: free space under DATA_DIR, asked before every upload; hosted: null. */
  uploadSpace: (() => Promise<UploadSpace>) | null;
  /** The forms' rate limit, which the agreement shares. */
  rateLimiter: RateLimiter;
  /** Wakes the delivery loop that sends the deal room's e-mails. */
  notifier: { wake(): void };
}

export const dealRoomSlot = slot<DealRoomBackend>("dealRoom");

/** The deal room's backend, as the server filled its slot. */
export function getDealRoomBackend(): Promise<DealRoomBackend> {
  return dealRoomSlot.get();
}
