/**
 * A signer's request for due-diligence access, posted from the room (issue 46, decision 0059): a
 * plain multipart form POST, so it works without JavaScript. The room's cookie is checked as for a
 * download. Refused with nothing stored: a body over the room's upload limit (413, before it is
 * read), a form that cannot be read or a bad field (400, or 413 for a proof of funds over 25 MB,
 * with what to fix), a proof that is not a PDF (400), a signer who asked already (409), or, in
 * embedded mode, a disk short of space (507). A good one stores the proof of funds beside the room's
 * documents, then the request, and sends the browser back to the room (303), which shows it asked.
 */
import "server-only";
import { dealRoomPath } from "@agency/paths";
import { createHash, randomUUID } from "node:crypto";
import { logError } from "@/src/log";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { NO_ROOM_FOR_PROOF_MESSAGE, uploadSpaceProblem } from "@/src/dealRoom/uploads/uploadSpace";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import { DEAL_ROOM_UPLOAD_LIMIT } from "@/src/http/bodyLimits";
import { looksLikePdf, parseRequestForm, type RequestErrors } from "./requestForm";

/** The room's address after a request: the room says it was received. */
export const DUE_DILIGENCE_ASKED_QUERY = "due-diligence=asked";

const NOT_SENT = "Your request was not sent";

function refused(status: number, errors: RequestErrors | string): Response {
  const text =
    typeof errors === "string"
      ? errors
      : `${Object.values(errors).join(" ")} Go back to the deal room, correct it and send the request again.`;
  return answerPage(status, NOT_SENT, `${text} Nothing was stored.`, null);
}

export async function receiveDueDiligenceRequest(request: Request, slug: string): Promise<Response> {
  const door: Door = {
    credential: roomCookie,
    failure: {
      log: `A due-diligence request for ${slug} could not be stored`,
      page: () => answerPage(503, NOT_SENT, "Nothing was stored. Please try again in a moment, or call us.", null),
    },
  };
  return guardDealRoom(request, slug, door, async ({ backend, signature }) => {
    const length = Number(request.headers.get("content-length") ?? "0");
    if (length > DEAL_ROOM_UPLOAD_LIMIT) return refused(413, "The request is larger than 25 MB: send a smaller proof of funds.");
    let formData: FormData;
    try {
      formData = await request.formData();
    } catch {
      return refused(400, "The form could not be read: send it again from the deal room.");
    }
    const parsed = parseRequestForm(formData);
    if (!parsed.ok) return refused(parsed.status, parsed.errors);
    const store = await backend.dealRoom();
    if (await store.dueDiligenceRequest(signature.id)) {
      return refused(409, "You have already asked for due-diligence access on this listing; the deal room shows where it stands.");
    }
    let proof = null;
    if (parsed.proof) {
      const bytes = new Uint8Array(await parsed.proof.file.arrayBuffer());
      if (!looksLikePdf(bytes)) return refused(400, "The proof of funds is not a PDF file: export it as a PDF and send it again.");
      const space = await backend.uploadSpace?.();
      if (space && !space.ok) {
        logError(`A due-diligence proof of funds for ${slug} was refused`, new Error(uploadSpaceProblem(space)));
        return answerPage(507, NOT_SENT, NO_ROOM_FOR_PROOF_MESSAGE, null);
      }
      proof = {
        fileId: randomUUID(),
        fileName: parsed.proof.fileName,
        sizeBytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      };
      await backend.documents.put(documentKey(slug, proof.fileId), bytes, "application/pdf");
    }
    const remove = async () => {
      if (proof) await backend.documents.remove(documentKey(slug, proof.fileId)).catch(() => undefined);
    };
    let outcome;
    try {
      outcome = await store.requestDueDiligence({ signatureId: signature.id, ...parsed, proof, at: new Date() });
    } catch (error) {
      // Not stored: the file must not stay behind, unlisted.
      await remove();
      throw error;
    }
    if (outcome !== "stored") {
      await remove();
      return outcome === "exists"
        ? refused(409, "You have already asked for due-diligence access on this listing; the deal room shows where it stands.")
        : refused(403, "Your access to this deal room has ended.");
    }
    return new Response(null, {
      status: 303,
      headers: { ...PRIVATE_ANSWER_HEADERS, location: `${dealRoomPath(slug)}?${DUE_DILIGENCE_ASKED_QUERY}#due-diligence` },
    });
  });
}
