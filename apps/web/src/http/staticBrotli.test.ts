import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { rawRequest } from "@agency/tests/support/rawHttp";
import { createStaticBrotli, precompressStatic } from "./staticBrotli";

const SCRIPT = `(self.webpackChunk=self.webpackChunk||[]).push([[1],{${"7:function(e){e.exports='Ontario self-storage'},".repeat(100)}}]);`;

/** A build folder as `next build` leaves it: a chunk, a stylesheet, a tiny chunk and a font. */
function fakeBuild(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "static-brotli-"));
  onTestFinished(() => rmSync(buildDir, { recursive: true, force: true }));
  mkdirSync(path.join(buildDir, "static/chunks"), { recursive: true });
  mkdirSync(path.join(buildDir, "static/media"), { recursive: true });
  writeFileSync(path.join(buildDir, "static/chunks/app-3f9a.js"), SCRIPT);
  writeFileSync(path.join(buildDir, "static/chunks/styles-81c2.css"), `.prose{color:#0f172a}\n`.repeat(100));
  writeFileSync(path.join(buildDir, "static/chunks/tiny-11aa.js"), "self.x=1;");
  writeFileSync(path.join(buildDir, "static/media/font-5e.woff2"), Buffer.alloc(4096, 7));
  return buildDir;
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** The production server's order: the Brotli copy if it answers, else "Next.js" (here: a marker). */
async function serve(buildDir: string): Promise<string> {
  const staticBrotli = createStaticBrotli(buildDir);
  server = createServer((request, response) => {
    if (staticBrotli.handle(request, response)) return;
    response.writeHead(200, { "x-answered-by": "next" });
    response.end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("precompressStatic", () => {
  it("writes a Brotli copy of scripts and stylesheets, not of tiny files or fonts", () => {
    const buildDir = fakeBuild();
    const totals = precompressStatic(buildDir);
    expect(totals.files).toBe(2);
    expect(totals.brotliBytes).toBeLessThan(totals.rawBytes / 4);
    expect(existsSync(path.join(buildDir, "static/chunks/app-3f9a.js.br"))).toBe(true);
    expect(existsSync(path.join(buildDir, "static/chunks/tiny-11aa.js.br"))).toBe(false);
    expect(existsSync(path.join(buildDir, "static/media/font-5e.woff2.br"))).toBe(false);
  });
});

describe("createStaticBrotli", () => {
  it("sends a browser that accepts Brotli the precompressed file, decoding to the same bytes", async () => {
    const buildDir = fakeBuild();
    precompressStatic(buildDir);
    const origin = await serve(buildDir);
    const response = await rawRequest(`${origin}/_next/static/chunks/app-3f9a.js?dpl=abc`, {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString("utf8")).toBe(SCRIPT);

    const head = await rawRequest(`${origin}/_next/static/chunks/styles-81c2.css`, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves to Next.js whatever it has no Brotli copy for, or a client that refuses Brotli", async () => {
    const buildDir = fakeBuild();
    precompressStatic(buildDir);
    const origin = await serve(buildDir);
    const cases: [string, Record<string, string>, string][] = [
      ["/_next/static/chunks/app-3f9a.js", { "accept-encoding": "gzip, deflate" }, "gzip only"],
      ["/_next/static/chunks/app-3f9a.js", {}, "no Accept-Encoding"],
      ["/_next/static/chunks/app-3f9a.js", { "accept-encoding": "br;q=0, gzip" }, "Brotli refused"],
      ["/_next/static/chunks/app-3f9a.js", { "accept-encoding": "br", range: "bytes=0-99" }, "a range"],
      ["/_next/static/chunks/tiny-11aa.js", { "accept-encoding": "br" }, "a file too small to compress"],
      ["/_next/static/chunks/app-3f9a.js.br", { "accept-encoding": "br" }, "the .br file itself"],
      ["/about/", { "accept-encoding": "br" }, "a page"],
    ];
    for (const [url, headers, name] of cases) {
      const response = await rawRequest(`${origin}${url}`, headers);
      expect(response.headers["x-answered-by"], name).toBe("next");
    }
  });

  it("does nothing for a build that was not precompressed", async () => {
    const staticBrotli = createStaticBrotli(fakeBuild());
    expect(staticBrotli.size).toBe(0);
  });
});
