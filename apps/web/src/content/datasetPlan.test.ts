import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { findRepoRoot } from "@/src/process/repoRoot";
import { datasetKeys, documentsFor, indexDataset } from "./datasetPlan";
import { createEmbeddedQuery, findSeedDataset, parseNdjson } from "./embedded";
import * as queries from "./queries";

const keys = (query: string, params: Record<string, unknown> = {}) => datasetKeys(parse(query, { params }));

describe("which documents a query can read (the embedded adapter's indexes)", () => {
  it("narrows a query to the types or the slug every * is filtered by", () => {
    expect(keys(`*[_type == "siteSettings"][0]`)).toEqual(["type:siteSettings"]);
    expect(keys(`*[_type == "newsArticle" && slug.current == $slug][0]`, { slug: "a" })).toEqual(["slug:a"]);
    expect(keys(`*[_type in ["a", "b"] && x > 1]`)).toEqual(["type:a", "type:b"]);
    expect(keys(`{ "a": *[_type == "a"], "n": count(*[_type == "b"]) }`)).toEqual(["type:a", "type:b"]);
    // References are resolved through the _id index, not the narrowed dataset.
    expect(keys(`*[_type == "page"][0]{ "faq": faqs[]->question }`)).toEqual(["type:page"]);
  });

  it("reads the whole dataset when a * is unfiltered or filtered otherwise", () => {
    expect(keys(`count(*)`)).toBeNull();
    expect(keys(`*[path == "/buy/"]`)).toBeNull();
    expect(keys(`*[_type == "a" || _type == "b"]`)).toBeNull();
    expect(keys(`*[_type == "page"][0]{ "faq": faqs[]->{ question, "x": *[references(^._id)] } }`)).toBeNull();
    expect(keys(`*[_type == "a"]{ "b": *[references(^._id)] }`)).toBeNull();
  });

  it("keeps the dataset's order, so `*` without order() answers the same", () => {
    const documents = [
      { _id: "1", _type: "a" },
      { _id: "2", _type: "b" },
      { _id: "3", _type: "a" },
    ];
    const index = indexDataset(documents);
    expect(documentsFor(["type:a"], index, documents).map((doc) => doc._id)).toEqual(["1", "3"]);
    expect(documentsFor(["type:b", "type:a"], index, documents).map((doc) => doc._id)).toEqual(["1", "2", "3"]);
    expect(documentsFor(["type:c"], index, documents)).toEqual([]);
  });

  it("answers every query of the site exactly as over the whole dataset", async () => {
    const seed = parseNdjson(readFileSync(findSeedDataset(), "utf8"));
    const fixture = parseNdjson(readFileSync(path.join(findRepoRoot(), "tests/fixtures/publishing.ndjson"), "utf8"));
    const params = {
      path: "/buy/",
      slug: "fixture-news-10",
      section: "insights",
      city: "toronto",
      area: "peel",
      category: "Investment",
      start: 0,
      end: 12,
      limit: 20,
    };
    for (const documents of [seed, fixture]) {
      const indexed = createEmbeddedQuery(documents);
      for (const [name, query] of Object.entries(queries)) {
        if (typeof query !== "string") continue;
        const tree = parse(query, { params });
        const { evaluate } = await import("groq-js");
        const plain = await (await evaluate(tree, { dataset: documents.filter((doc) => !doc._id.startsWith("drafts.")), params })).get();
        expect(await indexed(query, params), name).toEqual(plain);
      }
    }
  });
});

describe("the embedded adapter", () => {
  it("answers a query without parameters once per process, and refuses changes to the answer", async () => {
    const query = createEmbeddedQuery([{ _id: "s", _type: "siteSettings", name: "A" }]);
    const first = (await query(`*[_type == "siteSettings"]`)) as { name: string }[];
    expect(await query(`*[_type == "siteSettings"]`)).toBe(first);
    expect(() => {
      first[0]!.name = "B";
    }).toThrow(TypeError);
  });
});
