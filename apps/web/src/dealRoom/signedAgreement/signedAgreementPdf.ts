/**
 * The confidentiality agreement as signed, as a PDF (issue 46, decision 0057): what the signer
 * accepted, made from the record (the text of the version signed, the name and signature typed,
 * the time in Toronto, the listing) each time it is asked for, so it cannot drift from what the
 * database holds. Drawn with pdf-lib, the watermark's and the owner's report's library (decision
 * 0028), in PDF's standard Helvetica with the watermark's `drawable` (a letter outside
 * Windows-1252 is written without its accent, or "?"; the stored record is exact). Letter size,
 * as many pages as the text needs, each numbered.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { drawable } from "@/src/dealRoom/documents/watermark";
import type { SignedAgreement } from "./signedAgreementStore";

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

interface Pen {
  document: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

interface Style {
  size: number;
  bold?: boolean;
  muted?: boolean;
}

/**
 * The lines a text takes at a width: broken between words, and a word wider than the line broken
 * where it must (an address or a hash has no spaces).
 */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (rest.length > 1 && !fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes a paragraph, wrapped, on as many pages as it needs; leaves the pen below it. */
function paragraph(pen: Pen, text: string, style: Style, after = 6) {
  const font = style.bold ? pen.bold : pen.font;
  const leading = style.size * 1.35;
  for (const line of wrapLines(drawable(text, font), font, style.size, WIDTH)) {
    if (pen.y - leading < MARGIN) {
      pen.page = pen.document.addPage(PAGE);
      pen.y = PAGE[1] - MARGIN;
    }
    pen.y -= leading;
    pen.page.drawText(line, { x: MARGIN, y: pen.y, size: style.size, font, color: style.muted ? MUTED : INK });
  }
  pen.y -= after;
}

/** Who signed, as one line: the name, the company, and for a broker the client represented. */
export function signerLine(signed: SignedAgreement): string {
  const who = [signed.name, signed.company].filter(Boolean).join(", ");
  const capacity = signed.role === "broker" ? `as a broker${signed.clientName ? ` for ${signed.clientName}` : ""}` : "as a principal";
  return `${who} (${signed.email}), ${capacity}`;
}

/** Page numbers at every page's foot, with who advertises the property (decision 0053). */
function foot(pen: Pen, advertiser: string) {
  const pages = pen.document.getPages();
  pages.forEach((page, index) => {
    const line = drawable(`${advertiser} · Page ${index + 1} of ${pages.length}`, pen.font);
    const size = Math.min(7, (7 * WIDTH) / pen.font.widthOfTextAtSize(line, 7));
    page.drawText(line, { x: MARGIN, y: MARGIN / 2, size, font: pen.font, color: MUTED });
  });
}

/**
 * The PDF. `listingTitle` names the property; `madeAt` is when this copy was made (the clock is
 * the caller's); `advertiser` is the registrant, the team of the brokerage and its address.
 */
export async function signedAgreementPdf(
  signed: SignedAgreement,
  context: { listingTitle: string; madeAt: Date; advertiser: string },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Confidentiality agreement as signed: ${context.listingTitle}`);
  document.setCreationDate(context.madeAt);
  const pen: Pen = {
    document,
    page: document.addPage(PAGE),
    font: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    y: PAGE[1] - MARGIN,
  };
  paragraph(pen, "CONFIDENTIALITY AGREEMENT AS SIGNED", { size: 9, bold: true, muted: true }, 4);
  paragraph(pen, context.listingTitle, { size: 18, bold: true }, 2);
  paragraph(pen, `Listing: ${signed.listing}`, { size: 9, muted: true }, 10);
  paragraph(pen, `Signed by ${signerLine(signed)}`, { size: 10 }, 2);
  paragraph(pen, `Signed on ${formatTorontoTime(new Date(signed.acceptedAt))} (Toronto time)`, { size: 10 }, 2);
  paragraph(pen, `Signature, as typed: ${signed.signature}`, { size: 10, bold: true }, 2);
  paragraph(pen, `Version ${signed.agreement.version}; SHA-256 of the text: ${signed.agreement.sha256}`, { size: 8, muted: true }, 2);
  paragraph(
    pen,
    `Made on ${formatTorontoTime(context.madeAt)} from the deal room's record of signature ${signed.signatureId}. The text below is the text shown and accepted, unchanged.`,
    { size: 8, muted: true },
    14,
  );
  for (const text of signed.agreement.body.split(/\n\s*\n/)) {
    // A paragraph's own line breaks are kept as breaks.
    for (const line of text.split("\n")) if (line.trim()) paragraph(pen, line.trim(), { size: 10 }, 0);
    pen.y -= 7;
  }
  foot(pen, context.advertiser);
  return document.save();
}
