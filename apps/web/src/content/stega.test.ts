import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { vercelStegaDecode } from "@vercel/stega";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDraftQuery, createHostedClient, createHostedQuery } from "./hosted";
import { cleanStega, hasStega, sourceFieldName } from "./stega";

/** A guide as a page query returns it, and the Content Source Map the Content Lake sends with it. */
const RESULT = {
  heading: "Self-storage ROI in Ontario",
  section: "self-storage-insights",
  slug: "roi-guide-ontario",
  rows: [{ cells: ["Toronto", "$2.10"] }],
  body: [{ _type: "block", _key: "b1", children: [{ _type: "span", _key: "s1", text: "Returns depend on the market." }] }],
  publishedAt: "2026-03-01",
};
const SOURCE_PATHS = {
  heading: "$['heading']",
  section: "$['section']",
  slug: "$['slug']['current']",
  cell0: "$['rows'][0]['cells'][0]",
  cell1: "$['rows'][0]['cells'][1]",
  span: "$['body'][0]['children'][0]['text']",
  date: "$['publishedAt']",
};
const RESULT_PATHS: Record<keyof typeof SOURCE_PATHS, string> = {
  heading: "$['heading']",
  section: "$['section']",
  slug: "$['slug']",
  cell0: "$['rows'][0]['cells'][0]",
  cell1: "$['rows'][0]['cells'][1]",
  span: "$['body'][0]['children'][0]['text']",
  date: "$['publishedAt']",
};
const SOURCE_MAP = {
  documents: [{ _id: "drafts.guide-roi", _type: "guideArticle" }],
  paths: Object.values(SOURCE_PATHS),
  mappings: Object.fromEntries(
    Object.keys(SOURCE_PATHS).map((name, index) => [
      RESULT_PATHS[name as keyof typeof SOURCE_PATHS],
      { type: "value", source: { type: "documentValue", document: 0, path: index } },
    ]),
  ),
};

describe("click-to-edit: the draft client encodes prose with its source, and nothing else", () => {
  const requests: IncomingMessage[] = [];
  let apiHost = "";
  const server = createServer((request, response) => {
    requests.push(request);
    const asksForMap = new URL(request.url ?? "", "http://x").searchParams.has("resultSourceMap");
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ ms: 1, query: "", result: RESULT, ...(asksForMap ? { resultSourceMap: SOURCE_MAP } : {}) }));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = () => createHostedClient({ projectId: "abc123", dataset: "production", token: "read-token" }, apiHost);

  it("asks the Content Lake for the source map and hides each prose field's document and path in its text", async () => {
    const draft = (await createDraftQuery(client(), "https://agency.sanity.studio")("*[0]", {}, [])) as typeof RESULT;
    expect(new URL(requests.at(-1)?.url ?? "", apiHost).searchParams.get("resultSourceMap")).toBeTruthy();

    expect(hasStega(draft.heading)).toBe(true);
    expect(cleanStega(draft.heading)).toBe(RESULT.heading);
    const heading = vercelStegaDecode(draft.heading) as { origin: string; href: string };
    expect(heading.origin).toBe("sanity.io");
    expect(heading.href).toContain("https://agency.sanity.studio");
    expect(heading.href).toContain("id=guide-roi");
    expect(heading.href).toContain("path=heading");

    const span = draft.body[0]?.children[0]?.text ?? "";
    expect(hasStega(span)).toBe(true);
    expect(cleanStega(span)).toBe("Returns depend on the market.");
  });

  it("leaves what the site compares or parses exactly as stored: sections, slugs, table cells, dates", async () => {
    const draft = (await createDraftQuery(client(), "https://agency.sanity.studio")("*[0]", {}, [])) as typeof RESULT;
    expect(draft.section).toBe("self-storage-insights");
    expect(draft.slug).toBe("roi-guide-ontario");
    expect(draft.rows[0]?.cells).toEqual(["Toronto", "$2.10"]);
    expect(draft.publishedAt).toBe("2026-03-01");
  });

  it("encodes nothing without the Studio's address, and published content never", async () => {
    const draft = (await createDraftQuery(client())("*[0]", {}, [])) as typeof RESULT;
    expect(hasStega(JSON.stringify(draft))).toBe(false);
    expect(new URL(requests.at(-1)?.url ?? "", apiHost).searchParams.has("resultSourceMap")).toBe(false);

    const published = (await createHostedQuery(client())("*[0]", {}, [])) as typeof RESULT;
    expect(published).toEqual(RESULT);
    expect(new URL(requests.at(-1)?.url ?? "", apiHost).searchParams.has("resultSourceMap")).toBe(false);
  });
});

describe("stega helpers", () => {
  it("names the field a value comes from, past keys and indexes", () => {
    expect(sourceFieldName(["sections", { _key: "a", _index: 0 }, "body", 0, "children", 1, "text"])).toBe("text");
    expect(sourceFieldName(["rows", 0, "cells", 2])).toBe("cells");
    expect(sourceFieldName([])).toBeUndefined();
  });

  it("cleans every string of a value and keeps its shape", () => {
    const encoded = { title: "Buy\u200b\u200c\u200d\u2062", list: ["a", { b: "c" }], count: 3, missing: null };
    expect(cleanStega(encoded)).toEqual({ title: "Buy", list: ["a", { b: "c" }], count: 3, missing: null });
  });
});
