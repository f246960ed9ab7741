/**
 * The signed links of the deal e-mails (security/signedLink.ts, LINK_SECRET), all pages under one
 * prefix, /deal-emails/, which answer `Cache-Control: private, no-store` and
 * `Referrer-Policy: no-referrer` (pages.ts):
 * - the confirmation link, /deal-emails/confirm/?t=…: the address and the signup it confirms,
 *   valid 30 days (a confirmation asked for long ago is asked for again by signing up);
 * - "Your deal e-mails", /deal-emails/?t=…: the address and the instant it was signed, no expiry,
 *   like the unsubscribe link, since every announcement carries it; "Sign out of every link" on
 *   that page refuses every preference link signed until then (preferencesPage.ts, decision 0027).
 */
import { signLink, verifyLink, type LinkSecrets } from "@/src/security/signedLink";

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

/** `issuedAt`, in milliseconds in the claim `i`, is the link's version: a reset refuses every link signed until then. */
export function preferencesToken(email: string, secret: Buffer, issuedAt: Date): string {
  return signLink(PREFERENCES_PURPOSE, { e: normalised(email), i: issuedAt.getTime() }, secret);
}

export const confirmUrl = (siteUrl: string, token: string) => new URL(`${CONFIRM_PATH}?t=${encodeURIComponent(token)}`, siteUrl).toString();
export const preferencesPath = (token: string) => `${PREFERENCES_PATH}?t=${encodeURIComponent(token)}`;
export const preferencesUrl = (siteUrl: string, token: string) => new URL(preferencesPath(token), siteUrl).toString();

export type ReadConfirmLink = { ok: true; email: string; signupId: string } | { ok: false; expired: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readConfirmToken(token: unknown, secret: Buffer | LinkSecrets, now: Date): ReadConfirmLink {
  const verified = verifyLink(CONFIRM_PURPOSE, token, secret, now);
  if (!verified.ok) return { ok: false, expired: verified.reason === "expired" };
  const { e, s } = verified.claims;
  if (typeof e !== "string" || !e.includes("@") || typeof s !== "string" || !UUID.test(s)) return { ok: false, expired: false };
  return { ok: true, email: e, signupId: s };
}

export interface PreferencesLink {
  email: string;
  /** When it was signed; null for a link of before versions (refused once the address resets its links). */
  issuedAt: Date | null;
}

export function readPreferencesToken(token: unknown, secret: Buffer | LinkSecrets, now: Date): PreferencesLink | null {
  const verified = verifyLink(PREFERENCES_PURPOSE, token, secret, now);
  const email = verified.ok ? verified.claims.e : undefined;
  if (typeof email !== "string" || !email.includes("@")) return null;
  const issued = verified.ok ? verified.claims.i : undefined;
  return { email, issuedAt: typeof issued === "number" && Number.isSafeInteger(issued) ? new Date(issued) : null };
}

/** Whether a preference link was signed after the address's last "Sign out of every link" (`resetAt`). */
export function preferencesLinkCurrent(link: PreferencesLink, resetAt: Date | null): boolean {
  if (!resetAt) return true;
  return link.issuedAt !== null && link.issuedAt.getTime() > resetAt.getTime();
}
