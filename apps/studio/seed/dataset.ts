/**
 * The compiled seed dataset (production.ndjson), as the Studio's tests read it: every document,
 * and one by id.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type DatasetDocument = Record<string, unknown> & { _id: string; _type: string };

export const SEED_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "production.ndjson");

export const seedDataset: DatasetDocument[] = readFileSync(SEED_PATH, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as DatasetDocument);

/** The seed document with this id; throws when there is none (a test's premise is wrong). */
export function seedDocument(id: string): DatasetDocument {
  const document = seedDataset.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`no ${id} in the seed`);
  return document;
}
