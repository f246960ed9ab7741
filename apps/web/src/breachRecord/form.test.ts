/**
 * The breach record's form (decision 0055): a complete form becomes the record as stored, and
 * each wrong field is named with the message the 400 page shows. "Today" is the test's Toronto day.
 */
import { describe, expect, it } from "vitest";
import { parseBreachForm, torontoDay } from "./form";
import { COMPLETE_FORM } from "./testRecords";

const MEMBERS = ["Daniel Mercer", "Priya Shah"];
const TODAY = "2026-06-01";

const parse = (changes: Record<string, string | null> = {}, today = TODAY) => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...COMPLETE_FORM, ...changes })) if (value !== null) form.append(key, value);
  return parseBreachForm(form, MEMBERS, today);
};

describe("the breach record's form", () => {
  it("turns a complete form into the record as stored: yes/no as a day or none, blanks as none, the count as a number", () => {
    expect(parse()).toEqual({
      ok: true,
      value: {
        occurredFrom: "2026-05-11",
        occurredUntil: null,
        discoveredOn: "2026-05-12",
        determinedOn: "2026-05-12",
        description: COMPLETE_FORM.description,
        personalInformation: COMPLETE_FORM.personalInformation,
        peopleAffected: 37,
        cause: "Phishing",
        sensitivity: "Moderate",
        misuseProbability: "High: the outsider read the mailbox.",
        realRiskOfSignificantHarm: true,
        riskReasoning: COMPLETE_FORM.riskReasoning,
        commissionerReportedOn: "2026-05-14",
        peopleNotifiedOn: "2026-05-15",
        otherOrganisationsNotified: null,
        stepsTaken: COMPLETE_FORM.stepsTaken,
        recordedBy: "Priya Shah",
      },
    });
    const notReported = parse({
      realRisk: "no",
      commissionerReported: "no",
      commissionerReportedOn: "",
      peopleNotified: "no",
      peopleNotifiedOn: "",
    });
    expect(notReported.ok && notReported.value).toMatchObject({
      realRiskOfSignificantHarm: false,
      commissionerReportedOn: null,
      peopleNotifiedOn: null,
    });
  });

  it.each<[string, Record<string, string | null>, string, string]>([
    ["a day not on the calendar", { discoveredOn: "2026-02-30" }, "discoveredOn", "Discovered on is not a day of the calendar."],
    ["a day in another format", { occurredFrom: "11/05/2026" }, "occurredFrom", "Occurred on (or from) must be a date such as 2026-11-02."],
    [
      "a day after today in Toronto",
      { determinedOn: "2026-06-02" },
      "determinedOn",
      "Determined to be a breach on is after today (2026-06-01, Toronto): record what has happened.",
    ],
    ["a typo'd year", { occurredFrom: "0026-05-11" }, "occurredFrom", "Occurred on (or from) is before 2000-01-01: check the year."],
    [
      "a period that ends before it starts",
      { occurredUntil: "2026-05-10" },
      "occurredUntil",
      "The period ends before it starts (2026-05-11).",
    ],
    [
      "a discovery before the breach",
      { discoveredOn: "2026-05-10", determinedOn: "2026-05-12" },
      "discoveredOn",
      "A breach is discovered on or after the day it began (2026-05-11).",
    ],
    [
      "a determination before the discovery",
      { determinedOn: "2026-05-11" },
      "determinedOn",
      "A breach is determined on or after the day it was discovered (2026-05-12).",
    ],
    [
      "a negative number of people",
      { peopleAffected: "-3" },
      "peopleAffected",
      "People affected must be a whole number, 0 or more (an estimate if the exact number is not known).",
    ],
    [
      "a fraction of a person",
      { peopleAffected: "2.5" },
      "peopleAffected",
      "People affected must be a whole number, 0 or more (an estimate if the exact number is not known).",
    ],
    ["no number of people", { peopleAffected: null }, "peopleAffected", "People affected is required."],
    ["an empty description", { description: "   " }, "description", "What happened is required."],
    ["a description too long", { description: "x".repeat(5001) }, "description", "What happened may have at most 5000 characters."],
    [
      "an e-mail address in the text",
      { personalInformation: "The list, including jordan.lee@example.ca" },
      "personalInformation",
      "Leave out e-mail addresses: the record is about the incident, so describe people by kind and number (for example, 12 investors on the off-market list).",
    ],
    ["a control character", { cause: "Phishing\u0007" }, "cause", "Cause holds a control character."],
    ["no answer on the risk", { realRisk: null }, "realRisk", "Real risk of significant harm: choose Yes or No."],
    [
      "an answer that is neither",
      { commissionerReported: "maybe" },
      "commissionerReported",
      "Reported to the Privacy Commissioner: choose Yes or No.",
    ],
    [
      "Yes without the day",
      { commissionerReportedOn: "" },
      "commissionerReportedOn",
      "Reported to the Commissioner on: give the day, since the answer is Yes.",
    ],
    ["No with a day", { peopleNotified: "no" }, "peopleNotifiedOn", "People notified on: leave it empty when the answer is No."],
    [
      "a notice before the discovery",
      { peopleNotifiedOn: "2026-05-11" },
      "peopleNotifiedOn",
      "People notified on is before the breach was discovered (2026-05-12).",
    ],
    ["someone not on the team", { recordedBy: "Mallory" }, "recordedBy", "Recorded by: choose a team member from the list."],
  ])("names %s", (_case, changes, field, message) => {
    const result = parse(changes);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors[field as keyof typeof result.fieldErrors]).toBe(message);
  });

  it("takes an optional field left out of the post as empty", () => {
    const result = parse({ occurredUntil: null, otherOrganisationsNotified: null, peopleNotified: "no", peopleNotifiedOn: null });
    expect(result.ok && result.value).toMatchObject({ occurredUntil: null, otherOrganisationsNotified: null, peopleNotifiedOn: null });
  });

  it("refuses a field sent twice, or sent as a file", () => {
    const twice = new URLSearchParams(COMPLETE_FORM);
    twice.append("peopleAffected", "38");
    expect(parseBreachForm(twice, MEMBERS, TODAY)).toEqual({
      ok: false,
      fieldErrors: { peopleAffected: "People affected was sent more than once." },
    });
    const file = new FormData();
    for (const [key, value] of Object.entries(COMPLETE_FORM)) if (key !== "description") file.append(key, value);
    file.append("description", new Blob(["What happened"]), "notes.txt");
    expect(parseBreachForm(file, MEMBERS, TODAY)).toEqual({
      ok: false,
      fieldErrors: { description: "What happened must be text, not a file." },
    });
  });

  it("checks days against the Toronto day, not UTC's", () => {
    // 02:30 UTC on 2 June is 22:30 on 1 June in Toronto.
    const evening = new Date("2026-06-02T02:30:00Z");
    expect(torontoDay(evening)).toBe("2026-06-01");
    expect(parse({ determinedOn: "2026-06-02" }, torontoDay(evening)).ok).toBe(false);
    expect(parse({ determinedOn: "2026-06-01" }, torontoDay(evening)).ok).toBe(true);
  });
});
