/**
 * The process's health check (src/leads/health.ts), shared by GET /api/health and the operator's
 * page: one check at a time, its result reused for HEALTH_CACHE_MS.
 */
import "server-only";
import { processWide } from "../processWide";
import { getLeadsBackend } from "./backend.server";
import { checkHealth, createHealthCache, type HealthResult } from "./health";

async function runCheck(): Promise<HealthResult> {
  try {
    const backend = await getLeadsBackend();
    return await checkHealth({
      mode: backend.mode,
      checkDatabase: async () => (await backend.repository()).ping(),
      checkMail: backend.checkMail,
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
