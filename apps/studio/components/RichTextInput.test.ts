import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "../schemaTypes";
import { BLOCKS_ONLY_IN, offersBlock, RichTextInput } from "./RichTextInput";

describe("the rich text editor offers a block only where it renders", () => {
  const schema = createSchema({ name: "default", types: schemaTypes });
  const richText = schema.get("richText") as { of: { name: string }[]; components?: { input?: unknown } };

  it("narrows the insert menu of every rich text field", () => {
    expect(richText.components?.input).toBe(RichTextInput);
    for (const block of Object.keys(BLOCKS_ONLY_IN)) expect(richText.of.map(({ name }) => name)).toContain(block);
  });

  it("offers the checklist download in guide articles only; every other block everywhere", () => {
    expect(offersBlock("guideArticle", "checklistDownload")).toBe(true);
    for (const type of ["contentPage", "selfStorageMarket", "industrialMarket", "listing", "homePage", undefined]) {
      expect(offersBlock(type, "checklistDownload"), String(type)).toBe(false);
    }
    const everywhere = richText.of.map(({ name }) => name).filter((name) => !(name in BLOCKS_ONLY_IN));
    expect(everywhere).toEqual(expect.arrayContaining(["block", "dataTable", "chart", "faqGroup"]));
    for (const name of everywhere) expect(offersBlock("contentPage", name), name).toBe(true);
  });
});
