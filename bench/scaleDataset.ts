/**
 * Datasets for `npm run bench:scale` (bench/scale.mjs): the seed plus `count` generated documents
 * an editor could publish (issue 16): mostly news articles with a body of several Portable Text
 * paragraphs, spread over the four categories, then listings in the agreed shape
 * (/self-storage/listings/{slug}/), and a few markets and guides. Deterministic: a seeded PRNG
 * (mulberry32) and no clock, so the same count always gives the same bytes. Every text says it is
 * generated test content, so none of it can pass for the team's own.
 *
 * Write one by hand: ./node_modules/.bin/node bench/scaleDataset.ts 1000 > /tmp/scale-1000.ndjson
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDataset } from "../apps/studio/seed/build.ts";
import {
  guideArticle,
  industrialMarket,
  newsArticle,
  rich,
  selfStorageMarket,
  type NewsInput,
  type RichBlock,
  type SeedDocument,
} from "../apps/studio/seed/compose.ts";
import { seedDocuments } from "../apps/studio/seed/documents/index.ts";

/** Shares of the generated documents; news takes whatever the others leave. */
export const SCALE_MIX = { listing: 0.14, market: 0.03, guide: 0.03 } as const;

const CATEGORIES: readonly NewsInput["category"][] = ["Market Trends", "Investment", "Industry News", "Regulations"];
const REGIONS = ["Greater Toronto Area", "Barrie", "Kingston", "Guelph", "Windsor", "Peterborough", "Sudbury", "Thunder Bay"] as const;
const WORDS = [
  "storage",
  "industrial",
  "occupancy",
  "rent",
  "yield",
  "tenant",
  "warehouse",
  "market",
  "unit",
  "lease",
  "capital",
  "demand",
  "supply",
  "zoning",
  "financing",
  "valuation",
  "Ontario",
  "region",
  "buyer",
  "seller",
] as const;

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScaleCounts {
  news: number;
  listing: number;
  market: number;
  guide: number;
}

/** How `count` generated documents split by kind (at least one market and guide from 100 up). */
export function scaleCounts(count: number): ScaleCounts {
  const listing = Math.round(count * SCALE_MIX.listing);
  const market = Math.min(count - listing, Math.round(count * SCALE_MIX.market));
  const guide = Math.min(count - listing - market, Math.round(count * SCALE_MIX.guide));
  return { news: count - listing - market - guide, listing, market, guide };
}

const pad = (n: number) => String(n).padStart(5, "0");

/**
 * Generated sentences: a fixed "Generated test content" marker, then words picked by the PRNG
 * (so bodies differ in length and wording, as real ones do, without meaning anything).
 */
function paragraph(random: () => number, label: string): string {
  const sentences = 3 + Math.floor(random() * 4);
  const parts = [`Generated test content for the scale bench (${label}).`];
  for (let s = 0; s < sentences; s += 1) {
    const length = 8 + Math.floor(random() * 10);
    const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]!);
    parts.push(`${words[0]!.charAt(0).toUpperCase()}${words.join(" ").slice(1)}.`);
  }
  return parts.join(" ");
}

/** A body of several paragraphs under one or two headings, with the occasional list. */
function body(random: () => number, label: string): RichBlock[] {
  const blocks: RichBlock[] = [{ h2: "Generated section" }];
  const paragraphs = 3 + Math.floor(random() * 4);
  for (let p = 0; p < paragraphs; p += 1) {
    if (p === 2) blocks.push({ h2: "Another generated section" });
    blocks.push(paragraph(random, label));
  }
  if (random() < 0.3) blocks.push({ ul: ["Generated test point one", "Generated test point two", "Generated test point three"] });
  return blocks;
}

/** A date between 2019-01-01 and 2026-10-31, as YYYY-MM-DD. */
function date(random: () => number): `${number}-${number}-${number}` {
  const start = Date.UTC(2019, 0, 1);
  const end = Date.UTC(2026, 9, 31);
  return new Date(start + Math.floor(random() * ((end - start) / 86_400_000)) * 86_400_000)
    .toISOString()
    .slice(0, 10) as `${number}-${number}-${number}`;
}

function news(n: number, random: () => number): SeedDocument {
  const label = `news ${pad(n)}`;
  return newsArticle({
    slug: `scale-news-${pad(n)}`,
    title: `Generated Test Article ${pad(n)}`,
    excerpt: `Generated test content for the scale bench: news article ${pad(n)}, not written by the team.`,
    date: date(random),
    author: "Generated Test Author",
    category: CATEGORIES[Math.floor(random() * CATEGORIES.length)]!,
    readTime: `${2 + Math.floor(random() * 6)} min read`,
    body: body(random, label),
  });
}

/** A listing in the shape of the listings schema (its page lands with the listings work). */
function listing(n: number, random: () => number): SeedDocument {
  const slug = `scale-listing-${pad(n)}`;
  const status = (["available", "available", "under-contract", "sold"] as const)[Math.floor(random() * 4)]!;
  const confidential = random() < 0.2;
  const selfStorage = random() < 0.7;
  const listedAt = date(random);
  const priced = random() < 0.75;
  return {
    _id: `listing.${slug}`,
    _type: "listing",
    title: `Generated Test Listing ${pad(n)}`,
    slug: { _type: "slug", current: slug },
    assetClass: selfStorage ? "self-storage" : "industrial",
    region: REGIONS[Math.floor(random() * REGIONS.length)]!,
    confidential,
    teaser: `Generated test content for the scale bench: confidential listing ${pad(n)}.`,
    ...(confidential ? {} : { address: `${1 + Math.floor(random() * 999)} Generated Test Road` }),
    status,
    ...(priced ? { askingPrice: 1_000_000 + Math.floor(random() * 200) * 100_000 } : {}),
    ...(selfStorage ? { units: 100 + Math.floor(random() * 900) } : {}),
    rentableSqFt: 20_000 + Math.floor(random() * 180) * 1_000,
    occupancy: 60 + Math.floor(random() * 40),
    noi: 100_000 + Math.floor(random() * 150) * 10_000,
    capRate: Math.round((4 + random() * 4) * 100) / 100,
    yearBuilt: 1975 + Math.floor(random() * 50),
    photos: [],
    highlights: ["Generated test highlight one", "Generated test highlight two"],
    description: rich([paragraph(random, `listing ${pad(n)}`), paragraph(random, `listing ${pad(n)}`)]),
    listedAt,
    ...(status === "sold" ? { soldAt: listedAt } : {}),
  };
}

/** Markets alternate between a self-storage city and an industrial area. */
function market(n: number, random: () => number): SeedDocument {
  const key = `scale-market-${pad(n)}`;
  const input = {
    name: `Generated Test Market ${pad(n)}`,
    summary: `Generated test content for the scale bench: market ${pad(n)}.`,
    metrics: [{ value: "Test", label: "Generated figure", note: "Not a real estimate" }],
    geo: { latitude: 42 + random() * 6, longitude: -83 + random() * 8 },
    eyebrow: "Generated test market",
    heading: `Generated Test Market ${pad(n)}`,
    lead: `Generated test content for the scale bench, market ${pad(n)}.`,
    sections: [{ heading: "About this page", body: [paragraph(random, `market ${pad(n)}`)] }],
  };
  return n % 2 === 1 ? selfStorageMarket(key, input) : industrialMarket(key, input);
}

function guide(n: number, random: () => number): SeedDocument {
  return guideArticle({
    section: n % 2 === 1 ? "insights" : "self-storage-insights",
    slug: `scale-guide-${pad(n)}`,
    excerpt: `Generated test content for the scale bench: guide ${pad(n)}.`,
    author: "Generated Test Author",
    publishedAt: date(random),
    readTime: `${3 + Math.floor(random() * 8)} min read`,
    heading: `Generated Test Guide ${pad(n)}`,
    lead: `Generated test content for the scale bench, guide ${pad(n)}.`,
    sections: [{ heading: "About this guide", body: body(random, `guide ${pad(n)}`).filter((block) => typeof block === "string") }],
  });
}

/** The `count` generated documents (without the seed). Same count and seed, same documents. */
export function generateScaleDocuments(count: number, seed = 20261123): SeedDocument[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number, not ${count}`);
  const random = prng(seed);
  const counts = scaleCounts(count);
  return [
    ...Array.from({ length: counts.news }, (_, i) => news(i + 1, random)),
    ...Array.from({ length: counts.listing }, (_, i) => listing(i + 1, random)),
    ...Array.from({ length: counts.market }, (_, i) => market(i + 1, random)),
    ...Array.from({ length: counts.guide }, (_, i) => guide(i + 1, random)),
  ];
}

/**
 * `perKind` generated self-storage markets and as many industrial areas (the hubs' fixture: at
 * 150 each, each Ontario hub maps, lists and charts 150 generated markets besides the seed's).
 */
export function generateMarketDocuments(perKind: number, seed = 20261123): SeedDocument[] {
  const random = prng(seed);
  return Array.from({ length: perKind * 2 }, (_, i) => market(i + 1, random));
}

/** The seed plus `count` generated documents, as an NDJSON export (CONTENT_DATASET). */
export function scaleDataset(count: number, seed?: number): string {
  return buildDataset([...seedDocuments, ...generateScaleDocuments(count, seed)]);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.stdout.write(scaleDataset(Number(process.argv[2] ?? 100)));

/** The seed plus `perKind` generated markets of each kind, as an NDJSON export (the hubs at 150 markets). */
export function hubMarketsDataset(perKind: number, seed?: number): string {
  return buildDataset([...seedDocuments, ...generateMarketDocuments(perKind, seed)]);
}
