/**
 * The process's health check (src/leads/health.ts), shared by GET /api/health and the operator's
 * page: one check at a time, its result reused for HEALTH_CACHE_MS.
 */
import "server-only";
import { confidentialityCheck } from "@/src/content/publicDataset.server";
import { serverEnv } from "@/src/env";
import { pingSharedCache } from "@/src/http/sharedCache";
import { processWide } from "@/src/process/processWide";
import { checkContentRedirects } from "@/src/routing/contentRedirects";
import { getLeadFormsBackend } from "./backend";
import { countAttention, databaseMissingMigrations } from "./attention";
import { checkHealth, createHealthCache, type HealthResult } from "./health";

function confidentialFieldsCheck() {
  const check = confidentialityCheck();
  return check ? { checkConfidentialFields: check } : {};
}

async function runCheck(): Promise<HealthResult> {
  try {
    const backend = await getLeadFormsBackend();
    return await checkHealth({
      mode: backend.mode,
      checkDatabase: async () => (await backend.repository()).ping(),
      checkMail: backend.checkMail,
      countAttention: async () => countAttention(await backend.repository(), { webhooks: Boolean(serverEnv().LEAD_WEBHOOK_URL) }),
      missingMigrations: async () => databaseMissingMigrations(await backend.repository()),
      checkRedirects: checkContentRedirects,
      deliveryAlertMinutes: serverEnv().DELIVERY_ALERT_MINUTES,
      ...(serverEnv().REDIS_URL ? { checkSharedCache: pingSharedCache } : {}),
      ...confidentialFieldsCheck(),
      ...(backend.uploadSpace ? { checkUploadSpace: backend.uploadSpace } : {}),
    });
  } catch (error) {
    return checkHealth({
      mode: "embedded",
      checkDatabase: async () => {
        throw error;
      },
      checkMail: async () => {
        throw new Error("Backend not started");
      },
    });
  }
}

// Process-wide: the route and the /diagnostics page are separate bundles (processWide.ts).
const cache = processWide("leads.health", () => createHealthCache(runCheck));

export function currentHealth(): Promise<HealthResult> {
  return cache.get();
}
