import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { richTextComponents } from "./RichText";

/** The extracted Studio schema (npm run typegen -w @agency/studio writes it). */
type Member = { rest?: { type: string; name?: string } };
const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../content/schema.json"), "utf8")) as Array<{
  name: string;
  value?: { of?: { of?: Member[] } };
}>;

describe("rich text renderer", () => {
  it("has a component for every block an editor can insert in the Studio", () => {
    const richText = schema.find((type) => type.name === "richText");
    const customBlocks = (richText?.value?.of?.of ?? []).map((member) => member.rest?.name).filter(Boolean);
    expect(customBlocks.length).toBeGreaterThan(10);
    expect(Object.keys(richTextComponents({}).types ?? {}).sort()).toEqual([...customBlocks].sort());
  });

  it("renders every heading style and list type the Studio offers", () => {
    const components = richTextComponents({});
    // h2: a news article's body (its headings start at H2, the page's H1 being the title).
    expect(Object.keys(components.block ?? {}).sort()).toEqual(["blockquote", "h2", "h3", "h4", "normal"]);
    expect(Object.keys(components.list ?? {}).sort()).toEqual(["bullet", "number"]);
    expect(Object.keys(components.marks ?? {})).toEqual(["link"]);
  });
});
