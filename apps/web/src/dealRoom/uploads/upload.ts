/**
 * What the operator may upload to a deal room (docs/decisions/0027-deal-room-documents.md): the
 * documents of an offering (PDF, spreadsheets, Word, images, ZIP, CSV, text), up to 25 MiB each,
 * named as the team named them, less anything a file name must not carry.
 */
import { DEAL_ROOM_FILE_LIMIT } from "@/src/http/bodyLimits";

/** File extension → the content type the download is served with. */
export const DOCUMENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  zip: "application/zip",
  txt: "text/plain",
};

export type UploadCheck = { ok: true; fileName: string; contentType: string } | { ok: false; status: 400 | 413; error: string };

/** The name without any folder, control character or slash, at most 200 characters, extension kept. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return `${cleaned.slice(0, 200 - extension.length)}${extension}`;
}

/** The content type of a file named so, from its extension; undefined for a kind not offered. */
export function documentTypeOf(fileName: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension ? DOCUMENT_TYPES[extension] : undefined;
}

export function checkUpload(file: { name: string; size: number } | null): UploadCheck {
  if (!file) return { ok: false, status: 400, error: "Choose a file to upload (form field “file”)." };
  if (file.size === 0) return { ok: false, status: 400, error: "The file is empty." };
  if (file.size > DEAL_ROOM_FILE_LIMIT)
    return { ok: false, status: 413, error: "The file is larger than 25 MB. Compress it or split it in parts." };
  const fileName = cleanFileName(file.name);
  const contentType = documentTypeOf(fileName);
  if (!fileName || fileName.startsWith(".") || !contentType) {
    return { ok: false, status: 400, error: `Upload a document of one of these kinds: ${Object.keys(DOCUMENT_TYPES).join(", ")}.` };
  }
  return { ok: true, fileName, contentType };
}
