/**
 * The operator's side of the offers (issue 36): the proof of funds downloaded from private
 * storage (never from a public address; signers cannot reach it, not even their own), and the
 * proofs removed from storage when a personal-information erasure deletes the offers that named
 * them (decision 0038: the rows go in the database's erasure, the bytes here).
 */
import "server-only";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson } from "@/src/operator/access.server";
import { contentDisposition } from "@/src/dealRoom/documents/contentDisposition";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";

export async function downloadProofOfFunds(offerId: string): Promise<Response> {
  try {
    const backend = await getDealRoomBackend();
    const proof = await (await backend.dealRoom()).offerProof(offerId);
    if (!proof) return operatorJson(404, { error: "No offer with that id has a proof of funds" });
    const body = await backend.documents.get(documentKey(proof.listing, proof.fileId));
    if (!body) {
      logError(`Proof of funds missing from storage: ${proof.listing}/${proof.fileId}`, new Error("not found"));
      return operatorJson(503, { error: "The file is missing from storage; the offer's row names it. Ask the buyer to send it again." });
    }
    return new Response(body, {
      headers: {
        ...OPERATOR_HEADERS,
        "content-type": proof.contentType,
        "content-length": String(proof.sizeBytes),
        "content-disposition": contentDisposition(proof.fileName),
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logError("A proof of funds could not be downloaded", error);
    return operatorJson(503, { error: "The deal room's database or file storage could not be reached." });
  }
}

/**
 * Runs an erasure of an address at `at` and then removes the proof-of-funds files of the offers it
 * deleted (those past their record term, decision 0058; the others are kept with their files): the
 * keys are read first (the erasure deletes the rows that hold them). A file that cannot be removed
 * is logged for the operator; the erasure itself has happened and is not undone.
 */
export async function erasingProofsOfFunds<Result>(email: string, at: Date, erase: () => Promise<Result>): Promise<Result> {
  const backend = await getDealRoomBackend();
  const keys = await (await backend.dealRoom()).offerProofKeysOf(email, at);
  const result = await erase();
  for (const key of keys) {
    await backend.documents
      .remove(key)
      .catch((error: unknown) => logError(`A proof of funds could not be removed after an erasure: ${key}`, error));
  }
  return result;
}
