import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "@agency/tests/support/rawHttp";
import {
  clearPageCache,
  createPageCache,
  isCacheableRequest,
  isShareablePage,
  isFresh,
  negotiateEncoding,
  prerenderedPaths,
  registerPageCache,
  QUICK_BROTLI_QUALITY,
  toCachedPage,
  type CapturedResponse,
} from "./pageCache";

const HTML = `<!DOCTYPE html><html lang="en-CA"><body><h1>Privacy</h1>${"<p>Ontario self-storage</p>".repeat(200)}</body></html>`;
const POLICY = "default-src 'none'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";

function nextAnswer(overrides: Partial<CapturedResponse> = {}, headers: IncomingHttpHeaders = {}): CapturedResponse {
  return {
    status: 200,
    body: Buffer.from(HTML),
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
      "x-nextjs-prerender": "1",
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
      etag: '"abc123"',
      vary: "rsc, next-router-state-tree, Accept-Encoding",
      date: "Mon, 23 Nov 2026 11:04:31 GMT",
      connection: "keep-alive",
      "content-length": String(HTML.length),
      ...headers,
    },
    ...overrides,
  };
}

const PATHS = new Set(["/", "/privacy/"]);
const BYPASS = { name: "x-agency-page-capture", value: "secret-token" };

describe("prerenderedPaths", () => {
  it("lists the pages built for good, in trailing-slash form, without internal routes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-cache-"));
    writeFileSync(
      path.join(dir, "prerender-manifest.json"),
      JSON.stringify({
        routes: {
          "/": { initialRevalidateSeconds: false },
          "/about": { initialRevalidateSeconds: false },
          "/guides/roi": { initialRevalidateSeconds: false },
          "/_not-found": { initialRevalidateSeconds: false },
          "/market-report": { initialRevalidateSeconds: 300 },
        },
      }),
    );
    try {
      expect([...prerenderedPaths(dir)].sort()).toEqual(["/", "/about/", "/guides/roi/"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("isCacheableRequest", () => {
  const plain = { method: "GET", url: "/privacy/", headers: { accept: "text/html" } };

  it("takes a plain GET or HEAD of a prerendered page", () => {
    expect(isCacheableRequest(plain, PATHS)).toBe(true);
    expect(isCacheableRequest({ ...plain, method: "HEAD" }, PATHS)).toBe(true);
  });

  it.each([
    ["a POST (a Server Action)", { method: "POST" }],
    ["another path", { url: "/diagnostics" }],
    ["the path without its trailing slash", { url: "/privacy" }],
    ["a query string", { url: "/privacy/?utm_source=mail" }],
    ["a client navigation", { headers: { rsc: "1" } }],
    ["a prefetch", { headers: { "next-router-prefetch": "1" } }],
    ["a Server Action header", { headers: { "next-action": "abc" } }],
    ["a draft-mode preview", { headers: { cookie: "theme=dark; __prerender_bypass=1" } }],
  ])("leaves %s to Next.js", (_label, change) => {
    expect(isCacheableRequest({ ...plain, ...change }, PATHS)).toBe(false);
  });

  it("never takes a private route, even one the build prerendered (a confidential listing's agreement)", () => {
    const agreement = "/self-storage/listings/confidential-portfolio/agreement/";
    expect(isCacheableRequest({ ...plain, url: agreement }, new Set([...PATHS, agreement]))).toBe(false);
  });
});

describe("isShareablePage", () => {
  it("keeps a prerendered 200 with a hash-only policy", () => {
    expect(isShareablePage(nextAnswer())).toBe(true);
  });

  it.each([
    ["an error", nextAnswer({ status: 500 })],
    ["a redirect", nextAnswer({ status: 308 })],
    ["a page rendered per request", nextAnswer({}, { "x-nextjs-prerender": undefined })],
    ["a policy with a nonce", nextAnswer({}, { "content-security-policy": "script-src 'nonce-abc'" })],
    ["a cookie", nextAnswer({}, { "set-cookie": ["session=1"] })],
    ["a private page", nextAnswer({}, { "cache-control": "private, no-store" })],
    ["a file that is not HTML", nextAnswer({}, { "content-type": "application/pdf" })],
  ])("refuses %s", (_label, response) => {
    expect(isShareablePage(response)).toBe(false);
  });
});

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["", "identity"],
    [undefined, "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["identity;q=0", null],
    ["*;q=0", null],
  ] as const)("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("isFresh", () => {
  it("compares weakly, over a list, and takes *", () => {
    expect(isFresh({ "if-none-match": '"abc123"' }, '"abc123"')).toBe(true);
    expect(isFresh({ "if-none-match": 'W/"abc123"' }, '"abc123"')).toBe(true);
    expect(isFresh({ "if-none-match": '"zzz", "abc123"' }, '"abc123"')).toBe(true);
    expect(isFresh({ "if-none-match": "*" }, '"abc123"')).toBe(true);
    expect(isFresh({ "if-none-match": '"zzz"' }, '"abc123"')).toBe(false);
    expect(isFresh({}, '"abc123"')).toBe(false);
    expect(isFresh({ "if-none-match": '"abc123"' }, null)).toBe(false);
  });

  it("sends the page to a client that asks for it afresh (Cache-Control: no-cache)", () => {
    expect(isFresh({ "if-none-match": '"abc123"', "cache-control": "no-cache" }, '"abc123"')).toBe(false);
  });
});

/** A server in front of a fake Next.js that counts what it rendered. */
async function serve(answer: (pathname: string) => CapturedResponse) {
  const rendered: string[] = [];
  const cache = createPageCache({
    paths: PATHS,
    bypassHeader: BYPASS,
    capture: async (pathname) => {
      rendered.push(`capture ${pathname}`);
      return answer(pathname);
    },
  });
  const server = createServer(
    (request, response) =>
      void (async () => {
        if (await cache.handle(request, response)) return;
        rendered.push(request.url ?? "");
        const reply = answer(request.url ?? "");
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body);
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
    rawRequest(`http://127.0.0.1:${port}${pathname}`, headers, method);
  return { cache, rendered, get };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("createPageCache", () => {
  it("captures a page once and serves each encoding of the same HTML with Next's headers", async () => {
    const { get, rendered } = await serve(() => nextAnswer());
    const [brotli, gzipped, plain] = await Promise.all([
      get("/privacy/", { "accept-encoding": "gzip, deflate, br" }),
      get("/privacy/", { "accept-encoding": "gzip" }),
      get("/privacy/"),
    ]);
    expect(rendered).toEqual(["capture /privacy/"]);

    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(HTML);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(HTML);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(HTML);

    for (const response of [brotli, gzipped, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers["content-security-policy"]).toBe(POLICY);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      // A fresh date of its own, not the capture's.
      expect(response.headers.date).not.toBe("Mon, 23 Nov 2026 11:04:31 GMT");
    }
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);
  });

  it("answers the first visitor at once with a quick Brotli, and later ones with the smallest", async () => {
    const varied = Buffer.from(
      `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, index) => `<p>Market ${index}: ${(index * 7919) % 1000} units, cap rate ${(index % 9) + 4}.${index % 10} %</p>`).join("")}</body></html>`,
    );
    const { get } = await serve(() => nextAnswer({ body: varied }));
    const first = await get("/privacy/", { "accept-encoding": "br" });
    expect(brotliDecompressSync(first.body).equals(varied)).toBe(true);
    const smallest = (await toCachedPage(nextAnswer({ body: varied }))).bodies.br;
    expect(first.body.length).toBeGreaterThan(smallest.length);
    await expect
      .poll(async () => (await get("/privacy/", { "accept-encoding": "br" })).body.length, { timeout: 5_000 })
      .toBe(smallest.length);
    const later = await get("/privacy/", { "accept-encoding": "br" });
    expect(brotliDecompressSync(later.body).equals(varied)).toBe(true);
  });

  it("answers 304 to a client that holds the page, and HEAD without a body", async () => {
    const { get } = await serve(() => nextAnswer());
    const notModified = await get("/privacy/", { "if-none-match": '"abc123"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe('"abc123"');

    const head = await get("/privacy/", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("leaves pages Next.js would not share to Next.js, every time", async () => {
    const { get, rendered } = await serve(() => nextAnswer({}, { "content-security-policy": "script-src 'nonce-abc'" }));
    await get("/privacy/");
    await get("/privacy/");
    expect(rendered).toEqual(["capture /privacy/", "/privacy/", "/privacy/"]);
  });

  it("passes through a capture that failed, and retries it later", async () => {
    let now = 0;
    let failing = true;
    const rendered: string[] = [];
    const cache = createPageCache({
      paths: PATHS,
      bypassHeader: BYPASS,
      now: () => now,
      capture: async (pathname) => {
        rendered.push(pathname);
        if (failing) throw new Error("connection refused");
        return nextAnswer();
      },
      onError: () => undefined,
    });
    const request = { method: "GET", url: "/privacy/", headers: {} } as never;
    const response = { writeHead: () => undefined, end: () => undefined } as never;
    expect(await cache.handle(request, response)).toBe(false);
    expect(await cache.handle(request, response)).toBe(false);
    expect(rendered).toHaveLength(1);
    failing = false;
    now = 60_000;
    expect(await cache.handle(request, response)).toBe(true);
    expect(rendered).toHaveLength(2);
  });

  it("lets the capture request through to Next.js, and captures again after a publish", async () => {
    const { get, rendered, cache } = await serve(() => nextAnswer());
    await get("/privacy/", { [BYPASS.name]: BYPASS.value });
    expect(rendered).toEqual(["/privacy/"]);
    await get("/privacy/");
    expect(cache.size).toBe(1);
    registerPageCache(cache);
    clearPageCache();
    expect(cache.size).toBe(0);
    await get("/privacy/");
    expect(rendered).toEqual(["/privacy/", "capture /privacy/", "capture /privacy/"]);
  });
});

describe("createPageCache bounds", () => {
  const THREE = new Set(["/", "/about/", "/privacy/"]);
  function bounded(limits: { maxPages?: number; maxBytes?: number; maxAgeMs?: number }, clock = { now: 0 }) {
    const captured: string[] = [];
    const cache = createPageCache({
      paths: THREE,
      bypassHeader: BYPASS,
      now: () => clock.now,
      limits,
      capture: async (pathname) => {
        captured.push(pathname);
        return nextAnswer();
      },
    });
    const response = { writeHead: () => undefined, end: () => undefined } as never;
    const visit = (url: string) => cache.handle({ method: "GET", url, headers: {} } as never, response);
    return { cache, captured, visit };
  }

  it("holds at most maxPages pages, the oldest captured leaving first", async () => {
    const { cache, captured, visit } = bounded({ maxPages: 2 });
    for (const url of ["/", "/about/", "/privacy/", "/about/"]) expect(await visit(url)).toBe(true);
    expect(cache.size).toBe(2);
    // "/" was captured first and left when "/privacy/" came; "/about/" was still held.
    expect(captured).toEqual(["/", "/about/", "/privacy/"]);
    await visit("/");
    expect(captured).toEqual(["/", "/about/", "/privacy/", "/"]);
    expect(cache.size).toBe(2);
  });

  it("holds at most maxBytes, counting every encoding, and leaves a larger page to Next.js", async () => {
    // A page's size when it is stored, with its quick Brotli (the smallest one only shrinks it).
    const page = await toCachedPage(nextAnswer(), QUICK_BROTLI_QUALITY);
    const onePage = page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length;
    const { cache, visit } = bounded({ maxBytes: onePage * 2 });
    for (const url of ["/", "/about/", "/privacy/"]) await visit(url);
    expect(cache.size).toBe(2);

    const tiny = bounded({ maxBytes: onePage - 1 });
    expect(await tiny.visit("/about/")).toBe(true);
    expect(await tiny.visit("/about/")).toBe(false);
    expect(tiny.captured).toEqual(["/about/"]);
    expect(tiny.cache.size).toBe(0);
  });

  it("captures a page again once it is older than maxAgeMs", async () => {
    const clock = { now: 0 };
    const { captured, visit } = bounded({ maxAgeMs: 60_000 }, clock);
    await visit("/about/");
    clock.now = 59_999;
    await visit("/about/");
    expect(captured).toEqual(["/about/"]);
    clock.now = 60_000;
    await visit("/about/");
    expect(captured).toEqual(["/about/", "/about/"]);
  });
});
