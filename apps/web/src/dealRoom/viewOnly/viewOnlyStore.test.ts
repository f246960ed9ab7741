/**
 * The view-only flag (issue 46) against the real migrations, on PGlite and on a real PostgreSQL:
 * set and cleared per document, listed per listing, refused for a removed or unknown document.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { DealRoomStore } from "@/src/dealRoom/store";

const LISTING = "gta-storage-portfolio";
const HARNESSES = storeHarnesses("deal_room_view_only_test", (repository) => repository.dealRoom!);

const document = (fileName: string, listing = LISTING) => ({
  id: randomUUID(),
  listing,
  fileName,
  contentType: "application/pdf",
  sizeBytes: 1000,
  sha256: "b".repeat(64),
});

describe.each(HARNESSES)("view-only documents: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  it("marks a document view only and back, per listing", async () => {
    const rentRoll = await store.addDocument(document("Rent roll.pdf"));
    const memorandum = await store.addDocument(document("Memorandum.pdf"));
    const elsewhere = await store.addDocument(document("Other.pdf", "another-listing"));
    expect(await store.viewOnlyDocuments(LISTING)).toEqual([]);
    expect(await store.setDocumentViewOnly(rentRoll.id, true)).toBe(true);
    expect(await store.setDocumentViewOnly(elsewhere.id, true)).toBe(true);
    expect(await store.viewOnlyDocuments(LISTING)).toEqual([rentRoll.id]);
    expect(await store.setDocumentViewOnly(rentRoll.id, false)).toBe(true);
    expect(await store.setDocumentViewOnly(memorandum.id, true)).toBe(true);
    expect(await store.viewOnlyDocuments(LISTING)).toEqual([memorandum.id]);
    expect(await store.viewOnlyDocuments("another-listing")).toEqual([elsewhere.id]);
  });

  it("refuses a removed or unknown document", async () => {
    const removed = await store.addDocument(document("Old plan.pdf"));
    await store.removeDocument(removed.id, new Date("2026-11-28T12:00:00Z"));
    expect(await store.setDocumentViewOnly(removed.id, true)).toBe(false);
    expect(await store.setDocumentViewOnly(randomUUID(), true)).toBe(false);
    expect(await store.viewOnlyDocuments(LISTING)).not.toContain(removed.id);
  });
});
