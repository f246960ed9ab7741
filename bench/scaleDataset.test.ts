import { documentPath, pathProblem, slugProblem, type PageKind } from "@agency/paths";
import { describe, expect, it } from "vitest";
import { seedDocuments } from "../apps/studio/seed/documents/index.ts";
import { generateScaleDocuments, prng, scaleCounts, scaleDataset } from "./scaleDataset.ts";

const PAGE_KINDS: readonly string[] = ["guideArticle", "selfStorageMarket", "industrialMarket", "newsArticle", "listing"];

/** The path a generated document publishes, as the path rules give it. */
function pathOf(doc: Record<string, unknown>): string | null {
  return documentPath(doc._type as PageKind, {
    slug: (doc.slug as { current?: string } | undefined)?.current,
    section: doc.section as string | undefined,
    city: doc.city as string | undefined,
    area: doc.area as string | undefined,
  });
}

describe("the scale bench's datasets", () => {
  it("are the same bytes for the same size, and differ with the seed of the generator", () => {
    const dataset = scaleDataset(100);
    expect(scaleDataset(100)).toBe(dataset);
    expect(dataset.trimEnd().split("\n")).toHaveLength(seedDocuments.length + 100);
    expect(JSON.stringify(generateScaleDocuments(100, 1))).not.toBe(JSON.stringify(generateScaleDocuments(100, 2)));
    const random = prng(7);
    const again = prng(7);
    expect(Array.from({ length: 5 }, random)).toEqual(Array.from({ length: 5 }, again));
  });

  it.each([100, 1000, 5000])("hold %i generated documents on top of the seed, mostly news with a body", (count) => {
    const documents = generateScaleDocuments(count);
    expect(documents).toHaveLength(count);
    const byType = (type: string) => documents.filter((doc) => doc._type === type).length;
    const counts = scaleCounts(count);
    expect(byType("newsArticle")).toBe(counts.news);
    expect(byType("listing")).toBe(counts.listing);
    expect(byType("selfStorageMarket") + byType("industrialMarket")).toBe(counts.market);
    expect(byType("guideArticle")).toBe(counts.guide);
    expect(counts.news / count).toBeGreaterThan(0.75);
    expect(counts.market).toBeGreaterThan(0);
    expect(counts.guide).toBeGreaterThan(0);
    const news = documents.filter((doc) => doc._type === "newsArticle");
    expect(
      news.every((doc) => Array.isArray(doc.body) && doc.body.filter((block: { style?: string }) => block.style === "normal").length >= 3),
    ).toBe(true);
    expect(new Set(news.map((doc) => doc.category)).size).toBe(4);
  });

  it("give every page document a valid path of its own, clashing with no seed page", () => {
    const documents = generateScaleDocuments(1000);
    const seedPaths = new Set(seedDocuments.filter((doc) => PAGE_KINDS.includes(doc._type)).map(pathOf));
    const paths = documents.map(pathOf);
    for (const [index, path] of paths.entries()) {
      expect(path, documents[index]!._id).not.toBeNull();
      expect(pathProblem(path!), path!).toBeNull();
      expect(seedPaths.has(path)).toBe(false);
      const slug =
        (documents[index]!.slug as { current?: string } | undefined)?.current ?? documents[index]!.city ?? documents[index]!.area;
      expect(slugProblem(String(slug))).toBeNull();
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("say in every text that it is generated test content", () => {
    for (const doc of generateScaleDocuments(200)) {
      const text = doc._type === "listing" ? doc.teaser : doc._type === "newsArticle" ? doc.excerpt : (doc.summary ?? doc.excerpt);
      expect(String(text), doc._id).toMatch(/^Generated test content/);
      expect(JSON.stringify(doc)).not.toMatch(/lorem/i);
    }
    const listing = generateScaleDocuments(100).find((doc) => doc._type === "listing")!;
    expect(listing).toMatchObject({
      _type: "listing",
      slug: { current: expect.stringMatching(/^scale-listing-/) },
      assetClass: expect.stringMatching(/^(self-storage|industrial)$/),
    });
    expect(pathOf(listing)).toMatch(/^\/self-storage\/listings\/scale-listing-\d+\/$/);
  });
});
