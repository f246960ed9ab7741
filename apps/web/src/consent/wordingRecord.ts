/**
 * The wording's record (docs/decisions/0037-consent-records.md): its version and the SHA-256 of
 * its exact text (UTF-8, lower-case hex, as the migration's CHECK recomputes it), registered once
 * per process and agency name before a signup refers to it.
 */
import { createHash } from "node:crypto";
import type { ConsentStore, ConsentWording } from "./store";
import { CONSENT_WORDING_VERSION, consentWording } from "./wording";

export function consentWordingRecord(agencyName: string): ConsentWording {
  const wording = consentWording(agencyName);
  return { sha256: createHash("sha256").update(wording, "utf8").digest("hex"), version: CONSENT_WORDING_VERSION, wording };
}

/** The SHA-256 of the wording shown now, registered in the store the first time it is asked for. */
export function createWordingRegistry(store: () => Promise<ConsentStore>, agencyName: () => Promise<string>) {
  const registered = new Set<string>();
  return async (): Promise<string> => {
    const record = consentWordingRecord(await agencyName());
    if (!registered.has(record.sha256)) {
      await (await store()).registerWording(record);
      registered.add(record.sha256);
    }
    return record.sha256;
  };
}
