/**
 * The deal room against the real migrations on PGlite: signing (what is stored, what is refused
 * and stores nothing), the access link (expired, altered, another listing's, revoked), the two
 * e-mails' delivery with retries, the documents and the download log.
 */
import { NAME_RULE_MESSAGE, ORGANISATION_NAME_RULE_MESSAGE } from "@agency/supabase/lead-fields";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { torontoDay } from "@/src/analytics/rules";
import { openMemoryPGlite } from "@/src/database/pglite";
import { createMemoryRepository, openPGliteRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { signLink } from "@/src/security/signedLink";
import { agreementVersion, type AgreementVersion } from "@/src/dealRoom/access/agreement";
import { accessToken, accessUrl, checkAccess } from "@/src/dealRoom/access/access";
import { createFileDocumentStorage, documentKey } from "@/src/dealRoom/documents/documentStorage";
import { buildAccessEmail, createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import {
  AGREE_MESSAGE,
  AGREEMENT_CHANGED_MESSAGE,
  CLIENT_MESSAGE,
  SIGNATURE_MISMATCH_MESSAGE,
  signAgreement,
  UNAVAILABLE_LISTING_MESSAGE,
  type SigningDeps,
} from "@/src/dealRoom/access/signing";
import type { DealRoomStore } from "./store";

const AGREEMENT = agreementVersion({
  title: "Confidentiality agreement",
  body: "1. You keep it confidential.\r\n\r\n2. Ontario law applies.  ",
  _updatedAt: "2026-11-20T15:00:00Z",
}) as AgreementVersion;
const LISTING = "gta-storage-portfolio";
const SECRET = randomBytes(32);

const FIELDS = {
  listing: LISTING,
  agreement_sha256: AGREEMENT.sha256,
  name: "Amélie Tremblay",
  email: "amelie@example.ca",
  phone: "(416) 555-0199",
  company: "Northshore Capital",
  role: "principal",
  client_name: "",
  signature: "amélie  TREMBLAY",
  agree: "on",
};

let repository: Stores;
let store: DealRoomStore;
let woken = 0;

function deps(overrides: Partial<SigningDeps> = {}): SigningDeps {
  return {
    store: async () => store,
    agreement: async () => AGREEMENT,
    hasDealRoom: async (slug) => slug === LISTING,
    attempt: async () => ({ allowed: true }),
    wake: () => {
      woken += 1;
    },
    ...overrides,
  };
}

async function storedSignatures(): Promise<number> {
  return (await store.signers(LISTING)).length;
}

beforeAll(async () => {
  repository = await createMemoryRepository();
  store = repository.dealRoom as DealRoomStore;
}, 60_000);
afterAll(async () => {
  await repository.close();
});
beforeEach(() => {
  woken = 0;
});

describe("the agreement's version", () => {
  it("is the SHA-256 of the text as shown, line endings and outer spaces normalised", () => {
    expect(AGREEMENT.body).toBe("1. You keep it confidential.\n\n2. Ontario law applies.");
    expect(AGREEMENT.paragraphs).toEqual(["1. You keep it confidential.", "2. Ontario law applies."]);
    expect(AGREEMENT.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(AGREEMENT.version).toBe(`2026-11-20 · ${AGREEMENT.sha256.slice(0, 12)}`);
    expect(agreementVersion({ body: "  " })).toBeNull();
  });
});

describe("signing", () => {
  it("credits the signature to the visit's campaign and landing page in the traffic report, never a private path", async () => {
    const at = new Date().toISOString();
    const attribution = JSON.stringify({
      first: {
        source: "newsletter",
        medium: "email",
        campaign: "nda-drive",
        landing: "/self-storage/listings/?utm_campaign=nda-drive",
        at,
      },
      last: { source: "newsletter", medium: "email", campaign: "nda-drive", landing: "/self-storage/listings/?utm_campaign=nda-drive", at },
      page: `/self-storage/listings/${LISTING}/deal-room/?token=secret-token`,
    });
    const state = await signAgreement(
      {
        fields: { ...FIELDS, email: "credited@example.ca", attribution },
        referer: `https://www.example-agency.ca/self-storage/listings/${LISTING}/agreement/`,
        ip: null,
        userAgent: null,
      },
      deps(),
    );
    expect(state.status).toBe("signed");
    const today = torontoDay(new Date());
    const report = await repository.analytics!.traffic(today, today, 50);
    expect(report.campaigns).toContainEqual({ source: "newsletter", medium: "email", campaign: "nda-drive", views: 0, conversions: 1 });
    expect(report.conversions.find((row) => row.kind === "agreement")?.conversions).toBeGreaterThanOrEqual(1);
  });

  // It opens a database of its own, as beforeAll does (seconds of PGlite on a busy machine): the
  // same 60 s, not the default 5 s it once ran out of beside the other test files.
  it(
    "stores the signature's attribution cleaned as a lead's: the deal room's address with its token is not kept",
    { timeout: 60_000 },
    async () => {
      const db = await openMemoryPGlite();
      const own = await openPGliteRepository(db);
      try {
        const at = new Date().toISOString();
        const attribution = JSON.stringify({
          last: { source: "newsletter", landing: `/self-storage/listings/${LISTING}/deal-room/?token=secret-token`, at },
          page: `/self-storage/listings/${LISTING}/deal-room/?token=secret-token`,
        });
        const fields = { ...FIELDS, email: "cleaned@example.ca", attribution };
        await signAgreement({ fields, ip: null, userAgent: null }, deps({ store: async () => own.dealRoom as DealRoomStore }));
        const { rows } = await db.query<{ attribution: unknown }>("select attribution from public.deal_room_signatures");
        expect(rows.map((row) => row.attribution)).toEqual([{ last: { source: "newsletter", at } }]);
      } finally {
        await own.close();
      }
    },
  );

  it("stores the signature with the exact text, its hash, the client and the browser, and wakes the e-mails", async () => {
    const before = await storedSignatures();
    const state = await signAgreement({ fields: FIELDS, ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" }, deps());
    expect(state).toMatchObject({ status: "signed", sentTo: "amelie@example.ca", fieldErrors: {} });
    expect(woken).toBe(1);
    const [signer] = await store.signers(LISTING);
    expect(await storedSignatures()).toBe(before + 1);
    expect(signer).toMatchObject({
      name: "Amélie Tremblay",
      email: "amelie@example.ca",
      company: "Northshore Capital",
      role: "principal",
      clientName: null,
      signature: "amélie  TREMBLAY",
      agreementSha256: AGREEMENT.sha256,
      agreementVersion: AGREEMENT.version,
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (test)",
      revokedAt: null,
    });
  });

  it.each([
    [{ agree: undefined }, "agree", AGREE_MESSAGE],
    [{ signature: "Someone Else" }, "signature", SIGNATURE_MISMATCH_MESSAGE],
    [{ role: "broker", client_name: "" }, "client_name", CLIENT_MESSAGE],
    [{ email: "amelie@" }, "email", "Enter a valid e-mail address, like name@example.ca"],
    [{ phone: "555" }, "phone", "Enter a phone number with at least 7 digits"],
    [{ role: "buyer" }, "role", "Choose whether you are buying for yourself or as a broker"],
    [{ name: "Amélie\r\nBcc: x@y.z", signature: "Amélie\r\nBcc: x@y.z" }, "name", "Contains characters that are not allowed"],
    [{ name: "Amélie www.deals.example", signature: "Amélie www.deals.example" }, "name", NAME_RULE_MESSAGE],
    [{ signature: "amelie@example.ca" }, "signature", NAME_RULE_MESSAGE],
    // Issue 41: what the owner's report and the team read beside the name follows the rule too.
    [{ company: "Call 416-555-0100 for a higher offer" }, "company", ORGANISATION_NAME_RULE_MESSAGE],
    [{ company: "Northshore https://better-offer.example" }, "company", ORGANISATION_NAME_RULE_MESSAGE],
    [{ role: "broker", client_name: "Text (416) 555 0100" }, "client_name", ORGANISATION_NAME_RULE_MESSAGE],
    [{ role: "broker", client_name: "offers@better.example" }, "client_name", ORGANISATION_NAME_RULE_MESSAGE],
  ])("refuses %j with a message on the field, storing nothing", async (change, field, message) => {
    const before = await storedSignatures();
    const state = await signAgreement({ fields: { ...FIELDS, ...change }, ip: null, userAgent: null }, deps());
    expect(state.status).toBe("invalid");
    expect(state.fieldErrors[field]).toBe(message);
    expect(state.values.name).toBe((change as { name?: string }).name ?? FIELDS.name);
    expect(await storedSignatures()).toBe(before);
    expect(woken).toBe(0);
  });

  it("refuses a signature against another version of the agreement, storing nothing", async () => {
    const before = await storedSignatures();
    const state = await signAgreement({ fields: { ...FIELDS, agreement_sha256: "0".repeat(64) }, ip: null, userAgent: null }, deps());
    expect(state).toMatchObject({ status: "invalid", message: AGREEMENT_CHANGED_MESSAGE });
    expect(await storedSignatures()).toBe(before);
  });

  it("refuses a listing without a deal room, and a connection over the limit", async () => {
    expect((await signAgreement({ fields: { ...FIELDS, listing: "sold-listing" }, ip: null, userAgent: null }, deps())).message).toBe(
      UNAVAILABLE_LISTING_MESSAGE,
    );
    const limited = await signAgreement(
      { fields: FIELDS, ip: "203.0.113.9", userAgent: null },
      deps({ attempt: async () => ({ allowed: false, retryAfterSeconds: 300 }) }),
    );
    expect(limited).toMatchObject({ status: "rate_limited", message: expect.stringContaining("5 minutes") });
  });

  it("keeps a broker's client", async () => {
    await signAgreement(
      { fields: { ...FIELDS, role: "broker", client_name: "Lakeview Holdings", email: "broker@example.ca" }, ip: null, userAgent: null },
      deps(),
    );
    const broker = (await store.signers(LISTING)).find((signer) => signer.email === "broker@example.ca");
    expect(broker).toMatchObject({ role: "broker", clientName: "Lakeview Holdings" });
  });
});

describe("the access link", () => {
  async function signed(email: string) {
    await signAgreement({ fields: { ...FIELDS, email }, ip: null, userAgent: null }, deps());
    const signer = (await store.signers(LISTING)).find((candidate) => candidate.email === email);
    if (!signer) throw new Error("not stored");
    return signer;
  }
  const check = (token: unknown, listing = LISTING, now?: Date) =>
    checkAccess(token, listing, { secret: async () => SECRET, store: async () => store, ...(now ? { now } : {}) });

  it("opens the deal room of its listing for 7 days, then not", async () => {
    const signer = await signed("link@example.ca");
    const token = accessToken(signer, SECRET);
    const ok = await check(token);
    expect(ok).toMatchObject({ ok: true, signature: { id: signer.id, email: "link@example.ca" } });
    const afterSevenDays = new Date(Date.parse(signer.acceptedAt) + 7 * 24 * 3600 * 1000 + 1000);
    expect(await check(token, LISTING, afterSevenDays)).toEqual({ ok: false, reason: "expired" });
    expect(accessUrl("https://www.example-agency.ca", signer, SECRET)).toBe(
      `https://www.example-agency.ca/self-storage/listings/${LISTING}/deal-room/?t=${token}`,
    );
  });

  it("refuses an altered link, another listing's, a made-up signature and a revoked one", async () => {
    const signer = await signed("refused@example.ca");
    const token = accessToken(signer, SECRET);
    expect(await check(`${token.slice(0, -2)}AA`)).toEqual({ ok: false, reason: "forged" });
    expect(await check(token, "another-listing")).toEqual({ ok: false, reason: "other-listing" });
    const madeUp = signLink("deal-room", { s: "00000000-0000-4000-8000-000000000000", l: LISTING }, SECRET, new Date(Date.now() + 60_000));
    expect(await check(madeUp)).toEqual({ ok: false, reason: "revoked" });
    expect(await store.revoke(signer.id, new Date())).toBe(true);
    expect(await store.revoke(signer.id, new Date())).toBe(false);
    expect(await check(token)).toEqual({ ok: false, reason: "revoked" });
  });
});

describe("the e-mails", () => {
  it("sends the signer the link and the team the notice, once each, retrying a failure", async () => {
    const sent: Record<string, unknown>[] = [];
    let fail = true;
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async (name, body) => {
        expect(name).toBe("send-email");
        if (fail) return { ok: false, error: "HTTP 502: mail down" };
        sent.push(body);
        return { ok: true };
      },
      secret: async () => SECRET,
      siteUrl: "https://www.example-agency.ca",
      team: async () => ({
        agencyName: "Ontario Storage Advisors",
        brokerageName: "Lakeshore Commercial Realty Inc., Brokerage",
        email: "team@example.ca",
        phone: "(416) 555-0148",
        signature: ["Daniel Mercer, Sales Representative"],
        notifyTo: ["team@example.ca"],
      }),
      listingTitle: async () => "GTA storage portfolio",
    });
    await signAgreement({ fields: { ...FIELDS, email: "mail@example.ca" }, ip: null, userAgent: null }, deps());
    const first = await mailer.runOnce();
    expect(first.failed).toBeGreaterThan(0);
    const waiting = (await store.signers(LISTING)).find((signer) => signer.email === "mail@example.ca");
    expect(waiting).toMatchObject({ accessSentAt: null, mailLastError: "HTTP 502: mail down" });

    // Due again after the backoff: claim as of a later time.
    fail = false;
    const later = createDealRoomMailer({
      store: async () => store,
      invoke: async (_name, body) => {
        sent.push(body);
        return { ok: true };
      },
      secret: async () => SECRET,
      siteUrl: "https://www.example-agency.ca",
      team: async () => ({
        agencyName: "Ontario Storage Advisors",
        brokerageName: null,
        email: "team@example.ca",
        phone: "(416) 555-0148",
        signature: ["Daniel Mercer, Sales Representative"],
        notifyTo: ["team@example.ca"],
      }),
      listingTitle: async () => "GTA storage portfolio",
      now: () => new Date(Date.now() + 10 * 60_000),
    });
    await later.runOnce();
    const toSigner = sent.filter((body) => (body.to as string[])[0] === "mail@example.ca");
    const toTeam = sent.filter((body) => body.replyTo === "mail@example.ca");
    expect(toSigner).toHaveLength(1);
    expect(toTeam).toHaveLength(1);
    expect(toSigner[0]?.subject).toBe("Your access to the GTA storage portfolio deal room");
    expect(String(toSigner[0]?.text)).toMatch(
      new RegExp(`https://www\\.example-agency\\.ca/self-storage/listings/${LISTING}/deal-room/\\?t=[\\w-]+\\.[\\w-]{43}`),
    );
    expect(toTeam[0]?.subject).toBe("CA signed: Amélie Tremblay for GTA storage portfolio");
    expect(String(toTeam[0]?.text)).toContain("Signing as: Principal");
    expect(await store.countFailedMail()).toBe(0);
    // Nothing is due any more: a second round sends nothing.
    const before = sent.length;
    await later.runOnce();
    expect(sent.length).toBe(before);
  });

  it("escapes what the signer typed in the HTML", () => {
    const email = buildAccessEmail({
      signer: { name: "<b>Eve</b>", acceptedAt: "2026-11-24T12:00:00Z", agreementVersion: "v" },
      listingTitle: "A & B",
      link: "https://x.example/?t=a&b",
      team: { agencyName: "Agency", brokerageName: null, email: "t@x.ca", phone: "1", signature: [] },
    });
    expect(email.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(email.html).toContain('href="https://x.example/?t=a&amp;b"');
  });
});

describe("documents and the download log", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "deal-room-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("keeps the exact bytes under DATA_DIR, lists, logs and removes", async () => {
    const storage = createFileDocumentStorage(root);
    const id = crypto.randomUUID();
    const bytes = new Uint8Array(randomBytes(100_000));
    await storage.put(documentKey(LISTING, id), bytes, "application/pdf");
    await store.addDocument({
      id,
      listing: LISTING,
      fileName: "Offering memorandum.pdf",
      contentType: "application/pdf",
      sizeBytes: bytes.byteLength,
      sha256: "a".repeat(64),
    });
    const stream = await storage.get(documentKey(LISTING, id));
    expect(Buffer.from(await new Response(stream).arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await store.documents(LISTING)).map((document) => document.fileName)).toContain("Offering memorandum.pdf");

    const [signer] = await store.signers(LISTING);
    const downloadId = crypto.randomUUID();
    await store.logDownload({
      downloadId,
      signatureId: signer?.id ?? "",
      documentId: id,
      ip: "203.0.113.7",
      userAgent: "test",
      bytesSent: 100_000,
      at: new Date(),
    });
    expect((await store.downloadLog(LISTING, 10))[0]).toMatchObject({
      name: signer?.name,
      fileName: "Offering memorandum.pdf",
      ip: "203.0.113.7",
      downloadId,
      bytesSent: 100_000,
    });
    // The operator's look-up by the ID printed on the copy.
    expect(await store.download(downloadId)).toMatchObject({
      downloadId,
      listing: LISTING,
      name: signer?.name,
      email: signer?.email,
      fileName: "Offering memorandum.pdf",
      ip: "203.0.113.7",
      userAgent: "test",
      bytesSent: 100_000,
    });
    expect(await store.download(crypto.randomUUID())).toBeNull();

    expect(await store.removeDocument(id, new Date())).toBe(true);
    expect(await store.removeDocument(id, new Date())).toBe(false);
    expect((await store.documents(LISTING)).map((document) => document.id)).not.toContain(id);
    expect(await storage.get(documentKey(LISTING, crypto.randomUUID()))).toBeNull();
    expect(() => documentKey("../etc", id)).toThrow();
  });
});
