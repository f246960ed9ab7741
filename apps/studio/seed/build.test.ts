import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildDataset } from "./build.ts";
import { inline, rich } from "./compose.ts";
import { seedDocuments } from "./documents/index.ts";

const ndjson = resolve(dirname(fileURLToPath(import.meta.url)), "production.ndjson");

describe("seed build", () => {
  it("checked-in production.ndjson is what the sources compile to (run `npm run seed:build -w @agency/studio`)", () => {
    expect(readFileSync(ndjson, "utf8")).toBe(buildDataset(seedDocuments));
  });

  it("turns inline markup into Portable Text spans and link definitions", () => {
    expect(inline("See the **ROI guide** and [the calculator](/tools/roi-calculator/).")).toEqual({
      children: [
        { _type: "span", text: "See the ", marks: [] },
        { _type: "span", text: "ROI guide", marks: ["strong"] },
        { _type: "span", text: " and ", marks: [] },
        { _type: "span", text: "the calculator", marks: ["link1"] },
        { _type: "span", text: ".", marks: [] },
      ],
      markDefs: [{ _type: "link", _key: "link1", href: "/tools/roi-calculator/" }],
    });
  });

  it("compiles lists to one block per item and tables to keyed rows", () => {
    const blocks = rich([{ ol: ["One", "Two"] }, { table: { caption: "Rates", head: ["Market", "Rate"], rows: [["Ottawa", "$1.20"]] } }]);
    expect(blocks.map((block) => [block._type, block.listItem ?? null])).toEqual([
      ["block", "number"],
      ["block", "number"],
      ["dataTable", null],
    ]);
    expect(blocks[2]).toMatchObject({ rows: [{ _type: "tableRow", cells: ["Ottawa", "$1.20"] }] });
  });

  it("rejects duplicate ids and references to missing documents", () => {
    expect(() =>
      buildDataset([
        { _id: "a", _type: "faqItem" },
        { _id: "a", _type: "faqItem" },
      ]),
    ).toThrow("Duplicate document id a");
    expect(() => buildDataset([{ _id: "p", _type: "contentPage", ref: { _type: "reference", _ref: "faq.none" } }])).toThrow("faq.none");
  });

  it("gives every array item a stable _key", () => {
    const [line] = buildDataset([{ _id: "x", _type: "contentPage", list: [{ a: 1 }, { a: 2 }] }]).split("\n");
    const doc = JSON.parse(line ?? "{}") as { list: { _key: string }[] };
    expect(doc.list.map((item) => item._key)).toHaveLength(2);
    expect(new Set(doc.list.map((item) => item._key)).size).toBe(2);
    expect(buildDataset([{ _id: "x", _type: "contentPage", list: [{ a: 1 }, { a: 2 }] }])).toContain(doc.list[0]?._key);
  });
});
