/**
 * Tokens for the links e-mailed to investors: the deal room's access link and the unsubscribe
 * link. A token is `<claims>.<mac>`, both base64url: the claims are JSON with the token's purpose,
 * the MAC is HMAC-SHA256 of the claims' bytes with the investor link secret
 * (src/server/serverState.ts, LINK_SECRET). The purpose is inside the MAC, so a token made for one use is
 * refused by the other. Anything the database can take back (a revoked signature, an
 * unsubscribe) is checked there by the caller; this module only proves the server wrote the link.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkClaims = Record<string, string | number>;

export type VerifiedLink = { ok: true; claims: LinkClaims } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Longest token accepted: far above any this module writes, far below a URL's practical limit. */
const MAX_TOKEN_LENGTH = 1024;

function mac(secret: Buffer, body: string): Buffer {
  return createHmac("sha256", secret).update(body).digest();
}

/**
 * Signs `claims` for `purpose`; with `expiresAt`, the token stops verifying after that instant
 * (stored as whole seconds in `exp`).
 */
export function signLink(purpose: string, claims: LinkClaims, secret: Buffer, expiresAt?: Date): string {
  const payload: LinkClaims = { p: purpose, ...claims };
  if (expiresAt) payload.exp = Math.floor(expiresAt.getTime() / 1000);
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

/**
 * The claims of a token this server signed for `purpose`, or why it is refused. `secrets` are
 * every secret a link may have been signed with (the current one and, during a rotation, the
 * previous one: docs/operations.md); any of them proves it.
 */
export function verifyLink(purpose: string, token: unknown, secrets: Buffer | readonly Buffer[], now: Date = new Date()): VerifiedLink {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const match = /^([\w-]+)\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, body = "", signature = ""] = match;
  const given = Buffer.from(signature, "base64url");
  const signedByUs = (Buffer.isBuffer(secrets) ? [secrets] : secrets).some((secret) => {
    const expected = mac(secret, body);
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
