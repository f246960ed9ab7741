import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { PageSection } from "@/src/content/types";
import { pdfText } from "@agency/tests/support/pdfText";
import { extractChecklists, pdfSafeText, renderChecklistPdf } from "./checklistPdf";

const sections: PageSection[] = [
  {
    _key: "s1",
    heading: "The checklist",
    anchor: null,
    tone: null,
    body: [
      {
        _key: "c1",
        _type: "checklist",
        title: "Financial Analysis",
        critical: true,
        items: Array.from({ length: 8 }, (_, i) => `Trailing 12-month statement line ${i + 1} reconciled to bank deposits`),
      },
      {
        _key: "p1",
        _type: "block",
        style: "normal",
        children: [{ _key: "t", _type: "span", text: "Not a checklist", marks: [] }],
        markDefs: [],
      },
      { _key: "c2", _type: "checklist", title: "Market Analysis", items: ["Competitor rents within 5 km — surveyed"] },
    ],
  },
];

describe("checklist PDF", () => {
  it("takes only the checklist blocks, in page order, with their critical flag", () => {
    expect(extractChecklists(sections).map(({ title, critical, items }) => [title, critical, items.length])).toEqual([
      ["Financial Analysis", true, 8],
      ["Market Analysis", false, 1],
    ]);
  });

  it("draws every item with a number, marks critical sections, and is byte-stable for the same content", async () => {
    const input = {
      title: "Due Diligence Checklist",
      subtitle: "9 checkpoints",
      checklists: extractChecklists(sections),
      footer: "Ontario Storage Advisors",
      advertiser: "Daniel Mercer, Sales Representative, Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage",
      date: new Date("2025-01-15T12:00:00Z"),
    };
    const pdf = Buffer.from(await renderChecklistPdf(input));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("CRITICAL SECTION");
    expect(text).toContain("1. Trailing 12-month statement line 1 reconciled to bank deposits");
    expect(text).toContain("9. Competitor rents within 5 km — surveyed");
    expect(text).toContain("Page 1 of 1");
    expect(text).toContain(
      "Daniel Mercer, Sales Representative, Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage",
    );
    expect(Buffer.from(await renderChecklistPdf(input)).equals(pdf)).toBe(true);
  });

  it("breaks long checklists across pages", async () => {
    const long = [
      {
        title: "Operational Review",
        critical: false,
        items: Array.from(
          { length: 80 },
          (_, i) => `Item ${i + 1}: a line long enough to wrap onto a second line in the printed checklist for buyers`,
        ),
      },
    ];
    const pdf = await renderChecklistPdf({
      title: "Long",
      subtitle: "",
      checklists: long,
      footer: "f",
      advertiser: "a",
      date: new Date(0),
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(2);
  });

  it("replaces characters the standard fonts cannot draw instead of failing", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(pdfSafeText("DSCR ≈ 1.71x → OK, Québec, 李", font)).toBe("DSCR ~ 1.71x -> OK, Québec, ?");
  });
});
