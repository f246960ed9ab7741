/**
 * The team's side of due diligence (issue 46, decision 0059): a document's stage, the decision on a
 * signer's request (approve, decline with a note, withdraw an approval) which queues the buyer's
 * e-mail and wakes the mailer, and the proof of funds downloaded from private storage by the team
 * only. Each answers an OperatorAnswer (or the file), specific 4xx for a bad field, nothing changed.
 */
import "server-only";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson } from "@/src/operator/access.server";
import type { OperatorSession } from "@/src/operator/session";
import { contentDisposition } from "@/src/dealRoom/documents/contentDisposition";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { operatorIdentity } from "@/src/dealRoom/reports/reportOperator.server";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import { DOCUMENT_STAGES, type DueDiligenceAction } from "./dueDiligenceStore";

export const DECISION_NOTE_MAX = 1000;
const ACTIONS: readonly DueDiligenceAction[] = ["approve", "decline", "withdraw"];

export async function setDocumentStage(documentId: string, fields: Record<string, unknown>): Promise<OperatorAnswer> {
  const stage = DOCUMENT_STAGES.find((known) => known === fields.stage);
  if (!stage) return { status: 400, body: { error: 'Choose the stage "memorandum" or "due_diligence"' } };
  try {
    const listing = await (await (await getDealRoomBackend()).dealRoom()).setDocumentStage(documentId, stage);
    if (!listing) return { status: 404, body: { error: "No current document has that id" } };
    return {
      status: 200,
      body: {
        message:
          stage === "due_diligence"
            ? "The document is in due diligence: only buyers you approved can see and download it."
            : "The document is in the memorandum: every confirmed signer can download it.",
      },
    };
  } catch (error) {
    logError("A deal room document's stage could not be set", error);
    return UNAVAILABLE;
  }
}

const DONE: Record<DueDiligenceAction, string> = {
  approve: "Approved: the buyer can download the due-diligence documents now, and is being e-mailed.",
  decline: "Declined: the buyer is being e-mailed your note.",
  withdraw: "Approval withdrawn: the due-diligence documents answer 404 to this buyer again, who is being e-mailed.",
};

export async function decideDueDiligence(
  signatureId: string,
  fields: Record<string, unknown>,
  session: OperatorSession,
): Promise<OperatorAnswer> {
  const action = ACTIONS.find((known) => known === fields.action);
  if (!action) return { status: 400, body: { error: 'Choose the action "approve", "decline" or "withdraw"' } };
  const note = typeof fields.note === "string" ? fields.note.trim() : "";
  if (note.length > DECISION_NOTE_MAX) return { status: 400, body: { error: `Keep the note to ${DECISION_NOTE_MAX} characters` } };
  if (action === "decline" && note === "") return { status: 400, body: { error: "Say why in the note: the buyer reads it in the e-mail" } };
  try {
    const backend = await getDealRoomBackend();
    const outcome = await (
      await backend.dealRoom()
    ).decideDueDiligence(signatureId, action, note || null, operatorIdentity(session), new Date());
    if (outcome === "unknown") return { status: 404, body: { error: "No due-diligence request has that signature's id" } };
    if (outcome === "no-access") return { status: 409, body: { error: "This signer's access was revoked: approve nothing for them" } };
    if (outcome === "conflict")
      return { status: 409, body: { error: "The request is not in a state this action applies to; reload the page" } };
    backend.notifier.wake();
    return { status: 200, body: { message: DONE[action] } };
  } catch (error) {
    logError("A due-diligence decision could not be stored", error);
    return UNAVAILABLE;
  }
}

export async function downloadDueDiligenceProof(signatureId: string): Promise<Response> {
  try {
    const backend = await getDealRoomBackend();
    const request = await (await backend.dealRoom()).dueDiligenceRequest(signatureId);
    if (!request?.proof) return operatorJson(404, { error: "No due-diligence request with that id has a proof of funds" });
    const body = await backend.documents.get(documentKey(request.listing, request.proof.fileId));
    if (!body) {
      logError(`Due-diligence proof of funds missing from storage: ${request.listing}/${request.proof.fileId}`, new Error("not found"));
      return operatorJson(503, { error: "The file is missing from storage; ask the buyer to send it to the team." });
    }
    return new Response(body, {
      headers: {
        ...OPERATOR_HEADERS,
        "content-type": "application/pdf",
        "content-length": String(request.proof.sizeBytes),
        "content-disposition": contentDisposition(request.proof.fileName),
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logError("A due-diligence proof of funds could not be downloaded", error);
    return operatorJson(503, { error: "The deal room's database or file storage could not be reached." });
  }
}

/**
 * Runs an erasure of an address and then removes the proof-of-funds files of the due-diligence
 * requests it deleted (read first: the erasure deletes the rows that name them).
 */
export async function erasingDueDiligenceProofs<Result>(email: string, erase: () => Promise<Result>): Promise<Result> {
  const backend = await getDealRoomBackend();
  const keys = await (await backend.dealRoom()).dueDiligenceProofKeysOf(email);
  const result = await erase();
  for (const key of keys) {
    await backend.documents
      .remove(key)
      .catch((error: unknown) => logError(`A due-diligence proof of funds could not be removed after an erasure: ${key}`, error));
  }
  return result;
}
