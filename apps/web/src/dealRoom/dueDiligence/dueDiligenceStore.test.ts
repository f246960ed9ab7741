/**
 * Due diligence in stages against the real migrations, on PGlite and on a real PostgreSQL: a
 * document's stage, a signer's one request, the team's decisions and the buyer's e-mail of each,
 * the gate (in SQL: the signer's documents) ended by a withdrawal and by revoking the person, the
 * owner's counts, and what an erasure finds and deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { testSignature } from "@/src/dealRoom/testSignatures";

const LISTING = "gta-storage-portfolio";
const HARNESSES = storeHarnesses("deal_room_due_diligence_test", (repository) => repository.dealRoom!);
const AT = new Date("2026-11-28T15:00:00Z");
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);
const SHA = "a".repeat(64);

describe.each(HARNESSES)("due diligence in stages: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  async function document(fileName: string) {
    return store.addDocument({ id: randomUUID(), listing: LISTING, fileName, contentType: "application/pdf", sizeBytes: 10, sha256: SHA });
  }

  it("gates due-diligence documents until approval, e-mails each decision, and ends with a withdrawal or a revocation", async () => {
    const memorandum = await document("Memorandum.pdf");
    const rentRoll = await document("Rent roll.pdf");
    expect(await store.setDocumentStage(rentRoll.id, "due_diligence")).toBe(LISTING);
    expect(await store.setDocumentStage(randomUUID(), "due_diligence")).toBeNull();
    expect((await store.documentStages(LISTING)).get(rentRoll.id)).toBe("due_diligence");
    expect((await store.documentStages(LISTING)).get(memorandum.id)).toBe("memorandum");

    const buyer = await store.recordSignature(testSignature(LISTING, "buyer@example.ca"));
    expect([...(await store.signerDocumentIds(buyer.id))]).toEqual([memorandum.id]);
    expect(await store.dueDiligenceWaiting(buyer.id)).toBe(1);
    expect(await store.dueDiligenceRequest(buyer.id)).toBeNull();

    const proof = { fileId: randomUUID(), fileName: "Funds.pdf", sizeBytes: 1234, sha256: SHA };
    const asked = { signatureId: buyer.id, financing: "mortgage" as const, financingNote: "First Ontario Bank", proof, at: AT };
    expect(await store.requestDueDiligence(asked)).toBe("stored");
    // One request per signature: a second changes nothing.
    expect(await store.requestDueDiligence({ ...asked, financing: "cash", proof: null, at: later(1) })).toBe("exists");
    expect(await store.dueDiligenceRequest(buyer.id)).toMatchObject({
      financing: "mortgage",
      financingNote: "First Ontario Bank",
      proof: { fileId: proof.fileId, fileName: "Funds.pdf", sizeBytes: 1234 },
      state: "asked",
      requestedAt: AT.toISOString(),
    });
    expect(await store.claimDueDueDiligenceMail(10, later(2), 60)).toEqual([]);
    expect(await store.dueDiligenceProofKeysOf("BUYER@example.ca")).toEqual([`${LISTING}/${proof.fileId}`]);

    expect(await store.decideDueDiligence(buyer.id, "withdraw", null, "team@example.ca", later(3))).toBe("conflict");
    expect(await store.decideDueDiligence(randomUUID(), "approve", null, "team@example.ca", later(3))).toBe("unknown");
    expect(await store.decideDueDiligence(buyer.id, "approve", "Welcome to the data room.", "team@example.ca", later(3))).toBe("done");
    expect(await store.dueDiligenceApproved(buyer.id)).toBe(true);
    expect(new Set(await store.signerDocumentIds(buyer.id))).toEqual(new Set([memorandum.id, rentRoll.id]));
    expect(await store.dueDiligenceWaiting(buyer.id)).toBe(0);
    expect(await store.dueDiligenceCounts(LISTING, AT, later(60))).toEqual({ requested: 1, approved: 1 });

    const [mail] = await store.claimDueDueDiligenceMail(10, later(4), 60);
    expect(mail).toMatchObject({
      signatureId: buyer.id,
      notice: "approved",
      decisionNote: "Welcome to the data room.",
      email: "buyer@example.ca",
    });
    // Leased: a second process claims nothing.
    expect(await store.claimDueDueDiligenceMail(10, later(4), 60)).toEqual([]);
    await store.markDueDiligenceMailSent(buyer.id, "approved", later(5));
    expect((await store.listingDueDiligence(LISTING))[0]).toMatchObject({
      state: "approved",
      notifiedAt: later(5).toISOString(),
      holdsAccess: true,
    });

    expect(await store.decideDueDiligence(buyer.id, "withdraw", null, "team@example.ca", later(6))).toBe("done");
    expect(await store.dueDiligenceApproved(buyer.id)).toBe(false);
    expect([...(await store.signerDocumentIds(buyer.id))]).toEqual([memorandum.id]);
    expect((await store.claimDueDueDiligenceMail(10, later(7), 60)).map((due) => due.notice)).toEqual(["withdrawn"]);

    // Approved again, then the person's signature revoked: the gate closes with it.
    expect(await store.decideDueDiligence(buyer.id, "approve", null, "team@example.ca", later(8))).toBe("done");
    expect(await store.revoke(buyer.id, later(9))).toBe(true);
    expect(await store.dueDiligenceApproved(buyer.id)).toBe(false);
    expect(await store.decideDueDiligence(buyer.id, "approve", null, "team@example.ca", later(10))).toBe("conflict");
    expect((await store.listingDueDiligence(LISTING))[0]?.holdsAccess).toBe(false);
  });

  it("keeps a declined request with the team's note, counts it as asked only, and erases it by address", async () => {
    const buyer = await store.recordSignature(testSignature(LISTING, "declined@example.ca"));
    expect(
      await store.requestDueDiligence({ signatureId: buyer.id, financing: "cash", financingNote: null, proof: null, at: later(20) }),
    ).toBe("stored");
    expect(await store.decideDueDiligence(buyer.id, "decline", "Proof of funds needed first.", "team@example.ca", later(21))).toBe("done");
    expect(await store.decideDueDiligence(buyer.id, "decline", "Again.", "team@example.ca", later(22))).toBe("conflict");
    expect(await store.dueDiligenceRequest(buyer.id)).toMatchObject({ state: "declined", decisionNote: "Proof of funds needed first." });
    expect(await store.dueDiligenceCounts(LISTING, later(15), later(60))).toEqual({ requested: 1, approved: 0 });
    const [due] = await store.claimDueDueDiligenceMail(10, later(23), 60);
    expect(due).toMatchObject({ notice: "declined", decisionNote: "Proof of funds needed first." });
    await store.markDueDiligenceMailFailed(buyer.id, "SMTP down", later(30), 1);
    expect((await store.listingDueDiligence(LISTING)).find((row) => row.signatureId === buyer.id)).toMatchObject({
      mailLastError: "SMTP down",
      notifiedAt: null,
    });

    const found = await harness.inspect("select source from public.personal_information_due_diligence_find($1)", ["declined@example.ca"]);
    expect(found.map((row) => row.source)).toEqual(["deal_room_due_diligence_requests"]);
    const erased = await harness.inspect("select records from public.personal_information_due_diligence_erase($1, $2::timestamptz)", [
      "declined@example.ca",
      later(40).toISOString(),
    ]);
    expect(Number(erased[0]?.records)).toBe(1);
    expect(await store.dueDiligenceRequest(buyer.id)).toBeNull();
  });

  it("names a request's proof of funds for the retention purge once its signature is past the deal room's term", async () => {
    const buyer = await store.recordSignature(testSignature(LISTING, "retained@example.ca"));
    const fileId = randomUUID();
    const proof = { fileId, fileName: "Funds.pdf", sizeBytes: 10, sha256: SHA };
    expect(await store.requestDueDiligence({ signatureId: buyer.id, financing: "cash", financingNote: null, proof, at: AT })).toBe(
      "stored",
    );
    const past = (now: Date) =>
      harness.inspect("select listing, proof_file_id from public.deal_room_due_diligence_proofs_past($1::timestamptz, 4)", [
        now.toISOString(),
      ]);
    const accepted = new Date(buyer.acceptedAt);
    expect((await past(new Date(accepted.getTime() + 365 * 86_400_000))).map((row) => row.proof_file_id)).not.toContain(fileId);
    expect((await past(new Date(accepted.getTime() + 5 * 365 * 86_400_000))).map((row) => row.proof_file_id)).toContain(fileId);
  });
});
