import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createEmbeddedQuery, datasetQuery, findSeedDataset, parseNdjson, resolveDatasetPath } from "./embedded";
import { HOME_PAGE_QUERY, NOINDEX_PATHS_QUERY, PAGE_METADATA_QUERY, SITE_SETTINGS_QUERY } from "./queries";
import type { HomePageContent, PageMetadataRecord, SiteSettings } from "./types";

const seed = parseNdjson(readFileSync(findSeedDataset(), "utf8"));
const query = createEmbeddedQuery(seed);

describe("embedded content adapter (groq-js over the seed dataset)", () => {
  it("returns a path's own metadata record", async () => {
    const record = (await query(PAGE_METADATA_QUERY, { path: "/buy/" })) as PageMetadataRecord;
    expect(record.path).toBe("/buy/");
    expect(record.isDefault).toBe(false);
    expect(record.title).toBe("Buy Self-Storage in Ontario | Off-Market Deals");
  });

  it("falls back to the default record for an unknown path", async () => {
    const record = (await query(PAGE_METADATA_QUERY, { path: "/no-such-page/" })) as PageMetadataRecord;
    expect(record.path).toBe("*");
    expect(record.isDefault).toBe(true);
  });

  it("reads the site settings singleton", async () => {
    const settings = (await query(SITE_SETTINGS_QUERY)) as SiteSettings;
    expect(settings.openingHours).toBe("Mo-Fr 09:00-17:00");
    expect(settings.socialProfiles).toHaveLength(8);
    expect(settings.trademarkNotices.length).toBeGreaterThan(0);
  });

  it("reads the home page with the two sold success stories in order", async () => {
    const home = (await query(HOME_PAGE_QUERY)) as HomePageContent;
    expect(home.page?.buyersLabel).toBe("For Buyers");
    expect(home.successStories.map((story) => [story.location, story.units, story.sold])).toEqual([
      ["Hamilton, Ontario", 150, true],
      ["Guelph, Ontario", 200, true],
    ]);
    expect(home.successStories[0]?.image?.src).toBe("image@file://./images/hamilton-facility.webp");
  });

  it("shows the success stories in the order the team dragged them into (their rank), a new one last", async () => {
    const stories = seed.filter((document) => document._type === "successStory");
    const dragged = seed.map((document) => (document._id === "successStory.guelph" ? { ...document, orderRank: "0|0a0000:" } : document));
    const added = { ...stories[0]!, _id: "successStory.new", title: "New story", location: "Ottawa, Ontario", orderRank: "0|zz0000:" };
    const home = (await createEmbeddedQuery([...dragged, added])(HOME_PAGE_QUERY)) as HomePageContent;
    expect(home.successStories.map((story) => story.location)).toEqual(["Guelph, Ontario", "Hamilton, Ontario", "Ottawa, Ontario"]);
  });

  it("lists noindex paths", async () => {
    expect(await query(NOINDEX_PATHS_QUERY)).toEqual(["/diagnostics"]);
  });

  it("ignores drafts, as the published perspective does", async () => {
    const withDraft = createEmbeddedQuery([
      ...seed,
      { _id: "drafts.pageMetadata.buy", _type: "pageMetadata", path: "/buy/", title: "Unpublished" },
    ]);
    const record = (await withDraft(PAGE_METADATA_QUERY, { path: "/buy/" })) as PageMetadataRecord;
    expect(record.title).not.toBe("Unpublished");
  });
});

describe("parseNdjson", () => {
  it("names the line of a broken document", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops\n', "seed.ndjson")).toThrow(/seed\.ndjson:2: invalid JSON/);
    expect(() => parseNdjson('{"_type":"t"}\n', "seed.ndjson")).toThrow(/seed\.ndjson:1: a document needs string _id and _type/);
  });
});

describe("CONTENT_DATASET", () => {
  it("resolves a relative path from the repository root, wherever the process runs", () => {
    const root = path.resolve(path.dirname(findSeedDataset()), "../../..");
    expect(resolveDatasetPath("tests/fixtures/publishing.ndjson", path.join(root, "apps", "web"))).toBe(
      path.join(root, "tests/fixtures/publishing.ndjson"),
    );
    expect(resolveDatasetPath("/srv/content.ndjson")).toBe("/srv/content.ndjson");
  });

  it("names the variable when the file cannot be read", () => {
    expect(() => datasetQuery("no/such/dataset.ndjson")).toThrow(/CONTENT_DATASET: cannot read .*no\/such\/dataset\.ndjson \(ENOENT\)/);
  });
});
