/**
 * The deal room's one door (issue 42). Every way into a room (its page, a download, an offer, the
 * e-mailed link's question and its exchange) asks the same three questions in the same order, here:
 * does this listing have a deal room (404 if not), can the database be reached (the handler's own
 * 503 if not), and does what the visitor presents, the room's cookie or the e-mailed link's token,
 * hold for this listing against the database, revocation included (403 with the page that says why
 * and what to do, decision 0027 "Every way in is checked the same way, every time"). Every answer
 * written here is private (privateHeaders.ts).
 *
 * Route handlers use guardDealRoom, which answers the refusals itself and runs the handler's own
 * work once the visitor is in; the room's page (a React view, which cannot answer a Response) uses
 * enterDealRoom, the same questions answered as data.
 */
import "server-only";
import { getDealRoomListings } from "@/src/content/content.server";
import { getDealRoomBackend, type DealRoomBackend } from "@/src/dealRoom/backend";
import type { SignatureRecord } from "@/src/dealRoom/store";
import { logError } from "@/src/log";
import { checkAccess, REFUSAL_MESSAGES, type AccessCheck, type AccessRefusal } from "./access";
import { dealRoomAccess, type CookieSource } from "./accessCookie";
import { answerPage } from "./answerPage";

export type DealRoomListing = Awaited<ReturnType<typeof getDealRoomListings>>[number];

/** What a visitor presents at the door: the room's cookie, or the e-mailed link's token. */
export type Credential = { cookie: CookieSource } | { token: string | undefined };

/** A visitor let in: the listing, the room's backend and the signature the credential holds. */
export interface Admitted {
  listing: DealRoomListing;
  backend: DealRoomBackend;
  signature: SignatureRecord;
  expiresAt: Date;
}

/** Where the door reads the listings and the backend (the live ones; a test hands its own). */
export interface DoorDeps {
  listings: () => Promise<DealRoomListing[]>;
  backend: () => Promise<DealRoomBackend>;
}

const LIVE: DoorDeps = { listings: getDealRoomListings, backend: getDealRoomBackend };

/** The first question: the listing's deal room, or null when it has none. */
async function findDealRoomListing(slug: string, deps: DoorDeps): Promise<DealRoomListing | null> {
  return (await deps.listings()).find((candidate) => candidate.slug === slug) ?? null;
}

/** A credential checked for a listing against the database: the signature it holds, or why not. */
export function checkCredential(credential: Credential, slug: string, backend: DealRoomBackend): Promise<AccessCheck> {
  const deps = { secret: backend.linkSecrets, store: backend.dealRoom };
  return "cookie" in credential ? dealRoomAccess(credential.cookie, slug, deps) : checkAccess(credential.token, slug, deps);
}

type Entry = { ok: true; admitted: Admitted } | { ok: false; reason: AccessRefusal };

/** The second and third questions, for a listing that has a room. */
async function admit(listing: DealRoomListing, credential: Credential, deps: DoorDeps): Promise<Entry> {
  const backend = await deps.backend();
  const access = await checkCredential(credential, listing.slug, backend);
  if (!access.ok) return { ok: false, reason: access.reason };
  return { ok: true, admitted: { listing, backend, signature: access.signature, expiresAt: access.expiresAt } };
}

/**
 * The door as data, for the room's page: no room (the page answers not found), refused (with the
 * listing, so the page can name it and say why), or in. A failure of the database is thrown.
 */
export async function enterDealRoom(
  slug: string,
  credential: Credential,
  deps: DoorDeps = LIVE,
): Promise<{ listing: null } | ({ listing: DealRoomListing } & Entry)> {
  const listing = await findDealRoomListing(slug, deps);
  if (!listing) return { listing: null };
  return { listing, ...(await admit(listing, credential, deps)) };
}

/** What a route handler tells the door about itself. */
export interface Door {
  /**
   * What the visitor presents, read from the request: the room's cookie, or the link's token (from
   * the address, or the button's form). An answer instead ends the request before the database is
   * asked (a form too large to read).
   */
  credential(request: Request): Credential | Response | Promise<Credential | Response>;
  /** When the database or storage fails behind the door: the log line, and the handler's own 503 page. */
  failure: { log: string; page: () => Response };
}

/** The credential of the room's own handlers (a download, an offer): the cookie the request carries. */
export const roomCookie = (request: Request): Credential => ({ cookie: request });

/** The 404 of a listing without a deal room. */
export const noSuchDealRoom = () => answerPage(404, "No such deal room", "This listing has no deal room.", null);

/** The 403 of a refused cookie or link: what happened and what to do, with the agreement's address. */
export function refusedPage(reason: AccessRefusal, slug: string): Response {
  const refusal = REFUSAL_MESSAGES[reason];
  return answerPage(403, refusal.heading, refusal.text, slug);
}

/**
 * Every deal-room route handler's first lines: the listing (404), what the visitor presents, the
 * backend and the check (403), then `inside` with the visitor let in. A failure from the backend
 * on (the door's or the handler's own) is logged and answered with the handler's 503 page.
 */
export async function guardDealRoom(
  request: Request,
  slug: string,
  door: Door,
  inside: (admitted: Admitted) => Promise<Response>,
  deps: DoorDeps = LIVE,
): Promise<Response> {
  const listing = await findDealRoomListing(slug, deps);
  if (!listing) return noSuchDealRoom();
  const credential = await door.credential(request);
  if (credential instanceof Response) return credential;
  try {
    const entry = await admit(listing, credential, deps);
    if (!entry.ok) return refusedPage(entry.reason, slug);
    return await inside(entry.admitted);
  } catch (error) {
    logError(door.failure.log, error);
    return door.failure.page();
  }
}
