// Lead submissions per second in embedded mode, and the proof that none is lost: after the
// server has stopped, rows stored must equal submissions acknowledged (HTTP 200).
import path from "node:path";
import autocannon from "autocannon";

/**
 * The server environment for lead load: the load generator plays a proxy in front of the server
 * (TRUSTED_PROXY_HOPS=1), so the X-Forwarded-For address it gives each submission is believed.
 */
export const LEAD_LOAD_ENV = { TRUSTED_PROXY_HOPS: "1" };

/** A fixed number of submissions (not a duration), so every request has its answer before counting. */
export async function submitLeads(origin, { amount, connections }) {
  let sequence = 0;
  const result = await autocannon({
    url: `${origin}/api/leads/contact`,
    connections,
    amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          sequence += 1;
          // A distinct client address per submission: the per-client rate limit is not what is measured.
          const client = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
          return {
            ...request,
            headers: { "content-type": "application/json", "x-forwarded-for": client },
            body: JSON.stringify({ name: "Load Tester", email: `load${sequence}@example.ca`, message: "Load test submission" }),
          };
        },
      },
    ],
  });
  return result;
}

/** Contact submissions stored in an embedded-mode DATA_DIR; the server must have stopped. */
export async function countStoredLeads(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const database = new PGlite(path.join(dataDir, "pglite"));
  try {
    return Number((await database.query("select count(*)::int as n from public.contact_forms")).rows[0].n);
  } finally {
    await database.close();
  }
}
