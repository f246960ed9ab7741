import { FIXED_ROUTES, PRODUCT_DOCUMENT_PATHS } from "@agency/paths";
import type { DocumentActionComponent, DocumentActionProps } from "sanity";
import { describe, expect, it, vi } from "vitest";
import { pagePathOf } from "./slugRedirect";
import { protectionReason, withProtection } from "./protection";
import { seedDataset, seedDocument } from "../seed/dataset";

const seed = seedDataset;
const byId = seedDocument;

describe("protectionReason", () => {
  it("protects every document behind a page of the product's route table, and the default metadata record", () => {
    const protectedPaths = new Set(
      seed.filter((document) => protectionReason(document)).map((document) => pagePathOf(document) ?? String(document.path)),
    );
    for (const route of PRODUCT_DOCUMENT_PATHS) expect(protectedPaths, route).toContain(route);
    // Every fixed route built from a content page or an industrial market document is covered.
    for (const document of seed.filter((candidate) => candidate._type === "contentPage")) {
      if (FIXED_ROUTES.includes(String(document.path))) expect(protectionReason(document), String(document.path)).not.toBeNull();
    }
    expect(protectionReason(seed.find((document) => document._type === "pageMetadata" && document.path === "*"))).toMatch(/default record/);
  });

  it("says why, in the editor's words", () => {
    const toronto = seed.find((document) => document._type === "selfStorageMarket" && document.city === "toronto");
    expect(protectionReason(toronto)).toBe(
      `/self-storage/ontario/toronto/ is one of the site's standing pages (linked from its menus, hubs and other sites): it cannot be removed from the Studio. Edit and publish it instead; to move it, use "Change path", which keeps the old address working with a redirect.`,
    );
    const hub = seed.find((document) => document._type === "industrialMarket" && document.area === "hub");
    expect(protectionReason(hub)).toMatch(/^The site's \/industrial\/ page is built from this document/);
  });

  it("leaves documents an editor added free to remove", () => {
    expect(protectionReason({ _id: "m", _type: "selfStorageMarket", city: "sudbury" })).toBeNull();
    expect(protectionReason({ _id: "n", _type: "newsArticle", slug: { current: "a-story" }, body: [{}] })).toBeNull();
    expect(protectionReason({ _id: "l", _type: "listing", slug: { current: "barrie" } })).toBeNull();
    expect(protectionReason({ _id: "p", _type: "pageMetadata", path: "/buy/" })).toBeNull();
    expect(protectionReason(byId(seed.find((document) => document._type === "faqItem")!._id))).toBeNull();
    expect(protectionReason(null)).toBeNull();
  });
});

describe("withProtection", () => {
  const props = (published: Record<string, unknown> | null) =>
    ({ id: "x", type: "selfStorageMarket", draft: null, published, liveEdit: false }) as unknown as DocumentActionProps;
  const deleteAction = Object.assign(
    vi.fn(() => ({ label: "Delete", onHandle: () => undefined })),
    { action: "delete" as const },
  ) as unknown as DocumentActionComponent;

  it("disables the action on a document the site needs, with the reason as its title", () => {
    const toronto = seed.find((document) => document._type === "selfStorageMarket" && document.city === "toronto")!;
    const description = withProtection(deleteAction)(props(toronto));
    expect(description).toMatchObject({ label: "Delete", disabled: true, onHandle: undefined });
    expect(description && "title" in description ? description.title : null).toMatch(/standing pages/);
    expect(withProtection(deleteAction).action).toBe("delete");
  });

  it("leaves the action as it was on any other document", () => {
    const description = withProtection(deleteAction)(props({ _id: "m", _type: "selfStorageMarket", city: "sudbury" }));
    expect(description).toMatchObject({ label: "Delete" });
    expect(description).not.toHaveProperty("disabled");
  });
});
