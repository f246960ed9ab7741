/**
 * A view-only document's page as an image (decision 0060): the watermarked PDF, rasterised on the
 * server with pdf.js (legacy build, Apache-2.0) onto @napi-rs/canvas (MIT), one page at a time,
 * at most RENDER_MAX_WIDTH pixels wide and RENDER_PERMITS renders at once. Nothing is cached.
 */
import { createCanvas } from "@napi-rs/canvas";
import { createSemaphore } from "@/src/limits/semaphore";

/** The widest image served: a page's width in pixels, whatever its size in points. */
export const RENDER_MAX_WIDTH = 1600;
/** The tallest: a long page is scaled down so it fits this too. */
export const RENDER_MAX_HEIGHT = 2400;
const RENDER_PERMITS = 2;

const renders = createSemaphore({ permits: RENDER_PERMITS, maxWaiting: 8, maxWaitMs: 20_000 });

export class PageOutOfRangeError extends Error {
  constructor(
    readonly page: number,
    readonly pageCount: number,
  ) {
    super(`Page ${page} is not in 1-${pageCount}`);
    this.name = "PageOutOfRangeError";
  }
}

/** Every render slot is taken and the line is full: answered 503, tried again by the reader. */
export class RendererBusyError extends Error {
  constructor() {
    super("Every page renderer is busy");
    this.name = "RendererBusyError";
  }
}

export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
  pageCount: number;
}

async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // A copy: pdf.js transfers the buffer it is given. No fonts or scripts fetched from anywhere.
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
}

/** How many pages the PDF has. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

/** Page `page` (1-based) as a PNG on white, scaled to fit the size cap; PageOutOfRangeError outside the document. */
export async function renderPdfPage(bytes: Uint8Array, page: number): Promise<RenderedPage> {
  const release = await renders.acquire();
  if (!release) throw new RendererBusyError();
  try {
    const pdf = await openPdf(bytes);
    try {
      if (!Number.isSafeInteger(page) || page < 1 || page > pdf.numPages) throw new PageOutOfRangeError(page, pdf.numPages);
      const pdfPage = await pdf.getPage(page);
      const natural = pdfPage.getViewport({ scale: 1 });
      const scale = Math.min(RENDER_MAX_WIDTH / natural.width, RENDER_MAX_HEIGHT / natural.height);
      const viewport = pdfPage.getViewport({ scale });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      await pdfPage.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      pdfPage.cleanup();
      return { png: await canvas.encode("png"), width, height, pageCount: pdf.numPages };
    } finally {
      await pdf.destroy();
    }
  } finally {
    release();
  }
}
