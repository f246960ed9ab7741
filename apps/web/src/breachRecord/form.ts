/**
 * The breach record's form (decision 0055): what happened and when, what information and how many
 * people, the assessment of a real risk of significant harm, the reports and notices made, and who
 * records it. The zod schema is the single source of truth: the route parses the posted form with
 * it and answers 400 naming each wrong field, storing nothing; the database's CHECKs repeat it.
 * Days are Toronto days, compared with `today`, which the caller takes from its clock.
 */
import { z } from "zod";
import type { BreachRecordInput } from "./store";

/** The form's fields, in the order the form and the refusal page show them, with their labels. */
export const BREACH_FIELDS = {
  occurredFrom: "Occurred on (or from)",
  occurredUntil: "Occurred until",
  discoveredOn: "Discovered on",
  determinedOn: "Determined to be a breach on",
  description: "What happened",
  personalInformation: "Personal information involved",
  peopleAffected: "People affected",
  cause: "Cause",
  sensitivity: "Sensitivity of the information",
  misuseProbability: "Probability of misuse",
  realRisk: "Real risk of significant harm",
  riskReasoning: "Why",
  commissionerReported: "Reported to the Privacy Commissioner",
  commissionerReportedOn: "Reported to the Commissioner on",
  peopleNotified: "Affected people notified",
  peopleNotifiedOn: "People notified on",
  otherOrganisationsNotified: "Other organisations notified",
  stepsTaken: "Steps taken",
  recordedBy: "Recorded by",
} as const;

export type BreachField = keyof typeof BREACH_FIELDS;

/** The longest each text may be (the database's CHECKs say the same). */
export const BREACH_TEXT_LIMITS = {
  description: 5000,
  personalInformation: 2000,
  cause: 2000,
  sensitivity: 2000,
  misuseProbability: 2000,
  riskReasoning: 5000,
  otherOrganisationsNotified: 2000,
  stepsTaken: 5000,
} as const;

/** The earliest day a record may name: a typo's guard (PIPEDA's breach rules date from 2018). */
export const EARLIEST_DAY = "2000-01-01";

const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** What the database's CHECK refuses as an e-mail address. */
const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/u;

export const NO_ADDRESS_MESSAGE =
  "Leave out e-mail addresses: the record is about the incident, so describe people by kind and number (for example, 12 investors on the off-market list).";

const TORONTO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Toronto day of an instant, YYYY-MM-DD: the day the form's "not after today" is checked against. */
export function torontoDay(at: Date): string {
  return TORONTO_DAY.format(at);
}

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional field left empty, or not sent at all (a script's post may leave it out), is none. */
const blankToNull = (value: unknown) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value);

function day(field: BreachField) {
  const label = BREACH_FIELDS[field];
  return z
    .string({ message: `${label} is required.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-02.`)
    .refine(isCalendarDay, `${label} is not a day of the calendar.`)
    .refine((value) => value >= EARLIEST_DAY, `${label} is before ${EARLIEST_DAY}: check the year.`);
}

function prose(field: keyof typeof BREACH_TEXT_LIMITS) {
  const label = BREACH_FIELDS[field];
  const max = BREACH_TEXT_LIMITS[field];
  return z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} may have at most ${max} characters.`)
    .refine((text) => !CONTROL_CHARACTER.test(text), `${label} holds a control character.`)
    .refine((text) => !EMAIL_ADDRESS.test(text), NO_ADDRESS_MESSAGE);
}

function yesNo(field: BreachField) {
  return z.enum(["yes", "no"], { message: `${BREACH_FIELDS[field]}: choose Yes or No.` });
}

/** The schema for a team whose members are `members`, on the Toronto day `today`. */
export function breachRecordSchema(members: readonly string[], today: string) {
  return z
    .object({
      occurredFrom: day("occurredFrom"),
      occurredUntil: z.preprocess(blankToNull, day("occurredUntil").nullable()),
      discoveredOn: day("discoveredOn"),
      determinedOn: day("determinedOn"),
      description: prose("description"),
      personalInformation: prose("personalInformation"),
      peopleAffected: z
        .string({ message: "People affected is required." })
        .trim()
        .regex(/^\d{1,9}$/, "People affected must be a whole number, 0 or more (an estimate if the exact number is not known).")
        .transform(Number),
      cause: prose("cause"),
      sensitivity: prose("sensitivity"),
      misuseProbability: prose("misuseProbability"),
      realRisk: yesNo("realRisk"),
      riskReasoning: prose("riskReasoning"),
      commissionerReported: yesNo("commissionerReported"),
      commissionerReportedOn: z.preprocess(blankToNull, day("commissionerReportedOn").nullable()),
      peopleNotified: yesNo("peopleNotified"),
      peopleNotifiedOn: z.preprocess(blankToNull, day("peopleNotifiedOn").nullable()),
      otherOrganisationsNotified: z.preprocess(blankToNull, prose("otherOrganisationsNotified").nullable()),
      stepsTaken: prose("stepsTaken"),
      recordedBy: z
        .string({ message: "Recorded by: choose your name." })
        .trim()
        .refine((name) => members.includes(name), "Recorded by: choose a team member from the list."),
    })
    .superRefine((form, context) => {
      const refuse = (field: BreachField, message: string) => context.addIssue({ code: "custom", path: [field], message });
      const days: [BreachField, string | null][] = [
        ["occurredFrom", form.occurredFrom],
        ["occurredUntil", form.occurredUntil],
        ["discoveredOn", form.discoveredOn],
        ["determinedOn", form.determinedOn],
        ["commissionerReportedOn", form.commissionerReportedOn],
        ["peopleNotifiedOn", form.peopleNotifiedOn],
      ];
      for (const [field, value] of days) {
        if (value && value > today) refuse(field, `${BREACH_FIELDS[field]} is after today (${today}, Toronto): record what has happened.`);
      }
      if (form.occurredUntil && form.occurredUntil < form.occurredFrom) {
        refuse("occurredUntil", `The period ends before it starts (${form.occurredFrom}).`);
      }
      if (form.discoveredOn < form.occurredFrom) {
        refuse("discoveredOn", `A breach is discovered on or after the day it began (${form.occurredFrom}).`);
      }
      if (form.determinedOn < form.discoveredOn) {
        refuse("determinedOn", `A breach is determined on or after the day it was discovered (${form.discoveredOn}).`);
      }
      const notice = (answer: "yes" | "no", dayField: "commissionerReportedOn" | "peopleNotifiedOn", value: string | null) => {
        if (answer === "yes" && !value) refuse(dayField, `${BREACH_FIELDS[dayField]}: give the day, since the answer is Yes.`);
        if (answer === "no" && value) refuse(dayField, `${BREACH_FIELDS[dayField]}: leave it empty when the answer is No.`);
        if (value && value < form.discoveredOn) {
          refuse(dayField, `${BREACH_FIELDS[dayField]} is before the breach was discovered (${form.discoveredOn}).`);
        }
      };
      notice(form.commissionerReported, "commissionerReportedOn", form.commissionerReportedOn);
      notice(form.peopleNotified, "peopleNotifiedOn", form.peopleNotifiedOn);
    });
}

export type BreachFormResult = { ok: true; value: BreachRecordInput } | { ok: false; fieldErrors: Partial<Record<BreachField, string>> };

/**
 * The posted form as a record, or the first message for each wrong field. A field sent twice, or
 * sent as a file, is refused: the form sends each once, as text.
 */
export function parseBreachForm(form: FormData | URLSearchParams, members: readonly string[], today: string): BreachFormResult {
  const fieldErrors: Partial<Record<BreachField, string>> = {};
  const raw: Record<string, string | undefined> = {};
  for (const field of Object.keys(BREACH_FIELDS) as BreachField[]) {
    const values = form.getAll(field);
    if (values.length > 1) fieldErrors[field] = `${BREACH_FIELDS[field]} was sent more than once.`;
    else if (values.length === 1 && typeof values[0] !== "string") fieldErrors[field] = `${BREACH_FIELDS[field]} must be text, not a file.`;
    else raw[field] = values[0] as string | undefined;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const parsed = breachRecordSchema(members, today).safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "description") as BreachField;
      fieldErrors[field] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const record = parsed.data;
  return {
    ok: true,
    value: {
      occurredFrom: record.occurredFrom,
      occurredUntil: record.occurredUntil,
      discoveredOn: record.discoveredOn,
      determinedOn: record.determinedOn,
      description: record.description,
      personalInformation: record.personalInformation,
      peopleAffected: record.peopleAffected,
      cause: record.cause,
      sensitivity: record.sensitivity,
      misuseProbability: record.misuseProbability,
      realRiskOfSignificantHarm: record.realRisk === "yes",
      riskReasoning: record.riskReasoning,
      commissionerReportedOn: record.commissionerReportedOn,
      peopleNotifiedOn: record.peopleNotifiedOn,
      otherOrganisationsNotified: record.otherOrganisationsNotified,
      stepsTaken: record.stepsTaken,
      recordedBy: record.recordedBy,
    },
  };
}
