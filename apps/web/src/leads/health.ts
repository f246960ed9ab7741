/**
 * Health of the lead pipeline (GET /api/health). The database decides availability: without it
 * no lead can be stored (503). A mail outage is reported but leaves the site available
 * ("degraded"): leads are stored and notified once mail is back.
 */
export interface ComponentHealth {
  ok: boolean;
  error?: string;
}

export interface HealthReport {
  status: "ok" | "degraded" | "error";
  mode: "embedded" | "hosted";
  database: ComponentHealth;
  mail: ComponentHealth;
  checkedAt: string;
}

const TIMEOUT_MS = 3000;

async function probe(check: () => Promise<void>): Promise<ComponentHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "Unknown error" };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(input: {
  mode: HealthReport["mode"];
  checkDatabase: () => Promise<void>;
  checkMail: () => Promise<void>;
  now?: Date;
}): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  const [database, mail] = await Promise.all([probe(input.checkDatabase), probe(input.checkMail)]);
  const status = !database.ok ? "error" : mail.ok ? "ok" : "degraded";
  return {
    httpStatus: database.ok ? 200 : 503,
    report: { status, mode: input.mode, database, mail, checkedAt: (input.now ?? new Date()).toISOString() },
  };
}
