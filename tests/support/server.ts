/**
 * Starts another production server (the build the global webServer made) with its own
 * environment: its own DATA_DIR, a mail server that is down, a database that cannot open.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyDataTemplate } from "./dataTemplate.ts";
import { freePort, waitUntilServing } from "./harness.ts";

export { freePort };
import { E2E_SITE_URL } from "./site.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The folders tempDataDir made in this process, removed when it exits: a test may stop a server
 * and start another on the same folder, or read its outbox after the stop, so a folder lives until
 * every test of the worker is done (each holds a 40 MB database; runs used to leave them behind).
 */
const madeDataDirs: string[] = [];
process.once("exit", () => {
  for (const dataDir of madeDataDirs) rmSync(dataDir, { recursive: true, force: true });
});

/** A new DATA_DIR holding a copy of the run's template database (support/dataTemplate.ts). */
export function tempDataDir(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-e2e-"));
  madeDataDirs.push(dataDir);
  copyDataTemplate(dataDir);
  return dataDir;
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** Everything the server wrote to standard error so far. */
  stderr(): string;
  /** Everything the server wrote to standard output so far (its info log lines). */
  stdout(): string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? tempDataDir();
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, "apps/web/scripts/serve.mjs")], {
    cwd: path.join(repoRoot, "apps/web"),
    // TRUSTED_PROXY_HOPS=1: the tests play the proxy and give each scenario its own client address
    // (pass "0" for the default, where only the socket counts).
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: E2E_SITE_URL,
      DATA_DIR: dataDir,
      TRUSTED_PROXY_HOPS: "1",
      // E2E_SERVER_CLOCK (an ISO time) runs every server of the run at that time, to see the
      // suite pass on, say, a Monday morning, when the team's weekly e-mails go out.
      ...(process.env.E2E_SERVER_CLOCK ? clockAt(new Date(process.env.E2E_SERVER_CLOCK)) : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A test that times out while the server starts never calls stop(): the server must not outlive
  // the test process (it would keep its port, its CPU and PGlite's data folder).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Ready once /api/health answers at all (200, or 503 for a database meant to fail): it has opened
  // the database by then. Opening PGlite runs WebAssembly on the server's main thread, for seconds
  // on a busy machine; a test whose first requests arrived meanwhile met idle keep-alive sockets
  // that the server closed (its 5 s keep-alive timer fired first when the loop resumed): ECONNRESET.
  await waitUntilServing(`${url}/api/health`, { ready: (status) => status === 200 || status === 503, child, describe: () => stderr });
  return {
    url,
    dataDir,
    stderr: () => stderr,
    stdout: () => stdout,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const LIBFAKETIME = ["x86_64-linux-gnu", "aarch64-linux-gnu"].map((triplet) => `/usr/lib/${triplet}/faketime/libfaketime.so.1`);

/**
 * The environment that starts a server with its wall clock at `at` and running on from there
 * (Debian's libfaketime, preloaded: Date, PGlite's now() and the timers' wall time alike; the
 * monotonic clock stays real, so timeouts and intervals keep their length). For what only happens
 * at a time of the week, such as the team's Monday e-mail. Never silently skipped.
 */
export function clockAt(at: Date): Record<string, string> {
  const library = LIBFAKETIME.find((candidate) => existsSync(candidate));
  if (!library) {
    throw new Error(`libfaketime not found (looked at ${LIBFAKETIME.join(", ")}): \`sudo apt-get install -y libfaketime\``);
  }
  // An offset, not an absolute start: the clock moves on from `at` as the real one does.
  const offsetSeconds = Math.round((at.getTime() - Date.now()) / 1000);
  return { LD_PRELOAD: library, FAKETIME: `${offsetSeconds >= 0 ? "+" : ""}${offsetSeconds}`, FAKETIME_DONT_FAKE_MONOTONIC: "1" };
}
