// Lead submissions per second that one production server sustains in embedded mode, and the
// proof that none is lost: rows stored must equal submissions acknowledged (HTTP 200).
// Usage: node bench/leads-load.mjs [--amount 5000] [--connections 50]   (after `npm run build`)
// A fixed number of submissions (not a duration), so every request has its answer before counting.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const amount = arg("amount", 5000);
const connections = arg("connections", 50);

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-load-"));
const server = spawn(process.execPath, [path.join(root, "apps/web/scripts/serve.mjs")], {
  cwd: path.join(root, "apps/web"),
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  stdio: "ignore",
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {}
  if (i > 300) throw new Error("server did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

let sequence = 0;
const result = await autocannon({
  url: `${url}/api/leads/contact`,
  connections,
  amount,
  timeout: 30,
  requests: [
    {
      method: "POST",
      setupRequest(request) {
        sequence += 1;
        // A distinct client address per submission: the per-client rate limit is not what is measured.
        return {
          ...request,
          headers: { "content-type": "application/json", "x-forwarded-for": `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}` },
          body: JSON.stringify({ name: `Load ${sequence}`, email: `load${sequence}@example.ca`, message: "Load test submission" }),
        };
      },
    },
  ],
});

console.error(`autocannon: ${result["2xx"]} acknowledged, ${result.non2xx} other, ${result.errors} errors; data in ${dataDir}`);
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
// The server has stopped: open its database directly and count what it stored.
const { PGlite } = await import("@electric-sql/pglite");
const database = new PGlite(path.join(dataDir, "pglite"));
const stored = Number((await database.query("select count(*)::int as n from public.contact_forms")).rows[0].n);
await database.close();

const acknowledged = result["2xx"];
console.log(JSON.stringify({
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
}, null, 2));
process.exit(acknowledged === stored ? 0 : 1);
