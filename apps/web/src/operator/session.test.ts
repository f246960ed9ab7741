import { describe, expect, it } from "vitest";
import { createSessionToken, createSignOutList, readSessionToken, sessionSecret, SESSION_TTL_SECONDS } from "./session";

const secret = sessionSecret("operator password one");
const otherSecret = sessionSecret("operator password two");
const now = new Date("2026-11-22T15:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("operator session cookie", () => {
  it("accepts a fresh token until it expires, eight hours later", () => {
    const token = createSessionToken(secret, now);
    expect(readSessionToken(token, secret, now)).toMatchObject({ expiresAt: later(SESSION_TTL_SECONDS) });
    expect(readSessionToken(token, secret, later(SESSION_TTL_SECONDS - 1))).not.toBeNull();
  });

  it("rejects an expired token", () => {
    const token = createSessionToken(secret, now);
    expect(readSessionToken(token, secret, later(SESSION_TTL_SECONDS))).toBeNull();
    expect(readSessionToken(token, secret, later(SESSION_TTL_SECONDS + 3600))).toBeNull();
  });

  it("rejects a token signed with another key (the password changed)", () => {
    expect(readSessionToken(createSessionToken(otherSecret, now), secret, now)).toBeNull();
  });

  it("rejects a token whose expiry was pushed back or whose signature was altered", () => {
    const token = createSessionToken(secret, now);
    const [version, expires, nonce, signature] = token.split(".") as [string, string, string, string];
    const extended = [version, String(Number(expires) + 86_400), nonce, signature].join(".");
    expect(readSessionToken(extended, secret, now)).toBeNull();
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readSessionToken([version, expires, nonce, flipped].join("."), secret, now)).toBeNull();
    expect(readSessionToken([version, expires, "other-nonce", signature].join("."), secret, now)).toBeNull();
  });

  it.each([undefined, "", "v1", "v1.1.2", "v2.9999999999.nonce.sig", "not a token at all"])("rejects the malformed value %j", (value) => {
    expect(readSessionToken(value, secret, now)).toBeNull();
  });

  it("gives every sign-in its own token", () => {
    expect(createSessionToken(secret, now)).not.toBe(createSessionToken(secret, now));
  });

  it("remembers signed-out sessions, so their cookie is refused even if it was copied", () => {
    const signedOut = createSignOutList();
    const session = readSessionToken(createSessionToken(secret, new Date()), secret);
    const other = readSessionToken(createSessionToken(secret, new Date()), secret);
    signedOut.add(session!);
    expect(signedOut.has(session!)).toBe(true);
    expect(signedOut.has(other!)).toBe(false);
  });
});
