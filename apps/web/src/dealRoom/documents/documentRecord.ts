/**
 * What every deal room upload goes through before its row is written, whichever way its bytes
 * arrived (through the site's server, or straight to Supabase Storage: decision 0050): a PDF must
 * be stampable, and the row keeps the bytes' SHA-256 so what an investor received stays verifiable.
 */
import { createHash } from "node:crypto";
import { formatFileSize } from "./format";
import type { DealRoomDocument } from "@/src/dealRoom/store";
import { stampableProblem } from "./watermark";

/**
 * Every PDF is served stamped with its signer (decision 0028): one that cannot be stamped is
 * refused now, while the operator is here to fix it, rather than at a signer's download.
 */
export async function unstampableProblem(contentType: string, bytes: Uint8Array): Promise<string | null> {
  return contentType === "application/pdf" ? stampableProblem(bytes) : null;
}

export function documentRow(
  fields: { id: string; listing: string; fileName: string; contentType: string },
  bytes: Uint8Array,
): Omit<DealRoomDocument, "uploadedAt"> {
  return { ...fields, sizeBytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
}

export const uploadedMessage = (fileName: string, sizeBytes: number) => `Uploaded ${fileName} (${formatFileSize(sizeBytes)}).`;

/** A second row with the same id: PostgreSQL's unique violation, from PGlite, node-postgres or PostgREST alike. */
export function isDuplicateDocument(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}
