/**
 * The agreement as signed, downloaded (issue 46, decision 0057): by the signer from the room,
 * behind the room's door like a document (the cookie checked again, revocation included; the PDF
 * is always the cookie's own signature, so no address names another's), and by the team for any
 * signature from the listing's operator page. Made from the record on each request; private and
 * never cached.
 */
import "server-only";
import { getDealRoomListings } from "@/src/content/content.server";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import { contentDisposition } from "@/src/dealRoom/documents/contentDisposition";
import { signatureSentence } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { OPERATOR_HEADERS, operatorJson } from "@/src/operator/access.server";
import { logError } from "@/src/log";
import { signedAgreementPdf } from "./signedAgreementPdf";
import type { SignedAgreement } from "./signedAgreementStore";

/** The file's name: the listing and the signer, so a folder of them sorts and reads. */
export function signedAgreementFileName(signed: SignedAgreement): string {
  const name = signed.name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "").trim() || "signer";
  return `Confidentiality agreement - ${signed.listing} - ${name}.pdf`;
}

async function render(signed: SignedAgreement, listingTitle: string): Promise<Uint8Array> {
  return signedAgreementPdf(signed, {
    listingTitle,
    madeAt: new Date(),
    advertiser: signatureSentence(await getAdvertisingIdentity()),
  });
}

function pdfAnswer(pdf: Uint8Array, signed: SignedAgreement, privateHeaders: Record<string, string>, head: boolean): Response {
  return new Response(head ? null : new Blob([pdf as Uint8Array<ArrayBuffer>]), {
    status: 200,
    headers: {
      ...privateHeaders,
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": contentDisposition(signedAgreementFileName(signed)),
      "x-content-type-options": "nosniff",
    },
  });
}

const unavailable = () =>
  answerPage(503, "Your signed agreement cannot be downloaded right now", "Please try again in a moment, or call us.", null);

/** The signer's own agreement, from the room: the door's 404 and 403 as for a document. */
export async function downloadOwnSignedAgreement(request: Request, slug: string): Promise<Response> {
  const door: Door = { credential: roomCookie, failure: { log: "A signed agreement could not be downloaded", page: unavailable } };
  return guardDealRoom(request, slug, door, async ({ backend, signature, listing }) => {
    const signed = await (await backend.dealRoom()).signedAgreement(signature.id);
    // The door has just read this signature: its absence means it was erased meanwhile.
    if (!signed) return answerPage(404, "No signed agreement", "This signature is no longer on record.", slug);
    return pdfAnswer(await render(signed, listing.title), signed, PRIVATE_ANSWER_HEADERS, request.method === "HEAD");
  });
}

/** Any signer's agreement, for the team (the caller has checked the operator and the ID's form). */
export async function downloadSignedAgreementForTeam(signatureId: string): Promise<Response> {
  try {
    const signed = await (await (await getDealRoomBackend()).dealRoom()).signedAgreement(signatureId);
    if (!signed) return operatorJson(404, { error: "No signature has that id" });
    const listing = (await getDealRoomListings()).find((candidate) => candidate.slug === signed.listing);
    return pdfAnswer(await render(signed, listing?.title ?? signed.listing), signed, OPERATOR_HEADERS, false);
  } catch (error) {
    logError("A signed agreement could not be downloaded by the team", error);
    return operatorJson(503, { error: "The deal room's database could not be reached." });
  }
}
