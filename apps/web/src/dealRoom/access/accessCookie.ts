/**
 * The deal room's cookie (issue 31): the e-mailed link's token is traded for it on first opening
 * (app/…/deal-room/open/route.ts), so the token leaves the address bar, the history, referrers and
 * screenshots at once. The cookie is signed like the link (src/security/signedLink.ts) but for a
 * purpose of its own, bound to the same signature and listing, expiring with the link; HttpOnly,
 * SameSite=Lax, Secure on an https site, and sent only under that listing's deal-room path.
 *
 * `dealRoomAccess` is the one check the room's page and its downloads make: the cookie, then the
 * same rules and refusals as the link (src/dealRoom/access/access.ts).
 */
import { dealRoomPath } from "@agency/paths";
import { signLink } from "@/src/security/signedLink";
import { accessExpiry, accessStart, checkAccess, type AccessCheck, type AccessDeps } from "./access";

export const ACCESS_COOKIE = "deal_room_access";
export const ACCESS_COOKIE_PURPOSE = "deal-room-cookie";

/** Anything a cookie can be read from: a request's Cookie header, or Next's cookies(). */
export type CookieSource = Request | { get(name: string): { value: string } | undefined };

type CookieSignature = { id: string; listing: string; acceptedAt: string; accessGrantedAt?: string | null };

/** The cookie's value for a signature: what the link's token is exchanged for; 7 days from the signing or the grant. */
export function accessCookieValue(signature: CookieSignature, secret: Buffer): string {
  return signLink(ACCESS_COOKIE_PURPOSE, { s: signature.id, l: signature.listing }, secret, accessExpiry(accessStart(signature)));
}

/** The Set-Cookie header that gives the room's cookie to the browser. */
export function accessCookieHeader(value: string, signature: Omit<CookieSignature, "id">, secure: boolean): string {
  const expires = accessExpiry(accessStart(signature)).toUTCString();
  return `${ACCESS_COOKIE}=${value}; Path=${dealRoomPath(signature.listing)}; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The cookie's value in a Cookie header, or undefined. */
export function cookieFromHeader(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Whether the visitor may enter a listing's deal room: the room's cookie, checked as the link is. */
export async function dealRoomAccess(source: CookieSource, listing: string, deps: AccessDeps): Promise<AccessCheck> {
  const value =
    source instanceof Request ? cookieFromHeader(source.headers.get("cookie"), ACCESS_COOKIE) : source.get(ACCESS_COOKIE)?.value;
  if (value === undefined || value === "") return { ok: false, reason: "missing" };
  return checkAccess(value, listing, deps, ACCESS_COOKIE_PURPOSE);
}
