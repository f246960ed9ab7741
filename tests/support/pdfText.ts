// The text drawn in a PDF made with pdf-lib's standard fonts: its content streams are deflated
// and strings are written as hex (<48656C6C6F> Tj). Enough to check a generated checklist.
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

// Standard fonts use WinAnsiEncoding (Windows-1252): "—" is 0x97, "’" is 0x92.
const winAnsi = new TextDecoder("windows-1252");

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const raw = Buffer.from(match[1] ?? "", "latin1");
    try {
      return inflateSync(raw).toString("latin1");
    } catch {
      return raw.toString("latin1");
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => winAnsi.decode(Buffer.from(match[1] ?? "", "hex"))))
    .join("\n");
}

/**
 * The text drawn on each page of any PDF pdf-lib can open, page by page: each page's content
 * streams (deflated or not) read through the page tree, so text on page 3 is counted on page 3.
 * Reads hex (<…> Tj) and literal ((…) Tj) strings in single-byte fonts, which is what pdf-lib's
 * standard fonts write.
 */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => {
        const filter = stream.dict.get(PDFName.of("Filter"));
        const raw = Buffer.from(stream.contents);
        return (filter?.toString() === "/FlateDecode" ? inflateSync(raw) : raw).toString("latin1");
      })
      .flatMap((source) =>
        [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((match) =>
          match[1] !== undefined ? winAnsi.decode(Buffer.from(match[1], "hex")) : (match[2] ?? "").replace(/\\(.)/g, "$1"),
        ),
      )
      .join("\n");
  });
}
