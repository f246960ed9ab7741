// The limit of a page (decision 0032): the very HTML the site serves with every script removed,
// served the same way (same headers, Brotli or gzip as the page cache sends it, its CSS, fonts and
// images from the same server). No JavaScript can make a page paint sooner than that, so the gap
// between a route and its limit is what the scripts cost.
import http from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { freePort } from "../tests/support/harness.ts";

/**
 * The HTML without what a browser would run or fetch as script: every executable <script> (inline
 * or not; JSON-LD is data and stays), <link rel=modulepreload> and <link rel=preload as=script>.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (whole, attributes) =>
      /\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? whole : "",
    )
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = /\brel\s*=\s*["']?([^"'>]+)/i.exec(tag)?.[1]?.toLowerCase().split(/\s+/) ?? [];
      const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
      return rel.includes("modulepreload") || (rel.includes("preload") && as === "script") ? "" : tag;
    });
}

/** Headers of the site's answer that describe its body as sent, not the page: recomputed here. */
const BODY_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "connection", "keep-alive"]);

/**
 * A server in front of `siteOrigin` answering `routes` with their script-free HTML and passing
 * every other request (stylesheets, fonts, images) through untouched. Returns its origin, the
 * script-free pages' gzip sizes and stop().
 */
export async function startLimitServer(siteOrigin, routes) {
  const pages = new Map();
  for (const route of routes) {
    const response = await fetch(`${siteOrigin}${route}`, { headers: { "accept-encoding": "identity" } });
    if (response.status !== 200) throw new Error(`limit of ${route}: the site answered ${response.status}`);
    const html = Buffer.from(withoutScripts(await response.text()));
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !BODY_HEADERS.has(name)));
    pages.set(route, {
      headers,
      identity: html,
      // As the page cache sends prerendered pages (decision 0015): Brotli 11, else gzip 9.
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  const target = new URL(siteOrigin);
  const server = http.createServer((request, response) => {
    const page = request.method === "GET" ? pages.get(request.url) : undefined;
    if (page) {
      const accepts = String(request.headers["accept-encoding"] ?? "");
      const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : "identity";
      response.writeHead(200, {
        ...page.headers,
        vary: "Accept-Encoding",
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": page[encoding].length,
      });
      response.end(page[encoding]);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    htmlGzipBytes: (route) => pages.get(route).gzip.length,
    htmlRawBytes: (route) => pages.get(route).identity.length,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
