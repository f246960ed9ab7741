/**
 * The hosted adapter of the deal room's store at its boundary: each operation is one PostgREST RPC
 * of 20261124000100_deal_room.sql, with the function's named parameters, and the rows it answers
 * are read like the SQL adapters' (the PGlite side is dealRoom.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createDealRoomStore, dealRoomCallSql, rpcDealRoomCall } from "./store";

function recordingStore(answers: Record<string, unknown>) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const store = createDealRoomStore(
    rpcDealRoomCall(async (name, args) => {
      calls.push({ name, args });
      return answers[name] ?? [];
    }),
  );
  return { store, calls };
}

const ID = "6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";

describe("the deal room store over RPC", () => {
  it("records a signature with every named parameter, and reads the answer", async () => {
    const { store, calls } = recordingStore({ record_deal_room_signature: [{ id: ID, accepted_at: "2026-11-24 15:00:00+00" }] });
    const stored = await store.recordSignature({
      listing: "gta-portfolio",
      name: "Jordan Lee",
      email: "jordan@example.ca",
      phone: "416 555 0148",
      company: null,
      role: "broker",
      clientName: "Lakeview Holdings",
      signature: "Jordan Lee",
      agreement: { sha256: "a".repeat(64), body: "Text.", version: "v1" },
      ip: "203.0.113.7",
      userAgent: "UA",
      attribution: { last: { source: "newsletter", campaign: "fall-2026", landing: "/self-storage/", at: "2026-11-24T14:00:00.000Z" } },
    });
    expect(stored).toEqual({ id: ID, acceptedAt: "2026-11-24T15:00:00.000Z", accessWithheld: null });
    expect(calls).toEqual([
      {
        name: "record_deal_room_signature",
        args: {
          p_listing: "gta-portfolio",
          p_name: "Jordan Lee",
          p_email: "jordan@example.ca",
          p_phone: "416 555 0148",
          p_company: null,
          p_role: "broker",
          p_client_name: "Lakeview Holdings",
          p_signature: "Jordan Lee",
          p_agreement_sha256: "a".repeat(64),
          p_agreement_body: "Text.",
          p_agreement_version: "v1",
          p_ip: "203.0.113.7",
          p_user_agent: "UA",
          p_is_test: false,
          // A JSON value in the RPC's body, not text.
          p_attribution: {
            last: { source: "newsletter", campaign: "fall-2026", landing: "/self-storage/", at: "2026-11-24T14:00:00.000Z" },
          },
        },
      },
    ]);
  });

  it("claims due e-mails with a lease, and answers revocation and removal as done or not", async () => {
    const { store, calls } = recordingStore({
      claim_due_deal_room_mail: [
        {
          id: ID,
          accepted_at: "2026-11-24T15:00:00Z",
          listing: "gta-portfolio",
          name: "J",
          email: "j@x.ca",
          phone: "1234567",
          company: null,
          role: "principal",
          client_name: null,
          agreement_version: "v1",
          agreement_sha256: "b".repeat(64),
          access_sent_at: null,
          team_notified_at: null,
          attempts: 2,
        },
      ],
      revoke_deal_room_signature: [{ done: true }],
      remove_deal_room_document: [],
    });
    const [due] = await store.claimDueMail(25, new Date("2026-11-24T15:01:00Z"), 120);
    expect(due).toMatchObject({ id: ID, role: "principal", accessSentAt: null, attempts: 2, agreementVersion: "v1" });
    expect(calls[0]).toEqual({
      name: "claim_due_deal_room_mail",
      args: { p_limit: 25, p_lease_seconds: 120, p_now: "2026-11-24T15:01:00.000Z" },
    });
    expect(await store.revoke(ID, new Date())).toBe(true);
    expect(await store.removeDocument(ID, new Date())).toBe(false);
  });

  it("refuses an answer that is not rows", async () => {
    const { store } = recordingStore({ list_deal_room_documents: { unexpected: true } });
    await expect(store.documents("gta-portfolio")).rejects.toThrow("list_deal_room_documents returned an unexpected answer");
  });

  it("writes the same call as SQL for the embedded adapters", () => {
    expect(
      dealRoomCallSql("revoke_deal_room_signature", [
        ["p_id", "uuid", ID],
        ["p_at", "timestamptz", "x"],
      ]),
    ).toBe("select * from public.revoke_deal_room_signature($1::uuid, $2::timestamptz)");
  });
});

describe("a signer's proved address over RPC (issue 31)", () => {
  it("confirms with the function's named parameters, and lists each signer's confirmation", async () => {
    const { store, calls } = recordingStore({
      confirm_deal_room_signature: [{ confirmed_at: "2026-11-25 10:00:00+00" }],
      deal_room_signers: [{ id: ID, accepted_at: "2026-11-24 15:00:00+00", name: "Jordan Lee", email: "j@example.ca", downloads: 0 }],
      deal_room_signer_confirmations: [{ id: ID, confirmed_at: "2026-11-25 10:00:00+00" }],
    });
    expect(await store.confirmSignature(ID, new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-25T10:00:00.000Z");
    expect(calls[0]).toEqual({ name: "confirm_deal_room_signature", args: { p_id: ID, p_at: "2026-11-25T10:00:00.000Z" } });
    const [signer] = await store.signers("gta-portfolio");
    expect(signer?.confirmedAt).toBe("2026-11-25T10:00:00.000Z");
    expect(calls.slice(1).map((call) => call.name)).toEqual([
      "deal_room_signers",
      "deal_room_access_states",
      "deal_room_signer_confirmations",
      "deal_room_barred_signatures",
    ]);
    expect(calls.slice(1).map((call) => call.args)).toEqual(Array(4).fill({ p_listing: "gta-portfolio" }));
  });
});

describe("offers and visits over RPC (issue 36)", () => {
  it("submits an offer with every named parameter, and reads PostgREST's numbers and dates back", async () => {
    const { store, calls } = recordingStore({
      submit_deal_room_offer: [{ id: ID, revision: 2, submitted_at: "2026-12-11T15:00:00+00:00", late: true }],
      deal_room_signer_offers: [
        {
          id: ID,
          signature_id: ID,
          revision: 2,
          submitted_at: "2026-12-11T15:00:00+00:00",
          price: 7250000.5,
          deposit: 250000,
          due_diligence_days: 45,
          financing: "conditional",
          lender: null,
          closing_date: "2027-03-31",
          conditions: null,
          proof_file_id: null,
          call_for_offers_at: "2026-12-10T22:00:00+00:00",
          late: true,
        },
      ],
    });
    const at = new Date("2026-12-11T15:00:00Z");
    expect(
      await store.submitOffer({
        signatureId: ID,
        price: 7_250_000.5,
        deposit: 250_000,
        dueDiligenceDays: 45,
        financing: "conditional",
        lender: null,
        closingDate: "2027-03-31",
        conditions: null,
        proof: null,
        callForOffersAt: "2026-12-10T22:00:00.000Z",
        ip: null,
        userAgent: "UA",
        at,
      }),
    ).toEqual({ id: ID, revision: 2, submittedAt: "2026-12-11T15:00:00.000Z", late: true, proofFileId: null });
    expect(calls[0]?.args).toEqual({
      p_signature_id: ID,
      p_price: 7_250_000.5,
      p_deposit: 250_000,
      p_due_diligence_days: 45,
      p_financing: "conditional",
      p_lender: null,
      p_closing_date: "2027-03-31",
      p_conditions: null,
      p_proof_file_id: null,
      p_proof_file_name: null,
      p_proof_content_type: null,
      p_proof_size_bytes: null,
      p_proof_sha256: null,
      p_call_for_offers_at: "2026-12-10T22:00:00.000Z",
      p_ip: null,
      p_client: "unidentified",
      p_user_agent: "UA",
      p_at: "2026-12-11T15:00:00.000Z",
    });
    const [offer] = await store.signerOffers(ID);
    expect(offer).toMatchObject({
      price: 7_250_000.5,
      closingDate: "2027-03-31",
      proof: null,
      late: true,
      callForOffersAt: "2026-12-10T22:00:00.000Z",
    });

    await store.recordVisit(ID, at, true);
    expect(calls.at(-1)).toEqual({
      name: "record_deal_room_visit",
      args: { p_signature_id: ID, p_at: "2026-12-11T15:00:00.000Z", p_arrival: true, p_gap_minutes: 30 },
    });
  });
});
