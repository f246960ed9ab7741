/**
 * The signed links of the deal e-mails (security/signedLink.ts, LINK_SECRET), all pages under one
 * prefix, /deal-emails/, which answer `Cache-Control: private, no-store` and
 * `Referrer-Policy: no-referrer` (pages.ts):
 * - the confirmation link, /deal-emails/confirm/?t=…: the address and the signup it confirms,
 *   valid 30 days (a confirmation asked for long ago is asked for again by signing up);
 * - "Your deal e-mails", /deal-emails/?t=…: the address only, no expiry, like the unsubscribe
 *   link, since every announcement carries it.
 */
import { signLink, verifyLink } from "@/src/security/signedLink";

export const DEAL_EMAILS_PREFIX = "/deal-emails/";
export const PREFERENCES_PATH = DEAL_EMAILS_PREFIX;
export const CONFIRM_PATH = `${DEAL_EMAILS_PREFIX}confirm/`;

export const CONFIRM_PURPOSE = "confirm-deal-emails";
export const PREFERENCES_PURPOSE = "deal-emails";
export const CONFIRM_LINK_DAYS = 30;

const normalised = (email: string) => email.trim().toLowerCase();

export function confirmToken(email: string, signupId: string, secret: Buffer, now: Date): string {
  return signLink(CONFIRM_PURPOSE, { e: normalised(email), s: signupId }, secret, new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000));
}

export function preferencesToken(email: string, secret: Buffer): string {
  return signLink(PREFERENCES_PURPOSE, { e: normalised(email) }, secret);
}

export const confirmUrl = (siteUrl: string, token: string) => new URL(`${CONFIRM_PATH}?t=${encodeURIComponent(token)}`, siteUrl).toString();
export const preferencesPath = (token: string) => `${PREFERENCES_PATH}?t=${encodeURIComponent(token)}`;
export const preferencesUrl = (siteUrl: string, token: string) => new URL(preferencesPath(token), siteUrl).toString();

export type ReadConfirmLink = { ok: true; email: string; signupId: string } | { ok: false; expired: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readConfirmToken(token: unknown, secret: Buffer | readonly Buffer[], now: Date): ReadConfirmLink {
  const verified = verifyLink(CONFIRM_PURPOSE, token, secret, now);
  if (!verified.ok) return { ok: false, expired: verified.reason === "expired" };
  const { e, s } = verified.claims;
  if (typeof e !== "string" || !e.includes("@") || typeof s !== "string" || !UUID.test(s)) return { ok: false, expired: false };
  return { ok: true, email: e, signupId: s };
}

export function readPreferencesToken(token: unknown, secret: Buffer | readonly Buffer[]): string | null {
  const verified = verifyLink(PREFERENCES_PURPOSE, token, secret);
  const email = verified.ok ? verified.claims.e : undefined;
  return typeof email === "string" && email.includes("@") ? email : null;
}
