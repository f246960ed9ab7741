/**
 * The deal room's cookie (issue 31) against the real migrations on PGlite: what the e-mailed
 * link's token is traded for, refused like the link when expired, altered, another listing's,
 * revoked or of the wrong kind; and the signature's address confirmed once, when first proved.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { signLink } from "@/src/security/signedLink";
import { accessToken, checkAccess } from "./access";
import { ACCESS_COOKIE, accessCookieHeader, accessCookieValue, cookieFromHeader, dealRoomAccess } from "./accessCookie";
import type { DealRoomStore } from "@/src/dealRoom/store";

const LISTING = "gta-storage-portfolio";
const SECRET = randomBytes(32);
const AGREEMENT_BODY = "Keep it confidential.";
const AGREEMENT = { sha256: createHash("sha256").update(AGREEMENT_BODY).digest("hex"), body: AGREEMENT_BODY, version: "v1" };

let repository: Stores;
let store: DealRoomStore;

beforeAll(async () => {
  repository = await createMemoryRepository();
  store = repository.dealRoom as DealRoomStore;
}, 60_000);
afterAll(async () => {
  await repository.close();
});

async function signed(email: string, listing = LISTING) {
  const { id, acceptedAt } = await store.recordSignature({
    listing,
    name: "Jordan Lee",
    email,
    phone: "(416) 555-0170",
    company: null,
    role: "principal",
    clientName: null,
    signature: "Jordan Lee",
    agreement: AGREEMENT,
    ip: null,
    userAgent: null,
  });
  return { id, listing, acceptedAt };
}

const deps = (now?: Date) => ({ secret: async () => SECRET, store: async () => store, ...(now ? { now } : {}) });
const withCookie = (value: string) =>
  new Request("https://www.example-agency.ca/x/", { headers: { cookie: `theme=dark; ${ACCESS_COOKIE}=${value}` } });

describe("the deal room's cookie", () => {
  it("opens its listing's room, from a request or from Next's cookies, until the link would expire", async () => {
    const signature = await signed("cookie@example.ca");
    const value = accessCookieValue(signature, SECRET);
    expect(await dealRoomAccess(withCookie(value), LISTING, deps())).toMatchObject({ ok: true, signature: { id: signature.id } });
    expect(await dealRoomAccess({ get: (name) => (name === ACCESS_COOKIE ? { value } : undefined) }, LISTING, deps())).toMatchObject({
      ok: true,
    });
    const afterSevenDays = new Date(Date.parse(signature.acceptedAt) + 7 * 24 * 3600 * 1000 + 1000);
    expect(await dealRoomAccess(withCookie(value), LISTING, deps(afterSevenDays))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses no cookie, an altered one, another listing's, the link's token in its place, and a revoked signer's", async () => {
    const signature = await signed("refused-cookie@example.ca");
    const value = accessCookieValue(signature, SECRET);
    expect(await dealRoomAccess(new Request("https://www.example-agency.ca/x/"), LISTING, deps())).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await dealRoomAccess(withCookie(`${value.slice(0, -2)}AA`), LISTING, deps())).toEqual({ ok: false, reason: "forged" });
    expect(await dealRoomAccess(withCookie(value), "another-listing", deps())).toEqual({ ok: false, reason: "other-listing" });
    // One kind is never accepted as the other: a leaked link is not a cookie, a stolen cookie not a link.
    expect(await dealRoomAccess(withCookie(accessToken(signature, SECRET)), LISTING, deps())).toEqual({ ok: false, reason: "forged" });
    expect(await checkAccess(value, LISTING, deps())).toEqual({ ok: false, reason: "forged" });
    const otherSecret = signLink("deal-room-cookie", { s: signature.id, l: LISTING }, randomBytes(32), new Date(Date.now() + 60_000));
    expect(await dealRoomAccess(withCookie(otherSecret), LISTING, deps())).toEqual({ ok: false, reason: "forged" });
    await store.revoke(signature.id, new Date());
    expect(await dealRoomAccess(withCookie(value), LISTING, deps())).toEqual({ ok: false, reason: "revoked" });
  });

  it("is HttpOnly, SameSite=Lax, scoped to the room's path, expiring with the link, Secure on https", async () => {
    const signature = { listing: LISTING, acceptedAt: "2026-11-20T15:00:00.000Z" };
    expect(accessCookieHeader("v", signature, true)).toBe(
      `${ACCESS_COOKIE}=v; Path=/self-storage/listings/${LISTING}/deal-room/; Expires=Fri, 27 Nov 2026 15:00:00 GMT; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(accessCookieHeader("v", signature, false)).not.toContain("Secure");
  });

  it("is read from a Cookie header among others, and only under its own name", () => {
    expect(cookieFromHeader(`a=1; ${ACCESS_COOKIE}=x.y; b=2`, ACCESS_COOKIE)).toBe("x.y");
    expect(cookieFromHeader(`not_${ACCESS_COOKIE}=x.y`, ACCESS_COOKIE)).toBeUndefined();
    expect(cookieFromHeader(null, ACCESS_COOKIE)).toBeUndefined();
  });
});

describe("a signer's proved address", () => {
  it("is unconfirmed until the link is first opened, then confirmed once, with that time", async () => {
    const listing = "confirm-listing";
    const signature = await signed("confirm@example.ca", listing);
    const confirmedAt = async () => (await store.signers(listing)).find((signer) => signer.id === signature.id)?.confirmedAt;
    expect(await confirmedAt()).toBeNull();
    expect(await store.confirmSignature(signature.id, new Date("2026-11-21T10:00:00Z"))).toBe("2026-11-21T10:00:00.000Z");
    expect(await store.confirmSignature(signature.id, new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-21T10:00:00.000Z");
    expect(await confirmedAt()).toBe("2026-11-21T10:00:00.000Z");
  });
});

describe("a granted signature's cookie (issue 41)", () => {
  it("lasts 7 days from the operator's grant, not from the original signing", () => {
    const signature = { id: "3f0b7f3e-0a57-4f43-9a6b-3c1f4c8e2a10", listing: LISTING, acceptedAt: "2026-11-01T12:00:00.000Z" };
    const granted = { ...signature, accessGrantedAt: "2026-11-20T12:00:00.000Z" };
    expect(accessCookieHeader("v", signature, true)).toContain("Expires=Sun, 08 Nov 2026 12:00:00 GMT");
    expect(accessCookieHeader("v", granted, true)).toContain("Expires=Fri, 27 Nov 2026 12:00:00 GMT");
    const exp = (value: string) => (JSON.parse(Buffer.from(value.split(".")[0] ?? "", "base64url").toString()) as { exp: number }).exp;
    expect(exp(accessCookieValue(granted, SECRET)) * 1000).toBe(Date.parse("2026-11-27T12:00:00.000Z"));
    expect(exp(accessCookieValue(signature, SECRET)) * 1000).toBe(Date.parse("2026-11-08T12:00:00.000Z"));
  });
});
