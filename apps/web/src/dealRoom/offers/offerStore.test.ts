/**
 * Offers, visits and engagement (issue 36) against the real migrations, on PGlite and on a real
 * PostgreSQL (one database per file each, emptied between tests): every revision kept and
 * numbered, an offer after the call-for-offers date stored and marked late, a revoked signer's
 * offer refused with nothing stored, the database's own checks; the team's notice delivered once
 * through the deal room's mailer and retried while mail is down; visits (30 minutes apart, or an
 * arrival from the e-mailed link) and the counts the score is made of; and the personal
 * information request that finds offers and visits and erases the visits, the offers only past
 * their record term (decision 0058). Sharing this file's databases
 * (issue 31): the three access e-mails per address a day, counted across two servers at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import { OFFER_RECORD_YEARS, OfferLimitReached, type NewOffer } from "./offerStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_TEAM, testSignature } from "@/src/dealRoom/testSignatures";

const LISTING = "gta-storage-portfolio";
const CALL_FOR_OFFERS = "2026-12-10T22:00:00.000Z";
const BEFORE = new Date("2026-12-01T15:00:00Z");
const AFTER = new Date("2026-12-11T15:00:00Z");

const HARNESSES = storeHarnesses("deal_room_offers_test", (repository) => repository.dealRoom!);

async function sign(store: DealRoomStore, email: string, options: { isTest?: boolean } = {}) {
  const name = email.startsWith("amelie") ? "Amélie Tremblay" : "Jordan Lee";
  return store.recordSignature(testSignature(LISTING, email, { name, signature: "Amélie Tremblay", isTest: options.isTest }));
}

function offer(signatureId: string, overrides: Partial<NewOffer> = {}): NewOffer {
  return {
    signatureId,
    price: 7_250_000,
    deposit: 250_000,
    dueDiligenceDays: 45,
    financing: "conditional",
    lender: "First Ontario Bank",
    closingDate: "2027-03-31",
    conditions: "Phase I environmental report",
    proof: null,
    callForOffersAt: CALL_FOR_OFFERS,
    ip: "203.0.113.7",
    userAgent: "Firefox",
    at: BEFORE,
    ...overrides,
  };
}

describe.each(HARNESSES)("deal room offers: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  it("keeps every revision, numbered; marks late an offer after the call for offers; refuses a revoked signer", async () => {
    const amelie = await sign(store, "amelie@example.ca");
    const jordan = await sign(store, "jordan@example.ca");
    const first = await store.submitOffer(offer(amelie.id));
    const proof = {
      fileId: "0b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44",
      fileName: "Bank letter.pdf",
      contentType: "application/pdf",
      sizeBytes: 1200,
    };
    const revised = await store.submitOffer(
      offer(amelie.id, { price: 7_400_000, financing: "none", lender: null, proof: { ...proof, sha256: "a".repeat(64) }, at: AFTER }),
    );
    expect([first.revision, first.late, revised.revision, revised.late]).toEqual([1, false, 2, true]);

    const own = await store.signerOffers(amelie.id);
    expect(own.map((row) => [row.revision, row.price, row.financing, row.lender, row.late])).toEqual([
      [2, 7_400_000, "none", null, true],
      [1, 7_250_000, "conditional", "First Ontario Bank", false],
    ]);
    expect(own[0]).toMatchObject({ closingDate: "2027-03-31", proof, callForOffersAt: CALL_FOR_OFFERS, submittedAt: AFTER.toISOString() });
    expect(await store.offerProof(revised.id)).toEqual({ ...proof, listing: LISTING });
    expect(await store.offerProof(first.id)).toBeNull();

    await store.revoke(jordan.id, new Date());
    await expect(store.submitOffer(offer(jordan.id))).rejects.toThrow();
    // The database's own check: a deposit above the price is never stored.
    await expect(store.submitOffer(offer(amelie.id, { deposit: 8_000_000 }))).rejects.toThrow();

    const all = await store.listingOffers(LISTING);
    expect(all.map((row) => [row.buyer.name, row.revision])).toEqual([
      ["Amélie Tremblay", 2],
      ["Amélie Tremblay", 1],
    ]);
    expect(all[0]?.buyer).toMatchObject({ email: "amelie@example.ca", phone: "(416) 555-0199", company: "Northshore Capital" });
  });

  it("tells the team of each offer once, retrying while mail is down, and never of a test signature's", async () => {
    const sent: { to: unknown; subject: unknown; text: unknown }[] = [];
    let mailDown = false;
    let clock = new Date(AFTER.getTime() + 60_000);
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async (_name, body) => {
        if (mailDown) return { ok: false, error: "mail server unreachable" };
        sent.push({ to: body.to, subject: body.subject, text: body.text });
        return { ok: true };
      },
      secret: async () => Buffer.alloc(32, 1),
      siteUrl: "https://www.example-agency.ca",
      team: async () => TEST_TEAM,
      listingTitle: async () => "GTA Storage Portfolio",
      now: () => clock,
    });
    const signature = await sign(store, "amelie.mail@example.ca");
    const testSignature = await sign(store, "amelie.test@example.ca", { isTest: true });
    // What earlier tests left due (their signatures' e-mails, their offers) is delivered first.
    await mailer.runOnce();
    sent.length = 0;
    await store.submitOffer(offer(signature.id, { at: AFTER }));
    await store.submitOffer(offer(testSignature.id));
    mailDown = true;
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect((await store.listingOffers(LISTING)).find((row) => row.buyer.email === "amelie.mail@example.ca")?.teamNotifiedAt).toBeNull();
    mailDown = false;
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await mailer.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(await mailer.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(sent).toEqual([
      {
        to: ["deals@example.ca"],
        subject: "Late offer: $7,250,000 from Amélie Tremblay for GTA Storage Portfolio",
        text: expect.stringContaining("Financing: Conditional on financing (First Ontario Bank)"),
      },
    ]);
    expect(sent[0]?.text).toContain("http://www.example-agency.ca/diagnostics/#offers-gta-storage-portfolio".replace("http:", "https:"));
  });

  it("counts visits 30 minutes apart or from the e-mailed link, and what the score is made of", async () => {
    const signature = await sign(store, "amelie.visits@example.ca");
    const start = new Date("2026-12-02T14:00:00Z");
    const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
    await store.recordVisit(signature.id, start, true);
    await store.recordVisit(signature.id, minutes(5), false);
    await store.recordVisit(signature.id, minutes(30), false);
    await store.recordVisit(signature.id, minutes(61), false);
    await store.recordVisit(signature.id, minutes(62), true);
    const document = await store.addDocument({
      id: "6f1c1c9e-8a3f-4d0c-9a55-0b8f0f6c2a11",
      listing: LISTING,
      fileName: "Rent roll.csv",
      contentType: "text/csv",
      sizeBytes: 10,
      sha256: "b".repeat(64),
    });
    for (const downloadId of ["1b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44", "2b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44"]) {
      await store.logDownload({
        downloadId,
        signatureId: signature.id,
        documentId: document.id,
        ip: null,
        userAgent: null,
        bytesSent: 10,
        at: start,
      });
    }
    await harness.repository.insert("contact", {
      name: "Amélie Tremblay",
      email: "Amelie.Visits@example.ca",
      message: "Can we tour it?",
      listing: LISTING,
    });
    await harness.repository.insert("contact", {
      name: "Amélie Tremblay",
      email: "amelie.visits@example.ca",
      message: "About another listing.",
    });
    await store.submitOffer(offer(signature.id));

    const activity = (await store.activity(LISTING)).find((row) => row.signatureId === signature.id);
    expect(activity).toEqual({
      signatureId: signature.id,
      visits: 3,
      firstVisitAt: start.toISOString(),
      lastVisitAt: minutes(62).toISOString(),
      documentsDownloaded: 1,
      downloads: 2,
      enquiries: 1,
      offers: 1,
      lastOfferAt: BEFORE.toISOString(),
    });
  });

  it("a personal-information request finds the offers and visits; erasure deletes the visits and keeps the offers for their term (decision 0058)", async () => {
    const email = "amelie.erase@example.ca";
    const signature = await sign(store, email);
    const fileId = "3b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44";
    await store.submitOffer(
      offer(signature.id, {
        proof: { fileId, fileName: "Statement.pdf", contentType: "application/pdf", sizeBytes: 10, sha256: "c".repeat(64) },
      }),
    );
    await store.recordVisit(signature.id, BEFORE, true);
    // The database's term is the web server's.
    expect(await harness.inspect("select public.deal_room_offer_record_years() as years")).toEqual([{ years: OFFER_RECORD_YEARS }]);

    const privacy = harness.repository.personalInformation!;
    const found = await privacy.find(email, "find", "session test", BEFORE);
    expect(found.filter((row) => row.source === "deal_room_offers").map((row) => row.data.price)).toEqual([7250000]);
    expect(found.filter((row) => row.source === "deal_room_visits")).toHaveLength(1);

    // A month later: the offer and its proof of funds are kept, and the erasure says so.
    const soon = new Date("2027-01-01T15:00:00Z");
    expect(await store.offerProofKeysOf(" AMELIE.ERASE@example.ca", soon)).toEqual([]);
    const steps = await privacy.erase(email, "session test", soon);
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "deal_room_offers", action: "deleted", records: 0 }),
        expect.objectContaining({ source: "deal_room_offers", action: "kept", records: 1 }),
        expect.objectContaining({ source: "deal_room_visits", action: "deleted", records: 1 }),
      ]),
    );
    expect((await store.signerOffers(signature.id)).map((row) => [row.price, row.proof?.fileId])).toEqual([[7_250_000, fileId]]);

    // Six years and a day after it was made, the offer is past its term: an erasure deletes it and names its file.
    const later = new Date("2032-12-02T15:00:00Z");
    expect(await store.offerProofKeysOf(" AMELIE.ERASE@example.ca", later)).toEqual([`${LISTING}/${fileId}`]);
    expect(await privacy.erase(email, "session test", later)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "deal_room_offers", action: "deleted", records: 1 }),
        expect.objectContaining({ source: "deal_room_offers", action: "kept", records: 0 }),
      ]),
    );
    expect(await store.signerOffers(signature.id)).toEqual([]);
    expect(await store.offerProofKeysOf(email, later)).toEqual([]);
  });

  it("sends three access links per address a day, however many servers sign it at once (issue 31)", async () => {
    const peer = await harness.peer();
    const address = "many.servers@example.ca";
    const signatures = await Promise.all(
      Array.from({ length: 6 }, (_, index) => sign(index % 2 === 0 ? store : peer, index % 3 === 0 ? address.toUpperCase() : address)),
    );
    const withheld = signatures.map((signature) => signature.accessWithheld);
    expect(withheld.filter((reason) => reason === null)).toHaveLength(3);
    expect(withheld.filter((reason) => reason === "daily-limit")).toHaveLength(3);
  });

  it("refuses the eleventh offer of a signer's Toronto day, saying when it resets, and stores nothing (issue 41)", async () => {
    const signature = await sign(store, "eleven@example.ca");
    // 2026-12-02 23:30 in Toronto is 04:30 UTC on the 3rd: still the 2nd's count.
    const evening = new Date("2026-12-03T04:30:00Z");
    const ip = "198.51.100.11";
    for (let index = 0; index < 10; index += 1) await store.submitOffer(offer(signature.id, { ip, at: new Date("2026-12-02T14:00:00Z") }));
    expect(await store.offerAllowance(signature.id, ip, null, evening)).toEqual({
      refused: { limit: "signature", resetsAt: "2026-12-03T05:00:00.000Z" },
      proofFileId: null,
    });
    const refusal = await store.submitOffer(offer(signature.id, { ip, at: evening })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OfferLimitReached);
    expect(refusal).toMatchObject({ limit: "signature", resetsAt: "2026-12-03T05:00:00.000Z" });
    expect(await store.signerOffers(signature.id)).toHaveLength(10);
    // Toronto's midnight: a new day, a new ten.
    const next = await store.submitOffer(offer(signature.id, { ip, at: new Date("2026-12-03T05:00:00Z") }));
    expect(next.revision).toBe(11);
  });

  it("refuses the twenty-first offer of a client address's day across signers, and shares one count among unidentified clients", async () => {
    const at = new Date("2026-12-04T15:00:00Z");
    const ip = "198.51.100.21";
    const signers: { id: string }[] = [];
    for (const name of ["a", "b", "c", "d", "e"]) signers.push(await sign(store, `client.${name}@example.ca`));
    const signer = (index: number) => signers[index]!.id;
    // Five offers each from four signers (each under their own ten), all from one address.
    for (let index = 0; index < 20; index += 1) await store.submitOffer(offer(signer(index % 4), { ip, at }));
    await expect(store.submitOffer(offer(signer(4), { ip, at }))).rejects.toMatchObject({
      limit: "client",
      resetsAt: "2026-12-05T05:00:00.000Z",
    });
    expect(await store.signerOffers(signer(4))).toEqual([]);
    // Another address is not held back by this one.
    expect((await store.submitOffer(offer(signer(4), { ip: "198.51.100.22", at }))).revision).toBe(1);
    // Clients whose address is unknown share one count.
    const nextDay = new Date("2026-12-05T15:00:00Z");
    for (let index = 0; index < 20; index += 1) await store.submitOffer(offer(signer(index % 4), { ip: null, at: nextDay }));
    expect(await store.offerAllowance(signer(4), null, null, nextDay)).toMatchObject({ refused: { limit: "client" } });
    expect(await store.offerAllowance(signer(4), "198.51.100.23", null, nextDay)).toMatchObject({ refused: null });
  });

  it("stores ten offers of one signer sent at once from two servers, never eleven", async () => {
    const peer = await harness.peer();
    const signature = await sign(store, "at.once@example.ca");
    const at = new Date("2026-12-05T15:00:00Z");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 14 }, (_, index) =>
        (index % 2 === 0 ? store : peer).submitOffer(offer(signature.id, { ip: `198.51.100.${index}`, at })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(refusals.every((reason) => reason instanceof OfferLimitReached && reason.limit === "signature")).toBe(true);
    expect((await store.signerOffers(signature.id)).map((row) => row.revision).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
  });

  it("keeps a proof of funds sent again by the same signer once: the offers refer to the first file", async () => {
    const signature = await sign(store, "same.file@example.ca");
    const other = await sign(store, "other.file@example.ca");
    const at = new Date("2026-12-06T15:00:00Z");
    const proof = (fileId: string) => ({
      fileId,
      fileName: "Bank letter.pdf",
      contentType: "application/pdf",
      sizeBytes: 1200,
      sha256: "d".repeat(64),
    });
    const firstFile = "5b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44";
    const secondFile = "6b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44";
    expect(await store.offerAllowance(signature.id, null, "d".repeat(64), at)).toEqual({ refused: null, proofFileId: null });
    expect((await store.submitOffer(offer(signature.id, { proof: proof(firstFile), at }))).proofFileId).toBe(firstFile);
    expect(await store.offerAllowance(signature.id, null, "d".repeat(64), at)).toEqual({ refused: null, proofFileId: firstFile });
    // Sent with a fresh file id (two tabs at once): the row takes the kept file, and says so.
    const again = await store.submitOffer(offer(signature.id, { proof: proof(secondFile), price: 7_300_000, at }));
    expect(again.proofFileId).toBe(firstFile);
    expect((await store.signerOffers(signature.id)).map((row) => row.proof?.fileId)).toEqual([firstFile, firstFile]);
    expect(await store.offerProofKeysOf("same.file@example.ca", new Date("2032-12-07T15:00:00Z"))).toEqual([`${LISTING}/${firstFile}`]);
    // Another signer's identical bytes are their own file: each file lives as long as its signature.
    expect((await store.submitOffer(offer(other.id, { proof: proof(secondFile), at }))).proofFileId).toBe(secondFile);
  });

  it("does not count a withheld link as a delivery waiting, only its team notice (issue 41)", async () => {
    const dealRoomMail = async () =>
      (await harness.repository.pendingDeliveries({ webhooks: false })).find((row) => row.channel === "deal-room-mail");
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async () => ({ ok: true }),
      secret: async () => Buffer.alloc(32, 7),
      siteUrl: "https://www.example-agency.ca",
      team: async () => TEST_TEAM,
      listingTitle: async (slug) => slug,
      // After every offer the earlier tests dated in December: all of them due.
      now: () => new Date("2027-01-01T00:00:00Z"),
    });
    const drain = async () => {
      while ((await mailer.runOnce()).delivered > 0);
    };
    await drain();
    expect(await dealRoomMail()).toMatchObject({ pending: 0 });
    const address = "withheld.health@example.ca";
    for (let index = 0; index < 3; index += 1) await sign(store, address);
    const fourth = await sign(store, address);
    expect(fourth.accessWithheld).toBe("daily-limit");
    expect(await dealRoomMail()).toMatchObject({ pending: 4 });
    // Once the team has been told of all four, nothing waits: the withheld link waits for the operator.
    await drain();
    expect(await dealRoomMail()).toMatchObject({ pending: 0, oldestAt: null });
  });
});
