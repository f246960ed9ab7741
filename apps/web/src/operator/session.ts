/**
 * The operator's session: a signed cookie value `v1.<expires>.<nonce>.<signature>`, nothing kept
 * on the server but the nonces of sessions signed out early. The signing key is derived from
 * OPERATOR_PASSWORD with scrypt, so changing the password ends every session, and a leaked cookie
 * is no faster a way to guess the password than its scrypt hash would be.
 */
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "operator_session";
/** A working day: long enough for an incident, short enough that a forgotten tab expires. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

const VERSION = "v1";
const secrets = new Map<string, Buffer>();

/** The HMAC key for a configured OPERATOR_PASSWORD (cached: scrypt is slow on purpose). */
export function sessionSecret(configuredPassword: string): Buffer {
  let secret = secrets.get(configuredPassword);
  if (!secret) {
    secret = scryptSync(configuredPassword, "agency-operator-session-v1", 32, { N: 2 ** 14, r: 8, p: 1 });
    secrets.set(configuredPassword, secret);
  }
  return secret;
}

function sign(payload: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export interface OperatorSession {
  nonce: string;
  expiresAt: Date;
}

export function createSessionToken(secret: Buffer, now = new Date(), ttlSeconds = SESSION_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = `${VERSION}.${expires}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The session a token proves, or null when it is malformed, tampered with, signed with another key or expired. */
export function readSessionToken(token: string | undefined, secret: Buffer, now = new Date()): OperatorSession | null {
  const parts = token?.split(".");
  if (!parts || parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, expires, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(parts.slice(0, 3).join("."), secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  if (!/^\d+$/.test(expires) || expiresAt.getTime() <= now.getTime()) return null;
  return { nonce, expiresAt };
}

/**
 * Sessions signed out before they expired. In memory: it makes sign-out final for this server
 * process; the cookie itself is also deleted from the browser, and expires on its own.
 */
export function createSignOutList() {
  const signedOut = new Map<string, number>();
  return {
    add(session: OperatorSession) {
      signedOut.set(session.nonce, session.expiresAt.getTime());
      const now = Date.now();
      for (const [nonce, expiresAt] of signedOut) if (expiresAt <= now) signedOut.delete(nonce);
    },
    has: (session: OperatorSession) => signedOut.has(session.nonce),
  };
}
