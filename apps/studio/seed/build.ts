/**
 * Compiles ./documents/*.ts into production.ndjson, the dataset the embedded mode queries and
 * `npm run content:import` loads into a Sanity project. Run: `npm run seed:build -w @agency/studio`.
 * `--check` exits 1 when the checked-in file differs from what the sources produce.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SeedDocument } from "./compose.ts";
import { seedDocuments } from "./documents/index.ts";

const output = resolve(dirname(fileURLToPath(import.meta.url)), "production.ndjson");

/** Gives every object in an array a _key derived from the document id and its position. */
function withKeys(value: unknown, docId: string, path: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemPath = `${path}[${index}]`;
      const keyed = withKeys(item, docId, itemPath);
      if (typeof keyed === "object" && keyed !== null && !("_key" in keyed)) {
        const key = createHash("sha1").update(`${docId}${itemPath}`).digest("hex").slice(0, 12);
        return { _key: key, ...keyed };
      }
      return keyed;
    });
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, withKeys(item, docId, `${path}.${field}`)]));
  }
  return value;
}

/** Every `_ref` in a document. */
function references(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => references(item, out));
  else if (typeof value === "object" && value !== null) {
    for (const [field, item] of Object.entries(value)) {
      if (field === "_ref" && typeof item === "string") out.push(item);
      else references(item, out);
    }
  }
  return out;
}

export function buildDataset(documents: SeedDocument[]): string {
  const ids = new Set<string>();
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new Error(`Duplicate document id ${doc._id}`);
    ids.add(doc._id);
  }
  for (const doc of documents) {
    const missing = references(doc).filter((ref) => !ids.has(ref));
    if (missing.length > 0) throw new Error(`${doc._id} references missing documents: ${missing.join(", ")}`);
  }
  return documents.map((doc) => JSON.stringify(withKeys(doc, doc._id, ""))).join("\n") + "\n";
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dataset = buildDataset(seedDocuments);
  if (process.argv.includes("--check")) {
    if (readFileSync(output, "utf8") !== dataset) {
      console.error("seed/production.ndjson is out of date: run `npm run seed:build -w @agency/studio`");
      process.exit(1);
    }
    console.log("seed/production.ndjson is up to date");
  } else {
    writeFileSync(output, dataset);
    console.log(`Wrote ${seedDocuments.length} documents to ${output}`);
  }
}
