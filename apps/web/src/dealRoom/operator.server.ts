/**
 * The operator's side of the deal rooms (issues 17, 31): upload and remove a listing's documents
 * (a PDF only if it can be watermarked), revoke a signer's access or grant a withheld one, look a
 * download up by the ID printed on its pages, export the signers. Called by the operator API routes after
 * requireOperator; each answers `{status, body}` for operatorJson.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { getDealRoomListings } from "@/src/content/content.server";
import { getDealRoomBackend } from "./backend";
import { logError } from "@/src/log";
import { toCsv } from "@/src/operator/csv";
import { documentRow, unstampableProblem, uploadedMessage } from "@/src/dealRoom/documents/documentRecord";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { UNAVAILABLE, type OperatorAnswer } from "./operatorAnswer";
import type { DealRoomStore, Signer } from "./store";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { checkUpload } from "@/src/dealRoom/uploads/upload";
import { NO_ROOM_FOR_DOCUMENT_MESSAGE, uploadSpaceProblem } from "@/src/dealRoom/uploads/uploadSpace";
import { registerUploadedDocument, signDocumentUpload, type DirectUploadDeps } from "@/src/dealRoom/uploads/directUpload.server";

export async function isDealRoomListing(slug: string): Promise<boolean> {
  return (await getDealRoomListings()).some((listing) => listing.slug === slug);
}

export async function uploadDocument(listing: string, file: File | null): Promise<OperatorAnswer> {
  if (!(await isDealRoomListing(listing))) return { status: 404, body: { error: "No confidential listing for sale has that slug" } };
  const check = checkUpload(file);
  if (!check.ok || !file) return { status: check.ok ? 400 : check.status, body: { error: check.ok ? "No file" : check.error } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = await unstampableProblem(check.contentType, bytes);
  if (problem) return { status: 400, body: { error: problem } };
  const id = randomUUID();
  const key = documentKey(listing, id);
  try {
    const backend = await getDealRoomBackend();
    // Embedded: no upload while the disk under DATA_DIR is short of space (issue 41); leads go on.
    const space = await backend.uploadSpace?.();
    if (space && !space.ok) {
      logError(`A deal room upload for ${listing} was refused`, new Error(uploadSpaceProblem(space)));
      return { status: 507, body: { error: NO_ROOM_FOR_DOCUMENT_MESSAGE } };
    }
    const store = await backend.dealRoom();
    await backend.documents.put(key, bytes, check.contentType);
    try {
      await store.addDocument(documentRow({ id, listing, fileName: check.fileName, contentType: check.contentType }, bytes));
    } catch (error) {
      // Not recorded: the file must not stay behind, unlisted and unreachable.
      await backend.documents.remove(key).catch(() => undefined);
      throw error;
    }
    return { status: 201, body: { id, message: uploadedMessage(check.fileName, bytes.byteLength) } };
  } catch (error) {
    logError(`A deal room upload for ${listing} failed`, error);
    return UNAVAILABLE;
  }
}

/** The upload straight to Storage (decision 0050), with this server's backend and content. */
async function withDirectUploads(listing: string, action: (deps: DirectUploadDeps) => Promise<OperatorAnswer>): Promise<OperatorAnswer> {
  let deps: DirectUploadDeps;
  try {
    const backend = await getDealRoomBackend();
    deps = { storage: backend.documents, store: () => backend.dealRoom(), isListing: isDealRoomListing };
  } catch (error) {
    logError(`A deal room upload for ${listing} failed`, error);
    return UNAVAILABLE;
  }
  return action(deps);
}

export const signUpload = (listing: string, body: unknown) => withDirectUploads(listing, (deps) => signDocumentUpload(deps, listing, body));

export const registerUpload = (listing: string, body: unknown) =>
  withDirectUploads(listing, (deps) => registerUploadedDocument(deps, listing, body));

export async function removeDocument(id: string): Promise<OperatorAnswer> {
  try {
    const backend = await getDealRoomBackend();
    const removed = await (await backend.dealRoom()).removeDocument(id, new Date());
    // The bytes are kept: the download log still names the file, and a removal can be undone by
    // uploading again. Decision 0027 says why.
    return removed
      ? { status: 200, body: { message: "Removed: signers no longer see or download it." } }
      : { status: 404, body: { error: "No document with that id is offered (already removed?)" } };
  } catch (error) {
    logError("A deal room document could not be removed", error);
    return UNAVAILABLE;
  }
}

export async function revokeSignature(id: string): Promise<OperatorAnswer> {
  try {
    const revoked = await (await (await getDealRoomBackend()).dealRoom()).revoke(id, new Date());
    return revoked
      ? { status: 200, body: { message: "Access revoked: the signer's links stop working now." } }
      : { status: 404, body: { error: "No signature with that id has access (already revoked?)" } };
  } catch (error) {
    logError("A deal room signature could not be revoked", error);
    return UNAVAILABLE;
  }
}

export async function grantAccess(id: string): Promise<OperatorAnswer> {
  try {
    const backend = await getDealRoomBackend();
    const granted = await (await backend.dealRoom()).grantAccess(id, new Date());
    if (!granted) return { status: 404, body: { error: "No signature with that id is waiting for access (already granted, or revoked?)" } };
    if (granted.outcome === "barred")
      return {
        status: 409,
        body: {
          error: `${granted.email} is barred from this deal room: the team revoked their access. Nothing was granted. To let them back in, grant the signature they make after the revocation (it waits with "revoked" as its reason).`,
        },
      };
    // The deal room mailer runs beside the lead notifier, which wakes it too.
    backend.notifier.wake();
    return { status: 200, body: { message: `Access granted: a new link, valid for 7 days, is on its way to ${granted.email}.` } };
  } catch (error) {
    logError("A deal room signature could not be granted access", error);
    return UNAVAILABLE;
  }
}

/** A download found by the ID printed on a watermarked copy: who, which listing and file, when, from where. */
export async function lookUpDownload(downloadId: string): Promise<OperatorAnswer> {
  try {
    const download = await (await (await getDealRoomBackend()).dealRoom()).download(downloadId);
    if (!download)
      return {
        status: 404,
        body: { error: "No download has that ID. Check it against the copy (it is printed at the foot of every page)." },
      };
    return { status: 200, body: { download } };
  } catch (error) {
    logError("A deal room download could not be looked up", error);
    return UNAVAILABLE;
  }
}

export const SIGNER_CSV_HEADER = [
  "accepted_at",
  "name",
  "email",
  "phone",
  "company",
  "role",
  "client_name",
  "signature",
  "agreement_version",
  "agreement_sha256",
  "ip",
  "user_agent",
  "access_e-mailed_at",
  "confirmed_at",
  "downloads",
  "revoked_at",
  "id",
] as const;

export function signersCsv(signers: readonly Signer[]): string {
  return toCsv(
    SIGNER_CSV_HEADER,
    signers.map((signer) => [
      signer.acceptedAt,
      signer.name,
      signer.email,
      signer.phone,
      signer.company,
      signer.role,
      signer.clientName,
      signer.signature,
      signer.agreementVersion,
      signer.agreementSha256,
      signer.ip,
      signer.userAgent,
      signer.accessSentAt,
      // Empty until the signer opens the e-mailed link: an address nobody has proved (issue 31).
      signer.confirmedAt,
      signer.downloads,
      signer.revokedAt,
      signer.id,
    ]),
  );
}

/**
 * A listing's CSV export for the operator (signers, offers): the session and the listing checked,
 * the rows read from the deal room's store and written by `toCsv`, or a 404 / 503 that says why.
 */
export async function listingCsvExport(
  request: Request,
  listing: string,
  what: { name: string; rows: (store: DealRoomStore, listing: string) => Promise<string> },
): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  if (!(await isDealRoomListing(listing))) return operatorJson(404, { error: "No confidential listing for sale has that slug" });
  let csv: string;
  try {
    csv = await what.rows(await (await getDealRoomBackend()).dealRoom(), listing);
  } catch (error) {
    logError(`The ${what.name} of ${listing} could not be read`, error);
    return operatorJson(503, { error: `The ${what.name} could not be read from the database` });
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...OPERATOR_HEADERS,
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${what.name}-${listing}.csv"`,
    },
  });
}
