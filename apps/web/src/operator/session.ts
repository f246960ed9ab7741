/**
 * The operator's session: a signed cookie value `v2.<expires>.<nonce>.<signature>`, nothing kept
 * on the server but the nonces of sessions signed out early.
 *
 * The HMAC key comes from a random server secret (SESSION_SECRET, or one generated once:
 * operator/sessionSecret.ts), bound to a fingerprint of the configured OPERATOR_PASSWORD: changing
 * the password changes the key and so ends every session, yet a cookie says nothing about the
 * password (the secret is 256 random bits, not something a guess can be checked against).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createBreaker } from "@/src/limits/attemptLimit";

export const SESSION_COOKIE = "operator_session";
/** A working day: long enough for an incident, short enough that a forgotten tab expires. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

const VERSION = "v2";
/** 16 random bytes, base64url. */
const NONCE = /^[\w-]{22}$/;
/** Far longer than any token this code writes: longer ones are refused before any hashing. */
const MAX_TOKEN_LENGTH = 128;

/** The HMAC key for session cookies: the server's secret, bound to the configured password. */
export function sessionKey(secret: Buffer, configuredPassword: string): Buffer {
  const fingerprint = createHash("sha256").update(configuredPassword, "utf8").digest();
  return createHmac("sha256", secret).update("agency operator session v2\0").update(fingerprint).digest();
}

function sign(payload: string, key: Buffer): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export interface OperatorSession {
  nonce: string;
  expiresAt: Date;
}

export function createSessionToken(key: Buffer, now = new Date(), ttlSeconds = SESSION_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = `${VERSION}.${expires}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${sign(payload, key)}`;
}

/**
 * The session a token proves, or null when it is malformed, tampered with, signed with none of
 * `keys` or expired.
 */
export function readSessionToken(token: string | undefined, keys: Buffer | readonly Buffer[], now = new Date()): OperatorSession | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, expires, nonce, signature] = parts as [string, string, string, string];
  const given = Buffer.from(signature);
  const signedBy = (key: Buffer) => {
    const expected = Buffer.from(sign(parts.slice(0, 3).join("."), key));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(Array.isArray(keys) ? keys : [keys]).some(signedBy)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  if (!/^\d+$/.test(expires) || !NONCE.test(nonce) || expiresAt.getTime() <= now.getTime()) return null;
  return { nonce, expiresAt };
}

/** The database side of the sign-out list (supabase/migrations/20261123000300_shared_limits.sql). */
export interface SignOutStore {
  signOut(nonce: string, expiresAt: Date, now: Date): Promise<void>;
  isSignedOut(nonce: string, now: Date): Promise<boolean>;
}

export interface SignOutListOptions {
  /** Sessions remembered in memory at most (a session is forgotten anyway once it expires). */
  maxEntries?: number;
  /** Where sign-outs outlive the process and reach the other processes; null: memory only. */
  store?: (() => Promise<SignOutStore | null>) | null;
  onStoreError?: (error: unknown) => void;
}

export type SignOutList = ReturnType<typeof createSignOutList>;

/**
 * Sessions signed out before they expired, so a copied cookie stops working too. Kept in memory
 * (bounded by count, and each only until its session would have expired anyway) and in the
 * database when there is one: it survives a restart, and a sign-out on one server process holds
 * on the others. A database that cannot be reached leaves this process's memory to decide.
 */
export function createSignOutList({ maxEntries = 10_000, store = null, onStoreError }: SignOutListOptions = {}) {
  // Nonce → expiry (ms), oldest sign-out first.
  const local = new Map<string, number>();
  function forgetExpired(now: number) {
    for (const [nonce, expiresAt] of local) if (expiresAt <= now) local.delete(nonce);
    while (local.size > maxEntries) {
      const oldest = local.keys().next().value;
      if (oldest === undefined) break;
      local.delete(oldest);
    }
  }
  const breaker = createBreaker();
  async function withStore<T>(work: (found: SignOutStore) => Promise<T>): Promise<T | null> {
    if (!store || !breaker.open()) return null;
    try {
      const found = await store();
      return found ? await work(found) : null;
    } catch (error) {
      breaker.failed();
      onStoreError?.(error);
      return null;
    }
  }
  return {
    async add(session: OperatorSession, now = Date.now()) {
      local.set(session.nonce, session.expiresAt.getTime());
      forgetExpired(now);
      await withStore((found) => found.signOut(session.nonce, session.expiresAt, new Date(now)));
    },
    async has(session: OperatorSession, now = Date.now()): Promise<boolean> {
      const remembered = local.get(session.nonce);
      if (remembered !== undefined && remembered > now) return true;
      return (await withStore((found) => found.isSignedOut(session.nonce, new Date(now)))) ?? false;
    },
    /** Sessions held in memory (for tests of the bounds). */
    size(now = Date.now()): number {
      forgetExpired(now);
      return local.size;
    },
  };
}
