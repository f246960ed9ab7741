/**
 * Every query of queries.ts, answered over the seed and the publishing fixture with the embedded
 * groq-js engine, for the parameters each query takes (every path, slug, city, area, section and
 * category of the dataset, an unknown one, pages of results, each listing filter), compared with
 * a recorded snapshot. It exists so that reshaping the query text (shared fragments, decision
 * 0044) is shown to change no answer. A query changed on purpose updates the record:
 *   npx vitest run apps/web/src/content/queries.test.ts -u
 * The record holds a SHA-256 of each answer (keys sorted), not the answer: the answers are
 * megabytes of page content.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findRepoRoot } from "@/src/process/repoRoot";
import { createEmbeddedQuery, findSeedDataset, parseNdjson, type SanityDocument } from "./embedded";
import * as queries from "./queries";

type Params = Record<string, unknown>;

const slugOf = (document: SanityDocument) => (document.slug as { current?: string } | undefined)?.current;
const valuesOf = (documents: SanityDocument[], type: string, read: (document: SanityDocument) => unknown) => [
  ...new Set(
    documents
      .filter((document) => document._type === type)
      .map(read)
      .filter((value) => typeof value === "string"),
  ),
];

const PAGES = [
  { start: 0, end: 12 },
  { start: 12, end: 24 },
  { start: 0, end: 3 },
];

/** The listing filters of /listings/ (listingQueryParams' shape): none, each filter alone, a price band, unpriced, and a page past the end. */
const LISTING_FILTERS: Params[] = [
  {},
  { asset: "self-storage" },
  { asset: "industrial" },
  { region: "Barrie" },
  { status: "available" },
  { status: "sold" },
  { priced: true, minPrice: 3_000_000, maxPrice: 10_000_000 },
  { priced: true, minPrice: 10_000_000, maxPrice: null },
  { unpriced: true },
  { asset: "self-storage", status: "available", start: 12, end: 24 },
].map((filters) => ({
  asset: null,
  region: null,
  status: null,
  unpriced: false,
  priced: false,
  minPrice: null,
  maxPrice: null,
  start: 0,
  end: 12,
  ...filters,
}));

/** The parameter sets a query is answered for, chosen by the parameters its text names. */
function parameterSets(query: string, documents: SanityDocument[]): Params[] {
  const names = new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]));
  if (names.size === 0) return [{}];
  if (names.has("asset")) return LISTING_FILTERS;
  if (names.has("terms"))
    return [["sudb*"], ["toronto*"], ["storage*", "guide*"], ["fixture*"], ["nothingmatches*"]].map((terms) => ({ terms }));
  if (names.has("path")) {
    const paths = [
      ...valuesOf(documents, "pageMetadata", (document) => document.path),
      ...valuesOf(documents, "contentPage", (document) => document.path),
    ];
    return [...new Set([...paths, "/no-such-page/"])].map((value) => ({ path: value }));
  }
  if (names.has("section") && names.has("slug")) {
    const guides = documents
      .filter((document) => document._type === "guideArticle")
      .map((document) => ({ section: document.section, slug: slugOf(document) }));
    return [...guides, { section: "insights", slug: "no-such-guide" }];
  }
  if (names.has("section"))
    return [...valuesOf(documents, "guideArticle", (document) => document.section), "no-such-section"].map((section) => ({ section }));
  if (names.has("slug")) {
    const type = query.includes(`_type == "listing"`) ? "listing" : "newsArticle";
    return [...valuesOf(documents, type, slugOf), "no-such-slug"].map((slug) => ({ slug }));
  }
  if (names.has("city"))
    return [...valuesOf(documents, "selfStorageMarket", (document) => document.city), "no-such-city"].map((city) => ({ city }));
  if (names.has("area"))
    return [...valuesOf(documents, "industrialMarket", (document) => document.area), "no-such-area"].map((area) => ({ area }));
  if (names.has("category")) {
    const categories = [...valuesOf(documents, "newsArticle", (document) => document.category), "No Such Category"];
    return categories.flatMap((category) => PAGES.map((page) => ({ category, ...page })));
  }
  if (names.has("start")) return PAGES;
  if (names.has("limit")) return [{ limit: 20 }, { limit: 3 }];
  throw new Error(`No parameter sets for a query naming ${[...names].join(", ")}: add them to this test.`);
}

/** JSON with every object's keys sorted, so an answer's record does not depend on projection order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const DATASETS = {
  seed: () => findSeedDataset(),
  publishing: () => path.join(findRepoRoot(), "tests/fixtures/publishing.ndjson"),
};

const isEmpty = (answer: unknown) => answer === null || (Array.isArray(answer) && answer.length === 0);

describe("the site's queries over the checked-in datasets", () => {
  for (const [datasetName, file] of Object.entries(DATASETS)) {
    it(`answer as recorded over the ${datasetName} dataset`, async () => {
      const documents = parseNdjson(readFileSync(file(), "utf8"));
      const run = createEmbeddedQuery(documents);
      const answers: Record<string, string> = {};
      const answeredSomething = new Set<string>();
      for (const [name, query] of Object.entries(queries)) {
        if (typeof query !== "string") continue;
        for (const params of parameterSets(query, documents)) {
          const answer = await run(query, params);
          if (!isEmpty(answer)) answeredSomething.add(name);
          const text = canonical(answer);
          answers[`${name} ${JSON.stringify(params)}`] =
            `${createHash("sha256").update(text).digest("hex").slice(0, 16)} (${text.length} chars)`;
        }
      }
      // The record would be worthless if the parameters found nothing: over the publishing
      // fixture (the seed plus listings and article pages), every query answers with content.
      if (datasetName === "publishing") {
        const queryNames = Object.entries(queries)
          .filter(([, query]) => typeof query === "string")
          .map(([name]) => name);
        expect(queryNames.filter((name) => !answeredSomething.has(name))).toEqual([]);
      }
      expect(answers).toMatchSnapshot();
    });
  }
});
