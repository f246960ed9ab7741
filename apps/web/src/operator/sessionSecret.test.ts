import { mkdtemp, readFile, rm, stat, chmod, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileSessionSecret, loadSessionSecret, SESSION_SECRET_FILE } from "./sessionSecret";

const folders: string[] = [];
async function dataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "session-secret-"));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("the session secret", () => {
  it("is generated once under DATA_DIR, readable by the server's user only, and the same after a restart", async () => {
    const folder = await dataDir();
    const first = await fileSessionSecret(path.join(folder, "data"));
    const file = path.join(folder, "data", SESSION_SECRET_FILE);
    expect(first).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await fileSessionSecret(path.join(folder, "data"))).equals(first)).toBe(true);
  });

  it("is one secret when several starts race for it", async () => {
    const folder = await dataDir();
    const secrets = await Promise.all(Array.from({ length: 8 }, () => fileSessionSecret(folder)));
    expect(new Set(secrets.map((secret) => secret.toString("hex"))).size).toBe(1);
    expect((await readFile(path.join(folder, SESSION_SECRET_FILE), "utf8")).trim()).toBe(secrets[0]!.toString("base64url"));
  });

  it("makes a copy that came back readable by others private again", async () => {
    const folder = await dataDir();
    await fileSessionSecret(folder);
    await chmod(path.join(folder, SESSION_SECRET_FILE), 0o644);
    await fileSessionSecret(folder);
    expect((await stat(path.join(folder, SESSION_SECRET_FILE))).mode & 0o777).toBe(0o600);
  });

  it("refuses a file it did not write, saying what to do", async () => {
    const folder = await dataDir();
    await writeFile(path.join(folder, SESSION_SECRET_FILE), "short\n", { mode: 0o600 });
    await expect(fileSessionSecret(folder)).rejects.toThrow(/delete it and a new one is made/);
  });

  it("is SESSION_SECRET when set, before any store or file", async () => {
    const folder = await dataDir();
    const store = { secret: vi.fn(async () => "from-the-database-xxxxxxxxxxxxxxxxxxxxxxxxx") };
    const secret = await loadSessionSecret({
      configured: "a configured secret of at least 32 chars",
      store: async () => store,
      dataDir: folder,
    });
    expect(secret.toString("utf8")).toBe("a configured secret of at least 32 chars");
    expect(store.secret).not.toHaveBeenCalled();
  });

  it("is the shared database's when there is one, so every instance agrees, and then no file is written", async () => {
    const folder = await dataDir();
    let stored: string | null = null;
    const store = { secret: vi.fn(async (_name: string, candidate: string) => (stored ??= candidate)) };
    const [a, b] = await Promise.all([
      loadSessionSecret({ store: async () => store, dataDir: folder }),
      loadSessionSecret({ store: async () => store, dataDir: folder }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a).toHaveLength(32);
    expect(store.secret).toHaveBeenCalledWith("operator-session", expect.stringMatching(/^[\w-]{43}$/));
    await expect(stat(path.join(folder, SESSION_SECRET_FILE))).rejects.toThrow();
  });
});
