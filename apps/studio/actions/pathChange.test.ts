import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { LockedPathInput, lockedPathNote } from "../components/LockedPathInput";
import { schemaTypes } from "../schemaTypes";
import { ChangePathAction } from "./ChangePathAction";
import type { PageMoveClient } from "./slugRedirect";
import { documentActions, PAGE_TYPES } from "./documentActions";
import { evaluate, parse } from "groq-js";
import {
  applyPathChange,
  currentRequest,
  moveRefusal,
  pathChangeOperations,
  pathFieldsOf,
  planPathChange,
  proposedPath,
  type PathChange,
} from "./pathChange";
import type { DocumentActionComponent } from "sanity";
import { seedDataset, seedDocument } from "../seed/dataset";

const seed = seedDataset;
const byId = seedDocument;

const hamilton = byId("selfStorageMarket.hamilton");
const roiGuide = byId("guide.roi-guide-ontario");
// The seed's news articles are summaries without pages; an article an editor wrote in full has one.
const news = {
  ...byId(seed.find((document) => document._type === "newsArticle")?._id ?? ""),
  body: [{ _type: "block", _key: "b1", children: [{ _type: "span", _key: "s1", text: "The article." }] }],
};

describe("moving a published page (Change path)", () => {
  it("refuses the fixed pages and pages not yet published at an address", () => {
    expect(moveRefusal(byId("industrialMarket.hub"))).toBe("/industrial/ is a fixed page of the site: its address cannot change.");
    expect(moveRefusal(null)).toMatch(/not published at an address yet/);
    expect(moveRefusal(hamilton)).toBeNull();
  });

  it("checks the new address as the validation rules do, in the editor's words", () => {
    expect(proposedPath(hamilton, { key: "" }).problem).toBe("Enter the new address.");
    expect(proposedPath(hamilton, { key: "Hamilton-Wentworth" }).problem).toBe("Use lower-case letters only");
    expect(proposedPath(hamilton, { key: "hamilton wentworth" }).problem).toBe("Use only a-z, 0-9 and single dashes between words");
    expect(proposedPath(hamilton, { key: "hamilton" }).problem).toBe("The page is already at /self-storage/ontario/hamilton/.");
    expect(proposedPath(hamilton, { key: "gta" }).problem).toMatch(/^Choose another: /);
    expect(proposedPath(hamilton, { key: " hamilton-wentworth " })).toEqual({
      path: "/self-storage/ontario/hamilton-wentworth/",
      problem: null,
    });
    // A guide moves within or across the two insights sections.
    expect(proposedPath(roiGuide, { section: "insights", key: "roi-guide-ontario" })).toEqual({
      path: "/insights/roi-guide-ontario/",
      problem: null,
    });
  });

  it("refuses an address another page already has", () => {
    expect(planPathChange(hamilton, { key: "hamilton-wentworth" }, true, [])).toEqual({
      change: null,
      problem: "Another page already uses /self-storage/ontario/hamilton-wentworth/.",
    });
  });

  it("moves the page and keeps the old address with one permanent redirect, redirects to it retargeted (never a chain)", () => {
    const redirects = [
      { _id: "redirect.old-hamilton", from: "/self-storage/hamilton/", to: "/self-storage/ontario/hamilton/", permanent: true },
      { _id: "redirect.unrelated", from: "/old-buy/", to: "/buy/", permanent: true },
    ];
    const planned = planPathChange(hamilton, { key: "hamilton-wentworth" }, false, redirects);
    expect(planned.problem).toBeNull();
    const change = planned.change as PathChange;
    expect(change).toMatchObject({
      oldPath: "/self-storage/ontario/hamilton/",
      newPath: "/self-storage/ontario/hamilton-wentworth/",
      set: { city: "hamilton-wentworth" },
    });
    expect(pathChangeOperations("selfStorageMarket.hamilton", true, change)).toEqual([
      { op: "patch", id: "selfStorageMarket.hamilton", set: { city: "hamilton-wentworth" } },
      { op: "patch", id: "drafts.selfStorageMarket.hamilton", set: { city: "hamilton-wentworth" } },
      {
        op: "create",
        document: {
          _type: "redirect",
          from: "/self-storage/ontario/hamilton/",
          to: "/self-storage/ontario/hamilton-wentworth/",
          permanent: true,
        },
      },
      { op: "patch", id: "redirect.old-hamilton", set: { to: "/self-storage/ontario/hamilton-wentworth/" } },
    ]);
  });

  it("sets a slug as Sanity stores it, and a guide's section with it; a redirect at the new address is removed", () => {
    const slug = String(((news as Record<string, unknown>).slug as { current: string }).current);
    const redirects = [{ _id: "redirect.squatter", from: "/insights/fresh-name/", to: "/insights/", permanent: false }];
    const change = planPathChange(news, { key: "fresh-name" }, false, redirects).change as PathChange;
    expect(change.set).toEqual({ slug: { _type: "slug", current: "fresh-name" } });
    expect(pathChangeOperations(`drafts.${news._id}`, false, change)).toEqual([
      { op: "patch", id: news._id, set: { slug: { _type: "slug", current: "fresh-name" } } },
      { op: "create", document: { _type: "redirect", from: `/insights/${slug}/`, to: "/insights/fresh-name/", permanent: true } },
      { op: "delete", id: "redirect.squatter" },
      { op: "delete", id: "drafts.redirect.squatter" },
    ]);
    const guide = planPathChange(roiGuide, { section: "insights", key: "roi-guide" }, false, []).change as PathChange;
    expect(guide.set).toEqual({ section: "insights", slug: { _type: "slug", current: "roi-guide" } });
    expect(currentRequest(roiGuide)).toEqual({ key: "roi-guide-ontario", section: "self-storage-insights" });
  });
});

describe("the path fields are locked once published", () => {
  const schema = createSchema({ name: "default", types: schemaTypes });

  it.each([...PAGE_TYPES])("%s: every field of its path has the locked input", (type) => {
    const fields = (schema.get(type) as { fields: { name: string; type: { components?: { input?: unknown } } }[] }).fields;
    const pathFields = pathFieldsOf(type);
    expect(pathFields.length).toBeGreaterThan(0);
    for (const name of pathFields) {
      expect(fields.find((field) => field.name === name)?.type.components?.input, `${type}.${name}`).toBe(LockedPathInput);
    }
  });

  it("names the way to move the page", () => {
    expect(lockedPathNote("/insights/a/")).toBe(
      'Published at /insights/a/. To move the page, choose "Change path" in the document\'s actions (next to Publish): the old address keeps working through a redirect.',
    );
  });
});

describe("documentActions", () => {
  const action = (name: string): DocumentActionComponent => Object.assign(() => null, { action: name }) as DocumentActionComponent;
  const defaults = ["publish", "unpublish", "discardChanges", "duplicate", "delete", "restore"].map(action);

  it("offers Change path right after Publish on every page type, and nowhere else", () => {
    for (const type of PAGE_TYPES) {
      const actions = documentActions(defaults, { schemaType: type });
      expect(actions.indexOf(ChangePathAction), type).toBe(1);
      expect(actions, type).toHaveLength(defaults.length + 1);
    }
    expect(documentActions(defaults, { schemaType: "contentPage" })).not.toContain(ChangePathAction);
    expect(documentActions(defaults, { schemaType: "redirect" })).not.toContain(ChangePathAction);
  });

  it("keeps singletons to publish, discard and restore", () => {
    expect(documentActions(defaults, { schemaType: "siteSettings" }).map(({ action }) => action)).toEqual([
      "publish",
      "discardChanges",
      "restore",
    ]);
  });
});

/** A client over a dataset (groq-js answers its queries) that records the transaction it commits. */
function datasetClient(dataset: Record<string, unknown>[], { commitFails = false } = {}) {
  const committed: unknown[][] = [];
  const client: PageMoveClient = {
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      return (await (await evaluate(parse(query), { dataset, params })).get()) as T;
    },
    transaction() {
      const operations: unknown[] = [];
      return {
        patch: (id, { set }) => operations.push({ patch: id, set }),
        create: (document) => operations.push({ create: document }),
        delete: (id) => operations.push({ delete: id }),
        commit: async () => {
          if (commitFails) throw new Error("the Content Lake refused the transaction");
          committed.push(operations);
        },
      };
    },
  };
  return { client, committed };
}

describe("applyPathChange: the move against the dataset, in one transaction", () => {
  const redirect = {
    _id: "redirect.old-hamilton",
    _type: "redirect",
    from: "/self-storage/hamilton/",
    to: "/self-storage/ontario/hamilton/",
  };
  const page = { id: "selfStorageMarket.hamilton", published: hamilton, hasDraft: false };

  it("moves the page with its redirects in one committed transaction", async () => {
    const { client, committed } = datasetClient([...seed, redirect]);
    const result = await applyPathChange(client, page, { key: "hamilton-wentworth" });
    expect(result.problem).toBeNull();
    expect(committed).toEqual([
      [
        { patch: "selfStorageMarket.hamilton", set: { city: "hamilton-wentworth" } },
        {
          create: {
            _type: "redirect",
            from: "/self-storage/ontario/hamilton/",
            to: "/self-storage/ontario/hamilton-wentworth/",
            permanent: true,
          },
        },
        { patch: "redirect.old-hamilton", set: { to: "/self-storage/ontario/hamilton-wentworth/" } },
      ],
    ]);
  });

  it("refuses an address another page of any kind has, and commits nothing", async () => {
    const { client, committed } = datasetClient(seed);
    expect(await applyPathChange(client, page, { key: "toronto" })).toEqual({
      change: null,
      problem: "Another page already uses /self-storage/ontario/toronto/.",
    });
    // A guide moved into /insights/ onto a news article's slug: the same address, another type.
    const news = seed.find((document) => document._type === "newsArticle");
    const slug = ((news as Record<string, unknown>).slug as { current: string }).current;
    const guide = { id: roiGuide._id, published: roiGuide, hasDraft: false };
    expect(await applyPathChange(client, guide, { section: "insights", key: slug })).toEqual({
      change: null,
      problem: `Another page already uses /insights/${slug}/.`,
    });
    expect(committed).toEqual([]);
  });

  it("leaves everything as it was when the transaction fails", async () => {
    const { client, committed } = datasetClient(seed, { commitFails: true });
    await expect(applyPathChange(client, page, { key: "hamilton-wentworth" })).rejects.toThrow("the Content Lake refused the transaction");
    expect(committed).toEqual([]);
  });
});
