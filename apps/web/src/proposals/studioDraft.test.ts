/**
 * The draft listing created in the Studio, at the boundary: against the stand-in Content Lake
 * (tests/support/contentLake.ts) holding the publishing fixture, what the request carries (path,
 * query, token, content type, the document's fields), that a draft is created once and never
 * overwritten, that a listing already published under the slug is left alone, and that a refused
 * token (401), a missing role (403), an outage (503) and a timeout each come back as their own
 * outcome with nothing created.
 */
import { startContentLake, type ContentLake } from "@agency/tests/support/contentLake";
import { findRepoRoot } from "@/src/process/repoRoot";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftListing } from "./draftListing";
import { createStudioDraft, studioDocumentUrl, type StudioWriteConfig } from "./studioDraft";

const TOKEN = "sk-contributor-test-token";
const DRAFT: DraftListing = {
  _id: "drafts.listing.newmarket-storage",
  _type: "listing",
  title: "44 Depot Road, Newmarket",
  slug: { _type: "slug", current: "newmarket-storage" },
  assetClass: "self-storage",
  status: "available",
  confidential: true,
  teaser: "A 600-unit self-storage facility, 82.5 % occupied.",
  askingPrice: 5_600_000,
  units: 600,
  rentableSqFt: 61_250,
  occupancy: 82.5,
  noi: 352_480,
  capRate: 6.29,
  listedAt: "2027-03-15",
};

let lake: ContentLake;
let config: StudioWriteConfig;

beforeAll(async () => {
  lake = await startContentLake(path.join(findRepoRoot(), "tests/fixtures/publishing.ndjson"));
  config = { projectId: "abc123", dataset: "production", token: TOKEN, apiHost: lake.apiHost, apiVersion: "2025-10-01" };
});

afterAll(async () => {
  await lake.stop();
});

describe("creating the draft listing in the Studio", () => {
  it("refuses a wrong token with 401 and creates nothing", async () => {
    lake.setWriteToken(TOKEN);
    expect(await createStudioDraft(DRAFT, { ...config, token: "sk-revoked" })).toBe("unauthorized");
    expect(lake.document(DRAFT._id)).toBeNull();
    expect(lake.mutations().at(-1)?.headers.authorization).toBe("Bearer sk-revoked");
  });

  it("sends createIfNotExists of the draft with the token, and the draft carries the proposal's figures", async () => {
    const before = lake.mutations().length;
    expect(await createStudioDraft(DRAFT, config)).toBe("created");
    const [request, ...more] = lake.mutations().slice(before);
    expect(more).toEqual([]);
    expect(request!.path).toBe("/v2025-10-01/data/mutate/production");
    expect(request!.query).toEqual({ returnIds: "true", visibility: "sync" });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.body).toEqual({ mutations: [{ createIfNotExists: DRAFT }] });
    expect(lake.document("drafts.listing.newmarket-storage")).toMatchObject({
      _type: "listing",
      slug: { current: "newmarket-storage" },
      askingPrice: 5_600_000,
      units: 600,
      rentableSqFt: 61_250,
      occupancy: 82.5,
      noi: 352_480,
      capRate: 6.29,
      confidential: true,
    });
    // A draft is not published: the site's queries (published perspective) do not see it.
    expect(lake.document("listing.newmarket-storage")).toBeNull();
  });

  it("reports a draft that already exists and leaves it as it is, even when made between the check and the write", async () => {
    const before = lake.mutations().length;
    expect(await createStudioDraft({ ...DRAFT, askingPrice: 1 }, config)).toBe("exists");
    expect(lake.mutations()).toHaveLength(before);
    // The check misses the draft (as if made a moment later): createIfNotExists still leaves it.
    const blind = (input: string, init: RequestInit) => fetch(input.replace("perspective=raw", "perspective=published"), init);
    expect(await createStudioDraft({ ...DRAFT, askingPrice: 1 }, config, { fetch: blind })).toBe("exists");
    expect(lake.mutations()).toHaveLength(before + 1);
    expect(lake.document(DRAFT._id)).toMatchObject({ askingPrice: 5_600_000 });
  });

  it("creates no draft over a listing already published under the slug", async () => {
    const over = {
      ...DRAFT,
      _id: "drafts.listing.fixture-barrie-storage",
      slug: { _type: "slug" as const, current: "fixture-barrie-storage" },
    };
    const before = lake.mutations().length;
    expect(await createStudioDraft(over, config)).toBe("published");
    expect(lake.mutations()).toHaveLength(before);
    expect(lake.document(over._id)).toBeNull();
  });

  it("names a missing role (403), an outage (503) and a timeout, with nothing created", async () => {
    const other = { ...DRAFT, _id: "drafts.listing.bradford-storage", slug: { _type: "slug" as const, current: "bradford-storage" } };
    lake.failMutations(403);
    expect(await createStudioDraft(other, config)).toBe("forbidden");
    lake.failMutations(503);
    expect(await createStudioDraft(other, config)).toBe("unavailable");
    lake.failMutations(null);
    const slow = (input: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(fetch(input, init)), 1_000);
        init.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new Error("aborted", { cause: init.signal!.reason }));
        });
      });
    expect(await createStudioDraft(other, config, { fetch: slow, timeoutMs: 50 })).toBe("unavailable");
    expect(lake.document(other._id)).toBeNull();
    expect(await createStudioDraft(other, config)).toBe("created");
  });

  it("links to the draft in the Studio when its address is known", () => {
    expect(studioDocumentUrl("https://agency.sanity.studio", DRAFT._id)).toBe(
      "https://agency.sanity.studio/intent/edit/id=listing.newmarket-storage;type=listing/",
    );
    expect(studioDocumentUrl(undefined, DRAFT._id)).toBeNull();
  });
});
