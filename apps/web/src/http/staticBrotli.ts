/**
 * Brotli for Next's hashed static files (docs/decisions/0032-phone-fast.md). Next's own server only
 * gzips, on every request; the JavaScript and CSS under `/_next/static/` never change for a build,
 * so they are compressed once, with Brotli at its best quality, when the build finishes
 * (`precompressStatic`, run by scripts/precompress-static.mjs after `next build`), and the
 * production server sends those bytes to a browser that accepts Brotli. Anyone else, a file
 * without a `.br` beside it, a range request, any other method: Next.js answers as before (gzip
 * or identity), so a build without the step still serves everything.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: node: imports only, no TS-only syntax.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { BASE_SECURITY_HEADERS } from "../security/baseHeaders.ts";
import { negotiateEncoding } from "./pageCache.ts";

/** The public path Next serves `<distDir>/static` under. */
const STATIC_PREFIX = "/_next/static/";

/** What is worth compressing, with the Content-Type Next.js sends for it. Fonts and images already are compressed. */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};

/** Next's own header on hashed files (decision 0010): a browser keeps them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Files below this are sent as they are by Next.js: Brotli would save a few bytes at most. */
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (quality 11, the text mode) beside every compressible file of the build's
 * static folder. Returns how many files and bytes, before and after, for the build's log.
 */
export function precompressStatic(buildDir: string): { files: number; rawBytes: number; brotliBytes: number } {
  const totals = { files: 0, rawBytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(path.join(buildDir, "static"))) {
    if (!(path.extname(file) in PRECOMPRESSED_TYPES)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const compressed = brotliCompressSync(raw, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    writeFileSync(`${file}.br`, compressed);
    totals.files += 1;
    totals.rawBytes += raw.length;
    totals.brotliBytes += compressed.length;
  }
  return totals;
}

interface BrotliFile {
  body: Buffer;
  contentType: string;
}

export interface StaticBrotli {
  /** Sends the Brotli copy and returns true, or returns false and leaves the request to Next.js. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** How many files it can send (0: the build was not precompressed). */
  readonly size: number;
}

/**
 * Loads every `.br` of the build's static folder into memory (about 0.4 MB today; read once: the
 * files never change while the process runs) and answers for them.
 */
export function createStaticBrotli(buildDir: string): StaticBrotli {
  const staticDir = path.join(buildDir, "static");
  const files = new Map<string, BrotliFile>();
  for (const file of filesUnder(staticDir)) {
    if (!file.endsWith(".br")) continue;
    const original = file.slice(0, -".br".length);
    const contentType = PRECOMPRESSED_TYPES[path.extname(original)];
    if (contentType === undefined || !existsSync(original)) continue;
    const urlPath = STATIC_PREFIX + path.relative(staticDir, original).split(path.sep).join("/");
    files.set(urlPath, { body: readFileSync(file), contentType });
  }
  const securityHeaders = Object.fromEntries(BASE_SECURITY_HEADERS.map(({ key, value }) => [key, value]));

  return {
    size: files.size,
    handle(request, response) {
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      if (request.headers.range !== undefined) return false;
      const url = request.url ?? "";
      if (!url.startsWith(STATIC_PREFIX)) return false;
      const query = url.indexOf("?");
      // An exact match in the map built from the build folder: no path from the request reaches the disk.
      const file = files.get(query === -1 ? url : url.slice(0, query));
      if (file === undefined) return false;
      if (negotiateEncoding(request.headers["accept-encoding"]) !== "br") return false;
      response.writeHead(200, {
        ...securityHeaders,
        "Content-Type": file.contentType,
        "Content-Encoding": "br",
        "Content-Length": file.body.length,
        "Cache-Control": IMMUTABLE,
        Vary: "Accept-Encoding",
      });
      response.end(request.method === "HEAD" ? undefined : file.body);
      return true;
    },
  };
}
