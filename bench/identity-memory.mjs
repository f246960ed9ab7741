// Server memory under a spray of client identities (docs/decisions/0017-client-address.md): the
// resident set size of a production server before and after rounds of 20,000 requests, each with
// its own 8 KB X-Forwarded-For, half to the lead API (the rate limit) and half to the operator
// sign-in (the sign-in guard). Before the fix every such value became a key of those in-process
// maps (8 KB each, kept up to 50,000 / 10,000 keys); now keys are validated addresses and the maps
// are capped by count and age.
//
// RSS also holds V8's heap high-water mark: the first round under load grows it whatever the maps
// do, and it is not given back. So the server gets several rounds: memory that the maps kept would
// keep growing round after round, where a bounded server levels off after the first.
//
// Two servers: TRUSTED_PROXY_HOPS=0 (the default: the header is ignored, every request is one
// client: the control) and TRUSTED_PROXY_HOPS=1 with a distinct right-most address per request
// (a real key per request, the worst a proxy can pass on). Bodies are invalid on purpose: counted
// by the limits, never stored, so the database does not grow and only the limits' memory counts.
//
// Usage, after `npm run build`: node bench/identity-memory.mjs [--requests 20000] [--rounds 3] [--connections 20]
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { randomBytes } from "node:crypto";
import { startServer } from "./lib.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const total = arg("requests", 20_000);
const rounds = arg("rounds", 3);
const connections = arg("connections", 20);
const HEADER_BYTES = 8 * 1024;
const PASSWORD = "identity-memory-bench-password";

/** Resident memory (MiB) of every process of the server's process group (serve.mjs runs Next.js in-process). */
function rssMiB(pid) {
  const members = execFileSync("ps", ["-o", "pid=", "-g", String(pid)], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  let kib = 0;
  for (const member of members) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${member}/status`, "utf8"));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kib / 1024;
}

/** 8 KB of text unique to request `n`, ending with the address a trusted proxy would append. */
function forwardedFor(n) {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const filler = randomBytes(HEADER_BYTES)
    .toString("base64url")
    .slice(0, HEADER_BYTES - address.length - 2);
  return `${filler}, ${address}`;
}

function post(agent, origin, path, body, xff) {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      `${origin}${path}`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-forwarded-for": xff },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve(incoming.statusCode ?? 0));
        incoming.on("error", () => resolve(0));
      },
    );
    outgoing.on("error", () => resolve(0));
    outgoing.end(body);
  });
}

/** `count` requests from `first` on, alternating the lead API and the sign-in, over `connections` keep-alive sockets. */
async function spray(origin, first, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map();
  let next = first;
  const end = first + count;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < end) {
        const n = next++;
        const status =
          n % 2 === 0
            ? await post(agent, origin, "/api/leads/contact", "{}", forwardedFor(n))
            : await post(agent, origin, "/api/operator/session", JSON.stringify({ password: `guess ${n}` }), forwardedFor(n));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const runs = [];
for (const hops of ["0", "1"]) {
  const server = await startServer("site", { TRUSTED_PROXY_HOPS: hops, OPERATOR_PASSWORD: PASSWORD });
  try {
    // Warm up (JIT, route bundles, the database) with the same kind of traffic, then settle.
    await spray(server.origin, 10_000_000, 1_000);
    await sleep(3_000);
    const rss = [+rssMiB(server.pid).toFixed(1)];
    const statuses = [];
    let seconds = 0;
    for (let round = 0; round < rounds; round += 1) {
      const started = Date.now();
      statuses.push(await spray(server.origin, round * total, total));
      seconds += (Date.now() - started) / 1000;
      await sleep(2_000);
      rss.push(+rssMiB(server.pid).toFixed(1));
    }
    const run = { TRUSTED_PROXY_HOPS: Number(hops), requestsPerRound: total, rounds, seconds: +seconds.toFixed(1), statuses, rssMiB: rss };
    runs.push(run);
    console.error(
      `TRUSTED_PROXY_HOPS=${hops}: RSS ${rss.map((value) => value.toFixed(1)).join(" → ")} MiB (after warm-up, then after each ${total} requests); ` +
        `statuses ${JSON.stringify(statuses[0])}`,
    );
  } finally {
    await server.stop();
  }
}
console.log(JSON.stringify({ headerBytes: HEADER_BYTES, connections, runs }, null, 2));
