/**
 * A recorded link (decision 0027, "Withdrawable links"; decision 0051): the signed token carries
 * the id of its recorded row and its expiry only, so the page behind it reads the row on every
 * request and a withdrawn link stops at once. Shared by the owner's report links
 * (dealRoom/reports/ownerReport.ts) and the owner's opinion of value links (proposals/ownerLink.ts):
 * each gives its own purpose, so a token of one never opens the other.
 */
import { signLink, verifyLink, type LinkSecrets } from "./signedLink";

export interface RecordedLinkRow {
  id: string;
  expiresAt: Date;
}

export type RecordedLinkRefusal = "missing" | "malformed" | "forged" | "expired" | "withdrawn" | "unknown";

export type CheckedRecordedLink = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: RecordedLinkRefusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function recordedLinkToken(purpose: string, link: RecordedLinkRow, secret: Buffer): string {
  return signLink(purpose, { r: link.id }, secret, link.expiresAt);
}

/** Whether this server signed the token for `purpose`, which recorded row it names, and that it has not expired. */
export function checkRecordedLink(
  purpose: string,
  token: string | null | undefined,
  secrets: Buffer | LinkSecrets,
  now: Date,
): CheckedRecordedLink {
  if (!token) return { ok: false, reason: "missing" };
  const verified = verifyLink(purpose, token, secrets, now);
  if (!verified.ok) return { ok: false, reason: verified.reason };
  const { r, exp } = verified.claims;
  if (typeof r !== "string" || !UUID.test(r) || typeof exp !== "number") return { ok: false, reason: "malformed" };
  return { ok: true, id: r, expiresAt: new Date(exp * 1000) };
}

/** Why a recorded row no longer opens its page at `now`, or null while it works. */
export function recordedLinkRefusal(
  recorded: { withdrawnAt: string | null; expiresAt: string } | null,
  now: Date,
): Extract<RecordedLinkRefusal, "unknown" | "withdrawn" | "expired"> | null {
  if (!recorded) return "unknown";
  if (recorded.withdrawnAt) return "withdrawn";
  return new Date(recorded.expiresAt).getTime() <= now.getTime() ? "expired" : null;
}
