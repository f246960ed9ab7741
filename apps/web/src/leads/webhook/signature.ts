/**
 * The webhook's signature, Stripe-style: `X-Agency-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`. The time inside the signed text lets a receiver refuse
 * an old request replayed later; the raw body (not a re-serialisation) is what it must hash.
 *
 * During a rotation (LEAD_WEBHOOK_SECRET_PREVIOUS set, docs/operations.md) the header carries one
 * v1 per secret, the current one first: a receiver still on the old secret and one already on the
 * new both find a v1 they can check, so the two sides need not change at the same minute.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-agency-signature";
/** The lead's id, the same on every retry, so a receiver can drop a duplicate delivery. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** A receiver should refuse a signature older (or further ahead) than this; README's example does. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The header for `body`: one v1 per secret given (the current one, then the previous one). */
export function signatureHeader(secrets: string | readonly string[], body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const list = typeof secrets === "string" ? [secrets] : secrets;
  return [`t=${timestamp}`, ...list.map((secret) => `v1=${hmacHex(secret, timestamp, body)}`)].join(",");
}

/**
 * What a receiver does (docs/operations.md shows the same in a few lines): parse the header,
 * recompute the HMAC over the raw body, accept when any v1 matches in constant time, refuse an old
 * timestamp. For the tests.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = (header ?? "").split(",").map((part) => part.split("=", 2) as [string, string?]);
  const t = parts.find(([name]) => name === "t")?.[1] ?? "";
  const signatures = parts.filter(([name, value]) => name === "v1" && /^[0-9a-f]{64}$/.test(value ?? "")).map(([, value]) => value!);
  if (!/^\d+$/.test(t) || signatures.length === 0) return false;
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), "hex");
  return signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature, "hex")));
}
