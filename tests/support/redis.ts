/**
 * A Redis of the test's own (Debian's redis-server, installed by .ci/run): on a free port, nothing
 * written to disk, stopped with the test. For the shared cache of several production servers
 * (REDIS_URL, docs/decisions/0030-scale-out.md).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "./harness.ts";

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const BINARY = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((candidate) => existsSync(candidate));

export async function startRedis(): Promise<TestRedis> {
  if (!BINARY) throw new Error("redis-server is not installed: `apt-get install -y redis-server` (.ci/run installs it)");
  const port = await freePort();
  const child = spawn(BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s: ${output}`)), 10_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off("exit", killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
