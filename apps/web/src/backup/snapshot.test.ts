/**
 * Backup and restore of an embedded DATA_DIR (docs/operations.md, "Backups"): the "server" here is
 * this test process with the database open and serving backup requests (src/backup/liveServer.ts);
 * the backup is asked for as `npm run backup` asks (a request file and SIGUSR2); the restore puts it
 * into a fresh folder, and every row of every table and every file comes back.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRepoRoot } from "@/src/process/repoRoot";
import { createFileDocumentStorage, documentKey } from "@/src/dealRoom/documents/documentStorage";
import { createMigratedDataDir } from "@/src/database/pglite";
import { openPGliteRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { fileSessionSecret, LINK_SECRET_FILE } from "@/src/operator/sessionSecret";
import { requestBackup, runningServer, serveBackups } from "./liveServer";
import { readSnapshot, restoreSnapshot } from "./snapshot";

let root: string;
let dataDir: string;
let db: PGlite;
let repository: Stores;
let stopServing: () => void;

/** Every row of every table of the public schema, by table, in a stable order. */
async function everyRow(database: PGlite): Promise<Record<string, unknown[]>> {
  const tables = (
    await database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  ).rows.map((row) => row.name);
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = (await database.query(`select to_jsonb(t) as row from public.${table} t order by to_jsonb(t)::text`)).rows;
  }
  return result;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "backup-test-"));
  dataDir = path.join(root, "data");
  await mkdir(dataDir);
  // Migrated already (the archive the other database tests load): the backup is under test here.
  await createMigratedDataDir(dataDir);
  db = await PGlite.create(path.join(dataDir, "pglite"));
  repository = await openPGliteRepository(db);
  stopServing = serveBackups({ dataDir, dumpDatabase: repository.snapshotDatabase!, logError: () => undefined });
}, 180_000);

afterAll(async () => {
  stopServing?.();
  await repository?.close();
  await rm(root, { recursive: true, force: true });
});

describe("npm run backup, then npm run restore", () => {
  it("gives back every row of every table and every file, from a backup taken while the server ran", async () => {
    await repository.insert("contact", { name: "Jordan Lee", email: "jordan@example.ca", message: "Barrie storage" });
    await repository.insert("investor", {
      name: "Priya Shah",
      email: "priya@example.ca",
      investment_profile: "GTA",
      message: null,
      consent_deal_emails: true,
      buy_asset_classes: ["self-storage"],
      buy_regions: null,
      buy_price_min: null,
      buy_price_max: 8_000_000,
      buy_cap_rate_min: null,
    });
    await repository.insert("valuation", {
      name: "Sam Wong",
      email: "sam@example.ca",
      phone: "(705) 555-0199",
      property_address: "40 Commerce Park Dr, Barrie ON",
      property_type: "self-storage",
      message: null,
    });
    await repository.insert("contact", { name: "Bot", email: "bot@example.ca", message: "x" }, { spamReason: "honeypot" });
    const memorandum = randomBytes(300_000);
    const documentId = randomUUID();
    await createFileDocumentStorage(path.join(dataDir, "deal-room")).put(
      documentKey("gta-portfolio", documentId),
      memorandum,
      "application/pdf",
    );
    await repository.dealRoom!.addDocument({
      id: documentId,
      listing: "gta-portfolio",
      fileName: "Memorandum.pdf",
      contentType: "application/pdf",
      sizeBytes: memorandum.byteLength,
      sha256: "0".repeat(64),
    });
    const sessionSecret = await fileSessionSecret(dataDir);
    const linkSecret = await fileSessionSecret(dataDir, LINK_SECRET_FILE);
    const atBackup = await everyRow(db);
    expect(atBackup.contact_forms).toHaveLength(2);
    expect(atBackup.deal_room_documents).toHaveLength(1);

    expect(runningServer(dataDir)).toBe(process.pid);
    const snapshot = path.join(root, "snapshot");
    const manifest = await requestBackup({ dataDir, pid: process.pid, target: snapshot, pollMs: 50 });
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      ["deal-room/gta-portfolio/" + documentId, "link-secret", "pglite.tar.gz", "session-secret"].sort(),
    );
    // Written after the backup: not in it.
    await repository.insert("contact", { name: "Later", email: "later@example.ca", message: "after the backup" });

    const restored = path.join(root, "restored");
    await restoreSnapshot({
      source: snapshot,
      dataDir: restored,
      loadDatabase: async (folder, dump) => (await PGlite.create(folder, { loadDataDir: dump })).close(),
    });
    const reopened = await PGlite.create(path.join(restored, "pglite"));
    try {
      expect(await everyRow(reopened)).toEqual(atBackup);
    } finally {
      await reopened.close();
    }
    expect((await readFile(path.join(restored, "deal-room", "gta-portfolio", documentId))).equals(memorandum)).toBe(true);
    expect((await fileSessionSecret(restored)).equals(sessionSecret)).toBe(true);
    expect((await fileSessionSecret(restored, LINK_SECRET_FILE)).equals(linkSecret)).toBe(true);
  }, 180_000);

  it("refuses a damaged snapshot before touching the data folder", async () => {
    const snapshot = path.join(root, "snapshot");
    const secret = path.join(snapshot, "session-secret");
    const original = await readFile(secret);
    await writeFile(secret, "tampered");
    try {
      await expect(readSnapshot(snapshot)).rejects.toThrow(/session-secret is missing or damaged/);
    } finally {
      await writeFile(secret, original);
    }
  });

  it("npm run restore refuses while a server uses the folder, and changes nothing", () => {
    const result = spawnSync(
      path.join(findRepoRoot(), "node_modules/.bin/jiti"),
      ["apps/web/scripts/restore.ts", "--from", path.join(root, "snapshot")],
      {
        cwd: findRepoRoot(),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NEXT_PUBLIC_SUPABASE_URL: "" },
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`A server (process ${process.pid}) is using ${dataDir}: stop it, then restore; nothing was changed`);
  }, 60_000);
});
