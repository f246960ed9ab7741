import { describe, expect, it } from "vitest";
import { firstAndLastTouch, timelineLine } from "./timeline";
import { leadViewCsv, viewLeads } from "./leadCsv";
import { recentOffers, reportMonday } from "./today";
import { notSavedPage } from "./notSavedPage";
import type { TeamLead } from "./store";

const at = "2026-03-02T15:00:00.000Z";

describe("a person's timeline", () => {
  it("says what each event was, in the team's words", () => {
    const line = (event: string, detail: Record<string, unknown>, listing: string | null = null) =>
      timelineLine({ at, event, listing, detail });
    expect(line("lead-contact", { message: "About Barrie", source: "newsletter", campaign: "fall" })).toEqual({
      at,
      listing: null,
      title: "Sent a contact message",
      detail: "About Barrie\nSource: newsletter / fall",
    });
    expect(line("agreement-signed", { name: "Jordan Lee", company: "Lee Family Office" }, "gta").title).toBe(
      "Signed the confidentiality agreement",
    );
    expect(line("room-visit", { openings: 2 }, "gta")).toMatchObject({
      title: "Visited the deal room",
      detail: "2 opening(s)",
      listing: "gta",
    });
    expect(line("download", { fileName: "OM.pdf", downloadId: "6f1e2d3c" })).toMatchObject({
      title: "Downloaded OM.pdf",
      detail: "Download ID 6f1e2d3c",
    });
    expect(line("offer", { revision: 2, price: 7300000, deposit: 250000, closingDate: "2027-03-31", late: true }).detail).toBe(
      "$7,300,000, deposit $250,000, closing 2027-03-31 (late)",
    );
    expect(line("team-status", { by: "Jane Doe", value: "qualified" })).toMatchObject({
      title: "Status set to qualified",
      detail: "By Jane Doe",
    });
    expect(line("team-note", { by: "Jane Doe", value: "Called." })).toMatchObject({ title: "Note by Jane Doe", detail: "Called." });
    expect(line("consent-confirmed", { page: "/off-market/" }).title).toBe("Consent record: confirmed");
    expect(line("privacy-export", {}).title).toBe("Personal information request: export");
  });

  it("finds the first touch of the earliest lead and the last touch of the latest", () => {
    const lead = (when: string, first: string, last: string) => ({
      at: when,
      event: "lead-contact",
      listing: null,
      detail: { attribution: { first: { source: first, campaign: `${first}-c` }, last: { source: last } } },
    });
    const touches = firstAndLastTouch([
      lead("2026-03-05T00:00:00.000Z", "google", "linkedin"),
      { at, event: "team-note", listing: null, detail: {} },
      lead("2026-03-01T00:00:00.000Z", "newsletter", "google"),
    ]);
    expect(touches).toEqual({
      first: { source: "newsletter", campaign: "newsletter-c", at: "2026-03-01T00:00:00.000Z" },
      last: { source: "linkedin", campaign: null, at: "2026-03-05T00:00:00.000Z" },
    });
    expect(firstAndLastTouch([])).toEqual({ first: null, last: null });
  });
});

describe("the Leads view's CSV", () => {
  const lead = (index: number): TeamLead => ({
    kind: "contact",
    id: `id-${index}`,
    createdAt: at,
    name: `Lead ${index}`,
    email: `lead${index}@example.ca`,
    phone: null,
    listing: null,
    source: null,
    campaign: null,
    message: index === 0 ? '=HYPERLINK("x")' : "Hello",
    status: "new",
    owner: null,
    followUpOn: null,
  });

  it("reads every batch of the view and writes one row per lead, formulas defused", async () => {
    const all = Array.from({ length: 1203 }, (_, index) => lead(index));
    const asked: number[] = [];
    const leads = await viewLeads(
      {
        leads: async (_filters, { limit, offset }) => {
          asked.push(offset);
          return { leads: all.slice(offset, offset + limit), total: all.length };
        },
      },
      {},
    );
    expect(asked).toEqual([0, 500, 1000]);
    expect(leads).toHaveLength(1203);
    const lines = leadViewCsv(leads.slice(0, 1)).split("\r\n");
    expect(lines[0]).toBe("received_at,kind,name,email,phone,listing,source,campaign,status,owner,follow_up_on,message,id");
    expect(lines[1]).toBe(`${at},contact,Lead 0,lead0@example.ca,,,,,new,,,"'=HYPERLINK(""x"")",id-0`);
  });
});

describe("Today's rules", () => {
  it("counts the offers of the last 7 days, newest first, and finds the coming Monday", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const offers = [
      { submittedAt: "2026-03-02T12:00:00Z" },
      { submittedAt: "2026-03-04T12:00:00Z" },
      { submittedAt: "2026-03-09T12:00:00Z" },
    ];
    expect(recentOffers(offers, now)).toEqual([{ submittedAt: "2026-03-09T12:00:00Z" }, { submittedAt: "2026-03-04T12:00:00Z" }]);
    expect([reportMonday("2026-03-09"), reportMonday("2026-03-10"), reportMonday("2026-03-15")]).toEqual([
      "2026-03-09",
      "2026-03-16",
      "2026-03-16",
    ]);
  });
});

describe("the page a refused save answers with", () => {
  it("names each field's problem, escaped, and links back to the person", () => {
    const page = notSavedPage({ followUpOn: "The follow-up date is not a day of the calendar.", note: "<script>" }, "ana@example.ca");
    expect(page).toContain("<strong>Follow-up date</strong>: The follow-up date is not a day of the calendar.");
    expect(page).toContain("&lt;script&gt;");
    expect(page).toContain('href="/team/people/?email=ana%40example.ca"');
  });
});
