/**
 * The person's record form (issue 45): status, owner, follow-up date, a note, and who is saving.
 * The zod schema is the single source of truth: the route parses the posted form with it and
 * answers 400 with its messages, storing nothing, when any field is wrong.
 */
import { z } from "zod";
import { PERSON_STATUSES } from "./store";

export const MAX_NOTE_LENGTH = 5000;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The schema for a team whose members are `members` (owner and "saved by" must be one of them). */
export function personFormSchema(members: readonly string[]) {
  const member = z
    .string()
    .trim()
    .refine((name) => members.includes(name), { message: "Choose a team member from the list." });
  return z.object({
    email: z.string().trim().toLowerCase().email("The person's e-mail address is missing or not an address.").max(254),
    status: z.enum(PERSON_STATUSES, { message: `Status must be one of: ${PERSON_STATUSES.join(", ")}.` }),
    owner: z.preprocess(blankToNull, member.nullable()),
    followUpOn: z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "The follow-up date must be a date such as 2026-12-01.")
        .refine(isCalendarDay, "The follow-up date is not a day of the calendar.")
        .nullable(),
    ),
    note: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(MAX_NOTE_LENGTH, `A note may have at most ${MAX_NOTE_LENGTH} characters.`)
        .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), "The note holds a control character.")
        .nullable(),
    ),
    by: member,
  });
}

export type PersonForm = z.infer<ReturnType<typeof personFormSchema>>;

export type PersonFormResult = { ok: true; value: PersonForm } | { ok: false; fieldErrors: Record<string, string> };

export function parsePersonForm(form: FormData | URLSearchParams, members: readonly string[]): PersonFormResult {
  const raw = Object.fromEntries(["email", "status", "owner", "followUpOn", "note", "by"].map((key) => [key, form.get(key) ?? undefined]));
  const parsed = personFormSchema(members).safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
