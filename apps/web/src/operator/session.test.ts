import { describe, expect, it, vi } from "vitest";
import { createSessionToken, createSignOutList, readSessionToken, sessionKey, SESSION_TTL_SECONDS, type SignOutStore } from "./session";

const secret = Buffer.alloc(32, 7);
const key = sessionKey(secret, "operator password one");
const now = new Date("2026-11-22T15:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("operator session cookie", () => {
  it("accepts a fresh token until it expires, eight hours later", () => {
    const token = createSessionToken(key, now);
    expect(token).toMatch(/^v2\.\d+\.[\w-]{22}\.[\w-]{43}$/);
    expect(readSessionToken(token, key, now)).toMatchObject({ expiresAt: later(SESSION_TTL_SECONDS) });
    expect(readSessionToken(token, key, later(SESSION_TTL_SECONDS - 1))).not.toBeNull();
  });

  it("rejects an expired token", () => {
    const token = createSessionToken(key, now);
    expect(readSessionToken(token, key, later(SESSION_TTL_SECONDS))).toBeNull();
    expect(readSessionToken(token, key, later(SESSION_TTL_SECONDS + 3600))).toBeNull();
  });

  it("ends every session when the password changes, though the secret stays", () => {
    const token = createSessionToken(key, now);
    expect(readSessionToken(token, sessionKey(secret, "operator password two"), now)).toBeNull();
    expect(readSessionToken(token, sessionKey(secret, "operator password one"), now)).not.toBeNull();
  });

  it("rejects a token signed with another secret (another deployment, a replaced SESSION_SECRET)", () => {
    expect(readSessionToken(createSessionToken(sessionKey(Buffer.alloc(32, 8), "operator password one"), now), key, now)).toBeNull();
  });

  it("derives the key from the random secret, not from the password alone", () => {
    expect(sessionKey(Buffer.alloc(32, 1), "same password").equals(sessionKey(Buffer.alloc(32, 2), "same password"))).toBe(false);
  });

  it("rejects a token whose expiry was pushed back or whose signature was altered", () => {
    const token = createSessionToken(key, now);
    const [version, expires, nonce, signature] = token.split(".") as [string, string, string, string];
    const extended = [version, String(Number(expires) + 86_400), nonce, signature].join(".");
    expect(readSessionToken(extended, key, now)).toBeNull();
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readSessionToken([version, expires, nonce, flipped].join("."), key, now)).toBeNull();
    expect(readSessionToken([version, expires, "other-nonce", signature].join("."), key, now)).toBeNull();
  });

  it.each([undefined, "", "v1", "v1.1.2", "v2.9999999999.nonce.sig", "not a token at all", `v2.9999999999.${"n".repeat(5000)}.sig`])(
    "rejects the malformed value %j",
    (value) => {
      expect(readSessionToken(value, key, now)).toBeNull();
    },
  );

  it("no longer accepts the password-derived v1 cookies", () => {
    expect(readSessionToken("v1.9999999999.bm9uY2Vub25jZW5vbmNlbm9uYw.c2lnbmF0dXJl", key, now)).toBeNull();
  });

  it("gives every sign-in its own token", () => {
    expect(createSessionToken(key, now)).not.toBe(createSessionToken(key, now));
  });
});

describe("signed-out sessions", () => {
  const session = (nonce: string, expiresAt: number) => ({ nonce, expiresAt: new Date(expiresAt) });

  it("remembers signed-out sessions, so their cookie is refused even if it was copied", async () => {
    const signedOut = createSignOutList();
    const mine = readSessionToken(createSessionToken(key, new Date()), key)!;
    const other = readSessionToken(createSessionToken(key, new Date()), key)!;
    await signedOut.add(mine);
    expect(await signedOut.has(mine)).toBe(true);
    expect(await signedOut.has(other)).toBe(false);
  });

  it("forgets a signed-out session once it would have expired anyway (bounded by age)", async () => {
    const signedOut = createSignOutList();
    await signedOut.add(session("a", 10_000), 0);
    await signedOut.add(session("b", 20_000), 0);
    expect(signedOut.size(9_999)).toBe(2);
    expect(signedOut.size(10_000)).toBe(1);
    expect(signedOut.size(20_000)).toBe(0);
  });

  it("keeps at most maxEntries in memory (bounded by count)", async () => {
    const signedOut = createSignOutList({ maxEntries: 100 });
    for (let index = 0; index < 1_000; index += 1) await signedOut.add(session(`nonce-${index}`, 1_000_000), 0);
    expect(signedOut.size(0)).toBe(100);
    expect(await signedOut.has(session("nonce-999", 1_000_000), 0)).toBe(true);
  });

  it("records sign-outs in the store and asks it about sessions this process does not know", async () => {
    const stored = new Map<string, Date>();
    const store: SignOutStore = {
      signOut: vi.fn(async (nonce: string, expiresAt: Date) => void stored.set(nonce, expiresAt)),
      isSignedOut: vi.fn(async (nonce: string, at: Date) => (stored.get(nonce)?.getTime() ?? 0) > at.getTime()),
    };
    const here = createSignOutList({ store: async () => store });
    await here.add(session("copied", 50_000), 0);
    expect(store.signOut).toHaveBeenCalledWith("copied", new Date(50_000), new Date(0));
    // Another process (or this one after a restart) with the same store.
    const elsewhere = createSignOutList({ store: async () => store });
    expect(await elsewhere.has(session("copied", 50_000), 1_000)).toBe(true);
    expect(await elsewhere.has(session("never", 50_000), 1_000)).toBe(false);
  });

  it("still refuses what it remembers while the store fails, and reports the failure", async () => {
    const onStoreError = vi.fn();
    const failing: SignOutStore = {
      signOut: async () => Promise.reject(new Error("database down")),
      isSignedOut: async () => Promise.reject(new Error("database down")),
    };
    const signedOut = createSignOutList({ store: async () => failing, onStoreError });
    await signedOut.add(session("mine", 50_000), 0);
    expect(await signedOut.has(session("mine", 50_000), 1)).toBe(true);
    expect(await signedOut.has(session("unknown", 50_000), 1)).toBe(false);
    // Reported once: the store is left alone for a few seconds after failing.
    expect(onStoreError).toHaveBeenCalledTimes(1);
  });
});
