/**
 * The deal room's link exchange (issues 31 and 41). Opening the e-mailed link (`deal-room/?t=…`,
 * handed here by proxy.ts) changes nothing: the GET (and HEAD) answers a page that says which room
 * and which address the link is for, with one button. Only the button's same-origin POST (proxy.ts
 * refuses a cross-site one) trades the token for the room's cookie (src/dealRoom/access/accessCookie.ts),
 * marks the signature confirmed (its address proved, the first time only), begins a visit (issue
 * 36) and sends the browser to the room's clean address. So a mail scanner that follows the link
 * confirms no one and gets no cookie, and a page that sends a signed-in buyer to someone else's
 * link cannot swap their cookie silently: the page says who is signed in and asks. A refused link
 * gets the page that says why. Every answer is private and sends no Referer, so the token goes
 * nowhere.
 */
import "server-only";
import { dealRoomPath } from "@agency/paths";
import { escapeHtml, formatTorontoTime } from "@agency/supabase/notification-email";
import { getSiteSettings } from "@/src/content/content.server";
import { readFormBody, signedPage } from "@/src/consent/page";
import { serverEnv } from "@/src/env";
import type { DealRoomBackend } from "@/src/dealRoom/backend";
import { accessExpiry, accessStart } from "./access";
import { accessCookieHeader, accessCookieValue } from "./accessCookie";
import { checkCredential, guardDealRoom, type Door } from "./guard";
import { answerPage } from "./answerPage";
import type { SignatureRecord } from "@/src/dealRoom/store";
import { PRIVATE_ANSWER_HEADERS } from "./privateHeaders";

const PRIVATE = PRIVATE_ANSWER_HEADERS;

/** The button's form: the token and nothing else, far below this. */
const FORM_LIMIT = 4096;

type Listing = { title: string; slug: string };

/** The address the button posts to: the exchange itself, never the room's address with a query. */
export const openPath = (slug: string) => `${dealRoomPath(slug)}open/`;

const unavailable = () => answerPage(503, "The deal room cannot be opened right now", "Please try again in a moment, or call us.", null);

/** `GET` and `HEAD` of the e-mailed link: the question, never the exchange. */
export async function askToOpen(request: Request, slug: string): Promise<Response> {
  const token = new URL(request.url).searchParams.get("t") ?? undefined;
  const door: Door = { credential: () => ({ token }), failure: { log: "A deal room link could not be checked", page: unavailable } };
  return guardDealRoom(request, slug, door, async ({ listing, backend, signature }) => {
    const current = await checkCredential({ cookie: request }, slug, backend);
    // Already in the room as this very signature (its browser had exchanged the link): nothing to
    // ask and nothing to grant; the arrival from the e-mail begins a visit (decision 0049).
    if (current.ok && current.signature.id === signature.id) {
      await (await backend.dealRoom()).recordVisit(signature.id, new Date(), true);
      return new Response(null, { status: 303, headers: { ...PRIVATE, location: dealRoomPath(slug) } });
    }
    const agency = (await getSiteSettings()).agencyName;
    return askPage(listing, token ?? "", signature, current.ok ? current.signature : null, agency);
  });
}

function askPage(listing: Listing, token: string, link: SignatureRecord, signedIn: SignatureRecord | null, agency: string): Response {
  const until = formatTorontoTime(accessExpiry(accessStart(link)));
  const form = (label: string) =>
    `<form method="post" action="${escapeHtml(openPath(listing.slug))}"><input type="hidden" name="t" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(label)}</button></form>`;
  const who = (signature: SignatureRecord) => `${escapeHtml(signature.name)} (${escapeHtml(signature.email)})`;
  const body = signedIn
    ? [
        `<p class="notice">This browser is signed in to the ${escapeHtml(listing.title)} deal room as <strong>${who(signedIn)}</strong>.</p>`,
        `<p>The link you opened is for <strong>${who(link)}</strong>. Switching signs ${escapeHtml(signedIn.email)} out of this room in this browser; what you download or send afterwards is recorded under ${escapeHtml(link.email)}.</p>`,
        form(`Switch to ${link.email}`),
        `<p><a href="${escapeHtml(dealRoomPath(listing.slug))}">Stay signed in as ${escapeHtml(signedIn.email)}</a></p>`,
      ]
    : [
        `<p>This link opens the ${escapeHtml(listing.title)} deal room for <strong>${who(link)}</strong>.</p>`,
        `<p>Opening it confirms your e-mail address and keeps this browser signed in to the room until ${escapeHtml(until)}. Each download is recorded under your name.</p>`,
        form("Open the deal room"),
      ];
  const response = signedPage(200, signedIn ? "Switch to another signature?" : "Open the deal room", body.join("\n"), agency);
  response.headers.set("x-robots-tag", PRIVATE["x-robots-tag"]);
  return response;
}

/** The button's `POST`: the exchange (cookie, confirmation, visit) and the redirect to the clean room. */
export async function openRoom(request: Request, slug: string): Promise<Response> {
  const door: Door = {
    credential: async () => {
      const form = await readFormBody(request, FORM_LIMIT);
      if (form === null) return answerPage(413, "This request is too large", "Open the link from your e-mail again.", slug);
      return { token: form.get("t") ?? undefined };
    },
    failure: { log: "A deal room link could not be opened", page: unavailable },
  };
  return guardDealRoom(request, slug, door, async ({ backend, signature }) => exchange(backend, signature, slug));
}

async function exchange(backend: DealRoomBackend, signature: SignatureRecord, slug: string): Promise<Response> {
  const store = await backend.dealRoom();
  const now = new Date();
  await store.confirmSignature(signature.id, now);
  // Opening the e-mailed link is an arrival: it begins a visit (issue 36, decision 0049).
  await store.recordVisit(signature.id, now, true);
  const cookie = accessCookieValue(signature, await backend.linkSecret());
  const secure = serverEnv().SITE_URL.startsWith("https:");
  // Relative: the browser stays on the origin it came to (the canonical one behind the proxy).
  return new Response(null, {
    status: 303,
    headers: { ...PRIVATE, location: dealRoomPath(slug), "set-cookie": accessCookieHeader(cookie, signature, secure) },
  });
}
