/**
 * Tokens for the links e-mailed to investors and handed out by the team: the deal room's access
 * link and cookie, the unsubscribe link, the deal e-mail links, the owner's report link. A token
 * is `<claims>.<mac>`, both base64url: the claims are JSON with the token's purpose, the MAC is
 * HMAC-SHA256 of the claims' bytes with the purpose's own key, HMAC(LINK_SECRET, "link-key:" +
 * purpose) (linkKey; the secret: src/server/serverState.ts). A key per purpose, and the purpose
 * inside the MAC too, so a token made for one use is refused by every other.
 *
 * Which secrets verify a purpose (verificationKeys, decision 0027, "Withdrawable links"): the
 * current one always; LINK_SECRET_PREVIOUS and the raw secrets of links signed before keys per
 * purpose only for PREVIOUS_SECRET_PURPOSES (unsubscribe, deal e-mail preferences: CASL wants an
 * unsubscribe to keep working) and only until their date. Anything the database can take back (a
 * revoked signature, a withdrawn report link, an unsubscribe) is checked there by the caller;
 * this module only proves the server wrote the link.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkClaims = Record<string, string | number>;

export type VerifiedLink = { ok: true; claims: LinkClaims } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Longest token accepted: far above any this module writes, far below a URL's practical limit. */
const MAX_TOKEN_LENGTH = 1024;

function mac(key: Buffer, body: string): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

/** The key of one purpose, derived from a link secret: HMAC-SHA256(secret, "link-key:" + purpose). */
export function linkKey(secret: Buffer, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`link-key:${purpose}`).digest();
}

/**
 * The purposes whose links still verify with LINK_SECRET_PREVIOUS (until its date) and with the
 * raw secrets of before keys per purpose: the unsubscribe link (announcements/sender.ts) and the
 * deal e-mail preferences link (consent/links.ts), which every e-mail carries for good. Every
 * other link (deal room link and cookie, confirmation, owner's report) is refused at once after a
 * rotation: the person asks again and gets one signed with the new secret.
 */
export const PREVIOUS_SECRET_PURPOSES: readonly string[] = ["unsubscribe", "deal-emails"];

/** The link secrets a server holds at an instant (ServerState.linkSecrets). */
export interface LinkSecrets {
  /** LINK_SECRET (or the generated one): signs every new link. */
  current: Buffer;
  /** LINK_SECRET_PREVIOUS during a rotation, honoured for PREVIOUS_SECRET_PURPOSES only, before `until`. */
  previous?: { secret: Buffer; until: Date } | null;
  /**
   * Links e-mailed before keys per purpose were MACed with the secret itself: they verify, for
   * PREVIOUS_SECRET_PURPOSES only, before this instant (60 days after this version first ran).
   */
  rawUntil?: Date | null;
}

/** The keys a token of `purpose` may be signed with at `now`; a bare Buffer is a current secret alone. */
export function verificationKeys(purpose: string, secrets: Buffer | LinkSecrets, now: Date): Buffer[] {
  const ring: LinkSecrets = Buffer.isBuffer(secrets) ? { current: secrets } : secrets;
  const keys = [linkKey(ring.current, purpose)];
  if (!PREVIOUS_SECRET_PURPOSES.includes(purpose)) return keys;
  const previous = ring.previous && now.getTime() < ring.previous.until.getTime() ? ring.previous.secret : null;
  if (previous) keys.push(linkKey(previous, purpose));
  if (ring.rawUntil && now.getTime() < ring.rawUntil.getTime()) keys.push(ring.current, ...(previous ? [previous] : []));
  return keys;
}

/**
 * Signs `claims` for `purpose` with the purpose's key of `secret` (the current link secret); with
 * `expiresAt`, the token stops verifying after that instant (stored as whole seconds in `exp`).
 */
export function signLink(purpose: string, claims: LinkClaims, secret: Buffer, expiresAt?: Date): string {
  const payload: LinkClaims = { p: purpose, ...claims };
  if (expiresAt) payload.exp = Math.floor(expiresAt.getTime() / 1000);
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${body}.${mac(linkKey(secret, purpose), body).toString("base64url")}`;
}

/**
 * The claims of a token this server signed for `purpose`, or why it is refused. `secrets`: the
 * server's link secrets (or the current one alone); verificationKeys says which of them may prove
 * a token of this purpose at `now`.
 */
export function verifyLink(purpose: string, token: unknown, secrets: Buffer | LinkSecrets, now: Date = new Date()): VerifiedLink {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const match = /^([\w-]+)\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, body = "", signature = ""] = match;
  const given = Buffer.from(signature, "base64url");
  const signedByUs = verificationKeys(purpose, secrets, now).some((key) => {
    const expected = mac(key, body);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signedByUs) return { ok: false, reason: "forged" };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return { ok: false, reason: "malformed" };
  const { p, ...rest } = claims as Record<string, unknown>;
  if (p !== purpose) return { ok: false, reason: "forged" };
  if (Object.values(rest).some((value) => typeof value !== "string" && typeof value !== "number"))
    return { ok: false, reason: "malformed" };
  if (typeof rest.exp === "number" && now.getTime() >= rest.exp * 1000) return { ok: false, reason: "expired" };
  return { ok: true, claims: rest as LinkClaims };
}
