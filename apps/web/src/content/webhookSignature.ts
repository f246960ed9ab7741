/**
 * Sanity's webhook signature (header `sanity-webhook-signature: t=<ms>,v1=<base64url>`, the
 * HMAC-SHA256 of `<t>.<body>` with the webhook's secret), checked here rather than by
 * next-sanity's parseBody, which accepts any timestamp (a captured request could be replayed
 * forever) and compares with `!==`.
 *
 * - The digest is compared in constant time (timingSafeEqual over the 32 bytes).
 * - The timestamp is part of what is signed, so it cannot be changed: a signature older than
 *   5 minutes, or dated more than a minute ahead (clock skew), is refused.
 * - Within those minutes a request is accepted once: its digest is remembered until it would be
 *   too old anyway (createReplayMemory).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "sanity-webhook-signature";
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
export const SIGNATURE_MAX_AHEAD_MS = 60_000;

/** Sanity's own pattern (@sanity/webhook), with bounded lengths. */
const HEADER_FORMAT = /^t=(\d{1,16})[, ]+v1=([A-Za-z0-9_-]{1,128})$/;
const DIGEST_BYTES = 32;

export type SignatureCheck = { ok: true; timestamp: number; digest: string } | { ok: false; reason: string };

export function checkWebhookSignature(input: { header: string | null; body: Uint8Array; secret: string; now: number }): SignatureCheck {
  const match = HEADER_FORMAT.exec(input.header?.trim() ?? "");
  if (!match) return { ok: false, reason: "The signature header is missing or malformed" };
  const timestamp = Number(match[1]);
  const given = Buffer.from(match[2] ?? "", "base64url");
  const expected = createHmac("sha256", input.secret).update(`${timestamp}.`).update(input.body).digest();
  // The length of a valid digest is public; its bytes are compared in constant time.
  if (given.length !== DIGEST_BYTES || !timingSafeEqual(given, expected)) return { ok: false, reason: "Invalid signature" };
  if (input.now - timestamp > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: "The signature is more than 5 minutes old" };
  if (timestamp - input.now > SIGNATURE_MAX_AHEAD_MS) return { ok: false, reason: "The signature is dated in the future" };
  // Keyed by the digest's bytes, not the header's text: two spellings of one digest are one request.
  return { ok: true, timestamp, digest: expected.toString("hex") };
}

/**
 * The digests accepted within the signature window, so each signed request is acted on once.
 * Bounded by age (a digest is forgotten when its signature would be refused as too old anyway)
 * and by count (the oldest go first; a thousand publishes in five minutes is far beyond a team's).
 */
export function createReplayMemory({ maxEntries = 1_000, windowMs = SIGNATURE_MAX_AGE_MS + SIGNATURE_MAX_AHEAD_MS } = {}) {
  const seen = new Map<string, number>();
  return {
    /** Records the digest; false when it was already there (a replay). */
    firstTime(digest: string, timestamp: number, now: number): boolean {
      for (const [key, signedAt] of seen) if (now - signedAt > windowMs) seen.delete(key);
      if (seen.has(digest)) return false;
      seen.set(digest, timestamp);
      while (seen.size > maxEntries) {
        const oldest = seen.keys().next().value;
        if (oldest === undefined) break;
        seen.delete(oldest);
      }
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}
