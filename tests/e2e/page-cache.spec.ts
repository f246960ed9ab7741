/**
 * The production server answers prerendered pages from memory (docs/decisions/0015-page-cache.md):
 * what a visitor gets must be exactly what Next.js would have sent, in whichever encoding.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "../support/test";
import { afterPaintSources } from "../../apps/web/src/http/afterPaintScripts.ts";
import { rawRequest, type RawResponse } from "../support/rawHttp";

/** A request with exactly these headers, the body left as sent (Playwright's would decode it). */
function raw(baseURL: string, path: string, headers: Record<string, string>, method = "GET"): Promise<RawResponse> {
  return rawRequest(new URL(path, baseURL).href, headers, method);
}

function decoded(response: RawResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

test.describe("prerendered pages from memory", () => {
  test("every encoding carries the same page, headers and policy", async ({ baseURL }) => {
    const base = baseURL ?? "";
    for (const path of ["/", "/about/", "/contact/", "/tools/roi-calculator/"]) {
      const brotli = await raw(base, path, { "accept-encoding": "gzip, deflate, br, zstd" });
      const gzipped = await raw(base, path, { "accept-encoding": "gzip, deflate" });
      const plain = await raw(base, path, {});

      expect(brotli.headers["content-encoding"], path).toBe("br");
      expect(gzipped.headers["content-encoding"], path).toBe("gzip");
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      const html = decoded(plain);
      expect(html, path).toMatch(/^<!DOCTYPE html>/i);
      expect(decoded(brotli), path).toBe(html);
      expect(decoded(gzipped), path).toBe(html);
      expect(brotli.body.length, `${path}: Brotli is the smallest`).toBeLessThan(gzipped.body.length);

      for (const response of [brotli, gzipped, plain]) {
        expect(response.status, path).toBe(200);
        expect(Number(response.headers["content-length"]), path).toBe(response.body.length);
        expect(response.headers["content-security-policy"], path).toBe(plain.headers["content-security-policy"]);
        expect(response.headers["content-security-policy"], path).not.toContain("nonce-");
        expect(response.headers["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
        expect(response.headers["x-frame-options"], path).toBe("DENY");
        expect(response.headers["cache-control"], path).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
        expect(response.headers.vary, path).toMatch(/Accept-Encoding/);
      }
    }
  });

  test("a browser that holds the page gets 304, and HEAD gets the headers only", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const first = await raw(base, "/about/", { "accept-encoding": "br" });
    const etag = String(first.headers.etag ?? "");
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await raw(base, "/about/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const changed = await raw(base, "/about/", { "accept-encoding": "br", "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);

    const head = await raw(base, "/about/", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(first.body.length);
  });

  test("client navigations, query strings and operator pages still reach Next.js", async ({ baseURL }) => {
    const base = baseURL ?? "";
    // Next.js sends an RSC request without its cache-busting parameter to the URL that has one.
    const unkeyed = await raw(base, "/about/", { rsc: "1", "accept-encoding": "identity" });
    expect(unkeyed.status).toBe(307);
    expect(unkeyed.headers.location).toMatch(/^\/about\/\?_rsc/);
    const navigation = await raw(base, unkeyed.headers.location ?? "", { rsc: "1", "accept-encoding": "identity" });
    expect(navigation.status).toBe(200);
    expect(navigation.headers["content-type"]).toMatch(/^text\/x-component/);

    // A query string goes to Next.js (a filter could change the page; the publishing tests show a
    // filtered listing page is never the cached one), and the page is sent as it rendered.
    const withQuery = await raw(base, "/about/?utm_source=newsletter", { "accept-encoding": "br, gzip" });
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers["content-encoding"]).toBe("br");
    expect(decoded(withQuery)).toContain("<h1");

    const operator = await raw(base, "/diagnostics", { "accept-encoding": "br, gzip" });
    expect(operator.headers["cache-control"]).toBe("private, no-store");
    expect(operator.headers["content-security-policy"]).toMatch(/'nonce-/);

    const missing = await raw(base, "/no-such-page/", { "accept-encoding": "br, gzip" });
    expect(missing.status).toBe(404);
  });

  test("a visitor moves between cached pages with client navigation", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('a[href="/about/"]').first().click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The window survived: Next.js navigated on the client, through the RSC payload.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe("static scripts and stylesheets in Brotli", () => {
  test("Accept-Encoding br gets the Brotli copy made at build, anyone else gzip, both the same file", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const html = decoded(await raw(base, "/", {}));
    const assets = [
      ...[...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ""),
      ...afterPaintSources(html),
    ];
    expect(assets.length, "the home page loads scripts and a stylesheet").toBeGreaterThan(3);
    for (const asset of new Set(assets)) {
      const brotli = await raw(base, asset, { "accept-encoding": "gzip, deflate, br, zstd" });
      const gzipped = await raw(base, asset, { "accept-encoding": "gzip, deflate" });
      const plain = await raw(base, asset, {});
      // Files under 1 KB are neither precompressed nor gzipped: Next.js sends them as they are.
      if (plain.body.length >= 1024) {
        expect(brotli.headers["content-encoding"], asset).toBe("br");
        expect(gzipped.headers["content-encoding"], asset).toBe("gzip");
        expect(brotli.body.length, `${asset}: Brotli is smaller than gzip`).toBeLessThan(gzipped.body.length);
      }
      expect(decoded(brotli), asset).toBe(decoded(plain));
      expect(decoded(gzipped), asset).toBe(decoded(plain));
      for (const response of [brotli, gzipped]) {
        expect(response.status, asset).toBe(200);
        expect(response.headers.vary, asset).toMatch(/Accept-Encoding/);
        expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
        expect(response.headers["content-type"], asset).toBe(plain.headers["content-type"]);
        expect(response.headers["x-content-type-options"], asset).toBe("nosniff");
      }
    }
  });
});

test.describe("text first, scripts after the first paint", () => {
  for (const route of ["/self-storage/insights/roi-guide-ontario/", "/contact/"]) {
    test(`${route}: no script chunk runs before the page has painted, and the page then works`, async ({ baseURL, page }) => {
      const html = decoded(await raw(baseURL ?? "", route, { "accept-encoding": "br" }));
      // The HTML asks for no chunk by itself: the loader requests them, the policy allows the loader.
      expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
      const chunks = afterPaintSources(html);
      expect(chunks.length, "the chunks the loader requests").toBeGreaterThan(3);

      const refused: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(route);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.paint, "the page painted").not.toBeNull();
      for (const chunk of chunks) {
        const loaded = timing.chunks.find((entry) => entry.path === chunk);
        expect(loaded, `${chunk} was loaded`).toBeDefined();
        expect(loaded?.start ?? 0, `${chunk} was requested after the first paint`).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
      }
      expect(refused).toEqual([]);
    });
  }

  test("the mobile menu, a script-driven control, opens once the scripts have run", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/self-storage/ontario/hamilton/");
    const menu = page.getByRole("button", { name: /menu/i });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  });
});
