/**
 * Agreement pages opened (issue 36, decision 0051): the agreement page is private, so the
 * analytics beacon never counts it (decision 0048); its route counts each opening here instead,
 * on the server, with no script in the browser. One number per listing and Toronto day: no
 * address, no browser, no identifier. Left out, by the analytics rules: bots and a browser that
 * sends Global Privacy Control; and what is not an opening: the router's prefetch and the form's
 * own submission (the page is rendered again for a signature sent without JavaScript).
 * Counted after the answer is sent, so a slow or failed database never delays the page.
 */
import "server-only";
import { after } from "next/server";
import { headers } from "next/headers";
import { asksNotToBeCounted, isBot, torontoDay } from "@/src/analytics/rules";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "./backend";

/** Whether a request for the agreement page is a person opening it (pure, for the tests). */
export function isAgreementOpening(requestHeaders: Headers): boolean {
  if (requestHeaders.has("next-router-prefetch") || requestHeaders.has("next-action")) return false;
  if ((requestHeaders.get("content-type") ?? "").startsWith("multipart/form-data")) return false;
  return !isBot(requestHeaders.get("user-agent")) && !asksNotToBeCounted(requestHeaders);
}

export async function countAgreementOpening(listing: string): Promise<void> {
  if (!isAgreementOpening(await headers())) return;
  const at = new Date();
  after(async () => {
    try {
      await (await (await getDealRoomBackend()).dealRoom()).countAgreementOpening(listing, torontoDay(at));
    } catch (error) {
      logError(`An agreement page opening of ${listing} could not be counted`, error);
    }
  });
}
