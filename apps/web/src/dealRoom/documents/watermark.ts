/**
 * The watermark on every page of a PDF handed out by a deal room (issue 31): who downloaded it
 * (name, company, e-mail), when, and the download's ID, which the download log keeps. A copy that
 * leaks names its source, and the operator finds the download by that ID. Stamped with pdf-lib
 * (decision 0028): the pages are kept as they are, with the stamp drawn on top.
 *
 * The stamp uses PDF's standard Helvetica, which every reader has and which adds nothing to the
 * file; its character set is Windows-1252, so a letter it lacks is written without its accent, or
 * as "?" (the download ID and the e-mail still identify the signer exactly).
 */
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { formatTorontoTime } from "@agency/supabase/notification-email";

export interface WatermarkStamp {
  name: string;
  company: string | null;
  email: string;
  downloadedAt: Date;
  downloadId: string;
  /** Who advertises the property (decision 0053): the registrant, the team of the brokerage, its address. */
  advertiser: string;
}

/** A PDF the library cannot read or change: damaged, password-protected, or not a PDF at all. */
export class UnstampablePdfError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnstampablePdfError";
  }
}

export const UNREADABLE_PDF_MESSAGE =
  "This PDF cannot be read, so it cannot be watermarked with each signer's name. Export or print it to PDF again and upload the new file.";
export const ENCRYPTED_PDF_MESSAGE =
  "This PDF is password-protected, so it cannot be watermarked with each signer's name. Save a copy without the password and upload that.";

/** The lines printed at the foot of every page: who downloaded it, when and its ID, and who advertises it. */
export function watermarkLines(stamp: WatermarkStamp): [string, string, string] {
  const who = [stamp.name, stamp.company, stamp.email].filter(Boolean).join(", ");
  return [
    `Confidential. Downloaded by ${who}`,
    `on ${formatTorontoTime(stamp.downloadedAt)}. Download ID ${stamp.downloadId}`,
    stamp.advertiser,
  ];
}

/** A font's character set, read once per font (a standard font lists about 300 code points). */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** The text as the font can draw it: accents dropped where the letter without them exists, else "?". */
export function drawable(text: string, font: PDFFont): string {
  const available = characterSet(font);
  return [...text]
    .map((character) => {
      if (available.has(character.codePointAt(0) ?? 0)) return character;
      const plain = character.normalize("NFKD").replace(/\p{M}/gu, "");
      return [...plain].every((part) => available.has(part.codePointAt(0) ?? 0)) && plain ? plain : "?";
    })
    .join("");
}

/** The document and its pages; pdf-lib is lenient on load, so a file without a readable page tree fails here. */
async function load(bytes: Uint8Array): Promise<{ document: PDFDocument; pages: PDFPage[] }> {
  let document: PDFDocument;
  let pages: PDFPage[];
  try {
    // Opened even when encrypted, to tell the operator that this is the problem (pdf-lib's own
    // error class does not survive its ES5 build for an instanceof check).
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    pages = document.getPages();
  } catch {
    throw new UnstampablePdfError(UNREADABLE_PDF_MESSAGE);
  }
  if (document.isEncrypted) throw new UnstampablePdfError(ENCRYPTED_PDF_MESSAGE);
  if (pages.length === 0) throw new UnstampablePdfError(UNREADABLE_PDF_MESSAGE);
  return { document, pages };
}

/** Fits a line in the page's width: the font size at which it spans at most `width` points. */
function sizeFor(font: PDFFont, text: string, width: number, largest: number): number {
  return Math.max(4, Math.min(largest, (largest * width) / font.widthOfTextAtSize(text, largest)));
}

function stampPage(page: PDFPage, font: PDFFont, lines: [string, string, string]): void {
  const box = page.getCropBox();
  const margin = Math.min(18, box.width / 20);
  const footSize = Math.min(...lines.map((line) => sizeFor(font, line, box.width - 2 * margin, 7)));
  const grey = rgb(0.35, 0.35, 0.35);
  page.drawText(lines[2], { x: box.x + margin, y: box.y + margin, size: footSize, font, color: grey });
  page.drawText(lines[1], { x: box.x + margin, y: box.y + margin + footSize * 1.3, size: footSize, font, color: grey });
  page.drawText(lines[0], { x: box.x + margin, y: box.y + margin + footSize * 2.6, size: footSize, font, color: grey });
  // Across the middle, light: harder to crop out than the foot.
  const diagonal = Math.hypot(box.width, box.height);
  const size = sizeFor(font, lines[0], diagonal * 0.8, 28);
  const angle = Math.atan2(box.height, box.width);
  const half = font.widthOfTextAtSize(lines[0], size) / 2;
  page.drawText(lines[0], {
    x: box.x + box.width / 2 - half * Math.cos(angle) + (size / 2) * Math.sin(angle),
    y: box.y + box.height / 2 - half * Math.sin(angle) - (size / 2) * Math.cos(angle),
    size,
    font,
    color: rgb(0.6, 0.6, 0.6),
    opacity: 0.18,
    rotate: degrees((angle * 180) / Math.PI),
  });
}

/** The PDF with the stamp on every page; throws UnstampablePdfError when it cannot be read. */
export async function watermarkPdf(bytes: Uint8Array, stamp: WatermarkStamp): Promise<Uint8Array> {
  const { document, pages } = await load(bytes);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = watermarkLines(stamp).map((line) => drawable(line, font)) as [string, string, string];
  for (const page of pages) stampPage(page, font, lines);
  return document.save();
}

/** Null when a PDF can be stamped; otherwise what the operator is told at upload. */
export async function stampableProblem(bytes: Uint8Array): Promise<string | null> {
  try {
    await load(bytes);
    return null;
  } catch (error) {
    if (error instanceof UnstampablePdfError) return error.message;
    throw error;
  }
}

/** Whether a document is served watermarked: every PDF, by its content type. */
export const isWatermarked = (document: { contentType: string }) => document.contentType === "application/pdf";
