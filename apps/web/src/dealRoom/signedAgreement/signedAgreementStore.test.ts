/**
 * The agreement as signed, read back (issue 46) against the real migrations, on PGlite and on a
 * real PostgreSQL: the signature with the exact text of the version it accepted (two signers of two
 * versions each get their own), the typed signature and the broker's client; an unknown ID is null.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_AGREEMENT, testSignature } from "@/src/dealRoom/testSignatures";

const LISTING = "gta-storage-portfolio";
const HARNESSES = storeHarnesses("deal_room_signed_agreement_test", (repository) => repository.dealRoom!);
const SECOND_BODY = "Version two.\n\nThe recipient keeps it confidential for two years.";
const SECOND = { sha256: createHash("sha256").update(SECOND_BODY).digest("hex"), body: SECOND_BODY, version: "2026-11-25 · second" };

describe.each(HARNESSES)("the agreement as signed: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  it("answers each signature with the text of the version it signed", async () => {
    const first = await store.recordSignature(testSignature(LISTING, "jordan@example.ca", { signature: "J. Lee" }));
    const second = await store.recordSignature(
      testSignature(LISTING, "amelie@example.ca", {
        name: "Amélie Tremblay",
        signature: "Amélie Tremblay",
        role: "broker",
        clientName: "Lakeshore Holdings",
        agreement: SECOND,
      }),
    );
    expect(await store.signedAgreement(first.id)).toEqual({
      signatureId: first.id,
      listing: LISTING,
      acceptedAt: first.acceptedAt,
      name: "Jordan Lee",
      email: "jordan@example.ca",
      company: "Northshore Capital",
      role: "principal",
      clientName: null,
      signature: "J. Lee",
      agreement: { version: TEST_AGREEMENT.version, sha256: TEST_AGREEMENT.sha256, body: TEST_AGREEMENT.body },
    });
    expect(await store.signedAgreement(second.id)).toMatchObject({
      name: "Amélie Tremblay",
      signature: "Amélie Tremblay",
      role: "broker",
      clientName: "Lakeshore Holdings",
      agreement: SECOND,
    });
  });

  it("answers null for an ID no signature has", async () => {
    expect(await store.signedAgreement("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
