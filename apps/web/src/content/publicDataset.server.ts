/**
 * The hosted confidentiality check (publicDataset.ts) for this process: run at start-up
 * (instrumentation.ts), then again at most every 10 minutes when health is asked, so making the
 * dataset private clears the warning without a restart. Null in embedded mode (nothing is public).
 */
import "server-only";
import { serverEnv } from "@/src/env";
import { processWide } from "@/src/process/processWide";
import { hostedConfigFromEnv } from "./adapters";
import { selectMode } from "@/src/platform/mode";
import { checkDatasetExposure, ConfidentialFieldsExposed, exposureReason } from "./publicDataset";

export const RECHECK_MS = 10 * 60 * 1000;

/** Resolves when confidential fields are not public; rejects with the reason when they are or cannot be checked. */
export type ConfidentialityCheck = () => Promise<void>;

function createCheck(): ConfidentialityCheck | null {
  const env = serverEnv();
  const config = selectMode(env).content === "hosted" ? hostedConfigFromEnv(env) : null;
  if (!config) return null;
  let last: { at: number; outcome: Promise<void> } | null = null;
  const run = async () => {
    const exposure = await checkDatasetExposure(config);
    if (exposure.exposed) throw new ConfidentialFieldsExposed(exposureReason(exposure.titles, config.dataset));
  };
  return () => {
    if (!last || Date.now() - last.at >= RECHECK_MS) {
      const entry = { at: Date.now(), outcome: run() };
      last = entry;
      // Could not ask (network, an error answer): not kept, so the next health check asks again.
      entry.outcome.catch((error: unknown) => {
        if (!(error instanceof ConfidentialFieldsExposed) && last === entry) last = null;
      });
    }
    return last.outcome;
  };
}

export function confidentialityCheck(): ConfidentialityCheck | null {
  return processWide("content.confidentialityCheck", createCheck);
}
