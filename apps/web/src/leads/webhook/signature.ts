/**
 * The webhook's signature, Stripe-style: `X-Agency-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`. The time inside the signed text lets a receiver refuse
 * an old request replayed later; the raw body (not a re-serialisation) is what it must hash.
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

export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * What a receiver does (README shows the same in a few lines): parse the header, recompute the
 * HMAC over the raw body, compare in constant time, refuse an old timestamp. For the tests.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!/^\d+$/.test(parts.t ?? "") || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, timestamp, body), "hex"), Buffer.from(parts.v1 ?? "", "hex"));
}
