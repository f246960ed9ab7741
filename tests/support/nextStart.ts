/**
 * The production build served by Next.js alone, `next start`, as on a host that runs the framework's
 * own server (and, for the policy, as Vercel does): no scripts/serve.mjs around it (decision 0040).
 * The same build the suite's main server serves; its own DATA_DIR.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitUntilServing } from "./harness.ts";
import { tempDataDir, type TestServer } from "./server.ts";
import { E2E_SITE_URL } from "./site.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webDir = path.join(repoRoot, "apps/web");
const nextBin = createRequire(path.join(webDir, "package.json")).resolve("next/dist/bin/next");

export async function startNextServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? tempDataDir();
  const child: ChildProcess = spawn(process.execPath, [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", SITE_URL: E2E_SITE_URL, DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/api/health`, { ready: (status) => status === 200, timeoutMs: 90_000, child, describe: () => stderr });
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
