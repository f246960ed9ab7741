/**
 * The README gets a newcomer running and points to the guides (issue 33): it stays short, its
 * configuration table keeps a row for every variable `.env.example` documents, and every file it
 * links to exists, so a section moved to a guide stays reachable from it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");

/** The variable names `.env.example` assigns, set or commented out (`# NAME=`). */
function exampleVariables(): string[] {
  const text = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  return [...new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))];
}

/** The variables named in the first column of the README's configuration table. */
function tableVariables(): Set<string> {
  return new Set([...README.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]!));
}

describe("README", () => {
  it("is at most 200 lines", () => {
    expect(README.trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("has a configuration row for every variable of .env.example", () => {
    const documented = tableVariables();
    const variables = exampleVariables();
    expect(variables.length).toBeGreaterThan(30);
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("links only to files that exist, the topic guides among them", () => {
    const links = [...README.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
    expect(links.filter((link) => !existsSync(path.join(ROOT, link)))).toEqual([]);
    for (const guide of ["docs/deploying.md", "docs/editing.md", "docs/operations.md", "docs/quality.md", "docs/architecture.md"]) {
      expect(links).toContain(guide);
    }
  });
});
