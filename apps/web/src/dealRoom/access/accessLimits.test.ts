/**
 * Who gets a link (issue 31), against the real migrations on PGlite: at most three access e-mails
 * per address in 24 hours across listings, a revoked address that signs again gets none, and the
 * operator's grant sends a fresh one. What the visitor is told, and what the team's notice says.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { verifyLink } from "@/src/security/signedLink";
import { checkAccess } from "./access";
import { accessCookieValue, ACCESS_COOKIE, dealRoomAccess } from "./accessCookie";
import { agreementVersion, type AgreementVersion } from "./agreement";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import { AWAITING_TEAM_MESSAGE, signAgreement, type SigningDeps } from "./signing";
import type { DealRoomStore } from "@/src/dealRoom/store";

const AGREEMENT = agreementVersion({ body: "Keep it confidential.", _updatedAt: "2026-11-20T15:00:00Z" }) as AgreementVersion;
const LISTINGS = ["gta-storage-portfolio", "barrie-industrial"] as const;
const SECRET = randomBytes(32);
const FIELDS = {
  agreement_sha256: AGREEMENT.sha256,
  name: "Jordan Lee",
  phone: "(416) 555-0170",
  company: "Lee Family Office",
  role: "principal",
  signature: "Jordan Lee",
  agree: "on",
};

let repository: Stores;
let store: DealRoomStore;
const sent: { to: string[]; subject: string; text: string }[] = [];

const deps: SigningDeps = {
  store: async () => store,
  agreement: async () => AGREEMENT,
  hasDealRoom: async (slug) => (LISTINGS as readonly string[]).includes(slug),
  attempt: async () => ({ allowed: true }),
  wake: () => undefined,
};

const sign = (email: string, listing: string = LISTINGS[0]) =>
  signAgreement({ fields: { ...FIELDS, email, listing }, ip: null, userAgent: null }, deps);

/** One round of the deal room's durable mail queue; the e-mails it sent. */
async function deliver(now = new Date()) {
  const before = sent.length;
  await createDealRoomMailer({
    store: async () => store,
    invoke: async (_name, body) => {
      sent.push(body as (typeof sent)[number]);
      return { ok: true };
    },
    secret: async () => SECRET,
    siteUrl: "https://www.example-agency.ca",
    team: async () => ({
      agencyName: "Agency",
      brokerageName: null,
      email: "team@example.ca",
      phone: "1",
      signature: [],
      notifyTo: ["team@example.ca"],
    }),
    listingTitle: async (slug) => slug,
    now: () => now,
  }).runOnce();
  return sent.slice(before);
}

const linksTo = (messages: typeof sent, address: string) => messages.filter((message) => message.to[0] === address);

beforeAll(async () => {
  repository = await createMemoryRepository();
  store = repository.dealRoom as DealRoomStore;
}, 60_000);
afterAll(async () => {
  await repository.close();
});

describe("three access e-mails per address a day", () => {
  it("sends three links to one address across listings; the fourth signature is stored, withheld, and the team told", async () => {
    const address = "Many.Links@example.ca";
    for (const listing of [LISTINGS[0], LISTINGS[1], LISTINGS[0]]) {
      expect(await sign(address, listing)).toMatchObject({ status: "signed", sentTo: address });
    }
    // The same mailbox, spelt in capitals: still the fourth.
    const fourth = await sign(address.toUpperCase(), LISTINGS[1]);
    expect(fourth).toMatchObject({ status: "awaiting_team", message: AWAITING_TEAM_MESSAGE, sentTo: null });

    const mail = await deliver();
    expect(linksTo(mail, address).map((message) => message.subject)).toHaveLength(3);
    expect(linksTo(mail, address.toUpperCase())).toEqual([]);
    const notice = mail.find((message) => message.subject === `CA signed, link withheld: Jordan Lee for ${LISTINGS[1]}`);
    expect(notice?.to).toEqual(["team@example.ca"]);
    expect(notice?.text).toContain(
      `No link was sent to ${address.toUpperCase()}: this address already received 3 deal room links in the last 24 hours.`,
    );
    const withheld = (await store.signers(LISTINGS[1])).find((signer) => signer.email === address.toUpperCase());
    expect(withheld).toMatchObject({ accessWithheld: "daily-limit", accessSentAt: null });
  });
});

describe("revocation sticks", () => {
  it("withholds the link of a revoked address that signs again, until the operator grants access", async () => {
    const address = "revoked@example.ca";
    expect(await sign(address)).toMatchObject({ status: "signed" });
    await deliver();
    const [first] = (await store.signers(LISTINGS[0])).filter((signer) => signer.email === address);
    expect(await store.revoke(first?.id ?? "", new Date())).toBe(true);

    expect(await sign(address)).toMatchObject({ status: "awaiting_team", message: AWAITING_TEAM_MESSAGE });
    // Another listing is another matter.
    expect(await sign(address, LISTINGS[1])).toMatchObject({ status: "signed" });
    const mail = await deliver();
    expect(linksTo(mail, address).map((message) => message.subject)).toEqual([`Your access to the ${LISTINGS[1]} deal room`]);
    expect(mail.find((message) => message.subject.startsWith("CA signed, link withheld"))?.text).toContain(
      "the team revoked this address's access to this listing",
    );

    const again = (await store.signers(LISTINGS[0])).find((signer) => signer.email === address && signer.accessWithheld);
    expect(again).toMatchObject({ accessWithheld: "revoked", revokedAt: null });
    // The grant: a fresh link, 7 days from the grant, and the address is no longer barred.
    const grantedAt = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    expect(await store.grantAccess(again?.id ?? "", grantedAt)).toEqual({ email: address, outcome: "granted" });
    expect(await store.grantAccess(again?.id ?? "", grantedAt)).toBeNull();
    const fresh = linksTo(await deliver(grantedAt), address);
    expect(fresh).toHaveLength(1);
    const token = /\?t=([\w.-]+)/.exec(fresh[0]?.text ?? "")?.[1];
    const verified = verifyLink("deal-room", token, SECRET, new Date(grantedAt.getTime() + 6 * 24 * 3600 * 1000));
    expect(verified).toMatchObject({ ok: true, claims: { s: again?.id, l: LISTINGS[0] } });
    expect((await store.signers(LISTINGS[0])).find((signer) => signer.id === again?.id)).toMatchObject({
      accessWithheld: null,
      accessGrantedAt: grantedAt.toISOString(),
    });
    // Once granted, the address is no longer barred: it is held only by the daily limit like anyone
    // else (three links in 24 hours: both listings' and the grant's). Its first, revoked, link stays dead.
    expect(await sign(address)).toMatchObject({ status: "awaiting_team" });
    const latest = (await store.signers(LISTINGS[0])).find((signer) => signer.email === address);
    expect(latest).toMatchObject({ accessWithheld: "daily-limit" });
    expect(await store.signature(first?.id ?? "")).toMatchObject({ revokedAt: expect.any(String) });
  });
});

describe("one revocation covers the person (issue 41)", () => {
  const checkDeps = { secret: async () => SECRET, store: async () => store };
  const linkOf = (messages: typeof sent, address: string) => /\?t=([\w.-]+)/.exec(linksTo(messages, address)[0]?.text ?? "")?.[1];
  const cookieOf = (signature: { id: string; listing: string; acceptedAt: string }) => ({
    get: (name: string) => (name === ACCESS_COOKIE ? { value: accessCookieValue(signature, SECRET) } : undefined),
  });

  it("closes every link and cookie of a person who signed twice when one signature is revoked", async () => {
    const address = "signed.twice@example.ca";
    await sign(address);
    const firstLink = linkOf(await deliver(), address);
    await sign(address);
    const secondLink = linkOf(await deliver(), address);
    const [second, first] = (await store.signers(LISTINGS[0])).filter((signer) => signer.email === address);
    expect(await checkAccess(firstLink, LISTINGS[0], checkDeps)).toMatchObject({ ok: true });
    expect(await checkAccess(secondLink, LISTINGS[0], checkDeps)).toMatchObject({ ok: true });

    expect(await store.revoke(first?.id ?? "", new Date())).toBe(true);
    expect(await checkAccess(firstLink, LISTINGS[0], checkDeps)).toEqual({ ok: false, reason: "revoked" });
    expect(await checkAccess(secondLink, LISTINGS[0], checkDeps)).toEqual({ ok: false, reason: "revoked" });
    expect(await dealRoomAccess(cookieOf(second!), LISTINGS[0], checkDeps)).toEqual({ ok: false, reason: "revoked" });
    const signers = (await store.signers(LISTINGS[0])).filter((signer) => signer.email === address);
    expect(signers.map((signer) => Boolean(signer.barredAt))).toEqual([true, true]);
  });

  it("bars the address's aliases: a +tag, capitals, and a Gmail address's dots", async () => {
    expect(await sign("Pat.Lee@gmail.com")).toMatchObject({ status: "signed" });
    await deliver();
    const [signer] = (await store.signers(LISTINGS[0])).filter((candidate) => candidate.email === "Pat.Lee@gmail.com");
    await store.revoke(signer?.id ?? "", new Date());
    for (const alias of ["patlee+deals@gmail.com", "PAT.LEE@googlemail.com", "p.a.t.l.e.e@gmail.com"]) {
      expect(await sign(alias)).toMatchObject({ status: "awaiting_team", sentTo: null });
    }
    expect(linksTo(await deliver(), "patlee+deals@gmail.com")).toEqual([]);
    // Outside Gmail, dots name another mailbox; a +tag does not.
    expect(await sign("pat.lee+x@example.ca")).toMatchObject({ status: "signed" });
  });

  it("counts a +tag alias against the address's three links a day", async () => {
    const results = [];
    for (const alias of ["cap@example.org", "cap+1@example.org", "cap+2@example.org", "cap+3@example.org"]) results.push(await sign(alias));
    expect(results.map((result) => result.status)).toEqual(["signed", "signed", "signed", "awaiting_team"]);
    await deliver();
  });

  it("never lifts the bar by granting a signature withheld for the daily cap; granting one withheld for the revocation does", async () => {
    const address = "old.withheld@example.org";
    await sign(address, LISTINGS[1]);
    await sign(address, LISTINGS[1]);
    await sign(address);
    await sign(address); // the fourth of the day: withheld by the cap
    await deliver();
    // Picked by what they are, not by their order: the list is newest first, and two signatures
    // made in the same millisecond of the database's clock tie (then the random id decides).
    const mine = (await store.signers(LISTINGS[0])).filter((signer) => signer.email === address);
    expect(mine.map((signer) => signer.accessWithheld).sort()).toEqual(["daily-limit", null]);
    const capped = mine.find((signer) => signer.accessWithheld === "daily-limit");
    const active = mine.find((signer) => signer.accessWithheld === null);
    expect(await store.revoke(active?.id ?? "", new Date())).toBe(true);

    // The older withheld row does not lift the bar: nothing changes, and the answer says why.
    expect(await store.grantAccess(capped?.id ?? "", new Date())).toEqual({ email: address, outcome: "barred" });
    expect(await store.signature(capped?.id ?? "")).toMatchObject({ barredAt: expect.any(String) });
    expect(linksTo(await deliver(), address)).toEqual([]);

    // A signature made after the revocation waits with "revoked": granting it is the explicit lift.
    expect(await sign(address)).toMatchObject({ status: "awaiting_team" });
    const [again] = (await store.signers(LISTINGS[0])).filter((signer) => signer.email === address && signer.accessWithheld === "revoked");
    expect(await store.grantAccess(again?.id ?? "", new Date())).toEqual({ email: address, outcome: "granted" });
    expect(await store.signature(again?.id ?? "")).toMatchObject({ barredAt: null });
  });
});
