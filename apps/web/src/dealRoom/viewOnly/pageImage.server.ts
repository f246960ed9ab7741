/**
 * One page of a view-only document as a PNG (issue 46, decision 0060): through the room's one door
 * (the cookie checked again), the document found among the listing's view-only ones, its PDF
 * stamped with the signer exactly as a download is (name, company, e-mail, time, an ID the log
 * keeps), then that page rasterised (render.ts: size cap, bounded concurrency). Each image served
 * is logged as a download of the document, so the engagement and owner's report count it.
 * Private, never cached, never indexed; a page outside the document is 404.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import type { DealRoomBackend } from "@/src/dealRoom/backend";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { readAll } from "@/src/dealRoom/documents/loggedBody";
import { watermarkPdf } from "@/src/dealRoom/documents/watermark";
import type { DealRoomDocument, SignatureRecord } from "@/src/dealRoom/store";
import { signatureSentence } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { clientKeyFrom, UNIDENTIFIED } from "@/src/leads/clientKey";
import { isUuid } from "@/src/http/uuid";
import { logError } from "@/src/log";
import { PageOutOfRangeError, RendererBusyError, renderPdfPage } from "./render";

const NOT_OFFERED = () =>
  answerPage(404, "This page is not offered", "The team removed this document, or it has no such page. Open the deal room again.", null);

/** The page number of `?page=`-style input: a whole number from 1, or null. */
export function pageNumber(value: string): number | null {
  return /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : null;
}

/** The view-only document the signer may see, or null. */
export async function viewOnlyDocument(backend: DealRoomBackend, slug: string, documentId: string): Promise<DealRoomDocument | null> {
  if (!isUuid(documentId)) return null;
  const store = await backend.dealRoom();
  const [documents, viewOnly] = await Promise.all([store.documents(slug), store.viewOnlyDocuments(slug)]);
  const document = documents.find((candidate) => candidate.id === documentId);
  return document && document.contentType === "application/pdf" && viewOnly.includes(document.id) ? document : null;
}

/** The PDF stamped for this signer now; the stamp's ID is the log row's. */
async function stampedFor(
  backend: DealRoomBackend,
  slug: string,
  document: DealRoomDocument,
  signature: SignatureRecord,
  at: Date,
  id: string,
) {
  const stored = await backend.documents.get(documentKey(slug, document.id));
  if (!stored) throw new Error(`Deal room file missing from storage: ${slug}/${document.id}`);
  const company = (await (await backend.dealRoom()).signers(slug)).find((signer) => signer.id === signature.id)?.company ?? null;
  return watermarkPdf(await readAll(stored), {
    name: signature.name,
    company,
    email: signature.email,
    downloadedAt: at,
    downloadId: id,
    advertiser: signatureSentence(await getAdvertisingIdentity()),
  });
}

export async function pageImage(request: Request, slug: string, documentId: string, pageText: string): Promise<Response> {
  const door: Door = {
    credential: roomCookie,
    failure: {
      log: "A deal room page image failed",
      page: () => answerPage(503, "This page cannot be shown right now", "Please try again in a moment, or call us.", null),
    },
  };
  return guardDealRoom(request, slug, door, async ({ backend, signature }) => {
    const page = pageNumber(pageText);
    const document = page === null ? null : await viewOnlyDocument(backend, slug, documentId);
    if (!document || page === null) return NOT_OFFERED();
    const at = new Date();
    const downloadId = randomUUID();
    let png: Buffer;
    try {
      png = (await renderPdfPage(await stampedFor(backend, slug, document, signature, at, downloadId), page)).png;
    } catch (error) {
      if (error instanceof PageOutOfRangeError) return NOT_OFFERED();
      if (!(error instanceof RendererBusyError)) logError(`A view-only page was not rendered: ${slug}/${document.id} page ${page}`, error);
      return answerPage(503, "This page cannot be shown right now", "Please try again in a moment, or call us.", null);
    }
    const client = clientKeyFrom(request.headers);
    await (
      await backend.dealRoom()
    ).logDownload({
      downloadId,
      signatureId: signature.id,
      documentId: document.id,
      ip: client === UNIDENTIFIED ? null : client,
      userAgent: request.headers.get("user-agent"),
      bytesSent: png.byteLength,
      at,
    });
    return new Response(new Uint8Array(png), {
      status: 200,
      headers: {
        ...PRIVATE_ANSWER_HEADERS,
        "content-type": "image/png",
        "content-length": String(png.byteLength),
        "x-content-type-options": "nosniff",
        "content-disposition": "inline",
      },
    });
  });
}
