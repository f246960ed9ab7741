import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, directUploadOrigin } from "./contentSecurityPolicy";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("buildContentSecurityPolicy", () => {
  it("allows a prerendered page its own inline scripts by hash and nothing inline besides", () => {
    const policy = directives(
      buildContentSecurityPolicy({ scriptHashes: ["sha256-abc=", "sha256-def="], nonce: null, draftPreview: false }),
    );
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

  it("lets the configured Studio frame a draft preview and Visual Editing reach the Content Lake, only then", () => {
    const studioOrigin = "https://agency.sanity.studio";
    const policy = directives(buildContentSecurityPolicy({ scriptHashes: [], nonce: "bm9uY2U=", draftPreview: true, studioOrigin }));
    expect(policy["frame-ancestors"]).toEqual(["'self'", studioOrigin]);
    expect(policy["frame-src"]).toEqual(["'self'", studioOrigin]);
    expect(policy["connect-src"]).toContain("https://*.api.sanity.io");
    const page = directives(buildContentSecurityPolicy({ scriptHashes: [], nonce: null, draftPreview: false, studioOrigin }));
    expect(page["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("lets no other site frame a draft preview when no Studio origin is configured: no wildcard, no localhost", () => {
    const policy = buildContentSecurityPolicy({ scriptHashes: [], nonce: "bm9uY2U=", draftPreview: true });
    expect(directives(policy)["frame-ancestors"]).toEqual(["'self'"]);
    expect(policy).not.toMatch(/localhost|sanity\.studio/);
  });

  it("never allows eval or inline scripts wholesale", () => {
    for (const draftPreview of [false, true]) {
      const policy = buildContentSecurityPolicy({ scriptHashes: ["sha256-abc="], nonce: "bm9uY2U=", draftPreview });
      expect(policy).not.toContain("unsafe-eval");
      expect(directives(policy)["script-src"]).not.toContain("'unsafe-inline'");
    }
  });

  it("lets only the operator's page reach Supabase Storage, and only when the leads are Supabase's", () => {
    const supabase = "https://abc.supabase.co/";
    const origin = directUploadOrigin("/diagnostics", supabase, ["/diagnostics"]);
    expect(origin).toBe("https://abc.supabase.co");
    const policy = directives(
      buildContentSecurityPolicy({ scriptHashes: [], nonce: "bm9uY2U=", draftPreview: false, uploadOrigin: origin }),
    );
    expect(policy["connect-src"]).toEqual(["'self'", "https://abc.supabase.co"]);
    expect(directUploadOrigin("/contact/", supabase, ["/diagnostics"])).toBeNull();
    expect(directUploadOrigin("/team/listings/gta-portfolio/", supabase, ["/team/listings/"])).toBe(origin);
    expect(directUploadOrigin("/team/leads/", supabase, ["/team/listings/"])).toBeNull();
    expect(directUploadOrigin("/diagnostics", undefined, ["/diagnostics"])).toBeNull();
  });
});
