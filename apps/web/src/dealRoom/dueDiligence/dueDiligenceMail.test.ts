import { describe, expect, it } from "vitest";
import { buildDueDiligenceEmail } from "./dueDiligenceMail";

const base = {
  listingTitle: "GTA Storage Portfolio",
  roomUrl: "https://www.example-agency.ca/room/",
  phone: "416-555-0100",
  signature: ["Team"],
};

describe("the buyer's e-mail of a due-diligence decision", () => {
  it("says approved with the room's link and the team's note", () => {
    const email = buildDueDiligenceEmail({ ...base, due: { name: "Avery", notice: "approved", decisionNote: "Welcome." } });
    expect(email.subject).toBe("Due diligence approved: GTA Storage Portfolio");
    expect(email.text).toContain("The team approved your request for due-diligence access to GTA Storage Portfolio.");
    expect(email.text).toContain("https://www.example-agency.ca/room/");
    expect(email.text).toContain("The team's note: Welcome.");
    expect(email.html).toContain('<a href="https://www.example-agency.ca/room/">Open the deal room</a>');
  });

  it("says declined or withdrawn without the link, with whom to call", () => {
    const declined = buildDueDiligenceEmail({
      ...base,
      due: { name: "Avery", notice: "declined", decisionNote: "Send a proof <b>first</b>." },
    });
    expect(declined.subject).toBe("Due diligence: your request was declined: GTA Storage Portfolio");
    expect(declined.text).not.toContain(base.roomUrl);
    expect(declined.text).toContain("Call 416-555-0100");
    expect(declined.html).not.toContain("<b>");
    const withdrawn = buildDueDiligenceEmail({ ...base, due: { name: "Avery", notice: "withdrawn", decisionNote: null } });
    expect(withdrawn.subject).toBe("Due diligence: your access was withdrawn: GTA Storage Portfolio");
    expect(withdrawn.text).not.toContain("The team's note");
  });
});
