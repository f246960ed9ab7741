/**
 * The agreement as signed, as a PDF (issue 46): read back with the text extractor the e2e specs
 * use, it holds the listing, the signer, the signature as typed, the time in Toronto and every
 * paragraph of the text signed; a long text runs onto numbered pages; a line too long for the page
 * is broken, never cut off.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { pdfPageTexts } from "@agency/tests/support/pdfText";
import { signedAgreementPdf, signerLine, wrapLines } from "./signedAgreementPdf";
import type { SignedAgreement } from "./signedAgreementStore";

const ADVERTISER = "Jordan Agent, Salesperson, of the Team at Example Brokerage Inc., 1 King St W, Toronto";

const SIGNED: SignedAgreement = {
  signatureId: "7d1c7d2e-5b7a-4d0e-9a43-2f1d4c8b9e10",
  listing: "gta-storage-portfolio",
  acceptedAt: "2026-11-20T15:04:00.000Z",
  name: "Amélie Tremblay",
  email: "amelie@example.ca",
  company: "Tremblay Capital",
  role: "broker",
  clientName: "Lakeshore Holdings",
  signature: "Amélie Tremblay",
  agreement: {
    version: "2026-11-20 · 3f2a9c1b7d0e",
    sha256: "3f2a9c1b7d0e".padEnd(64, "0"),
    body: "The recipient keeps the information confidential.\n\nThe recipient does not contact the tenants.\nNor the staff.",
  },
};

const CONTEXT = { listingTitle: "GTA Storage Portfolio", madeAt: new Date("2026-11-28T03:00:00Z"), advertiser: ADVERTISER };

describe("the agreement as signed, as a PDF", () => {
  it("reads back with the listing, the signer, the signature typed, the Toronto time and the text signed", async () => {
    const pages = await pdfPageTexts(await signedAgreementPdf(SIGNED, CONTEXT));
    expect(pages).toHaveLength(1);
    const text = pages.join("\n");
    expect(text).toContain("GTA Storage Portfolio");
    expect(text).toContain("Listing: gta-storage-portfolio");
    expect(text).toContain("Signed by Amélie Tremblay, Tremblay Capital (amelie@example.ca), as a broker for Lakeshore Holdings");
    expect(text).toContain("Signature, as typed: Amélie Tremblay");
    // 15:04 UTC on 20 November is 10:04 in Toronto (EST).
    expect(text).toMatch(/Signed on 2026-11-20 10:04 EST \(Toronto time\)/);
    expect(text).toContain("The recipient keeps the information confidential.");
    expect(text).toContain("The recipient does not contact the tenants.\nNor the staff.");
    expect(text).toContain(`${ADVERTISER} · Page 1 of 1`);
  });

  it("runs a long agreement onto numbered pages, every paragraph kept in order", async () => {
    const paragraphs = Array.from(
      { length: 60 },
      (_, index) => `Clause ${index + 1}. ${"The recipient keeps it confidential. ".repeat(6)}`,
    );
    const signed = { ...SIGNED, agreement: { ...SIGNED.agreement, body: paragraphs.join("\n\n") } };
    const pages = await pdfPageTexts(await signedAgreementPdf(signed, CONTEXT));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    const all = pages.join("\n");
    const positions = paragraphs.map((_, index) => all.indexOf(`Clause ${index + 1}. `));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("names a principal without a client", () => {
    expect(signerLine({ ...SIGNED, role: "principal", company: null, clientName: null })).toBe(
      "Amélie Tremblay (amelie@example.ca), as a principal",
    );
  });

  it("wraps any text into lines that fit and lose no character but spaces", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9 .,@-]{0,400}$/), fc.integer({ min: 40, max: 500 }), (text, width) => {
        const lines = wrapLines(text, font, 10, width);
        expect(lines.every((line) => font.widthOfTextAtSize(line, 10) <= width)).toBe(true);
        expect(lines.join("").replace(/\s/g, "")).toBe(text.replace(/\s/g, ""));
      }),
    );
  });
});
