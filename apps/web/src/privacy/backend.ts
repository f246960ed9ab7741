/**
 * What the personal-information requests need from the server, declared here and handed over
 * through a slot the server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md).
 */
import { slot } from "@/src/platform/slot";
import type { PersonalInformationStore } from "./store";

export interface PrivacyBackend {
  /** The database's stores; its personal-information store is null where it keeps none. */
  repository: () => Promise<{ readonly personalInformation: PersonalInformationStore | null }>;
}

export const privacySlot = slot<PrivacyBackend>("privacy");

/** The privacy feature's backend, as the server filled its slot. */
export function getPrivacyBackend(): Promise<PrivacyBackend> {
  return privacySlot.get();
}
