import { describe, expect, it } from "vitest";
import { isPageRequest, withScriptHashes } from "./policyFromBody";

describe("withScriptHashes", () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-old1' 'sha256-old2'; style-src 'self' 'unsafe-inline'";

  it("replaces the script hashes and keeps every other source and directive", () => {
    expect(withScriptHashes(policy, ["sha256-new"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-new'; style-src 'self' 'unsafe-inline'",
    );
  });

  it("leaves a nonce-based policy, and one without hashes, as they are", () => {
    const nonced = "script-src 'self' 'nonce-abc' 'sha256-x'";
    expect(withScriptHashes(nonced, ["sha256-new"])).toBe(nonced);
    expect(withScriptHashes("script-src 'self'", ["sha256-new"])).toBe("script-src 'self'");
  });
});

describe("isPageRequest", () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

  it("takes GETs of pages, with or without a query", () => {
    expect(isPageRequest(request("GET", "/about/"))).toBe(true);
    expect(isPageRequest(request("GET", "/self-storage/listings/?type=storage"))).toBe(true);
  });

  it("leaves the API, files, HEAD, client navigations and Server Actions to Next.js alone", () => {
    expect(isPageRequest(request("GET", "/api/health/"))).toBe(false);
    expect(isPageRequest(request("GET", "/insights/feed.xml"))).toBe(false);
    expect(isPageRequest(request("GET", "/_next/static/chunks/a.js"))).toBe(false);
    expect(isPageRequest(request("HEAD", "/about/"))).toBe(false);
    expect(isPageRequest(request("GET", "/about/", { rsc: "1" }))).toBe(false);
    expect(isPageRequest(request("GET", "/contact/", { "next-action": "abc" }))).toBe(false);
  });
});
