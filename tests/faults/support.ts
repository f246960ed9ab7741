// The fault script's instruments (tests/faults/run.ts): production servers in their own process
// groups, a load generator, readers of what was stored and mailed, and a PostgreSQL connection
// that can be cut. Each scenario is a file of scenarios/.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createServer, connect, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { TestSmtpServer } from "../../supabase/functions/_shared/testSupport.node";
import { copyDataTemplate } from "../support/dataTemplate.ts";
import { freePort } from "../support/harness.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const results: { scenario: string; figures: string; ok: boolean }[] = [];

export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
  return Date.now() - started;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** The process group: serve.mjs and the Next.js server it starts. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * A new DATA_DIR holding a copy of the run's migrated template (run.ts makes it), as the
 * end-to-end servers start: PGlite creating a database from nothing costs about 15 s of CPU per
 * server, which the end-to-end suite's own first server already proves.
 */
export function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dataDir);
  copyDataTemplate(dataDir);
  return dataDir;
}

/** Every data folder the run made: about 60 MB each, removed by `removeDataDirs` once the scenarios are over. */
const dataDirs: string[] = [];

export function removeDataDirs(): void {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
}

/** A production server in its own process group, so SIGKILL reaches the Next.js server itself. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? freshDataDir("faults-");
  const child = spawn(process.execPath, [path.join(root, "apps/web/scripts/serve.mjs")], {
    cwd: path.join(root, "apps/web"),
    // TRUSTED_PROXY_HOPS=1: the script plays the proxy, one client address per submission.
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      NOTIFY_TO: "team@example.ca",
      TRUSTED_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    `server on ${url}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return fetch(`${url}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      );
    },
    60_000,
  );
  return {
    url,
    dataDir,
    child,
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        process.kill(-(child.pid ?? 0), signal);
      }),
  };
}

export interface Submissions {
  /** E-mail address of each acknowledged lead → its id. */
  acknowledged: Map<string, string>;
  statuses: Map<number, number>;
  errors: number;
  /** The requests without an answer by their error's code (ECONNRESET, a timeout's "socket hang up"). */
  errorCodes: Map<string, number>;
  seconds: number;
}

/**
 * What the submissions that were not acknowledged got instead, for a figure: each status other
 * than 200 with its count, and the requests that got no answer at all (reset, timed out).
 */
export function unacknowledged(run: Submissions): string {
  const parts = [...run.statuses].filter(([status]) => status !== 200).map(([status, count]) => `${count} × ${status}`);
  if (run.errors > 0)
    parts.push(`${run.errors} without an answer: ${[...run.errorCodes].map(([code, count]) => `${count} × ${code}`).join(", ")}`);
  return parts.length === 0 ? "" : ` (not acknowledged: ${parts.join(", ")})`;
}

/** Every submission of the run comes from its own client address: the rate limit is not under test. */
let clientSequence = 0;

/** `count` contact submissions over `connections` keep-alive connections; each its own client address. */
export async function submit(
  urls: string[],
  count: number,
  connections: number,
  tag: string,
  onProgress?: (done: number) => void,
): Promise<Submissions> {
  // FIFO: every kept-alive socket in turn, so none sits idle near the server's 5 s keep-alive
  // timeout in a busy run (LIFO, the default, leaves the last sockets idle until a burst picks
  // one just as the server closes it: a reset that is the client's race, not a lost lead).
  const agent = new Agent({ keepAlive: true, maxSockets: connections, scheduling: "fifo" });
  const outcome: Submissions = { acknowledged: new Map(), statuses: new Map(), errors: 0, errorCodes: new Map(), seconds: 0 };
  let next = 0;
  let done = 0;
  const started = Date.now();
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const email = `${tag}-${index}@example.ca`;
      const body = JSON.stringify({ name: "Fault Tester", email, message: `Fault test ${tag} #${index}` });
      const url = new URL("/api/leads/contact", urls[index % urls.length]);
      const sent = httpRequest(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "x-forwarded-for": clientAddress(++clientSequence),
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
            if (status === 200) outcome.acknowledged.set(email, (JSON.parse(text) as { id: string }).id);
            resolve();
          });
          response.on("error", () => resolve());
        },
      );
      sent.setTimeout(20_000, () => sent.destroy());
      sent.on("error", (error: NodeJS.ErrnoException) => {
        outcome.errors += 1;
        const code = error.code ?? error.message;
        outcome.errorCodes.set(code, (outcome.errorCodes.get(code) ?? 0) + 1);
        resolve();
      });
      sent.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        await one(next++);
        onProgress?.(++done);
      }
    }),
  );
  agent.destroy();
  outcome.seconds = (Date.now() - started) / 1000;
  return outcome;
}

export async function pgliteRows(dataDir: string): Promise<{ email: string; id: string; notified: boolean }[]> {
  const database = new PGlite(path.join(dataDir, "pglite"));
  try {
    const rows = await database.query<{ email: string; id: string; notified: boolean }>(
      "select email, id::text as id, notified_at is not null as notified from public.contact_forms",
    );
    return rows.rows;
  } finally {
    await database.close();
  }
}

/** The recipients' copies in the outbox: how many e-mails name each lead's address. */
export function outboxCounts(dataDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, "outbox")).filter((name) => name.endsWith(".eml"));
  } catch {
    return counts;
  }
  for (const file of files) countAddresses(readFileSync(path.join(dataDir, "outbox", file), "utf8"), counts);
  return counts;
}

export function countAddresses(mail: string, counts: Map<string, number>) {
  // One lead per e-mail: its address appears in the Reply-To header and the body; count it once.
  const found = new Set(mail.match(/[a-z0-9-]+-\d+@example\.ca/g) ?? []);
  for (const address of found) counts.set(address, (counts.get(address) ?? 0) + 1);
}

export function smtpCounts(smtp: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) countAddresses(mail.data, counts);
  return counts;
}

export function record(scenario: string, figures: string, ok: boolean) {
  results.push({ scenario, figures, ok });
  console.log(`${ok ? "✔" : "✖"} ${scenario}: ${figures}`);
}

// ── Scenarios ─────────────────────────────────────────────────────────────────────────────────

/** A TCP proxy in front of PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
export async function cuttableProxy(target: { host?: string; port?: number; path?: string }) {
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = target.path ? connect(target.path) : connect(target.port ?? 5432, target.host ?? "127.0.0.1");
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
  return {
    port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A database URL reaching `database` through a local TCP port (node-postgres over TCP, same role). */
export function throughPort(databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return url.toString();
}
