/**
 * Agreement pages opened (issue 36, decision 0051): the agreement page is private, so the
 * analytics beacon never counts it (decision 0048); its route counts each opening here instead,
 * on the server, with no script in the browser. One number per listing and Toronto day, each
 * client counted once a day (issue 41: reloading the page forty times is one opening). The client
 * is kept only as a SHA-256 digest of the day, the listing and its address, for that day and the
 * next, to know it was counted; the count names nobody. Left out, by the analytics rules: bots and a browser that
 * sends Global Privacy Control; and what is not an opening: the router's prefetch and the form's
 * own submission (the page is rendered again for a signature sent without JavaScript).
 * Counted after the answer is sent, so a slow or failed database never delays the page.
 */
import "server-only";
import { createHash } from "node:crypto";
import { after } from "next/server";
import { headers } from "next/headers";
import { asksNotToBeCounted, isBot, torontoDay } from "@/src/analytics/rules";
import { clientKeyFrom } from "@/src/leads/clientKey";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "@/src/dealRoom/backend";

/** Whether a request for the agreement page is a person opening it (pure, for the tests). */
export function isAgreementOpening(requestHeaders: Headers): boolean {
  if (requestHeaders.has("next-router-prefetch") || requestHeaders.has("next-action")) return false;
  if ((requestHeaders.get("content-type") ?? "").startsWith("multipart/form-data")) return false;
  return !isBot(requestHeaders.get("user-agent")) && !asksNotToBeCounted(requestHeaders);
}

/** The client as the openings' table keeps it: a digest of the day, the listing and the address, never the address. */
export function openingClientDigest(day: string, listing: string, client: string): string {
  return createHash("sha256").update(`agreement-opening\n${day}\n${listing}\n${client}`).digest("hex");
}

export async function countAgreementOpening(listing: string): Promise<void> {
  const requestHeaders = await headers();
  if (!isAgreementOpening(requestHeaders)) return;
  const day = torontoDay(new Date());
  const digest = openingClientDigest(day, listing, clientKeyFrom(requestHeaders));
  after(async () => {
    try {
      await (await (await getDealRoomBackend()).dealRoom()).countAgreementOpening(listing, day, digest);
    } catch (error) {
      logError(`An agreement page opening of ${listing} could not be counted`, error);
    }
  });
}
