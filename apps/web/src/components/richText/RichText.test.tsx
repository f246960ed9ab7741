import { readFileSync } from "node:fs";
import path from "node:path";
import { PortableText } from "@portabletext/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { RichTextBlock } from "@/src/content/types";
import { RichText, richTextComponents, withoutTextKeys } from "./RichText";

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

  it("renders text blocks without their random keys, the same page as with them", () => {
    const span = (key: string, text: string, marks: string[] = []) => ({ _type: "span" as const, _key: key, text, marks });
    const value = [
      { _type: "block", _key: "a1b2c3d4e5f6", style: "normal", markDefs: [], children: [span("s1", "Cap rates ")] },
      {
        _type: "block",
        _key: "0f1e2d3c4b5a",
        style: "normal",
        markDefs: [{ _type: "link", _key: "m1", href: "/sell/" }],
        children: [span("s2", "are "), span("s3", "lower", ["strong"]), span("s4", " near Toronto", ["m1"])],
      },
      { _type: "block", _key: "9a8b7c6d5e4f", style: "normal", listItem: "bullet", level: 1, markDefs: [], children: [span("s5", "One")] },
      { _type: "block", _key: "8a8b7c6d5e4f", style: "normal", listItem: "bullet", level: 1, markDefs: [], children: [span("s6", "Two")] },
      { _type: "callout", _key: "7a8b7c6d5e4f", tone: "info", title: "Note", text: "Figures are for 2026." },
    ] as unknown as RichTextBlock[];

    const stripped = withoutTextKeys(value);
    expect(stripped.map((block) => block._key)).toEqual([undefined, undefined, undefined, undefined, "7a8b7c6d5e4f"]);
    expect((stripped[1] as { markDefs: Array<{ _key: string }> }).markDefs[0]?._key).toBe("m1");

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToStaticMarkup(<RichText value={value} />);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(html).toBe(renderToStaticMarkup(<PortableText value={value} components={richTextComponents({})} onMissingComponent={false} />));
    expect(html).toMatch(/<strong>lower<\/strong><a [^>]*href="\/sell\/?"> near Toronto<\/a><\/p>/);
    expect(html).toContain("<li>One</li><li>Two</li></ul>");
    expect(html).toContain("Figures are for 2026.</p></aside>");
  });
});
