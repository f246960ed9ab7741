/**
 * What the lead forms and /api/health need from the server, declared here and handed over through
 * a slot the server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md).
 */
import type { UploadSpace } from "@/src/dealRoom/uploads/uploadSpace";
import { slot } from "@/src/platform/slot";
import type { AttentionStores } from "./attention";
import type { RateLimiter } from "./rateLimit";

export interface LeadFormsBackend {
  mode: "embedded" | "hosted";
  /** The leads' store with what health counts beside it; `ping` throws when the database is unreachable. */
  repository: () => Promise<AttentionStores & { ping(): Promise<void> }>;
  rateLimiter: RateLimiter;
  /** Wakes the delivery loop: the team's e-mail goes out after the response. */
  notifier: { wake(): void };
  /** The SHA-256 of the consent wording shown now, registered in the record. */
  consentWording: () => Promise<string>;
  /** Mail state for /api/health (embedded: the mailer itself; hosted: the health function). */
  checkMail: () => Promise<void>;
  /** Embedded: free space under DATA_DIR for uploads, reported by /api/health; hosted: null. */
  uploadSpace: (() => Promise<UploadSpace>) | null;
}

export const leadFormsSlot = slot<LeadFormsBackend>("leadForms");

/** The lead forms' backend, as the server filled its slot. */
export function getLeadFormsBackend(): Promise<LeadFormsBackend> {
  return leadFormsSlot.get();
}
