// Lead submissions per second that one production server sustains in embedded mode, and the
// proof that none is lost: rows stored must equal submissions acknowledged (HTTP 200).
// Usage: node bench/leads-load.mjs [--amount 5000] [--connections 50]   (after `npm run build`)
// `npm run bench` measures the same as part of its full run.
import { startServer } from "./lib.mjs";
import { countStoredLeads, LEAD_LOAD_ENV, submitLeads } from "./leads.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const amount = arg("amount", 5000);
const connections = arg("connections", 50);

const server = await startServer("site", LEAD_LOAD_ENV);
const result = await submitLeads(server.origin, { amount, connections });
console.error(`autocannon: ${result["2xx"]} acknowledged, ${result.non2xx} other, ${result.errors} errors`);
await server.stop({ keepData: true });
const stored = await countStoredLeads(server.dataDir);
server.removeData();

const acknowledged = result["2xx"];
console.log(
  JSON.stringify(
    {
      connections,
      submissions: amount,
      durationSeconds: result.duration,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      acknowledged,
      non2xx: result.non2xx,
      errors: result.errors,
      stored,
      lost: acknowledged - stored,
    },
    null,
    2,
  ),
);
process.exit(acknowledged === stored ? 0 : 1);
