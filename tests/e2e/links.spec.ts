import { expect, test } from "../support/test";
import { PUBLIC_ROUTES } from "../support/routes";

/**
 * A link check over the built site: every internal link on every public page answers 200
 * directly: no 404, and no hop through a redirect (which costs visitors a round trip).
 */
test("no internal link answers 404 or passes through a redirect", async ({ request }) => {
  test.setTimeout(120_000);
  const linkedFrom = new Map<string, string>();
  for (const route of PUBLIC_ROUTES) {
    const html = await (await request.get(route)).text();
    for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = (match[1] ?? "").replace(/&amp;/g, "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0] || route;
      if (!linkedFrom.has(target)) linkedFrom.set(target, route);
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const [target, from] of linkedFrom) {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${target} (linked from ${from}) answers ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
