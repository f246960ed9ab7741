// The seed dataset as the embedded site serves it, so tests can check pages against their documents.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/studio/seed/production.ndjson");

export const seedDocuments: SeedDocument[] = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SeedDocument);

/** Documents of one type, typed by the caller as the fields the test reads. */
export const ofType = <T = SeedDocument>(type: string) => seedDocuments.filter((doc) => doc._type === type) as unknown as T[];
