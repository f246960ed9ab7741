/**
 * The production server's in-process cache of prerendered pages (docs/decisions/0015-page-cache.md).
 *
 * A prerendered page is the same bytes for every visitor, yet Next.js runs its router, the proxy
 * and, with `compress`, gzip on every request: at 50 concurrent connections on two cores that is a
 * p99 near 100 ms. This cache keeps each such page once, exactly as Next.js answered it (status,
 * headers, Content-Security-Policy and all), with its gzip and Brotli encodings made once, and
 * serves repeat requests straight from memory.
 *
 * It only ever holds what the server answers a plain request: a page is captured through the
 * server's own port, so redirects and the proxy's headers are Next's, and the body and its policy
 * are those every visitor past the cache gets (the framework's scripts after the first paint,
 * the policy's hashes from those bytes: src/http/afterPaintScripts.ts, policyFromBody.ts). Anything else (client navigations, Server Actions, query strings, draft previews, other
 * methods, pages rendered per request) goes to Next.js untouched.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: node: imports only, no TS-only syntax.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { request as httpRequest } from "node:http";
import type { PageCache } from "../platform/ports.ts";
import { DRAFT_MODE_COOKIE, PREVIEW_DATA_COOKIE, staticRoutes } from "./nextBuild.ts";
import { isPrivatePath } from "@agency/paths/private-routes";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import fresh from "fresh";
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  etag: string | null;
  bodies: Record<Encoding, Buffer>;
}

/** What Next.js answered on the capture request. */
export interface CapturedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of the captured response that belong to that one exchange, not to the page. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

/** Cookies that turn a page into a per-visitor render (Next.js draft mode and preview). */
const PREVIEW_COOKIES = [DRAFT_MODE_COOKIE, PREVIEW_DATA_COOKIE];

/** How long a page that could not be captured (an error) goes to Next.js before another try. */
const RETRY_AFTER_MS = 30_000;

/**
 * Bounds, as for every in-process map: a page is captured again after an hour, and at most
 * 200 pages or 32 MB (all three encodings counted) are held, the oldest captured leaving first.
 * The site has 44 prerendered pages, under 5 MB in all, so in practice nothing is evicted.
 */
export const PAGE_CACHE_LIMITS = { maxPages: 200, maxBytes: 32 * 1024 * 1024, maxAgeMs: 60 * 60 * 1000 };

/**
 * The URL paths of the pages `next build` prerendered for good (no revalidation period), in the
 * site's trailing-slash form: "/" and "/about/". Internal routes (`/_not-found`) are left out.
 */
export function prerenderedPaths(buildDir: string): Set<string> {
  const paths = new Set<string>();
  for (const route of staticRoutes(buildDir)) {
    if (route.split("/").some((segment) => segment.startsWith("_"))) continue;
    paths.add(route === "/" ? "/" : `${route}/`);
  }
  return paths;
}

/**
 * Whether a request may be answered from the cache: a plain GET or HEAD of a prerendered path,
 * without a query string, a client-navigation or Server Action header, or a preview cookie, and
 * never a private route (@agency/paths/private-routes), even one the build prerendered.
 */
export function isCacheableRequest(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  paths: ReadonlySet<string>,
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url ?? "";
  if (url.includes("?") || !paths.has(url) || isPrivatePath(url)) return false;
  for (const name of Object.keys(request.headers)) {
    if (name === "rsc" || name.startsWith("next-") || name.startsWith("x-middleware-")) return false;
  }
  const cookie = request.headers.cookie;
  if (cookie && PREVIEW_COOKIES.some((name) => cookie.includes(name))) return false;
  return true;
}

/**
 * Whether Next's answer is a page every visitor gets: a 200 of prerendered HTML whose policy holds
 * no per-request nonce, that sets no cookie and that a shared cache may keep.
 */
export function isShareablePage(response: CapturedResponse): boolean {
  const { status, headers } = response;
  if (status !== 200) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (headers["x-nextjs-prerender"] === undefined) return false;
  if (headers["set-cookie"] !== undefined) return false;
  if (/\b(private|no-store|no-cache)\b/i.test(String(headers["cache-control"] ?? ""))) return false;
  if (/'nonce-/.test(String(headers["content-security-policy"] ?? ""))) return false;
  return true;
}

/** The encodings a cached page is kept in, the smallest first: the order ties are broken in. */
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1.0's encoding(), whose `preferred` option its published types do not name yet. */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * Answers by header value: browsers send a handful of distinct Accept-Encoding values, and
 * negotiator's parse costs several times the page cache's own work per request (decision 0023).
 * Bounded, so a client sending random headers only fills it once.
 */
const negotiated = new Map<string, Encoding | null>();
const MAX_REMEMBERED_HEADERS = 256;
const NO_HEADER = "\u0000absent";

/**
 * The encoding to send for an Accept-Encoding header, through `negotiator` (the maintained
 * parser Express uses): the highest q-value wins, Brotli before gzip before none on a tie;
 * `*` and `identity;q=0` are honoured. Null when nothing the cache holds is acceptable.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const key = acceptEncoding ?? NO_HEADER;
  const known = negotiated.get(key);
  if (known !== undefined) return known;
  const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
  const negotiator = new Negotiator({ headers }) as unknown as EncodingNegotiator;
  const chosen = (negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? null;
  if (negotiated.size < MAX_REMEMBERED_HEADERS) negotiated.set(key, chosen);
  return chosen;
}

/**
 * Whether the client's copy is still the page (a 304 answers), through `fresh` (the maintained
 * check Express uses): If-None-Match against the ETag, weakly, over a list or `*`; a request
 * carrying `Cache-Control: no-cache` always gets the page.
 */
export function isFresh(requestHeaders: IncomingHttpHeaders, etag: string | null): boolean {
  if (!etag) return false;
  return fresh(requestHeaders, { etag });
}

/**
 * Brotli quality of a page's first answer: quality 11 (the smallest) takes 140–270 ms on a long
 * page here, which the first visitor of each page would wait for; quality 5 takes 3–4 ms for
 * 15–17 % more bytes. The cache answers with it at once and replaces it with quality 11 in the
 * background (`refineBrotli`).
 */
export const QUICK_BROTLI_QUALITY = 5;

const brotliOf = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Replaces a cached page's Brotli encoding with the smallest one (quality 11), in place. */
export async function refineBrotli(page: CachedPage): Promise<void> {
  page.bodies.br = await brotliOf(page.bodies.identity, zlibConstants.BROTLI_MAX_QUALITY);
}

/** Keeps a captured page with its encodings made once: gzip at level 9, Brotli at `brotliQuality`. */
export async function toCachedPage(
  response: CapturedResponse,
  brotliQuality: number = zlibConstants.BROTLI_MAX_QUALITY,
): Promise<CachedPage> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
  }
  const vary = String(headers.vary ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  const [gzipped, brotli] = await Promise.all([gzipAsync(response.body, { level: 9 }), brotliOf(response.body, brotliQuality)]);
  const etag = typeof headers.etag === "string" ? headers.etag : null;
  return { status: response.status, headers, etag, bodies: { identity: response.body, gzip: gzipped, br: brotli } };
}

/** Answers a request from a cached page: 304 when the client has it, the best encoding otherwise. */
export function sendCachedPage(request: IncomingMessage, response: ServerResponse, page: CachedPage): void {
  if (isFresh(request.headers, page.etag)) {
    const headers: OutgoingHttpHeaders = { ...page.headers };
    delete headers["content-type"];
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === null) {
    response.writeHead(406, { "content-type": "text/plain; charset=utf-8", vary: "Accept-Encoding" });
    response.end("None of the encodings in Accept-Encoding is available.");
    return;
  }
  const body = page.bodies[encoding];
  const headers: OutgoingHttpHeaders = { ...page.headers, "content-length": body.length };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  response.writeHead(page.status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

/** An answer read to its end, as sent (not decoded). */
export function readResponse(incoming: IncomingMessage): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("error", reject);
    incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
  });
}

/** Fetches a page from the server's own port, uncompressed, past this cache. */
export function captureThroughLoopback(
  origin: { host: string; port: number },
  bypassHeader: { name: string; value: string },
): (pathname: string, hostHeader: string | undefined) => Promise<CapturedResponse> {
  return (pathname, hostHeader) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: origin.host,
          port: origin.port,
          path: pathname,
          method: "GET",
          headers: {
            host: hostHeader ?? `${origin.host}:${origin.port}`,
            "accept-encoding": "identity",
            accept: "text/html",
            [bypassHeader.name]: bypassHeader.value,
          },
        },
        (incoming) => resolve(readResponse(incoming)),
      );
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`Capturing ${pathname} timed out`)));
      outgoing.on("error", reject);
      outgoing.end();
    });
}

export type { PageCache };

interface PageCacheOptions {
  paths: ReadonlySet<string>;
  capture: (pathname: string, hostHeader: string | undefined) => Promise<CapturedResponse>;
  /** The header the capture request carries so that it reaches Next.js rather than this cache. */
  bypassHeader: { name: string; value: string };
  onError?: (message: string, error: unknown) => void;
  now?: () => number;
  /** PAGE_CACHE_LIMITS unless given. */
  limits?: Partial<typeof PAGE_CACHE_LIMITS>;
}

type Entry = { page: CachedPage; storedAt: number; bytes: number } | { retryAt: number } | { pending: Promise<CachedPage | null> };

function bytesOf(page: CachedPage): number {
  return page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length;
}

/**
 * Evicts the oldest captured pages until `store` holds at most `maxPages` pages and `maxBytes`.
 * Pages are re-inserted when stored, so the map's order is the order of capture. The other
 * entries (a capture under way, a page left to Next.js) are one per prerendered path at most.
 */
function evict(store: Map<string, Entry>, maxPages: number, maxBytes: number): void {
  let pages = 0;
  let bytes = 0;
  for (const entry of store.values()) {
    if ("page" in entry) {
      pages += 1;
      bytes += entry.bytes;
    }
  }
  for (const [pathname, entry] of store) {
    if (pages <= maxPages && bytes <= maxBytes) return;
    if (!("page" in entry)) continue;
    store.delete(pathname);
    pages -= 1;
    bytes -= entry.bytes;
  }
}

export function createPageCache({ paths, capture, bypassHeader, onError, now = Date.now, limits }: PageCacheOptions): PageCache {
  const { maxPages, maxBytes, maxAgeMs } = { ...PAGE_CACHE_LIMITS, ...limits };
  let entries = new Map<string, Entry>();

  function load(pathname: string, hostHeader: string | undefined): Promise<CachedPage | null> {
    const store = entries;
    const pending = capture(pathname, hostHeader).then(
      async (captured) => {
        // A page Next.js would not share (rendered per request, an error) is left to Next.js:
        // for good when that is the page's nature, for a while when it may be a passing fault.
        if (!isShareablePage(captured)) {
          store.set(pathname, { retryAt: captured.status === 200 ? Number.POSITIVE_INFINITY : now() + RETRY_AFTER_MS });
          return null;
        }
        const page = await toCachedPage(captured, QUICK_BROTLI_QUALITY);
        const bytes = bytesOf(page);
        store.delete(pathname);
        if (bytes > maxBytes) {
          // Larger than the whole cache may be: Next.js serves it.
          store.set(pathname, { retryAt: Number.POSITIVE_INFINITY });
          return page;
        }
        store.set(pathname, { page, storedAt: now(), bytes });
        evict(store, maxPages, maxBytes);
        // The smallest Brotli off the request's path; a response being sent keeps the buffer it has.
        refineBrotli(page).then(
          () => {
            const held = store.get(pathname);
            if (held && "page" in held && held.page === page) held.bytes = bytesOf(page);
          },
          (error: unknown) => onError?.(`Could not compress ${pathname} further`, error),
        );
        return page;
      },
      (error: unknown) => {
        onError?.(`Could not capture ${pathname} for the page cache`, error);
        store.set(pathname, { retryAt: now() + RETRY_AFTER_MS });
        return null;
      },
    );
    store.set(pathname, { pending });
    return pending;
  }

  return {
    async handle(request, response) {
      if (request.headers[bypassHeader.name] === bypassHeader.value) return false;
      if (!isCacheableRequest(request, paths)) return false;
      const pathname = request.url as string;
      const entry = entries.get(pathname);
      let page: CachedPage | null;
      if (entry === undefined) page = await load(pathname, request.headers.host);
      else if ("page" in entry) page = now() - entry.storedAt < maxAgeMs ? entry.page : await load(pathname, request.headers.host);
      else if ("pending" in entry) page = await entry.pending;
      else if (now() >= entry.retryAt) page = await load(pathname, request.headers.host);
      else page = null;
      if (page === null) return false;
      sendCachedPage(request, response, page);
      return true;
    },
    clear() {
      // A capture still in flight writes into the map it started with, not the new one.
      entries = new Map();
    },
    get size() {
      let count = 0;
      for (const entry of entries.values()) if ("page" in entry) count += 1;
      return count;
    },
  };
}

const REGISTRY = Symbol.for("agency.pageCache");

/** Makes the cache reachable from route handlers, which Next.js bundles apart from the server. */
export function registerPageCache(cache: PageCache): void {
  (globalThis as Record<symbol, unknown>)[REGISTRY] = cache;
}

/** Empties the process's page cache, if the server runs one (after a content publish). */
export function clearPageCache(): void {
  ((globalThis as Record<symbol, unknown>)[REGISTRY] as PageCache | undefined)?.clear();
}
