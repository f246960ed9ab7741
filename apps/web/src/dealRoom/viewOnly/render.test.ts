import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PageOutOfRangeError, pdfPageCount, RENDER_MAX_WIDTH, renderPdfPage } from "./render";

async function fixturePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Rent roll page ${index}`, { x: 72, y: 700, size: 24, font });
  }
  return pdf.save();
}

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("renderPdfPage", { timeout: 30_000 }, () => {
  it("counts the pages and renders one as a PNG at the width cap", async () => {
    const bytes = await fixturePdf(3);
    expect(await pdfPageCount(bytes)).toBe(3);
    const page = await renderPdfPage(bytes, 2);
    expect(page.png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(page.pageCount).toBe(3);
    expect(pngSize(page.png)).toEqual({ width: RENDER_MAX_WIDTH, height: Math.floor((792 * RENDER_MAX_WIDTH) / 612) });
    expect(page).toMatchObject({ width: RENDER_MAX_WIDTH });
    // Text was drawn: not every pixel is white, so the PNG is far from a blank page's few hundred bytes.
    const blank = await renderPdfPage(
      await (async () => {
        const empty = await PDFDocument.create();
        empty.addPage([612, 792]);
        return empty.save();
      })(),
      1,
    );
    expect(page.png.byteLength).toBeGreaterThan(blank.png.byteLength + 1000);
  });

  it("refuses a page outside the document", async () => {
    const bytes = await fixturePdf(2);
    await expect(renderPdfPage(bytes, 3)).rejects.toBeInstanceOf(PageOutOfRangeError);
    await expect(renderPdfPage(bytes, 0)).rejects.toBeInstanceOf(PageOutOfRangeError);
  });

  it("scales a tall page to the height cap", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 2000]);
    const page = await renderPdfPage(await pdf.save(), 1);
    expect(page.height).toBe(2400);
    expect(page.width).toBe(240);
  });
});
