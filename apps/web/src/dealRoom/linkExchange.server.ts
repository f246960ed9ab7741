/**
 * The deal room's link exchange (issue 31): the e-mailed link (`deal-room/?t=<token>`, handed here
 * by proxy.ts) is checked as before; a good one is traded for the room's cookie
 * (src/dealRoom/accessCookie.ts), the signature is marked confirmed (its address proved, the first
 * time only), a visit begins (issue 36), and the browser is sent to the room's clean address. A refused link gets the page
 * that says why. Every answer is private and sends no Referer, so the token goes nowhere.
 */
import "server-only";
import { dealRoomPath } from "@agency/paths";
import { getDealRoomListings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { getDealRoomBackend } from "./backend";
import { logError } from "@/src/log";
import { checkAccess, REFUSAL_MESSAGES } from "./access";
import { accessCookieHeader, accessCookieValue } from "./accessCookie";
import { page } from "./download.server";

const PRIVATE = { "cache-control": "private, no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex, nofollow" } as const;

export async function exchangeAccessLink(request: Request, slug: string): Promise<Response> {
  const listing = (await getDealRoomListings()).find((candidate) => candidate.slug === slug);
  if (!listing) return page(404, "No such deal room", "This listing has no deal room.", null);
  try {
    const backend = await getDealRoomBackend();
    const access = await checkAccess(new URL(request.url).searchParams.get("t") ?? undefined, slug, {
      secret: backend.linkSecrets,
      store: backend.dealRoom,
    });
    if (!access.ok) {
      const refusal = REFUSAL_MESSAGES[access.reason];
      return page(403, refusal.heading, refusal.text, slug);
    }
    // A HEAD (a mail scanner checking the link) proves nothing about the address: no cookie, no mark.
    if (request.method === "GET") {
      const store = await backend.dealRoom();
      await store.confirmSignature(access.signature.id, new Date());
      // Opening the e-mailed link is an arrival: it begins a visit (issue 36, decision 0049).
      await store.recordVisit(access.signature.id, new Date(), true);
    }
    const siteUrl = serverEnv().SITE_URL;
    const cookie = accessCookieValue(access.signature, await backend.linkSecret());
    // Relative: the browser stays on the origin it came to (the canonical one behind the proxy).
    return new Response(null, {
      status: 303,
      headers: {
        ...PRIVATE,
        location: dealRoomPath(slug),
        ...(request.method === "GET" ? { "set-cookie": accessCookieHeader(cookie, access.signature, siteUrl.startsWith("https:")) } : {}),
      },
    });
  } catch (error) {
    logError("A deal room link could not be opened", error);
    return page(503, "The deal room cannot be opened right now", "Please try again in a moment, or call us.", null);
  }
}
