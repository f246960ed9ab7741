import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy } from "./contentSecurityPolicy";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("buildContentSecurityPolicy", () => {
  it("allows a prerendered page its own inline scripts by hash and nothing inline besides", () => {
    const policy = directives(buildContentSecurityPolicy({ scriptHashes: ["sha256-abc=", "sha256-def="], nonce: null, draftPreview: false }));
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
  });

  it("gives a page rendered per request its nonce", () => {
    const policy = directives(buildContentSecurityPolicy({ scriptHashes: [], nonce: "bm9uY2U=", draftPreview: false }));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-bm9uY2U='"]);
  });

  it("lets the Studio frame a draft preview and Visual Editing reach the Content Lake, only then", () => {
    const policy = directives(buildContentSecurityPolicy({ scriptHashes: [], nonce: "bm9uY2U=", draftPreview: true }));
    expect(policy["frame-ancestors"]).toEqual(["'self'", "https://*.sanity.studio", "http://localhost:3333"]);
    expect(policy["connect-src"]).toContain("https://*.api.sanity.io");
  });

  it("never allows eval or inline scripts wholesale", () => {
    for (const draftPreview of [false, true]) {
      const policy = buildContentSecurityPolicy({ scriptHashes: ["sha256-abc="], nonce: "bm9uY2U=", draftPreview });
      expect(policy).not.toContain("unsafe-eval");
      expect(directives(policy)["script-src"]).not.toContain("'unsafe-inline'");
    }
  });
});
