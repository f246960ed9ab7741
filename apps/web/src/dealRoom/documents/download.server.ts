/**
 * A deal room download (issue 17): the room's cookie checked again (signature, listing, expiry, revocation),
 * the document found among the listing's current ones, then the bytes streamed from storage, a
 * PDF stamped with the signer and the download's ID first (issue 31). The download is logged once
 * the body has been handed over (who, which file, when, from where, how many bytes): HEAD answers
 * the headers and logs nothing, nor does a connection cut before the end. Nothing is served from a
 * public address, and nothing is cached on the way.
 */
import "server-only";
import type { DealRoomBackend } from "@/src/dealRoom/backend";
import { logError } from "@/src/log";
import { randomUUID } from "node:crypto";
import { clientKeyFrom, UNIDENTIFIED } from "@/src/leads/clientKey";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { contentDisposition } from "./contentDisposition";
import { documentKey } from "./documentStorage";
import { loggedBody, readAll } from "./loggedBody";
import type { DealRoomDocument, SignatureRecord } from "@/src/dealRoom/store";
import { isWatermarked, UnstampablePdfError, watermarkPdf } from "./watermark";
import { isUuid } from "@/src/http/uuid";
import { signatureSentence } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { offeredDocument } from "@/src/dealRoom/dueDiligence/gate";

const PRIVATE = PRIVATE_ANSWER_HEADERS;

export async function downloadDocument(request: Request, slug: string, documentId: string): Promise<Response> {
  const door: Door = {
    // The room's cookie, given for the e-mailed link's token (src/dealRoom/access/accessCookie.ts).
    credential: roomCookie,
    failure: {
      log: "A deal room download failed",
      page: () => answerPage(503, "This document cannot be downloaded right now", "Please try again in a moment, or call us.", null),
    },
  };
  return guardDealRoom(request, slug, door, async ({ backend, signature }) => {
    const store = await backend.dealRoom();
    // Found among the listing's documents, then gated by stage (decision 0059): the same 404 either way.
    // A view-only document has no download route at all (issue 46, decision 0060): shown in the room only.
    const document = isUuid(documentId) ? await offeredDocument(store, slug, signature.id, documentId) : undefined;
    if (!document || (await store.viewOnlyDocuments(slug)).includes(document.id))
      return answerPage(
        404,
        "This document is no longer offered",
        "The team removed or replaced it. Open the deal room again for the current documents.",
        null,
      );
    return await serveDocument(request, { slug, document, signature, backend });
  });
}

interface Served {
  slug: string;
  document: DealRoomDocument;
  signature: SignatureRecord;
  backend: DealRoomBackend;
}

/** After the access check: the headers for HEAD; for GET the bytes (a PDF stamped), logged once all are handed over. */
async function serveDocument(request: Request, { slug, document, signature, backend }: Served): Promise<Response> {
  const headers: Record<string, string> = {
    ...PRIVATE,
    "content-type": document.contentType,
    "content-disposition": contentDisposition(document.fileName),
    "x-content-type-options": "nosniff",
  };
  const watermarked = isWatermarked(document);
  // A stamped PDF's length is known only once stamped, which a HEAD (a mail scanner's check) does not earn.
  if (request.method === "HEAD") {
    return new Response(null, {
      status: 200,
      headers: watermarked ? headers : { ...headers, "content-length": String(document.sizeBytes) },
    });
  }
  const stored = await backend.documents.get(documentKey(slug, document.id));
  if (!stored) {
    logError(`Deal room file missing from storage: ${slug}/${document.id}`, new Error("not found"));
    return answerPage(
      503,
      "This document cannot be downloaded right now",
      "The team has been told. Please try again later, or call us.",
      null,
    );
  }
  const downloadId = randomUUID();
  const startedAt = new Date();
  let body: ReadableStream<Uint8Array> = stored;
  let length = document.sizeBytes;
  const store = await backend.dealRoom();
  if (watermarked) {
    // The company is on the signer's full record (the access check reads only what it needs).
    const company = (await store.signers(slug)).find((signer) => signer.id === signature.id)?.company ?? null;
    try {
      const stamped = await watermarkPdf(await readAll(stored), {
        name: signature.name,
        company,
        email: signature.email,
        downloadedAt: startedAt,
        downloadId,
        advertiser: signatureSentence(await getAdvertisingIdentity()),
      });
      body = new Blob([stamped as Uint8Array<ArrayBuffer>]).stream();
      length = stamped.byteLength;
    } catch (error) {
      if (!(error instanceof UnstampablePdfError)) throw error;
      // Refused rather than served unstamped: an unmarked copy could leak without naming its source
      // (decision 0028). Uploads are checked, so this is a file stored before the check.
      logError(`Deal room PDF cannot be watermarked, so it is not served: ${slug}/${document.id} (${document.fileName})`, error);
      return answerPage(
        503,
        "This document cannot be downloaded right now",
        "It could not be prepared with your name, as every memorandum is. The team has been told; please call us.",
        null,
      );
    }
  }
  const client = clientKeyFrom(request.headers);
  return new Response(
    loggedBody(
      body,
      (bytesSent) =>
        store.logDownload({
          downloadId,
          signatureId: signature.id,
          documentId: document.id,
          ip: client === UNIDENTIFIED ? null : client,
          userAgent: request.headers.get("user-agent"),
          bytesSent,
          at: startedAt,
        }),
      request.signal,
    ),
    { status: 200, headers: { ...headers, "content-length": String(length) } },
  );
}
