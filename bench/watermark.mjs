// The deal room's watermark at its largest (issue 31): a 200-page, 20 MB PDF (the upload limit is
// 25 MB) stamped on every page, as a download does (apps/web/src/dealRoom/documents/watermark.ts). The PDF
// is generated here, never committed: 200 pages, each with a line of text and a 100 KB image of
// noise (incompressible, so the file really is 20 MB). The stamping runs in a child process of its
// own, so its peak resident memory is the stamping's, not the generator's or the bench's.
//
// Usage: node bench/watermark.mjs (also part of `npm run bench`).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState, StandardFonts } from "pdf-lib";

const PAGES = 200;
const IMAGE_SIDE = 320; // 320 × 320 grey pixels: 102,400 bytes a page

/** A 200-page PDF of about 20 MB, every page different. */
export async function largeMemorandum() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= PAGES; index += 1) {
    const page = document.addPage([612, 792]);
    page.drawText(`Offering memorandum, page ${index} of ${PAGES}`, { x: 72, y: 740, size: 12, font });
    const image = document.context.stream(randomBytes(IMAGE_SIDE * IMAGE_SIDE), {
      Type: "XObject",
      Subtype: "Image",
      Width: IMAGE_SIDE,
      Height: IMAGE_SIDE,
      ColorSpace: "DeviceGray",
      BitsPerComponent: 8,
    });
    const name = page.node.newXObject("Photo", document.context.register(image));
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(400, 0, 0, 400, 106, 200), drawObject(name), popGraphicsState());
  }
  return Buffer.from(await document.save());
}

/** In the child: stamps the file once and prints the figures as JSON. */
async function stampOnce(file) {
  const { watermarkPdf } = await import("../apps/web/src/dealRoom/documents/watermark.ts");
  const bytes = new Uint8Array(readFileSync(file));
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const stamped = await watermarkPdf(bytes, {
    name: "Morgan Chen",
    company: "Chen Capital",
    email: "morgan.chen@example.ca",
    downloadedAt: new Date(),
    downloadId: "6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f",
  });
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      pages: PAGES,
      inputBytes: bytes.byteLength,
      outputBytes: stamped.byteLength,
      ms,
      // ru_maxrss is in KiB on Linux: the child's peak, reading the file included.
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
      rssBeforeMiB: rssBefore / 1024 / 1024,
    }),
  );
}

/** Generates the PDF, stamps it in a child process, answers the child's figures. */
export async function measureWatermark() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "watermark-bench-"));
  try {
    const file = path.join(folder, "memorandum.pdf");
    writeFileSync(file, await largeMemorandum());
    const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", file], { encoding: "utf8" });
    return JSON.parse(output.trim().split("\n").pop());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function describeWatermark(figures) {
  return (
    `Watermark: a ${figures.pages}-page PDF of ${(figures.inputBytes / 1e6).toFixed(1)} MB stamped on every page in ` +
    `${Math.round(figures.ms)} ms; peak resident memory ${Math.round(figures.peakRssMiB)} MiB ` +
    `(${Math.round(figures.rssBeforeMiB)} MiB before stamping); ${(figures.outputBytes / 1e6).toFixed(1)} MB served.`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = process.argv.indexOf("--child");
  if (child !== -1) await stampOnce(process.argv[child + 1]);
  else console.log(describeWatermark(await measureWatermark()));
}
