/**
 * The due diligence checklist as a printable PDF, drawn from the same checklist blocks the
 * article shows, so the download never drifts from the page. Letter size (Canada), standard
 * Helvetica (no font files to ship), one checkbox per item.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { PageSection, RichTextBlockOf } from "@/src/content/types";

export interface ChecklistSection {
  title: string;
  critical: boolean;
  items: string[];
}

export function extractChecklists(sections: PageSection[] | null | undefined): ChecklistSection[] {
  return (sections ?? []).flatMap((section) =>
    (section.body ?? [])
      .filter((block): block is RichTextBlockOf<"checklist"> => block._type === "checklist")
      .map((block) => ({ title: block.title ?? "", critical: block.critical === true, items: block.items ?? [] })),
  );
}

export const hasChecklists = (sections: PageSection[] | null | undefined) => extractChecklists(sections).length > 0;

export interface ChecklistPdfInput {
  title: string;
  subtitle: string;
  checklists: ChecklistSection[];
  footer: string;
  /** Who advertises (decision 0053): the registrant, the team of the brokerage, its address; on every page. */
  advertiser: string;
  /** Fixed dates keep the file byte-identical between builds of the same content. */
  date: Date;
}

const PAGE = { width: 612, height: 792, margin: 54 };
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const CRITICAL = rgb(0.73, 0.11, 0.11);

/** Replaces characters the standard PDF fonts cannot encode with their closest ASCII forms. */
export function pdfSafeText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const replacements: Record<string, string> = { "≈": "~", "→": "->", "≥": ">=", "≤": "<=", "−": "-", "\u00a0": " " };
  return [...text].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : (replacements[char] ?? "?"))).join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderChecklistPdf(input: ChecklistPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setSubject(input.subtitle);
  pdf.setCreator(input.footer);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(input.date);
  pdf.setModificationDate(input.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (value: string, font: PDFFont = regular) => pdfSafeText(value, font);
  const contentWidth = PAGE.width - PAGE.margin * 2;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const ensure = (height: number) => {
    if (y - height < PAGE.margin + 24) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };

  for (const line of wrap(text(input.title, bold), bold, 20, contentWidth)) {
    page.drawText(line, { x: PAGE.margin, y: y - 20, size: 20, font: bold, color: INK });
    y -= 26;
  }
  page.drawText(text(input.subtitle), { x: PAGE.margin, y: y - 10, size: 10, font: regular, color: MUTED });
  y -= 30;

  let number = 0;
  for (const section of input.checklists) {
    ensure(60);
    page.drawText(text(section.title, bold), { x: PAGE.margin, y: y - 14, size: 14, font: bold, color: INK });
    if (section.critical) {
      const label = "CRITICAL SECTION";
      const x = PAGE.margin + bold.widthOfTextAtSize(text(section.title, bold), 14) + 10;
      page.drawRectangle({ x, y: y - 16, width: bold.widthOfTextAtSize(label, 8) + 10, height: 14, color: CRITICAL });
      page.drawText(label, { x: x + 5, y: y - 12, size: 8, font: bold, color: rgb(1, 1, 1) });
    }
    y -= 26;
    for (const item of section.items) {
      number += 1;
      const lines = wrap(text(`${number}. ${item}`), regular, 10.5, contentWidth - 22);
      ensure(lines.length * 14 + 6);
      page.drawRectangle({ x: PAGE.margin, y: y - 11, width: 10, height: 10, borderColor: MUTED, borderWidth: 1 });
      for (const line of lines) {
        page.drawText(line, { x: PAGE.margin + 20, y: y - 10, size: 10.5, font: regular, color: INK });
        y -= 14;
      }
      y -= 5;
    }
    y -= 10;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = text(`${input.footer} · Page ${index + 1} of ${pages.length}`);
    each.drawText(text(input.advertiser), { x: PAGE.margin, y: PAGE.margin - 8, size: 7, font: regular, color: MUTED });
    each.drawText(footer, { x: PAGE.margin, y: PAGE.margin - 20, size: 8, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}
