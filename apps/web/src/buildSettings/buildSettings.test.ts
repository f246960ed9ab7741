import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildRefusal, buildSettingsOf, mismatchMessage, settingsMismatches } from "./buildSettings";
import { parseEnv } from "@/src/env";

const hostedBuild = buildSettingsOf(
  parseEnv({ SITE_URL: "https://www.example.ca", NEXT_PUBLIC_SANITY_PROJECT_ID: "zz9bars1", NEXT_PUBLIC_SANITY_DATASET: "production" }),
);

describe("a production build needs SITE_URL", () => {
  it("is refused without it, saying where it ends up and how to set it", () => {
    expect(buildRefusal({})).toMatch(
      /^SITE_URL is not set\. .*canonical link, the sitemap and the links e-mailed to investors.*SITE_URL=https:\/\//,
    );
    expect(buildRefusal({ SITE_URL: "" })).not.toBeNull();
  });

  it("is made with it", () => {
    expect(buildRefusal({ SITE_URL: "https://www.example.ca" })).toBeNull();
  });

  describe("next.config.ts", () => {
    afterEach(() => vi.unstubAllEnvs());

    it("stops `next build` without SITE_URL, and serves a build without asking for it", async () => {
      vi.stubEnv("SITE_URL", "");
      const { default: config } = await import("@/next.config");
      expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/^SITE_URL is not set\./);
      expect(() => config(PHASE_PRODUCTION_SERVER)).not.toThrow();
      vi.stubEnv("SITE_URL", "https://www.example.ca");
      expect(config(PHASE_PRODUCTION_BUILD).env?.AGENCY_BUILT_SETTINGS).toBeDefined();
    });
  });
});

describe("a server runs with the settings its build was made with", () => {
  it("starts when they match, and when SITE_URL is left unset (the build's is used)", () => {
    expect(settingsMismatches(hostedBuild, hostedBuild)).toEqual([]);
    expect(settingsMismatches(hostedBuild, { ...hostedBuild, SITE_URL: null })).toEqual([]);
  });

  it("names a different Sanity project, dataset or origin with both values", () => {
    const serving = buildSettingsOf(
      parseEnv({
        SITE_URL: "https://staging.example.ca",
        NEXT_PUBLIC_SANITY_PROJECT_ID: "other123",
        NEXT_PUBLIC_SANITY_DATASET: "staging",
      }),
    );
    expect(settingsMismatches(hostedBuild, serving)).toEqual([
      'SITE_URL is "https://staging.example.ca" but the build was made with "https://www.example.ca"',
      'NEXT_PUBLIC_SANITY_PROJECT_ID is "other123" but the build was made with "zz9bars1"',
      'NEXT_PUBLIC_SANITY_DATASET is "staging" but the build was made with "production"',
    ]);
  });

  it("refuses hosted content on a build of the embedded seed (the Docker recipe of issue 37), and the reverse", () => {
    const embeddedBuild = buildSettingsOf(parseEnv({ SITE_URL: "https://www.example.ca" }));
    expect(settingsMismatches(embeddedBuild, hostedBuild)).toContain(
      'NEXT_PUBLIC_SANITY_PROJECT_ID is "zz9bars1" but the build was made with unset',
    );
    expect(settingsMismatches(hostedBuild, embeddedBuild)).toContain(
      'NEXT_PUBLIC_SANITY_PROJECT_ID is unset but the build was made with "zz9bars1"',
    );
  });

  it("ignores the dataset variable in embedded mode, where no Sanity project is read", () => {
    const embedded = buildSettingsOf(parseEnv({ SITE_URL: "https://www.example.ca" }));
    const withDataset = buildSettingsOf(parseEnv({ SITE_URL: "https://www.example.ca", NEXT_PUBLIC_SANITY_DATASET: "staging" }));
    expect(settingsMismatches(embedded, withDataset)).toEqual([]);
  });

  it("says what to do", () => {
    expect(mismatchMessage(["SITE_URL is x but the build was made with y"])).toBe(
      "This server's settings differ from the build's:\n  - SITE_URL is x but the build was made with y\n" +
        "Serve with the values the build was made with, or build again with the new ones (docs/deploying.md).",
    );
  });
});
