import { FIXED_ROUTES, PRODUCT_DOCUMENT_PATHS } from "@agency/paths";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { resolve } from "./presentation";
import { schemaTypes } from "./schemaTypes";
import { seedDataset } from "./seed/dataset";

const seed = seedDataset;

interface MainDocument {
  route: string;
  filter: string;
  params?: Record<string, string>;
}
const mainDocuments = (resolve?.mainDocuments ?? []) as MainDocument[];

/** The first main-document rule whose route pattern matches a path, with the pattern's parameters. */
function ruleFor(path: string): { rule: MainDocument; params: Record<string, string> } | null {
  for (const rule of mainDocuments) {
    const names: string[] = [];
    const pattern = rule.route.replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) return { rule, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""])) };
  }
  return null;
}

describe("Presentation: every page of the site opens its document", () => {
  it.each([...FIXED_ROUTES, ...PRODUCT_DOCUMENT_PATHS])("%s", async (path) => {
    const found = ruleFor(path);
    expect(found, `no main-document rule matches ${path}`).not.toBeNull();
    const params = { ...found?.rule.params, ...found?.params };
    const query = `*[${found?.rule.filter ?? "false"}]{_id, _type}`;
    const documents = (await (await evaluate(parse(query, { params }), { dataset: seed, params })).get()) as { _id: string }[];
    expect(documents, `the rule for ${path} finds no document in the seed`).toHaveLength(1);
  });

  it("opens a listing's agreement page on the listing", () => {
    expect(ruleFor("/self-storage/listings/barrie-storage/agreement/")?.rule.filter).toContain(`_type == "listing"`);
  });
});

describe("Presentation: every document an editor opens shows where it appears", () => {
  const documentTypes = schemaTypes
    .filter((type) => (type as { type?: string }).type === "document")
    .map((type) => type.name)
    // A redirect is an address, not a page; an FAQ item appears wherever a page's FAQ block picks it.
    .filter((name) => !["redirect", "faqItem"].includes(name));

  it.each(documentTypes)("%s", (name) => {
    expect(Object.keys(resolve?.locations ?? {})).toContain(name);
  });

  it("says the site settings are used on every page", () => {
    const settings = (resolve?.locations as Record<string, { message?: string }>).siteSettings;
    expect(settings?.message).toMatch(/every page/i);
  });
});
