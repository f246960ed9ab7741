/**
 * A prerendered page's HTML is held until complete and sent as the bytes it ends up as: its
 * framework scripts requested after the first paint (src/http/afterPaintScripts.ts,
 * docs/decisions/0032-phone-fast.md), and its Content-Security-Policy's script hashes taken from
 * that body. proxy.ts takes the hashes from the build's copy on this instance's disk, which is not
 * what is sent: after the change above, and with the shared cache (REDIS_URL,
 * docs/decisions/0030-scale-out.md), where a page's HTML comes from Redis, rendered by whichever
 * instance regenerated it, the policy would refuse the page's own inline scripts and the page
 * would not hydrate.
 *
 * How: a GET of a page is handed to Next.js asking for identity encoding and without its
 * conditional header; an HTML answer with a hash-based policy is held until complete, changed by
 * `transform`, its policy's script hashes replaced by those of its inline scripts, then sent
 * compressed as the client accepts (Brotli or gzip, as Next.js would), or as 304 when the client
 * already has it. Anything else passes through as Next wrote it (uncompressed: the exceptions are
 * the operator pages and draft previews, which carry a nonce and stream).
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: relative imports carry .ts.
 */
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { inlineScriptHashes } from "../security/inlineScripts.ts";
import { isFresh, negotiateEncoding } from "./pageCache.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A GET of a page: no API route, no file with an extension, no client navigation or Server Action. */
export function isPageRequest(request: { method?: string; url?: string; headers: IncomingMessage["headers"] }): boolean {
  if (request.method !== "GET") return false;
  const pathname = (request.url ?? "/").split("?")[0] ?? "/";
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/") || /\.[^/]*$/.test(pathname)) return false;
  for (const name of Object.keys(request.headers)) {
    if (name === "rsc" || name.startsWith("next-") || name.startsWith("x-middleware-")) return false;
  }
  return true;
}

/** The policy with its script-src hashes replaced by `hashes`; a policy with a nonce is left as it is. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (/'nonce-/.test(policy) || !/'sha256-/.test(policy)) return policy;
  return policy
    .split(";")
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      if (tokens[0] !== "script-src") return directive.trim();
      return [...tokens.filter((token) => !token.startsWith("'sha256-")), ...hashes.map((hash) => `'${hash}'`)].join(" ");
    })
    .join("; ");
}

function headerText(value: number | string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
}

/**
 * Prepares `response` for a page request (isPageRequest) before Next.js handles it. Returns
 * nothing: the response's own write/end are wrapped until Next.js finishes.
 */
export function recomputePolicyFromBody(
  request: IncomingMessage,
  response: ServerResponse,
  onError: (error: unknown) => void,
  transform: (html: string) => string,
): void {
  const clientHeaders = { ...request.headers };
  request.headers["accept-encoding"] = "identity";
  delete request.headers["if-none-match"];
  delete request.headers["if-modified-since"];

  // Next's own methods (the prototype's): whatever wraps the response after this (Next's
  // compression, idle here since identity was asked) calls these wrappers, which pass through or hold.
  const native = {
    writeHead: ServerResponse.prototype.writeHead.bind(response) as (...args: unknown[]) => ServerResponse,
    write: ServerResponse.prototype.write.bind(response) as (...args: unknown[]) => boolean,
    end: ServerResponse.prototype.end.bind(response) as (...args: unknown[]) => ServerResponse,
  };
  const chunks: Buffer[] = [];
  let holding: boolean | null = null;
  let head: { status: number; reason: string | undefined } | null = null;

  const decide = () => {
    if (holding !== null) return holding;
    const type = headerText(response.getHeader("content-type"));
    const policy = headerText(response.getHeader("content-security-policy"));
    holding = type.startsWith("text/html") && /'sha256-/.test(policy) && !/'nonce-/.test(policy);
    if (!holding && head) native.writeHead(head.status, head.reason);
    return holding;
  };
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);

  // Headers passed to writeHead join the ones already set, so the decision sees them all.
  response.writeHead = (status: number, reasonOrHeaders?: unknown, maybeHeaders?: unknown) => {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const headers = (typeof reasonOrHeaders === "object" ? reasonOrHeaders : maybeHeaders) as OutgoingHttpHeaders | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) response.setHeader(name, value);
    response.statusCode = status;
    if (holding === false) native.writeHead(status, reason);
    else head = { status, reason };
    return response;
  };
  response.write = ((...args: unknown[]) => {
    if (!decide()) return native.write(...args);
    const [chunk, encodingOrCallback, callback] = args;
    chunks.push(toBuffer(chunk, encodingOrCallback));
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (typeof done === "function") queueMicrotask(done as () => void);
    return true;
  }) as ServerResponse["write"];
  response.end = ((...args: unknown[]) => {
    if (!decide()) return native.end(...args);
    const [chunk, encodingOrCallback] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encodingOrCallback));
    void send(Buffer.concat(chunks)).catch((error: unknown) => {
      onError(error);
      response.destroy();
    });
    return response;
  }) as ServerResponse["end"];

  async function send(written: Buffer) {
    const body = Buffer.from(transform(written.toString("utf8")), "utf8");
    const policy = headerText(response.getHeader("content-security-policy"));
    response.setHeader("content-security-policy", withScriptHashes(policy, inlineScriptHashes(body.toString("utf8"))));
    const vary = headerText(response.getHeader("vary"));
    if (!/\baccept-encoding\b/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    response.removeHeader("content-length");
    const etag = headerText(response.getHeader("etag")) || null;
    if (response.statusCode === 200 && isFresh(clientHeaders, etag)) {
      response.removeHeader("content-type");
      native.writeHead(304);
      native.end();
      return;
    }
    // The client's encodings; one it refuses entirely still gets identity (Next.js's own behaviour).
    const encoding = negotiateEncoding(headerText(clientHeaders["accept-encoding"]) || undefined) ?? "identity";
    const sent =
      encoding === "br"
        ? await brotliAsync(body, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
          })
        : encoding === "gzip"
          ? await gzipAsync(body, { level: 6 })
          : body;
    if (encoding !== "identity") response.setHeader("content-encoding", encoding);
    response.setHeader("content-length", sent.length);
    native.writeHead(response.statusCode, head?.reason);
    native.end(sent);
  }
}
