/**
 * The operator's "Record the seller's written direction" form read (issue 46, decision 0062): the
 * day the seller signed it (a calendar day, not after today in Toronto), the signed direction as a
 * PDF (the deal room's file limit), and the terms it lets the team share (none is a valid
 * direction). Pure, the clock passed in: tested in directionForm.test.ts.
 */
import { DEAL_ROOM_FILE_LIMIT } from "@/src/http/bodyLimits";
import { cleanFileName } from "@/src/dealRoom/uploads/upload";
import { SHAREABLE_TERMS, type ShareableTerm } from "./directionStore";

export type DirectionField = "signed_on" | "file" | "shares";
export type DirectionErrors = Partial<Record<DirectionField, string>>;

export type ParsedDirection =
  | { ok: true; signedOn: string; file: File; fileName: string; shares: ShareableTerm[] }
  | { ok: false; status: 400 | 413; errors: DirectionErrors };

const TORONTO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Toronto day of an instant, YYYY-MM-DD. */
export function torontoToday(at: Date): string {
  return TORONTO_DAY.format(at);
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function signedOnProblem(value: unknown, now: Date): string | null {
  if (typeof value !== "string" || value.trim() === "") return "Give the date the seller signed the direction.";
  if (!isCalendarDay(value.trim())) return "Give the date the seller signed it as a calendar date (YYYY-MM-DD).";
  if (value.trim() > torontoToday(now)) return "The seller cannot have signed the direction after today: check the date.";
  return null;
}

function fileProblem(value: FormDataEntryValue | null): { status: 400 | 413; error: string } | null {
  if (!(value instanceof File) || (value.size === 0 && value.name === ""))
    return { status: 400, error: "Attach the direction the seller signed, as a PDF." };
  if (value.size === 0) return { status: 400, error: "The signed direction is an empty file: choose the PDF again." };
  if (value.size > DEAL_ROOM_FILE_LIMIT) return { status: 413, error: "The signed direction is larger than 25 MB: send a smaller PDF." };
  const name = cleanFileName(value.name);
  if (!/\.pdf$/i.test(name) || name.startsWith(".")) return { status: 400, error: "Attach the signed direction as a PDF (.pdf)." };
  return null;
}

export function parseDirectionForm(form: FormData, now: Date): ParsedDirection {
  const errors: DirectionErrors = {};
  let status: 400 | 413 = 400;
  const signedOn = form.get("signed_on");
  const dateProblem = signedOnProblem(signedOn, now);
  if (dateProblem) errors.signed_on = dateProblem;
  const file = form.get("file");
  const problem = fileProblem(file);
  if (problem) {
    errors.file = problem.error;
    status = problem.status;
  }
  const shares = form.getAll("shares");
  const known = (value: FormDataEntryValue): value is ShareableTerm => SHAREABLE_TERMS.some((term) => term === value);
  if (!shares.every(known)) errors.shares = `Choose what may be shared among: ${SHAREABLE_TERMS.join(", ")}; or none of them.`;
  if (Object.keys(errors).length > 0 || !(file instanceof File) || typeof signedOn !== "string") return { ok: false, status, errors };
  return {
    ok: true,
    signedOn: signedOn.trim(),
    file,
    fileName: cleanFileName(file.name),
    shares: SHAREABLE_TERMS.filter((term) => shares.includes(term)),
  };
}
