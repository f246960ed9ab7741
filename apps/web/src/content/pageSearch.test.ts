import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const FIXTURE = "tests/fixtures/publishing.ndjson";

describe("the 404 search over pages published from content", () => {
  it("finds a new market, area, guide and article by the words of their name or title", async () => {
    vi.resetModules();
    vi.stubEnv("CONTENT_DATASET", FIXTURE);
    const { searchContentPages } = await import("./pageSearch.server");
    expect(await searchContentPages("sudbury")).toBe("/self-storage/ontario/sudbury/");
    expect(await searchContentPages("SUDB")).toBe("/self-storage/ontario/sudbury/");
    expect(await searchContentPages("halton")).toBe("/industrial/ontario/halton/");
    expect(await searchContentPages("fixture storage guide")).toBe("/self-storage/insights/fixture-storage-guide/");
    expect(await searchContentPages("fixture news article 07")).toBe("/insights/fixture-news-07/");
    // A seed market by its name; no match at all, and nothing to search for.
    expect(await searchContentPages("kitchener")).toBe("/self-storage/ontario/kitchener-waterloo/");
    expect(await searchContentPages("warehouse zoning")).toBeNull();
    expect(await searchContentPages("!!")).toBeNull();
    vi.unstubAllEnvs();
  });

  it("never finds a news summary that has no page", async () => {
    vi.resetModules();
    const { searchContentPages } = await import("./pageSearch.server");
    // A seed summary's title words: the list shows it, but it has no page to send anyone to.
    expect(await searchContentPages("rates diverge")).toBeNull();
  });
});
