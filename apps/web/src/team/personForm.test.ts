import { describe, expect, it } from "vitest";
import { parsePersonForm } from "./personForm";
import { teamMemberNames } from "./members";

const MEMBERS = ["Jane Doe", "Sam Wu"];
const form = (fields: Record<string, string>) =>
  new URLSearchParams({ email: " Ana@Example.ca ", status: "contacted", owner: "", followUpOn: "", note: "", by: "Jane Doe", ...fields });

describe("the person's record form", () => {
  it("accepts a status, an owner from the team, a calendar day and a note, blanks as none", () => {
    expect(parsePersonForm(form({ owner: "Sam Wu", followUpOn: "2026-12-01", note: "  Wants the rent roll.  " }), MEMBERS)).toEqual({
      ok: true,
      value: {
        email: "ana@example.ca",
        status: "contacted",
        owner: "Sam Wu",
        followUpOn: "2026-12-01",
        note: "Wants the rent roll.",
        by: "Jane Doe",
      },
    });
    expect(parsePersonForm(form({}), MEMBERS)).toMatchObject({ ok: true, value: { owner: null, followUpOn: null, note: null } });
  });

  it("names each wrong field: an unknown status, someone not on the team, a day not on the calendar, a missing author", () => {
    const result = parsePersonForm(
      form({ status: "lost", owner: "Mallory", followUpOn: "2026-02-30", by: "", email: "not-an-address" }),
      MEMBERS,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        email: "The person's e-mail address is missing or not an address.",
        status: "Status must be one of: new, contacted, qualified, not-a-fit, client.",
        owner: "Choose a team member from the list.",
        followUpOn: "The follow-up date is not a day of the calendar.",
        by: "Choose a team member from the list.",
      },
    });
    expect(parsePersonForm(form({ note: "x".repeat(5001) }), MEMBERS)).toEqual({
      ok: false,
      fieldErrors: { note: "A note may have at most 5000 characters." },
    });
  });
});

describe("the team's members", () => {
  it("are the agent profile's name and any listed member, once each, blanks left out", () => {
    expect(teamMemberNames({ name: "Jane Doe" })).toEqual(["Jane Doe"]);
    expect(
      teamMemberNames({ name: " Jane Doe ", teamMembers: [{ name: "Sam Wu" }, { name: "" }, { name: null }, { name: "Jane Doe" }] }),
    ).toEqual(["Jane Doe", "Sam Wu"]);
  });
});
