/**
 * The operator's password check. OPERATOR_PASSWORD holds either the password itself or its scrypt
 * hash (`npm run operator:hash-password`), so a host's settings page or a leaked .env need not
 * reveal it. Both forms compare in constant time: the plain form compares SHA-256 digests (equal
 * length whatever was typed, so the length of the password leaks nothing either).
 *
 * The hash is written `scrypt:<log2 N>:<r>:<p>:<salt>:<key>` (base64url) rather than the usual
 * `$`-separated form, because `.env` loading (@next/env, dotenv-expand) and shells would read
 * `$15` or `$abc` as variable references and silently change the value.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const HASH_PREFIX = "scrypt:";

/**
 * 2^17 × 8 × 128 bytes = 128 MiB per check (OWASP's minimum for scrypt): costly to guess offline,
 * a fraction of a second to sign in. Hashes written with 2^15 before still verify (their cost is
 * in the hash); operator/signIn.ts keeps at most two checks running at once.
 */
export const DEFAULT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
const KEY_BYTES = 32;

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

interface ScryptHash extends ScryptCost {
  salt: Buffer;
  key: Buffer;
}

function deriveKey(password: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // Node refuses more than 32 MiB by default; allow what these parameters need (128 × N × r
  // bytes, 128 MiB at the default), with headroom.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function isHashedPassword(configured: string): boolean {
  return configured.startsWith(HASH_PREFIX);
}

/** Parses a stored hash; null when it is not one this code wrote (bounded so a typo cannot hang sign-in). */
export function parseScryptHash(configured: string): ScryptHash | null {
  const parts = configured.slice(HASH_PREFIX.length).split(":");
  if (!isHashedPassword(configured) || parts.length !== 5) return null;
  const [log2N, r, p] = parts.slice(0, 3).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[3] ?? "", "base64url");
  const key = Buffer.from(parts[4] ?? "", "base64url");
  const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  if (!inRange(log2N, 10, 20) || !inRange(r, 1, 32) || !inRange(p, 1, 16) || salt.length < 16 || key.length < 16) return null;
  // At most 256 MiB per check, whatever the parameters say.
  if (128 * 2 ** log2N * r > 256 * 1024 * 1024) return null;
  return { log2N, r, p, salt, key };
}

export async function hashOperatorPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, KEY_BYTES, cost);
  return `${HASH_PREFIX}${cost.log2N}:${cost.r}:${cost.p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

const digest = (value: string) => createHash("sha256").update(value.normalize("NFC"), "utf8").digest();

/** True when `given` is the operator's password, whichever form OPERATOR_PASSWORD is in. */
export async function verifyOperatorPassword(given: string, configured: string): Promise<boolean> {
  if (!isHashedPassword(configured)) return timingSafeEqual(digest(given), digest(configured));
  const hash = parseScryptHash(configured);
  // A malformed hash lets no one in (the environment check reports it at start-up).
  if (!hash) return false;
  const key = await deriveKey(given, hash.salt, hash.key.length, hash);
  return timingSafeEqual(key, hash.key);
}
