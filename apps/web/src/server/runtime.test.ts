/**
 * The runtime and `npm run leads:export` agree on the database in every configuration
 * (docs/decisions/0023-runtime.md): a lead the server stores through its runtime is the lead the
 * export script, run as the operator runs it with the same environment, prints. Also: hosted mode
 * never looks for DATA_DIR or the repository's folders.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createScratchDatabase } from "@agency/supabase/tests/support/database";
import { findRepoRoot } from "@/src/process/repoRoot";
import { parseEnv } from "@/src/env";
import { selectMode } from "@/src/platform/mode";
import { createRuntime } from "./runtime.server";

const run = promisify(execFile);
const repoRoot = findRepoRoot();
const JITI = path.join(repoRoot, "node_modules", "jiti", "lib", "jiti-cli.mjs");
const EXPORT_SCRIPT = path.join(repoRoot, "apps", "web", "scripts", "leads-export.ts");
const HOSTED = {
  NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
  FUNCTIONS_SECRET: "f".repeat(32),
};

/** The export script in a process of its own, with exactly this environment (no inherited DATABASE_URL). */
async function exportContactLeads(config: Record<string, string>): Promise<{ lead: { email: string } }[]> {
  const { stdout } = await run(process.execPath, [JITI, EXPORT_SCRIPT, "--kind", "contact", "--format", "json"], {
    cwd: repoRoot,
    env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...config },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as { lead: { email: string } }[];
}

/** Stores a lead the way the server does: through its runtime's backend. */
async function storeThroughRuntime(config: Record<string, string>, email: string): Promise<void> {
  const backend = await createRuntime(parseEnv(config)).backend();
  try {
    await (await backend.repository()).insert("contact", { name: "Runtime Test", email, message: "Same database?" });
  } finally {
    await backend.notifier.stop();
    await (await backend.repository()).close();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("the runtime and leads:export agree on the database", () => {
  it("embedded PGlite under DATA_DIR", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "runtime-pglite-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = { DATA_DIR: dataDir };
    expect(selectMode(parseEnv(config)).leads).toEqual({ kind: "pglite", dataDir });
    await storeThroughRuntime(config, "pglite@example.ca");
    // PGlite is one process per folder: the server's is closed, as the script's usage says.
    expect((await exportContactLeads(config)).map((row) => row.lead.email)).toEqual(["pglite@example.ca"]);
  }, 120_000);

  it("DATABASE_URL on PostgreSQL, with a DATA_DIR whose PGlite the export must not read", async () => {
    const scratch = await createScratchDatabase("runtime_export_test");
    cleanups.push(() => scratch.drop());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "runtime-postgres-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
    expect(selectMode(parseEnv(config)).leads).toMatchObject({ kind: "postgres", databaseUrl: scratch.url });
    await storeThroughRuntime(config, "postgres@example.ca");
    expect((await exportContactLeads(config)).map((row) => row.lead.email)).toEqual(["postgres@example.ca"]);
  }, 120_000);

  it("hosted Supabase: both call the one project, with the service-role key", async () => {
    const rows: Record<string, unknown>[] = [];
    const seen: string[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const pathname = request.url?.split("?")[0];
        response.setHeader("content-type", "application/json");
        // The notification loop's claims (RPC): nothing due.
        if (pathname !== "/rest/v1/contact_forms") return void response.writeHead(200).end("[]");
        seen.push(`${request.method} ${pathname} ${String(request.headers.authorization)}`);
        if (request.method === "POST") {
          const row: Record<string, unknown> = { ...(JSON.parse(body) as Record<string, unknown>), created_at: new Date().toISOString() };
          rows.push(row);
          response.writeHead(201).end(JSON.stringify({ id: row.id, created_at: row.created_at }));
        } else {
          response.writeHead(200, { "content-range": `0-${rows.length - 1}/${rows.length}` }).end(JSON.stringify(rows));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const config = { ...HOSTED, NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };

    await storeThroughRuntime(config, "hosted@example.ca");
    expect((await exportContactLeads(config)).map((row) => row.lead.email)).toEqual(["hosted@example.ca"]);
    expect(seen).toEqual(["POST /rest/v1/contact_forms Bearer service-role-key", "GET /rest/v1/contact_forms Bearer service-role-key"]);
  }, 120_000);
});

describe("selectMode", () => {
  it("never resolves DATA_DIR in hosted mode, so a deployment without the repository's folders starts", () => {
    // Outside any repository: resolving a relative DATA_DIR would walk up looking for supabase/migrations.
    vi.spyOn(process, "cwd").mockReturnValue(path.parse(process.cwd()).root);
    const hosted = parseEnv({ ...HOSTED, NEXT_PUBLIC_SUPABASE_URL: "https://project.supabase.co", DATA_DIR: "./data" });
    expect(selectMode(hosted).leads).toMatchObject({ kind: "supabase", supabase: { url: "https://project.supabase.co" } });
    expect(() => selectMode(parseEnv({ DATA_DIR: "./data" }))).toThrow(/Repository root not found/);
  });

  it("serves prerendered pages from memory in embedded content mode only", () => {
    expect(selectMode(parseEnv({ DATA_DIR: "/tmp/x" }))).toMatchObject({ content: "embedded", pageCache: true });
    expect(selectMode(parseEnv({ DATA_DIR: "/tmp/x", NEXT_PUBLIC_SANITY_PROJECT_ID: "abc123" }))).toMatchObject({
      content: "hosted",
      pageCache: false,
    });
  });
});
