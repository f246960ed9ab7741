/**
 * The team marks a document view only, or downloadable again (issue 46, decision 0060), from the
 * listing's operator page: a form POST that works without JavaScript, or the page's fetch.
 */
import "server-only";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import { isUuid } from "@/src/http/uuid";
import { logError } from "@/src/log";

/** The form's `viewOnly` field: "1" view only, "0" downloadable; anything else is refused. */
export function viewOnlyField(value: unknown): boolean | null {
  return value === "1" || value === true ? true : value === "0" || value === false ? false : null;
}

export async function setViewOnly(documentId: string, viewOnly: boolean): Promise<OperatorAnswer> {
  if (!isUuid(documentId)) return { status: 404, body: { error: "No document has that id" } };
  try {
    const changed = await (await (await getDealRoomBackend()).dealRoom()).setDocumentViewOnly(documentId, viewOnly);
    if (!changed) return { status: 404, body: { error: "No document with that id is offered (removed?)" } };
    return {
      status: 200,
      body: {
        message: viewOnly
          ? "View only: signers see its pages in the room, watermarked, with no download."
          : "Downloadable again: signers download it watermarked.",
      },
    };
  } catch (error) {
    logError("A deal room document's view-only flag was not changed", error);
    return UNAVAILABLE;
  }
}
