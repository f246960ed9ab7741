/**
 * The automatic purge at the end of the retention terms (decisions 0037 and 0038), on PGlite and
 * on a real PostgreSQL, with the clock injected: what is past its term goes, what is within it or
 * still in use stays (an offer for its own six years, decision 0058, with its signature), the proofs
 * of funds of the deleted offers are removed from storage, and two
 * servers purging at once delete each row once. A breach record (decision 0055) stays for the 24
 * months after the Toronto day its breach was determined, and goes the next day.
 */
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { createRetentionPurge, DEAL_ROOM_RECORD_YEARS } from "./retention";
import { OFFER_RECORD_YEARS } from "@/src/dealRoom/offers/offerStore";
import type { PersonalInformationStore } from "./store";

const NOW = new Date("2031-06-01T12:00:00Z");
const DAY = 24 * 60 * 60_000;
/** An instant `years` before NOW, moved by `days` (negative: earlier, so just past a term). */
const yearsAgo = (years: number, days = 0) =>
  new Date(Date.UTC(NOW.getUTCFullYear() - years, NOW.getUTCMonth(), NOW.getUTCDate(), 12) + days * DAY).toISOString();

const AGREEMENT_BODY = "You keep it confidential.";
const AGREEMENT_SHA = createHash("sha256").update(AGREEMENT_BODY).digest("hex");
const ANCIENT_SIGNATURE = "00000000-0000-4000-8000-000000000001";
const OLD_SIGNATURE = "11111111-1111-4111-8111-111111111111";
const RECENT_SIGNATURE = "22222222-2222-4222-8222-222222222222";
const DOCUMENT = "33333333-3333-4333-8333-333333333333";
const PROOF = "44444444-4444-4444-8444-444444444444";
const KEPT_PROOF = "55555555-5555-4555-8555-555555555555";

type Harness = StoreHarness<PersonalInformationStore>;

const HARNESSES = storeHarnesses("retention_purge_test", (repository) => repository.personalInformation!);

/** A breach record determined on `day` (YYYY-MM-DD), written that day. */
async function breachRecord({ inspect }: Harness, day: string): Promise<void> {
  await inspect(
    `insert into public.breach_records (occurred_from, discovered_on, determined_on, description, personal_information, people_affected,
       cause, sensitivity, misuse_probability, real_risk_of_significant_harm, risk_reasoning, steps_taken, recorded_by, recorded_at)
     values ($1, $1, $1, 'A laptop was stolen.', 'Names and phone numbers', 3, 'Theft', 'Low', 'Low', false, 'Encrypted.', 'Wiped.',
       'Daniel Mercer', ($1::date + time '12:00') at time zone 'America/Toronto')`,
    [day],
  );
}

/** The day `months` calendar months before NOW's, moved by `days`. */
const monthsAgo = (months: number, days = 0) =>
  new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - months, NOW.getUTCDate() + days)).toISOString().slice(0, 10);

async function determinedDays({ inspect }: Harness): Promise<string[]> {
  return (await inspect("select determined_on::text as day from public.breach_records order by determined_on")).map((row) =>
    String(row.day),
  );
}

/**
 * Three signers (one past the deal room term, one past the offers' term too), two deal e-mails sent and one pending, four consent
 * records, two request logs, three breach records (23 months, 24 months and 24 months and a day).
 */
async function seed(harness: Harness): Promise<void> {
  const { inspect } = harness;
  await inspect(`insert into public.confidentiality_agreements (sha256, body, version) values ($1, $2, 'v1')`, [
    AGREEMENT_SHA,
    AGREEMENT_BODY,
  ]);
  for (const [id, email, at] of [
    [ANCIENT_SIGNATURE, "ancient.signer@example.ca", yearsAgo(OFFER_RECORD_YEARS + 1)],
    [OLD_SIGNATURE, "old.signer@example.ca", yearsAgo(DEAL_ROOM_RECORD_YEARS, -1)],
    [RECENT_SIGNATURE, "recent.signer@example.ca", yearsAgo(DEAL_ROOM_RECORD_YEARS, 1)],
  ]) {
    await inspect(
      `insert into public.deal_room_signatures (id, accepted_at, listing, name, email, phone, role, signature, agreement_sha256)
       values ($1, $2, 'gta-storage', 'A Signer', $3, '(416) 555-0170', 'principal', 'A Signer', $4)`,
      [id, at, email, AGREEMENT_SHA],
    );
  }
  await inspect(
    `insert into public.deal_room_documents (id, listing, file_name, content_type, size_bytes, sha256)
     values ($1, 'gta-storage', 'Memorandum.pdf', 'application/pdf', 1200, $2)`,
    [DOCUMENT, "a".repeat(64)],
  );
  for (const signature of [OLD_SIGNATURE, RECENT_SIGNATURE]) {
    await inspect(
      `insert into public.deal_room_downloads (signature_id, document_id, downloaded_at, bytes_sent) values ($1, $2, $3, 1200)`,
      [signature, DOCUMENT, yearsAgo(3)],
    );
    await inspect(`insert into public.deal_room_visits (signature_id, started_at, last_seen_at) values ($1, $2, $2)`, [
      signature,
      yearsAgo(3),
    ]);
  }
  // An offer is kept OFFER_RECORD_YEARS from the day it was made, past its signature's term
  // (decision 0058): the ancient one is a day past it, the old signer's is within it.
  for (const [signature, at, proof] of [
    [ANCIENT_SIGNATURE, yearsAgo(OFFER_RECORD_YEARS, -1), PROOF],
    [OLD_SIGNATURE, yearsAgo(4), KEPT_PROOF],
  ]) {
    await inspect(
      `insert into public.deal_room_offers (signature_id, listing, revision, submitted_at, price, deposit, due_diligence_days, financing,
         closing_date, proof_file_id, proof_file_name, proof_content_type, proof_size_bytes, proof_sha256, acknowledged_non_binding, late)
       values ($1, 'gta-storage', 1, $2, 2000000, 100000, 30, 'none', '2027-06-01', $3, 'Funds.pdf', 'application/pdf', 10, $4, true, false)`,
      [signature, at, proof, "b".repeat(64)],
    );
  }

  await inspect(`insert into public.announced_listings (listing_slug) values ('gta-storage')`);
  for (const [email, delivered, created] of [
    ["gone.investor@example.ca", yearsAgo(3, -1), yearsAgo(3, -1)],
    ["recent.investor@example.ca", yearsAgo(2), yearsAgo(2)],
    ["waiting.investor@example.ca", null, yearsAgo(5)],
  ]) {
    await inspect(
      `insert into public.listing_announcements (listing_slug, email, message, delivered_at, created_at) values ('gta-storage', $1, '{}'::jsonb, $2, $3)`,
      [email, delivered, created],
    );
  }

  // Consent records: subscribed (kept however old), unsubscribed and quiet for three years (gone),
  // unsubscribed but e-mailed within three years (kept), never confirmed and quiet (gone).
  for (const [email, signedUpAt, confirmedAt, unsubscribedAt] of [
    ["subscribed@example.ca", yearsAgo(6), yearsAgo(6), null],
    ["gone.investor@example.ca", yearsAgo(6), yearsAgo(6), yearsAgo(3, -1)],
    ["recent.investor@example.ca", yearsAgo(6), yearsAgo(6), yearsAgo(3, -1)],
    ["never.confirmed@example.ca", yearsAgo(3, -1), null, null],
  ]) {
    await inspect(`insert into public.investor_consents (email, created_at, confirmed_at) values ($1, $2, $3)`, [
      email,
      signedUpAt,
      confirmedAt,
    ]);
    await inspect(`insert into public.consent_events (email, at, event) values ($1, $2, 'consent-given')`, [email, signedUpAt]);
    if (unsubscribedAt) {
      await inspect(`insert into public.investor_unsubscribes (email, unsubscribed_at) values ($1, $2)`, [email, unsubscribedAt]);
      await inspect(`insert into public.consent_events (email, at, event) values ($1, $2, 'unsubscribed')`, [email, unsubscribedAt]);
    }
  }

  for (const day of [monthsAgo(23), monthsAgo(24), monthsAgo(24, -1)]) await breachRecord(harness, day);

  for (const at of [yearsAgo(DEAL_ROOM_RECORD_YEARS, -1), yearsAgo(DEAL_ROOM_RECORD_YEARS, 1)]) {
    await inspect(
      `insert into public.personal_information_requests (requested_at, action, address_hash, operator, outcome) values ($1, 'find', $2, 'session abc', '{}'::jsonb)`,
      [at, "c".repeat(64)],
    );
  }
}

const EXPECTED_DELETED = {
  deal_room_signatures: 1,
  deal_room_downloads: 1,
  deal_room_visits: 1,
  deal_room_offers: 1,
  listing_announcements: 1,
  investor_consents: 2,
  consent_events: 3,
  consent_confirmations: 0,
  personal_information_requests: 1,
  breach_records: 1,
  proposals: 0,
};

async function emails({ inspect }: Harness, table: string): Promise<string[]> {
  return (await inspect(`select email from public.${table} order by email`)).map((row) => String(row.email));
}

describe.each(HARNESSES)("the purge at the end of the retention terms: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: Harness | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);

  it("deletes what is past its term, keeps what is within it or still in use, and removes the deleted offers' proofs", async () => {
    harness = await open();
    await seed(harness);
    const removed: string[] = [];
    const purge = createRetentionPurge({
      store: async () => harness!.store,
      removeFile: async (key) => void removed.push(key),
      now: () => NOW,
    });

    expect(await purge.runOnce()).toEqual({ delivered: Object.values(EXPECTED_DELETED).reduce((a, b) => a + b, 0), failed: 0 });
    expect(removed).toEqual([`gta-storage/${PROOF}`]);

    // The old signer's term is over (downloads and visits gone), but their offer is within its own: both kept.
    expect(await emails(harness, "deal_room_signatures")).toEqual(["old.signer@example.ca", "recent.signer@example.ca"]);
    const left = await harness.inspect(
      `select (select count(*) from public.deal_room_downloads)::int as downloads, (select count(*) from public.deal_room_visits)::int as visits,
              (select count(*) from public.deal_room_offers)::int as offers, (select count(*) from public.deal_room_documents)::int as documents,
              (select count(*) from public.confidentiality_agreements)::int as agreements,
              (select count(*) from public.personal_information_requests)::int as requests`,
    );
    expect(left).toEqual([{ downloads: 1, visits: 1, offers: 1, documents: 1, agreements: 1, requests: 1 }]);
    expect(await emails(harness, "listing_announcements")).toEqual(["recent.investor@example.ca", "waiting.investor@example.ca"]);
    expect(await emails(harness, "investor_consents")).toEqual(["recent.investor@example.ca", "subscribed@example.ca"]);
    expect(await emails(harness, "consent_events")).toEqual([
      "recent.investor@example.ca",
      "recent.investor@example.ca",
      "subscribed@example.ca",
    ]);
    // A breach record is kept through the 24 months after its determination day, then goes.
    expect(await determinedDays(harness)).toEqual([monthsAgo(24), monthsAgo(23)]);
    // The suppression list outlives the record: a purged address is still never e-mailed.
    expect(await emails(harness, "investor_unsubscribes")).toEqual(["gone.investor@example.ca", "recent.investor@example.ca"]);

    // A second round finds nothing left to do.
    expect(await purge.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it("keeps a breach record 23 months after its determination and purges one 25 months after, by the Toronto day", async () => {
    harness = await open();
    await breachRecord(harness, monthsAgo(23));
    await breachRecord(harness, monthsAgo(25));
    await breachRecord(harness, monthsAgo(24, -1));
    // 23:30 in Toronto the day before NOW's: the record of 24 months and a day is still on its last day.
    const lateEvening = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate(), 3, 30));
    expect((await harness.store.purgePastRetention(lateEvening, DEAL_ROOM_RECORD_YEARS)).deleted.breach_records).toBe(1);
    expect(await determinedDays(harness)).toEqual([monthsAgo(24, -1), monthsAgo(23)]);
    // Half past midnight in Toronto: its 24 months are over.
    const pastMidnight = new Date(lateEvening.getTime() + 60 * 60_000);
    expect((await harness.store.purgePastRetention(pastMidnight, DEAL_ROOM_RECORD_YEARS)).deleted.breach_records).toBe(1);
    expect(await determinedDays(harness)).toEqual([monthsAgo(23)]);
  });

  it("deletes nothing a day before the terms end, and refuses a deal room term that is no term", async () => {
    harness = await open();
    await seed(harness);
    const purge = await harness.store.purgePastRetention(new Date(NOW.getTime() - 2 * DAY), DEAL_ROOM_RECORD_YEARS);
    expect(Object.values(purge.deleted).every((records) => records === 0)).toBe(true);
    expect(purge.proofKeys).toEqual([]);
    await expect(harness.store.purgePastRetention(NOW, 0)).rejects.toThrow(/deal room term of 1 to 50 years/);
  });

  it("two servers purging at once delete each row once and remove each proof once", async () => {
    harness = await open();
    await seed(harness);
    const peer = await harness.peer();
    const [first, second] = await Promise.all([
      harness.store.purgePastRetention(NOW, DEAL_ROOM_RECORD_YEARS),
      peer.purgePastRetention(NOW, DEAL_ROOM_RECORD_YEARS),
    ]);
    const total: Record<string, number> = {};
    for (const [table, records] of [...Object.entries(first.deleted), ...Object.entries(second.deleted)]) {
      total[table] = (total[table] ?? 0) + records;
    }
    expect(total).toEqual(EXPECTED_DELETED);
    expect([...first.proofKeys, ...second.proofKeys]).toEqual([`gta-storage/${PROOF}`]);
  });
});

describe("the purge as a companion of the delivery loop", () => {
  it("is not woken by a lead, does nothing without a store, and logs a proof it could not remove", async () => {
    const logged: string[] = [];
    const store = {
      purgePastRetention: async () => ({ deleted: { deal_room_offers: 1 }, proofKeys: ["gta-storage/x"] }),
    } as unknown as PersonalInformationStore;
    const purge = createRetentionPurge({
      store: async () => store,
      removeFile: async () => {
        throw new Error("storage down");
      },
      logError: (message) => logged.push(message),
      now: () => NOW,
    });
    expect(await purge.runOnce()).toEqual({ delivered: 1, failed: 1 });
    expect(logged).toEqual(["Retention: a proof of funds past its term could not be removed: gta-storage/x"]);
    expect(await createRetentionPurge({ store: async () => null, removeFile: async () => undefined }).runOnce()).toEqual({
      delivered: 0,
      failed: 0,
    });
  });
});
