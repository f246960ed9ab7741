import { describe, expect, it } from "vitest";
import { hashOperatorPassword, isHashedPassword, parseScryptHash, verifyOperatorPassword } from "./password";

const PASSWORD = "correct horse battery";
// Low cost keeps the tests fast; the default is checked once below.
const FAST = { log2N: 10, r: 8, p: 1 } as const;

describe("operator password, configured in plain text", () => {
  it("accepts exactly the configured password", async () => {
    expect(await verifyOperatorPassword(PASSWORD, PASSWORD)).toBe(true);
  });

  it.each([
    ["a wrong password", "wrong horse battery"],
    ["a prefix of it", "correct horse"],
    ["it with a trailing space", `${PASSWORD} `],
    ["a different case", PASSWORD.toUpperCase()],
    ["nothing", ""],
  ])("rejects %s", async (_, given) => {
    expect(await verifyOperatorPassword(given, PASSWORD)).toBe(false);
  });

  it("treats the same accented letter typed two ways (NFC/NFD) as the same password", async () => {
    expect(await verifyOperatorPassword("mot de passe élevé".normalize("NFD"), "mot de passe élevé".normalize("NFC"))).toBe(true);
  });
});

describe("operator password, configured as its scrypt hash", () => {
  it("writes a colon-separated hash that never repeats and needs no escaping in .env or a shell", async () => {
    const first = await hashOperatorPassword(PASSWORD, FAST);
    const second = await hashOperatorPassword(PASSWORD, FAST);
    expect(first).toMatch(/^scrypt:10:8:1:[\w-]{22}:[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(PASSWORD);
    expect(isHashedPassword(first)).toBe(true);
  });

  it("accepts the password and rejects anything else, including the hash itself", async () => {
    const hash = await hashOperatorPassword(PASSWORD, FAST);
    expect(await verifyOperatorPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyOperatorPassword("wrong horse battery", hash)).toBe(false);
    expect(await verifyOperatorPassword(hash, hash)).toBe(false);
  });

  it("writes new hashes at OWASP's cost, N = 2^17 (128 MiB), which verify", async () => {
    const hash = await hashOperatorPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt:17:8:1:[\w-]{22}:[\w-]{43}$/);
    expect(parseScryptHash(hash)).toMatchObject({ log2N: 17, r: 8, p: 1 });
    expect(await verifyOperatorPassword(PASSWORD, hash)).toBe(true);
  }, 60_000);

  it("still accepts a hash written before, at N = 2^15", async () => {
    // Written by `npm run operator:hash-password` when its cost was 2^15.
    const written = "scrypt:15:8:1:e-yUDDgIenTkSsMvFXiftQ:bwomeCWNZdaENwvKspUccS8KwTrOlEil5um1BVUZbTk";
    expect(await verifyOperatorPassword(PASSWORD, written)).toBe(true);
    expect(await verifyOperatorPassword("wrong horse battery", written)).toBe(false);
  }, 30_000);

  it.each([
    ["a missing part", "scrypt:10:8:1:c2FsdHNhbHRzYWx0c2FsdA"],
    ["a tiny salt", "scrypt:10:8:1:c2FsdA:a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5"],
    ["a cost that would take gigabytes", "scrypt:20:32:1:c2FsdHNhbHRzYWx0c2FsdA:a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5"],
    ["a non-number", "scrypt:x:8:1:c2FsdHNhbHRzYWx0c2FsdA:a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5"],
  ])("lets no one in with a malformed hash (%s)", async (_, hash) => {
    expect(parseScryptHash(hash)).toBeNull();
    expect(await verifyOperatorPassword(hash, hash)).toBe(false);
    expect(await verifyOperatorPassword(PASSWORD, hash)).toBe(false);
  });
});

describe("the environment check", () => {
  it("accepts a hash the script writes as OPERATOR_PASSWORD", async () => {
    const { parseEnv } = await import("@/src/env");
    const hash = await hashOperatorPassword(PASSWORD, FAST);
    expect(parseEnv({ OPERATOR_PASSWORD: hash }).OPERATOR_PASSWORD).toBe(hash);
  });
});
