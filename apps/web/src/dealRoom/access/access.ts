/**
 * The deal room's access link (issue 17): signed with the investor link secret, bound to one
 * signature and one listing, valid for 7 days from signing. The database has the last word: a
 * revoked signature's links stop at once, whatever their expiry.
 */
import { dealRoomPath } from "@agency/paths";
import { signLink, verifyLink, type LinkSecrets } from "@/src/security/signedLink";
import type { DealRoomStore, SignatureRecord } from "@/src/dealRoom/store";

export const ACCESS_PURPOSE = "deal-room";
export const ACCESS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a link's (and a cookie's) 7 days, counted from `from`: the signature, or the operator's grant. */
export function accessExpiry(from: string): Date {
  return new Date(Date.parse(from) + ACCESS_DAYS * DAY_MS);
}

/** When a signature's access starts its 7 days: the operator's grant of a withheld link, else the signing. */
export function accessStart(signature: { acceptedAt: string; accessGrantedAt?: string | null }): string {
  return signature.accessGrantedAt ?? signature.acceptedAt;
}

export function accessToken(signature: { id: string; listing: string; acceptedAt: string }, secret: Buffer): string {
  return signLink(ACCESS_PURPOSE, { s: signature.id, l: signature.listing }, secret, accessExpiry(signature.acceptedAt));
}

/** The absolute link e-mailed to the signer. */
export function accessUrl(siteUrl: string, signature: { id: string; listing: string; acceptedAt: string }, secret: Buffer): string {
  const url = new URL(dealRoomPath(signature.listing), siteUrl);
  url.searchParams.set("t", accessToken(signature, secret));
  return url.toString();
}

export type AccessRefusal = "missing" | "malformed" | "forged" | "expired" | "other-listing" | "revoked";

export type AccessCheck = { ok: true; signature: SignatureRecord; expiresAt: Date } | { ok: false; reason: AccessRefusal };

/** What the refusal page says for each reason: what happened and what to do. */
export const REFUSAL_MESSAGES: Record<AccessRefusal, { heading: string; text: string }> = {
  missing: {
    heading: "Open the deal room from your e-mail",
    text: `The deal room opens from the link e-mailed to you after you sign the agreement, in the browser you open it with, for ${ACCESS_DAYS} days. Open that link again, or sign the agreement to receive one.`,
  },
  malformed: {
    heading: "This link is incomplete",
    text: "The address was cut short or changed on its way to you. Open the link from the e-mail again, or copy the whole address into your browser.",
  },
  forged: {
    heading: "This link is not valid",
    text: "It was not issued by this site, or part of it was changed. Open the link exactly as it arrived in your e-mail.",
  },
  expired: {
    heading: "This link has expired",
    text: `Links to a deal room work for ${ACCESS_DAYS} days after you sign. Sign the agreement again to receive a new link.`,
  },
  "other-listing": {
    heading: "This link is for another listing",
    text: "Each link opens the deal room of the listing you signed for. To see this listing's documents, sign its agreement.",
  },
  revoked: {
    heading: "Access to this deal room was withdrawn",
    text: "The team has closed this link. Contact us if you believe this is a mistake.",
  },
};

export interface AccessDeps {
  secret: () => Promise<Buffer | LinkSecrets>;
  store: () => Promise<DealRoomStore>;
  now?: Date;
}

/**
 * Checks a token for a listing's deal room: the signature, the listing, the expiry, then the
 * database. `purpose` says which kind: the e-mailed link's (the default) or the room's cookie's
 * (src/dealRoom/access/accessCookie.ts); one is never accepted as the other.
 */
export async function checkAccess(
  token: unknown,
  listing: string,
  deps: AccessDeps,
  purpose: string = ACCESS_PURPOSE,
): Promise<AccessCheck> {
  const verified = verifyLink(purpose, token, await deps.secret(), deps.now);
  if (!verified.ok) return { ok: false, reason: verified.reason };
  const { s: signatureId, l: tokenListing, exp } = verified.claims;
  if (typeof signatureId !== "string" || typeof tokenListing !== "string" || typeof exp !== "number")
    return { ok: false, reason: "malformed" };
  if (tokenListing !== listing) return { ok: false, reason: "other-listing" };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(signatureId)) return { ok: false, reason: "malformed" };
  const signature = await (await deps.store()).signature(signatureId);
  // A token the server signed for a signature that no longer exists is treated as withdrawn, and so
  // is every signature of a person the team barred from this listing (issue 41: one revocation
  // covers the person), checked here on every request.
  if (!signature || signature.listing !== listing || signature.revokedAt || signature.barredAt) return { ok: false, reason: "revoked" };
  return { ok: true, signature, expiresAt: new Date(exp * 1000) };
}
