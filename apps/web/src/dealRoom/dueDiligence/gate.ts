/**
 * The gate of every stage (issue 46, decision 0059): a document is served to a signer only when it
 * is among the listing's current documents and among those the database lets this signer download
 * (deal_room_signer_documents: every memorandum document, due-diligence ones only while approved).
 * Anything else is `undefined`, which the download answers with the same 404 page as a removed
 * document: a due-diligence document's address tells an unapproved signer nothing, not even its title.
 */
import type { DealRoomDocument, DealRoomStore } from "@/src/dealRoom/store";

export async function offeredDocument(
  store: Pick<DealRoomStore, "documents" | "signerDocumentIds">,
  slug: string,
  signatureId: string,
  documentId: string,
): Promise<DealRoomDocument | undefined> {
  const [documents, allowed] = await Promise.all([store.documents(slug), store.signerDocumentIds(signatureId)]);
  const document = documents.find((candidate) => candidate.id === documentId);
  return document && allowed.has(document.id) ? document : undefined;
}

/** The documents the room lists for this signer: the listing's current ones this signer may download. */
export async function signerDocuments(
  store: Pick<DealRoomStore, "documents" | "signerDocumentIds">,
  slug: string,
  signatureId: string,
): Promise<DealRoomDocument[]> {
  const [documents, allowed] = await Promise.all([store.documents(slug), store.signerDocumentIds(signatureId)]);
  return documents.filter((document) => allowed.has(document.id));
}
