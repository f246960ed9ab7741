import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Checks the seed dataset (Sanity NDJSON export) against the schema rules the site relies on.
 * The Studio only warns on some of these (title/description length); the seed must satisfy them.
 */

const seedDir = dirname(fileURLToPath(import.meta.url));
const imagesDir = resolve(seedDir, "images");
const ndjsonPath = resolve(seedDir, "production.ndjson");

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "pinterest", "tiktok", "x", "yelp", "youtube"];

function readLines(): string[] {
  const lines = readFileSync(ndjsonPath, "utf8").split("\n");
  // A final newline is allowed; it leaves one empty string at the end.
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

function parseLine(line: string, index: number): SeedDocument {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new Error(`line ${index + 1} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`line ${index + 1} is not a JSON object`);
  }
  const doc = value as Record<string, unknown>;
  if (typeof doc._id !== "string" || doc._id === "") throw new Error(`line ${index + 1} has no _id`);
  if (typeof doc._type !== "string" || doc._type === "") throw new Error(`line ${index + 1} has no _type`);
  return doc as SeedDocument;
}

/** Every `_sanityAsset` value anywhere in a document, with the document id. */
function collectAssets(value: unknown, docId: string, out: { docId: string; asset: string }[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectAssets(item, docId, out);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === "_sanityAsset") out.push({ docId, asset: String(item) });
      else collectAssets(item, docId, out);
    }
  }
}

const lines = readLines();
const docs = lines.map(parseLine);
const ofType = (type: string) => docs.filter((doc) => doc._type === type);
const pageMetadata = ofType("pageMetadata");

describe("seed dataset (seed/production.ndjson)", () => {
  it("has one JSON document per line, each with _id and _type", () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(docs).toHaveLength(lines.length);
  });

  it("has unique document ids", () => {
    const ids = docs.map((doc) => doc._id);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(["siteSettings", "agentProfile", "homePage"])("has exactly one %s singleton, with _id equal to its type", (type) => {
    const found = ofType(type);
    expect(found).toHaveLength(1);
    expect(found[0]?._id).toBe(type);
  });

  it("lists one https social profile per supported network in siteSettings", () => {
    const [settings] = ofType("siteSettings");
    const profiles = settings?.socialProfiles as { network?: unknown; url?: unknown }[] | undefined;
    expect(Array.isArray(profiles)).toBe(true);
    expect(profiles).toHaveLength(SOCIAL_NETWORKS.length);
    expect(profiles?.map((p) => p.network).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    for (const profile of profiles ?? []) {
      expect(typeof profile.url, `url of ${String(profile.network)}`).toBe("string");
      expect(new URL(String(profile.url)).protocol, `url of ${String(profile.network)}`).toBe("https:");
    }
  });

  it('has exactly one default pageMetadata (path "*")', () => {
    expect(pageMetadata.filter((doc) => doc.path === "*")).toHaveLength(1);
  });

  it("has unique pageMetadata paths", () => {
    const paths = pageMetadata.map((doc) => doc.path);
    const duplicates = paths.filter((path, i) => paths.indexOf(path) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(pageMetadata.map((doc) => [doc._id, doc] as const))(
    "%s has a title of at most 60 and a description of at most 160 characters",
    (_id, doc) => {
      expect(typeof doc.title).toBe("string");
      expect(typeof doc.description).toBe("string");
      expect(String(doc.title).length).toBeLessThanOrEqual(60);
      expect(String(doc.description).length).toBeLessThanOrEqual(160);
    },
  );

  it("references only asset files that exist under seed/images", () => {
    const assets: { docId: string; asset: string }[] = [];
    for (const doc of docs) collectAssets(doc, doc._id, assets);
    expect(assets.length).toBeGreaterThan(0);
    for (const { docId, asset } of assets) {
      const match = /^(?:image|file)@file:\/\/(.+)$/.exec(asset);
      expect(match, `${docId}: ${asset} is not an "image@file://…" reference`).not.toBeNull();
      // Relative asset paths are resolved against the NDJSON file's folder, as `sanity dataset import` does.
      const file = resolve(seedDir, match?.[1] ?? "");
      expect(file.startsWith(imagesDir + sep), `${docId}: ${asset} is outside seed/images`).toBe(true);
      expect(existsSync(file) && statSync(file).isFile(), `${docId}: ${asset} does not exist`).toBe(true);
    }
  });
});
