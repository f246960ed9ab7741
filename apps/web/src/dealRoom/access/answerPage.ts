/**
 * The short HTML page every deal-room handler answers with when it refuses or fails (a link or
 * cookie refused, a document gone, an offer not stored): what happened and what to do, with the
 * agreement's address when signing again is the way in. Private on the wire (privateHeaders.ts).
 */
import { agreementPath } from "@agency/paths";
import { escapeHtml } from "@agency/supabase/notification-email";
import { PRIVATE_ANSWER_HEADERS } from "./privateHeaders";

export function answerPage(status: number, heading: string, text: string, listing: string | null): Response {
  const link = listing ? `<p><a href="${escapeHtml(agreementPath(listing))}">Sign the agreement</a></p>` : "";
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${link}</main></body></html>`;
  return new Response(html, { status, headers: { ...PRIVATE_ANSWER_HEADERS, "content-type": "text/html; charset=utf-8" } });
}
