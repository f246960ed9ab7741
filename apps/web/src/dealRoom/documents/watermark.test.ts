/**
 * The deal room's watermark, read back from the stamped file with a PDF text extractor: every
 * page carries the signer, the time and the download ID; the original pages stay; what cannot be
 * stamped is refused with the operator's message.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "@agency/tests/support/pdfText";
import {
  ENCRYPTED_PDF_MESSAGE,
  stampableProblem,
  UNREADABLE_PDF_MESSAGE,
  UnstampablePdfError,
  watermarkLines,
  watermarkPdf,
} from "./watermark";

const STAMP = {
  name: "Amélie Łukasiewicz",
  company: "Northshore Capital",
  email: "amelie@example.ca",
  downloadedAt: new Date("2026-11-26T15:04:00Z"),
  downloadId: "6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f",
  advertiser:
    "Daniel Mercer, Sales Representative, Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage, 200 Front Street West",
};

/** A memorandum of `pages` pages of various sizes, each saying which page it is. */
async function memorandum(pages: number, options: { useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  for (let index = 1; index <= pages; index += 1) {
    const page = document.addPage(index % 2 ? [612, 792] : [842, 595]);
    page.drawText(`Offering memorandum page ${index}`, { x: 72, y: 500, size: 14, font });
  }
  return document.save(options);
}

describe("watermarkPdf", () => {
  it("stamps every page with the signer's name, company, e-mail, the time and the download ID", async () => {
    const stamped = await watermarkPdf(await memorandum(5), STAMP);
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(5);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(`Offering memorandum page ${index + 1}`);
      // "Ł" is not in the standard font: written without its stroke; "é" is kept.
      expect(text).toContain("Confidential. Downloaded by Amélie ?ukasiewicz, Northshore Capital, amelie@example.ca");
      expect(text).toContain("on 2026-11-26 10:04 EST. Download ID 6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f");
      // Who advertises the property (decision 0053), on every page.
      expect(text).toContain(
        "Daniel Mercer, Sales Representative, Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage",
      );
    }
  });

  it("leaves out a missing company", () => {
    expect(watermarkLines({ ...STAMP, company: null })[0]).toBe("Confidential. Downloaded by Amélie Łukasiewicz, amelie@example.ca");
  });

  it("refuses what is not a readable PDF, and a password-protected one, with the operator's message", async () => {
    const garbage = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 7)]);
    await expect(watermarkPdf(garbage, STAMP)).rejects.toThrow(UnstampablePdfError);
    expect(await stampableProblem(garbage)).toBe(UNREADABLE_PDF_MESSAGE);
    expect(await stampableProblem(Buffer.from("PK\u0003\u0004 a zip"))).toBe(UNREADABLE_PDF_MESSAGE);
    expect(await stampableProblem(await memorandum(1))).toBeNull();

    // A classic trailer (no object streams) that names an encryption dictionary, as protected files do.
    const encrypted = Buffer.from(await memorandum(1, { useObjectStreams: false }))
      .toString("latin1")
      .replace("trailer\n<<", "trailer\n<<\n/Encrypt 1 0 R");
    expect(await stampableProblem(Buffer.from(encrypted, "latin1"))).toBe(ENCRYPTED_PDF_MESSAGE);
  });
});
