import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARED_RETRY_MS } from "@/src/limits/attemptLimit";
import { createSessionToken, readSessionToken, sessionKey } from "@/src/operator/session";
import { createServerState } from "./serverState";

const folders: string[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const made = await mkdtemp(path.join(os.tmpdir(), "server-state-"));
  folders.push(made);
  return made;
}

const key = (secret: Buffer) => sessionKey(secret, "operator password");

describe("the session secrets of a server process", () => {
  it("are the DATA_DIR secret, the same on every call", async () => {
    const state = createServerState({ limits: null, signOuts: null, secrets: null, dataDir: await folder(), logError: vi.fn() });
    const first = await state.sessionSecrets();
    expect(first).toHaveLength(1);
    expect((await state.sessionSecrets())[0]!.equals(first[0]!)).toBe(true);
  });

  it("after a rotation, sign with SESSION_SECRET and still accept cookies signed with SESSION_SECRET_PREVIOUS", async () => {
    const previous = "p".repeat(40);
    const before = createServerState({
      limits: null,
      signOuts: null,
      secrets: null,
      dataDir: null,
      configuredSecret: previous,
      logError: vi.fn(),
    });
    const cookie = createSessionToken(key((await before.sessionSecrets())[0]!));
    const options = { limits: null, signOuts: null, secrets: null, dataDir: null, configuredSecret: "c".repeat(40), logError: vi.fn() };
    const rotated = createServerState({ ...options, previousSecret: previous });
    const secrets = await rotated.sessionSecrets();
    expect(secrets.map((secret) => secret.toString())).toEqual(["c".repeat(40), previous]);
    expect(readSessionToken(cookie, secrets.map(key))).not.toBeNull();
    // Without the previous value the old cookie is refused: the overlap is what keeps it.
    expect(readSessionToken(cookie, (await createServerState(options).sessionSecrets()).map(key))).toBeNull();
  });

  it("let the operator sign in while the durable secret cannot be had, and keep those sessions once it is back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const logError = vi.fn();
    // DATA_DIR is a file: no secret can be kept there.
    const dataDir = path.join(await folder(), "not-a-directory");
    await writeFile(dataDir, "");
    let databaseUp = false;
    const store = {
      secret: vi.fn(async (_name: string, candidate: string) => (databaseUp ? candidate : Promise.reject(new Error("database down")))),
    };
    const state = createServerState({ limits: null, signOuts: null, secrets: async () => store as never, dataDir, logError });

    const during = await state.sessionSecrets();
    expect(during).toHaveLength(1);
    const token = createSessionToken(key(during[0]!));
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/temporary one/), expect.objectContaining({ message: "database down" }));
    // Not asked again on every request while it is down.
    await state.sessionSecrets();
    expect(store.secret).toHaveBeenCalledTimes(1);

    databaseUp = true;
    vi.setSystemTime(1_000_000 + SHARED_RETRY_MS);
    const after = await state.sessionSecrets();
    expect(after).toHaveLength(2);
    expect(after[0]!.equals(during[0]!)).toBe(false);
    // New sessions are signed with the durable secret; the one signed meanwhile still works here.
    expect(readSessionToken(token, after.map(key))).not.toBeNull();
    expect(readSessionToken(token, key(after[0]!))).toBeNull();
  });

  it("are SESSION_SECRET when it is set", async () => {
    const state = createServerState({
      limits: null,
      signOuts: null,
      secrets: null,
      dataDir: await folder(),
      configuredSecret: "a configured secret of at least 32 chars",
      logError: vi.fn(),
    });
    expect((await state.sessionSecrets()).map((secret) => secret.toString())).toEqual(["a configured secret of at least 32 chars"]);
  });
});
