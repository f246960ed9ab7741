/**
 * The room's "Ask for due-diligence access" form (issue 46, decision 0059): the intended financing
 * (cash, a conventional mortgage, or other), an optional short note, and an optional proof of funds
 * (a PDF, up to the room's file limit). Checked here, before anything is stored; every refusal says
 * which field and what to fix.
 */
import { DEAL_ROOM_FILE_LIMIT } from "@/src/http/bodyLimits";
import { cleanFileName } from "@/src/dealRoom/uploads/upload";
import type { DueDiligenceFinancing } from "./dueDiligenceStore";

export const FINANCING_LABELS: Record<DueDiligenceFinancing, string> = {
  cash: "Cash",
  mortgage: "Conventional mortgage",
  other: "Other",
};
export const FINANCING_NOTE_MAX = 300;

export type RequestField = "financing" | "financing_note" | "proof_of_funds";
export type RequestErrors = Partial<Record<RequestField, string>>;

export type ParsedRequest =
  | { ok: true; financing: DueDiligenceFinancing; financingNote: string | null; proof: { file: File; fileName: string } | null }
  | { ok: false; status: 400 | 413; errors: RequestErrors };

const isFinancing = (value: unknown): value is DueDiligenceFinancing => value === "cash" || value === "mortgage" || value === "other";

/** A file input left empty arrives as a nameless, empty file: no proof of funds. */
function chosenFile(value: FormDataEntryValue | null): File | null {
  if (!(value instanceof File)) return null;
  return value.size === 0 && value.name === "" ? null : value;
}

function proofProblem(file: File, fileName: string): { status: 400 | 413; error: string } | null {
  if (file.size === 0) return { status: 400, error: "The proof of funds is an empty file: choose the PDF again." };
  if (file.size > DEAL_ROOM_FILE_LIMIT) return { status: 413, error: "The proof of funds is larger than 25 MB: send a smaller PDF." };
  if (!/\.pdf$/i.test(fileName) || fileName.startsWith(".")) return { status: 400, error: "Attach the proof of funds as a PDF (.pdf)." };
  return null;
}

export function parseRequestForm(formData: FormData): ParsedRequest {
  const errors: RequestErrors = {};
  let status: 400 | 413 = 400;
  const financing = formData.get("financing");
  if (!isFinancing(financing)) errors.financing = "Choose how you intend to finance the purchase: cash, conventional mortgage or other.";
  const rawNote = formData.get("financing_note");
  const note = typeof rawNote === "string" ? rawNote.replace(/\s+/g, " ").trim() : "";
  if (note.length > FINANCING_NOTE_MAX) errors.financing_note = `Keep the financing note to ${FINANCING_NOTE_MAX} characters.`;
  if (financing === "other" && note === "") errors.financing_note = "Say in a few words how you intend to finance it.";
  const file = chosenFile(formData.get("proof_of_funds"));
  const fileName = file ? cleanFileName(file.name) : "";
  const problem = file ? proofProblem(file, fileName) : null;
  if (problem) {
    errors.proof_of_funds = problem.error;
    status = problem.status;
  }
  if (!isFinancing(financing) || Object.keys(errors).length > 0) return { ok: false, status, errors };
  return { ok: true, financing, financingNote: note || null, proof: file ? { file, fileName } : null };
}

/** The first bytes of every PDF. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";
}
