/**
 * The process's health check (src/leads/health.ts), shared by GET /api/health and the operator's
 * page: one check at a time, its result reused for HEALTH_CACHE_MS.
 */
import "server-only";
import { confidentialityCheck } from "../content/publicDataset.server";
import { serverEnv } from "../env";
import { pingSharedCache } from "../http/sharedCache";
import { processWide } from "../processWide";
import { getLeadsBackend } from "./backend.server";
import { LEAD_KINDS } from "@agency/supabase/leads";
import { checkHealth, createHealthCache, type HealthResult, type LeadAttention } from "./health";
import type { LeadRepository } from "./repository/types";

async function countAttention(repository: LeadRepository): Promise<LeadAttention> {
  const sum = async (only: "notification-failed" | "quarantined") =>
    (await Promise.all(LEAD_KINDS.map((kind) => repository.count(kind, { only })))).reduce((total, count) => total + count, 0);
  const webhooks = serverEnv().LEAD_WEBHOOK_URL ? repository.webhooks : null;
  const [failedNotifications, quarantined, failedWebhooks, failedAnnouncements, failedDealRoomMail] = await Promise.all([
    sum("notification-failed"),
    sum("quarantined"),
    webhooks?.countFailed(),
    repository.announcements?.countFailed(),
    repository.dealRoom?.countFailedMail(),
  ]);
  return {
    failedNotifications,
    quarantined,
    ...(failedWebhooks === undefined ? {} : { failedWebhooks }),
    // Only when some gave up: the report of a site that announces nothing stays as it was.
    ...(failedAnnouncements ? { failedAnnouncements } : {}),
    ...(failedDealRoomMail ? { failedDealRoomMail } : {}),
  };
}

function confidentialFieldsCheck() {
  const check = confidentialityCheck();
  return check ? { checkConfidentialFields: check } : {};
}

async function runCheck(): Promise<HealthResult> {
  try {
    const backend = await getLeadsBackend();
    return await checkHealth({
      mode: backend.mode,
      checkDatabase: async () => (await backend.repository()).ping(),
      checkMail: backend.checkMail,
      countAttention: async () => countAttention(await backend.repository()),
      ...(serverEnv().REDIS_URL ? { checkSharedCache: pingSharedCache } : {}),
      ...confidentialFieldsCheck(),
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
