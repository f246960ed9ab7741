/**
 * A deal room download (issue 17): the room's cookie checked again (signature, listing, expiry, revocation),
 * the document found among the listing's current ones, the download logged (who, which file,
 * when, from where), then the bytes streamed from storage. Nothing is served from a public
 * address, and nothing is cached on the way.
 */
import "server-only";
import { agreementPath } from "@agency/paths";
import { escapeHtml } from "@agency/supabase/notification-email";
import { getDealRoomListings } from "../content/content.server";
import { getLeadsBackend } from "../leads/backend.server";
import { logError } from "../log";
import { clientKeyFrom, UNIDENTIFIED } from "../leads/clientKey";
import { REFUSAL_MESSAGES } from "./access";
import { dealRoomAccess } from "./accessCookie";
import { contentDisposition } from "./contentDisposition";
import { documentKey } from "./documentStorage";
import { isUuid } from "../http/uuid";

const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" } as const;

/** A short HTML page for a refused or failed download (or link exchange): what happened and what to do. */
export function page(status: number, heading: string, text: string, listing: string | null): Response {
  const link = listing ? `<p><a href="${escapeHtml(agreementPath(listing))}">Sign the agreement</a></p>` : "";
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${link}</main></body></html>`;
  return new Response(html, { status, headers: { ...PRIVATE, "content-type": "text/html; charset=utf-8" } });
}

export async function downloadDocument(request: Request, slug: string, documentId: string): Promise<Response> {
  const listing = (await getDealRoomListings()).find((candidate) => candidate.slug === slug);
  if (!listing) return page(404, "No such deal room", "This listing has no deal room.", null);
  try {
    const backend = await getLeadsBackend();
    // The room's cookie, given for the e-mailed link's token (src/dealRoom/accessCookie.ts).
    const access = await dealRoomAccess(request, slug, { secret: backend.linkSecrets, store: backend.dealRoom });
    if (!access.ok) {
      const refusal = REFUSAL_MESSAGES[access.reason];
      return page(403, refusal.heading, refusal.text, slug);
    }
    const store = await backend.dealRoom();
    const document = isUuid(documentId) ? (await store.documents(slug)).find((candidate) => candidate.id === documentId) : undefined;
    if (!document)
      return page(
        404,
        "This document is no longer offered",
        "The team removed or replaced it. Open the deal room again for the current documents.",
        null,
      );
    const body = await backend.documents.get(documentKey(slug, document.id));
    if (!body) {
      logError(`Deal room file missing from storage: ${slug}/${document.id}`, new Error("not found"));
      return page(503, "This document cannot be downloaded right now", "The team has been told. Please try again later, or call us.", null);
    }
    const client = clientKeyFrom(request.headers);
    await store.logDownload(
      access.signature.id,
      document.id,
      client === UNIDENTIFIED ? null : client,
      request.headers.get("user-agent"),
      new Date(),
    );
    return new Response(body, {
      status: 200,
      headers: {
        ...PRIVATE,
        "content-type": document.contentType,
        "content-length": String(document.sizeBytes),
        "content-disposition": contentDisposition(document.fileName),
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logError("A deal room download failed", error);
    return page(503, "This document cannot be downloaded right now", "Please try again in a moment, or call us.", null);
  }
}
