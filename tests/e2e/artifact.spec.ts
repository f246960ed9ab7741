/**
 * The standalone artifact `npm run build` writes (apps/web/.next/standalone,
 * docs/decisions/0030-scale-out.md) runs with Node alone, away from the repository: copied to a new
 * temporary folder and started from another one, with an environment that names nothing of the
 * checkout, it serves a page and its health, and stores a lead in its own embedded database
 * (migrations and seed content from inside the artifact). The repository's Dockerfile runs the
 * same commands: copy the folder, `node apps/web/scripts/serve.mjs` (tests/dockerfile.test.ts checks
 * its stages; the first test below, that what it copies and starts exists after `npm run build`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../support/test";
import { freePort, waitUntilServing } from "../support/harness";
import { E2E_SITE_URL } from "../support/site";
import { ARTIFACT_ENTRY, artifactCopy, command, readDockerfile } from "../support/dockerfile";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const built = path.join(repoRoot, "apps/web/.next/standalone");

let scratch: string;
let child: ChildProcess | undefined;
test.beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "artifact-"));
});
test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(scratch, { recursive: true, force: true });
});

test("the Dockerfile copies this artifact and starts its entry point", () => {
  const stages = readDockerfile();
  const copy = artifactCopy(stages);
  expect(copy, "the runtime stage copies the build stage's artifact").not.toBeNull();
  expect(path.join(repoRoot, copy!.source)).toBe(built);
  expect(existsSync(path.join(built, ARTIFACT_ENTRY)), `${copy!.source}/${ARTIFACT_ENTRY} after npm run build`).toBe(true);
  expect(command(stages)[1]).toBe(`${copy!.destination}/${ARTIFACT_ENTRY}`);
});

test("the standalone artifact, copied out of the repository, serves pages and health and stores a lead", async ({ request }) => {
  test.setTimeout(120_000);
  expect(existsSync(path.join(built, "apps/web/scripts/serve.mjs")), "npm run build writes the artifact").toBe(true);
  const app = path.join(scratch, "app");
  cpSync(built, app, { recursive: true, verbatimSymlinks: true });
  const size = spawnSync("du", ["-sm", app], { encoding: "utf8" }).stdout.split("\t")[0];

  // Started from an unrelated folder, with Node alone: no npm, no repository, no inherited settings.
  const elsewhere = mkdtempSync(path.join(scratch, "cwd-"));
  const port = await freePort();
  const started = Date.now();
  let stderr = "";
  child = spawn(process.execPath, [path.join(app, "apps/web/scripts/serve.mjs")], {
    cwd: elsewhere,
    env: { PATH: "/usr/bin:/bin", HOST: "127.0.0.1", PORT: String(port), SITE_URL: E2E_SITE_URL, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/api/health`, { ready: (status) => status === 200, timeoutMs: 90_000, child, describe: () => stderr });
  const startupMs = Date.now() - started;
  test.info().annotations.push({ type: "figures", description: `artifact ${size} MB; start-up to a healthy /api/health ${startupMs} ms` });
  console.log(`artifact: ${size} MB, start-up to a healthy /api/health in ${startupMs} ms`);

  const page = await request.get(`${url}/about/`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("</html>");
  expect((await request.get(`${url}/api/health`)).status()).toBe(200);

  const lead = await request.post(`${url}/api/leads/contact`, {
    data: { name: "Artifact Test", email: "artifact@example.ca", message: "Stored by the standalone artifact" },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  // DATA_DIR's default (./data) is taken from the artifact's root, not the working directory.
  expect(existsSync(path.join(app, "data/pglite"))).toBe(true);
  expect(existsSync(path.join(elsewhere, "data"))).toBe(false);
  expect(stderr).not.toMatch(/Error|not found/i);
});
