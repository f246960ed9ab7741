// The text drawn in a PDF made with pdf-lib's standard fonts: its content streams are deflated
// and strings are written as hex (<48656C6C6F> Tj). Enough to check a generated checklist.
import { inflateSync } from "node:zlib";

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
