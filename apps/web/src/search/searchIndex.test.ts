/**
 * Site search over the checked-in datasets (issue 34): the index is built as the server builds
 * it (SEARCH_DOCUMENTS_QUERY through the embedded groq-js engine), so these are the answers a
 * visitor gets on the default build (the seed) and the publishing fixture's.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedQuery, findSeedDataset, readDataset } from "@/src/content/embedded";
import { findRepoRoot } from "@/src/process/repoRoot";
import { searchDocumentOf, searchDocuments, type SearchContent, type SearchDocument } from "./searchDocuments";
import { createSearchIndex, markWords, snippetOf, type SiteSearchIndex } from "./searchIndex";
import { SEARCH_DOCUMENTS_QUERY } from "./searchQueries";

async function documentsOf(file: string): Promise<SearchDocument[]> {
  return searchDocuments((await createEmbeddedQuery(readDataset(file))(SEARCH_DOCUMENTS_QUERY, {}, [])) as SearchContent);
}

let seed: SiteSearchIndex;
let fixture: SiteSearchIndex;
let fixtureDocuments: SearchDocument[];

beforeAll(async () => {
  seed = createSearchIndex(await documentsOf(findSeedDataset()));
  fixtureDocuments = await documentsOf(`${findRepoRoot()}/tests/fixtures/publishing.ndjson`);
  fixture = createSearchIndex(fixtureDocuments);
});

const paths = (index: SiteSearchIndex, query: string) => index.search(query).map((hit) => hit.document.path);

describe("what is indexed", () => {
  it("holds every market, area, guide, content page and fixed page of the seed, and no news summary without a page", () => {
    expect(seed.size).toBe(35);
    // The seed's news are summaries without a body: listed on /insights/, but no page to open.
    expect(seed.search("rates diverge").map((hit) => hit.document.kind)).not.toContain("article");
    expect(seed.search("storage").map((hit) => hit.document.kind)).not.toContain("article");
    expect(paths(seed, "privacy")).toContain("/privacy/");
  });

  it("holds the fixture's listings and articles with a body", () => {
    expect(paths(fixture, "fixture news article 07")[0]).toBe("/insights/fixture-news-07/");
    expect(paths(fixture, "barrie storage facility")[0]).toBe("/self-storage/listings/fixture-barrie-storage/");
  });

  it("finds a market by a question of its FAQ and a guide by a heading inside its body", () => {
    expect(paths(seed, "HST on commercial property")[0]).toBe("/insights/storage-valuation-guide/");
  });
});

describe("a confidential listing", () => {
  const CONFIDENTIAL = "/self-storage/listings/fixture-confidential/";

  it("is found by its title, teaser and region", () => {
    expect(paths(fixture, "confidential gta facility")[0]).toBe(CONFIDENTIAL);
    expect(paths(fixture, "qualified buyers NDA")).toContain(CONFIDENTIAL);
  });

  it("is never found by its address, whole or in part", () => {
    expect(paths(fixture, "1 Fixture Secret Lane, Toronto ON")).toEqual([]);
    expect(paths(fixture, "Secret Lane")).toEqual([]);
    expect(JSON.stringify(fixtureDocuments)).not.toMatch(/Secret Lane/i);
  });

  it("gives only its title, teaser and region even when its document carries more", () => {
    const entry = searchDocumentOf({
      _id: "listing.x",
      _type: "listing",
      slug: "x",
      title: "Confidential facility",
      teaser: "A facility in the GTA",
      region: "Greater Toronto Area",
      confidential: true,
      address: "9 Hidden Road",
      highlights: ["Hidden highlight"],
      description: [{ _type: "block", children: [{ _type: "span", text: "Hidden description" }] }],
    });
    expect(entry).toEqual({
      path: "/self-storage/listings/x/",
      kind: "listing",
      title: "Confidential facility",
      headings: "Greater Toronto Area",
      body: "A facility in the GTA",
    });
  });
});

describe("reading English", () => {
  it("matches words by their stem: rates, rate and rated are one word", () => {
    expect(paths(seed, "hamilton cap rates")[0]).toBe("/self-storage/ontario/hamilton/");
    expect(new Set(paths(seed, "cap rated"))).toEqual(new Set(paths(seed, "cap rates")));
    expect(paths(seed, "valuing")).toContain("/insights/storage-valuation-guide/");
  });

  it("forgives one typo in a word of five letters or more", () => {
    expect(paths(seed, "kitchner")[0]).toBe("/self-storage/ontario/kitchener-waterloo/");
    expect(paths(seed, "hamiltn")[0]).toBe("/self-storage/ontario/hamilton/");
    expect(paths(seed, "missisauga")[0]).toBe("/self-storage/ontario/mississauga/");
  });

  it("does not forgive a typo in a shorter word, nor two typos", () => {
    expect(paths(seed, "hts")).toEqual([]);
    expect(paths(seed, "peal")).toEqual([]);
    expect(paths(seed, "kichner")).toEqual([]);
  });

  it("needs every word: a word no page has leaves nothing", () => {
    expect(paths(seed, "hamilton zebra")).toEqual([]);
    expect(paths(seed, "!!")).toEqual([]);
  });
});

describe("ranking", () => {
  it("puts the Hamilton market page first for “hamilton cap rate”", () => {
    expect(paths(seed, "hamilton cap rate")[0]).toBe("/self-storage/ontario/hamilton/");
  });

  it("puts the guides that explain HST first, the valuation guide leading", () => {
    const hst = paths(seed, "hst");
    expect(hst[0]).toBe("/insights/storage-valuation-guide/");
    expect(hst.slice(0, 3)).toEqual(
      expect.arrayContaining(["/insights/due-diligence-checklist/", "/self-storage/insights/financing-in-ontario/"]),
    );
  });

  it("ranks a title above pages that only mention the words", () => {
    const peel = seed.search("industrial peel");
    expect(peel[0]?.document.path).toBe("/industrial/ontario/peel/");
    expect(peel[0]?.document.kind).toBe("industrial-area");
    expect(peel.length).toBeGreaterThan(1);
  });

  it("finds titles alone when asked (the 404 search's one good match)", () => {
    expect(seed.search("peel", { titlesOnly: true }).map((hit) => hit.document.path)).toEqual(["/industrial/ontario/peel/"]);
  });
});

describe("snippets", () => {
  it("mark the matched words, typos and other forms included", () => {
    expect(markWords("Kitchener-Waterloo rents", new Set(["kitchen", "kitchener"]))).toEqual([
      { text: "Kitchener", marked: true },
      { text: "-Waterloo rents", marked: false },
    ]);
    const [hit] = seed.search("hamilton cap rate");
    const marked = snippetOf(hit!)
      .filter((part) => part.marked)
      .map((part) => part.text.toLowerCase());
    expect(new Set(marked)).toEqual(new Set(["hamilton", "cap", "rate", "rates"]));
  });
});
