import { expect, test } from "../support/test";
import { ALL_ROUTES, LINKED_BUT_ABSENT_REDIRECTS, SPEC_REDIRECTS } from "../support/routes";

test.describe("route table", () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 with a heading`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
    });
  }

  for (const path of ["/no-such-page/", "/self-storage/ontario/gta/", "/self-storage/ontario/barrie/", "/industrial/ontario/ottawa/"]) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Oops! We couldn&#x27;t find that page.");
    });
  }
});

test.describe("redirects", () => {
  const cases: Array<[string, string]> = [
    ...Object.entries(SPEC_REDIRECTS),
    ...Object.entries(LINKED_BUT_ABSENT_REDIRECTS),
    ...Object.entries(LINKED_BUT_ABSENT_REDIRECTS).map(([from, to]): [string, string] => [`${from}/`, to]),
    ["/buy", "/buy/"],
    ["/self-storage/ontario/london", "/self-storage/ontario/london/"],
    ["/diagnostics/", "/diagnostics"],
    ["/listings?utm_source=card", "/self-storage/listings/?utm_source=card"],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects permanently to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers().location ?? "", baseURL).href).toBe(new URL(to, baseURL).href);
    });
  }
});
