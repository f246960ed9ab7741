import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { config } from "../../proxy";
import { LINKED_BUT_ABSENT_REDIRECTS, SPEC_REDIRECTS, resolveRedirect } from "./redirects";
import { PUBLIC_ROUTES } from "./routes";

// Next's own compiler for proxy matchers (an internal module, CommonJS): the test checks the
// regular expression the server really uses, not a re-implementation of it.
const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require("next/dist/build/analysis/get-page-static-info.js") as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => Array<{ regexp: string }>;
};
const matchers = getMiddlewareMatchers(config.matcher, {}).map(({ regexp }) => new RegExp(regexp));
const runsProxy = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));

describe("proxy matcher", () => {
  it("skips every page of the route table in its canonical form (they never redirect)", () => {
    for (const route of PUBLIC_ROUTES) {
      expect(resolveRedirect(route), route).toBeNull();
      expect(runsProxy(route), route).toBe(false);
    }
  });

  it("runs for every path that redirects: no slash, repeated slashes, aliases in any case", () => {
    const aliases = Object.keys({ ...SPEC_REDIRECTS, ...LINKED_BUT_ABSENT_REDIRECTS });
    const redirecting = [
      ...PUBLIC_ROUTES.filter((route) => route !== "/").map((route) => route.slice(0, -1)),
      ...PUBLIC_ROUTES.filter((route) => route !== "/").map((route) => `/${route}`),
      ...aliases,
      // "/contact" + "/" is the page itself.
      ...aliases.map((alias) => `${alias}/`).filter((path) => !PUBLIC_ROUTES.includes(path)),
      ...aliases.map((alias) => alias.toUpperCase()),
      "/buy//",
      "/diagnostics/",
    ];
    for (const path of redirecting) {
      expect(resolveRedirect(path), path).not.toBeNull();
      expect(runsProxy(path), path).toBe(true);
    }
  });

  it("runs for the operator pages and API (no-store, noindex) and for unknown paths", () => {
    for (const path of ["/diagnostics", "/api/operator/session", "/api/operator/leads/contact", "/no-such-page/", "/privacy/extra/"]) {
      expect(runsProxy(path), path).toBe(true);
    }
  });

  it("skips static assets, images and the public API, which it would pass through unchanged", () => {
    for (const path of ["/_next/static/chunks/app.js", "/_next/image", "/seed-images/a.webp", "/api/leads/contact", "/api/health"]) {
      expect(resolveRedirect(path), path).toBeNull();
      expect(runsProxy(path), path).toBe(false);
    }
  });
});
