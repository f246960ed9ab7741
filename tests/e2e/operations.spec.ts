/**
 * Staying live (docs/operations.md, docs/decisions/0041-operations.md), against the default
 * production build: `npm run backup` of a DATA_DIR while its server runs, `npm run restore` into a
 * new folder, and a server on it that has every lead of the backup and none written after it; and
 * the server's log lines, each one JSON object with no e-mail address or secret in it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "../support/test";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { freePort, startServer, tempDataDir, type TestServer } from "../support/server";

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SECRETS = {
  LINK_SECRET: "ops-link-secret-that-must-never-be-logged-01",
  SESSION_SECRET: "ops-session-secret-that-must-never-be-logged-02",
  LEAD_WEBHOOK_SECRET: "ops-webhook-secret-that-must-never-be-logged-03",
  SMTP_PASSWORD: "ops-smtp-password-never-logged-04",
  WEBHOOK_TOKEN: "ops-crm-token-never-logged-05",
};
const VISITORS = ["jordan.backup@example.ca", "priya.backup@example.ca"];
const AFTER_BACKUP = "later.visitor@example.ca";

const servers: TestServer[] = [];
const folders: string[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function npm(script: string, args: string[], dataDir: string) {
  return spawnSync("npm", ["run", "-s", script, "--", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NEXT_PUBLIC_SUPABASE_URL: "" },
    encoding: "utf8",
  });
}

async function submit(request: APIRequestContext, server: TestServer, email: string, client: number) {
  const response = await request.post(`${server.url}/api/leads/contact`, {
    data: { name: "Backup Visitor", email, message: "Is the Barrie facility still available?" },
    headers: { "x-forwarded-for": `192.0.2.${client}` },
  });
  expect(response.status(), email).toBe(200);
}

/** The contact leads' addresses, as the operator's JSON export lists them. */
async function storedAddresses(request: APIRequestContext, server: TestServer): Promise<string[]> {
  const signIn = await request.post(`${server.url}/api/operator/session`, { data: { password: E2E_OPERATOR_PASSWORD } });
  expect(signIn.status()).toBe(204);
  const exported = await request.get(`${server.url}/api/operator/leads/contact?format=json`);
  expect(exported.status()).toBe(200);
  return ((await exported.json()) as { lead: { email: string } }[]).map((stored) => stored.lead.email).sort();
}

test("a backup taken while the server runs restores into a new folder with every lead it had", async ({ request }) => {
  const closed = await freePort();
  const dataDir = tempDataDir();
  folders.push(dataDir);
  const server = await startServer({
    DATA_DIR: dataDir,
    OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
    LINK_SECRET: SECRETS.LINK_SECRET,
    SESSION_SECRET: SECRETS.SESSION_SECRET,
    // Mail and the CRM are down: their failures are logged, and must not quote what they hold.
    SMTP_URL: `smtp://mailer:${SECRETS.SMTP_PASSWORD}@127.0.0.1:${closed}`,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${closed}/hooks/leads?token=${SECRETS.WEBHOOK_TOKEN}`,
    LEAD_WEBHOOK_SECRET: SECRETS.LEAD_WEBHOOK_SECRET,
  });
  servers.push(server);
  for (const [index, email] of VISITORS.entries()) await submit(request, server, email, 60 + index);

  const snapshot = path.join(mkdtempSync(path.join(os.tmpdir(), "ops-backup-")), "snapshot");
  folders.push(path.dirname(snapshot));
  const backup = npm("backup", ["--output", snapshot], dataDir);
  expect(backup.status, backup.stderr).toBe(0);
  expect(backup.stdout).toMatch(/written by the running server, process \d+/);
  await submit(request, server, AFTER_BACKUP, 70);

  // Restoring onto the folder of a running server is refused, and changes nothing.
  const refused = npm("restore", ["--from", snapshot], dataDir);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/A server \(process \d+\) is using .*: stop it, then restore; nothing was changed/);
  expect(await storedAddresses(request, server)).toEqual([...VISITORS, AFTER_BACKUP].sort());
  await server.stop();

  const restoredDir = mkdtempSync(path.join(os.tmpdir(), "ops-restored-"));
  folders.push(restoredDir);
  const restore = npm("restore", ["--from", snapshot], restoredDir);
  expect(restore.status, restore.stderr).toBe(0);
  const restored = await startServer({
    DATA_DIR: restoredDir,
    OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
    ...{ LINK_SECRET: SECRETS.LINK_SECRET },
  });
  servers.push(restored);
  expect(await storedAddresses(request, restored)).toEqual([...VISITORS].sort());
});

test("every line the servers logged is one JSON object with no e-mail address or secret", () => {
  const lines = servers.flatMap((server) => `${server.stdout()}${server.stderr()}`.split("\n")).filter((line) => line.trim() !== "");
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry, line).toMatchObject({ level: expect.stringMatching(/^(debug|info|warn|error)$/), event: expect.any(String) });
    expect(Number.isNaN(Date.parse(String(entry.time))), line).toBe(false);
    expect(line).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
  }
  expect(lines.some((line) => (JSON.parse(line) as { event: string }).event === "Serving")).toBe(true);
});
