/**
 * What the consent records' pages need from the server, declared here and handed over through a
 * slot the server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md).
 */
import { slot } from "@/src/platform/slot";
import type { ConsentStore } from "./store";

export interface ConsentBackend {
  /** The consent records, confirmations and preferences (throws where the database keeps none). */
  consent: () => Promise<ConsentStore>;
}

export const consentSlot = slot<ConsentBackend>("consent");

/** The consent feature's backend, as the server filled its slot. */
export function getConsentBackend(): Promise<ConsentBackend> {
  return consentSlot.get();
}
