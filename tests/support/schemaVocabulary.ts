/**
 * The schema.org vocabulary, read from schema-dts's type definitions (generated from schema.org's
 * own release): which types exist and which properties each type has, inherited ones included.
 * Lets the structured data of every page be checked offline (docs/decisions/0014-peer-checks.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export interface Vocabulary {
  types: Set<string>;
  propertiesOf(type: string): Set<string>;
}

export function parseVocabulary(declarations: string): Vocabulary {
  const parents = new Map<string, string[]>();
  const ownProperties = new Map<string, Set<string>>();
  const leafBase = new Map<string, string>();
  const interfacePattern = /^(?:export )?interface (\w+) extends ([\w<>, ]+?) \{\n([\s\S]*?)^\}/gm;
  for (const match of declarations.matchAll(interfacePattern)) {
    const [, name = "", extendsList = "", body = ""] = match;
    parents.set(
      name,
      extendsList.split(",").map((parent) => parent.trim().replace(/^Partial<(\w+)>$/, "$1")),
    );
    ownProperties.set(name, new Set([...body.matchAll(/^ {4}"([^"@][^"]*)"\??:/gm)].map((property) => property[1] ?? "")));
    const leafType = /^ {4}"@type": "(\w+)";/m.exec(body)?.[1];
    if (name.endsWith("Leaf") && leafType) leafBase.set(leafType, name);
  }
  const cache = new Map<string, Set<string>>();
  const collect = (name: string): Set<string> => {
    const known = cache.get(name);
    if (known) return known;
    const all = new Set(ownProperties.get(name) ?? []);
    for (const parent of parents.get(name) ?? []) for (const property of collect(parent)) all.add(property);
    cache.set(name, all);
    return all;
  };
  return {
    types: new Set(leafBase.keys()),
    propertiesOf: (type) => collect(leafBase.get(type) ?? ""),
  };
}

export function loadVocabulary(): Vocabulary {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve("schema-dts/package.json")), "dist/schema.d.ts");
  return parseVocabulary(readFileSync(file, "utf8"));
}

/** Every problem in one JSON-LD node and the typed nodes inside it: unknown types and properties. */
export function vocabularyProblems(node: unknown, vocabulary: Vocabulary, where = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => vocabularyProblems(item, vocabulary, `${where}[${index}]`));
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const types = record["@type"] === undefined ? [] : [record["@type"]].flat().map(String);
  for (const type of types) if (!vocabulary.types.has(type)) problems.push(`${where}: @type "${type}" is not a schema.org type`);
  const known = types.filter((type) => vocabulary.types.has(type));
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith("@")) continue;
    if (known.length > 0 && !known.some((type) => vocabulary.propertiesOf(type).has(key))) {
      problems.push(`${where}: "${key}" is not a property of ${known.join(", ")}`);
    }
    problems.push(...vocabularyProblems(value, vocabulary, `${where}.${key}`));
  }
  return problems;
}
