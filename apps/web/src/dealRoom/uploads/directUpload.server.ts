/**
 * The operator's upload straight to Supabase Storage (docs/decisions/0050-direct-uploads.md), for
 * hosts whose functions take small bodies only (Vercel: 4.5 MB). Two calls around the browser's
 * own PUT: `signDocumentUpload` checks the declared name, size and type and answers a signed upload
 * URL for a fresh `<listing>/<uuid>`; `registerUploadedDocument` finds that object in Storage, with
 * the declared size and type, reads it to check and hash it as the form's upload does, and only
 * then writes the same row. A refusal writes nothing.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { logError } from "@/src/log";
import { UUID_PATTERN } from "@/src/http/uuid";
import { documentRow, isDuplicateDocument, unstampableProblem, uploadedMessage } from "@/src/dealRoom/documents/documentRecord";
import { documentKey, type DocumentStorage, type SupabaseDocumentStorage } from "@/src/dealRoom/documents/documentStorage";
import { formatFileSize } from "@/src/dealRoom/documents/format";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { checkUpload, type UploadCheck } from "./upload";

export interface DirectUploadDeps {
  storage: DocumentStorage;
  store: () => Promise<Pick<DealRoomStore, "addDocument" | "documents">>;
  isListing: (slug: string) => Promise<boolean>;
}

const declaredFile = z.object({
  fileName: z.string().max(1000),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  contentType: z.string().max(200),
});
const registration = declaredFile.extend({ id: z.string().regex(new RegExp(`^${UUID_PATTERN}$`)) });

const refuse = (status: number, error: string): OperatorAnswer => ({ status, body: { error } });

export const NOT_JSON_MESSAGE = "Send the file's name, size (bytes) and type as JSON: {fileName, size, contentType}.";
export const NOT_REGISTRATION_MESSAGE =
  "Send the upload's id and the file's name, size (bytes) and type as JSON: {id, fileName, size, contentType}.";
export const NOT_HOSTED_MESSAGE =
  "This server keeps deal room documents on its own disk: upload the file through the form (multipart/form-data to …/documents).";
export const MISSING_OBJECT_MESSAGE = "The file of this upload is not in storage (it did not finish, or was never sent). Upload it again.";
export const ALREADY_RECORDED_MESSAGE = "This upload is already recorded in the deal room.";

type Checked = { storage: SupabaseDocumentStorage; check: Extract<UploadCheck, { ok: true }> };

/** The checks both calls make, in the order the form's upload makes them: listing, storage, file. */
async function checkDeclared(
  deps: DirectUploadDeps,
  listing: string,
  declared: z.infer<typeof declaredFile>,
): Promise<Checked | OperatorAnswer> {
  if (!(await deps.isListing(listing))) return refuse(404, "No confidential listing for sale has that slug");
  if (deps.storage.kind !== "supabase") return refuse(409, NOT_HOSTED_MESSAGE);
  const check = checkUpload({ name: declared.fileName, size: declared.size });
  if (!check.ok) return refuse(check.status, check.error);
  // The type is the extension's, as in the form's upload; a browser that says otherwise is refused
  // rather than overruled, since Storage keeps whatever type the PUT carries.
  if (declared.contentType !== check.contentType) {
    return refuse(400, `A file named ${check.fileName} is uploaded as ${check.contentType}, not ${declared.contentType || "no type"}.`);
  }
  return { storage: deps.storage, check };
}

/** 201 `{id, uploadUrl, contentType}`: PUT the file to uploadUrl with that content type, then register it. */
export async function signDocumentUpload(deps: DirectUploadDeps, listing: string, body: unknown): Promise<OperatorAnswer> {
  const declared = declaredFile.safeParse(body);
  if (!declared.success) return refuse(400, NOT_JSON_MESSAGE);
  const checked = await checkDeclared(deps, listing, declared.data);
  if ("status" in checked) return checked;
  const id = randomUUID();
  try {
    const uploadUrl = await checked.storage.signUpload(documentKey(listing, id));
    return { status: 201, body: { id, uploadUrl, contentType: checked.check.contentType } };
  } catch (error) {
    logError(`A signed upload URL for ${listing} could not be made`, error);
    return UNAVAILABLE;
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** 201 once the object is found as declared and its row written; 409 when it is missing or differs. */
export async function registerUploadedDocument(deps: DirectUploadDeps, listing: string, body: unknown): Promise<OperatorAnswer> {
  const declared = registration.safeParse(body);
  if (!declared.success) return refuse(400, NOT_REGISTRATION_MESSAGE);
  const checked = await checkDeclared(deps, listing, declared.data);
  if ("status" in checked) return checked;
  const { storage, check } = checked;
  const { id, size } = declared.data;
  const key = documentKey(listing, id);
  try {
    const store = await deps.store();
    if ((await store.documents(listing)).some((document) => document.id === id)) return refuse(409, ALREADY_RECORDED_MESSAGE);
    const stored = await storage.describe(key);
    if (!stored) return refuse(409, MISSING_OBJECT_MESSAGE);
    if (stored.sizeBytes !== size || stored.contentType !== check.contentType) {
      return refuse(
        409,
        `The file in storage (${formatFileSize(stored.sizeBytes)}, ${stored.contentType || "no type"}) is not the one declared ` +
          `(${formatFileSize(size)}, ${check.contentType}). Upload it again.`,
      );
    }
    const stream = await storage.get(key);
    if (!stream) return refuse(409, MISSING_OBJECT_MESSAGE);
    const bytes = await readAll(stream);
    if (bytes.byteLength !== size)
      return refuse(409, `The file in storage is ${formatFileSize(bytes.byteLength)}, not ${formatFileSize(size)}. Upload it again.`);
    const problem = await unstampableProblem(check.contentType, bytes);
    if (problem) return refuse(400, problem);
    try {
      await store.addDocument(documentRow({ id, listing, fileName: check.fileName, contentType: check.contentType }, bytes));
    } catch (error) {
      // A removed document keeps its row (decision 0027): its id cannot be recorded again.
      if (isDuplicateDocument(error)) return refuse(409, ALREADY_RECORDED_MESSAGE);
      throw error;
    }
    return { status: 201, body: { id, message: uploadedMessage(check.fileName, bytes.byteLength) } };
  } catch (error) {
    // The object stays: registering again, once the database is back, finds it.
    logError(`A deal room upload for ${listing} could not be registered`, error);
    return UNAVAILABLE;
  }
}
