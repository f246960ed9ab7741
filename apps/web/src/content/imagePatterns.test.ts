import { describe, expect, it } from "vitest";
import { sanityImagePatterns } from "./imagePatterns";

describe("sanityImagePatterns", () => {
  it("allows the configured project's dataset only", () => {
    expect(sanityImagePatterns("abc123", "production")).toEqual([
      { protocol: "https", hostname: "cdn.sanity.io", pathname: "/images/abc123/production/**" },
    ]);
  });

  it("allows nothing in embedded mode", () => {
    expect(sanityImagePatterns(undefined, "production")).toEqual([]);
  });
});
