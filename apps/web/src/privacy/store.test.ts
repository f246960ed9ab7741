/**
 * Requests about personal information (decision 0038) against the real migrations, on PGlite and
 * on a real PostgreSQL: an address's rows are found in every table the parts cover, whole (a
 * column no part names comes through); erasure deletes the leads, keeps the signed agreements and
 * their log (revoked), anonymises the deal e-mails sent, keeps the address unsubscribed, and
 * leaves everyone else's rows alone; every request is logged under a hash, never the address. And
 * the registry's guard: a table with an address or name column that no part covers fails here.
 */
import { createHash } from "node:crypto";
import { NO_BUY_BOX } from "@agency/supabase/leads";
import { afterEach, describe, expect, it } from "vitest";
import type { Stores } from "@/src/server/stores/types";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { PERSONAL_INFORMATION_PARTS } from "./parts";
import { createPersonalInformationStore, sqlPersonalInformationCall, type PersonalInformationStore } from "./store";

const ADDRESS = "jordan.lee@example.ca";
const OTHER = "sam.wong@example.ca";
const AGREEMENT_BODY = "You keep it confidential.";
const AGREEMENT = {
  sha256: createHash("sha256").update(AGREEMENT_BODY).digest("hex"),
  body: AGREEMENT_BODY,
  version: "2026-11-20T15:00:00Z",
};

/**
 * Tables with a column that could hold a person (email, name, *_email, *_name, or *_by: who did
 * something) which no part covers, each with why it is not a person's information that a request
 * finds or erasure removes. Every entry must still match such a column (checked below).
 */
const NOT_PERSONAL: Readonly<Record<string, string>> = {
  server_secrets: "name is the secret's name",
  schema_migrations: "name is the migration file's name",
  link_secret_sightings: "name is a hash of a previous link secret, not a person's",
  team_lead_rows: "a view over the three lead tables (the workspace's Leads list): its rows are theirs, erased with them",
  owner_report_links:
    "created_by says which operator session made the link (one shared login, 'operator login, session …'), not a person the site keeps information about",
  breach_records:
    "a record of an incident, not of a person (PIPEDA s. 10.3, decision 0055): it says what kind of information and how many people, never who " +
    "(its text refuses an e-mail address, in the form and in a CHECK); recorded_by is the team member who wrote it. Kept 24 months from the " +
    "determination whatever a request about an address asks, since the law requires the record",
  proposal_column_mappings: "name is the team's name for a rent roll export format (issue 44), not a person's",
  deal_room_seller_directions:
    "the seller's written direction (decision 0062), the seller's document, not a buyer's: file_name is its PDF's name, recorded_by the " +
    "operator session that recorded it ('operator login (shared), session …'); it names no buyer",
};

type Harness = StoreHarness<Stores>;

const HARNESSES = storeHarnesses("personal_information_test", (repository) => repository);

/** Everything a person leaves behind: three leads (one quarantined), a signature and a download, two deal e-mails. */
async function seed({ repository }: Harness): Promise<void> {
  await repository.insert("contact", { name: "Jordan Lee", email: "Jordan.Lee@Example.ca", message: "Call me about Barrie." });
  await repository.insert(
    "valuation",
    {
      name: "Jordan Lee",
      email: ADDRESS,
      phone: "(705) 555-0199",
      property_address: "40 Commerce Park Dr",
      property_type: "self-storage",
      message: null,
    },
    { spamReason: "too_fast" },
  );
  const investor = await repository.insert("investor", {
    name: "Jordan Lee",
    email: ADDRESS,
    investment_profile: "Storage in the GTA",
    message: null,
    consent_deal_emails: true,
    ...NO_BUY_BOX,
  });
  await repository.insert("contact", { name: "Sam Wong", email: OTHER, message: "Not Jordan." });

  const dealRoom = repository.dealRoom!;
  const signature = await dealRoom.recordSignature({
    listing: "gta-storage",
    name: "Jordan Lee",
    email: ADDRESS,
    phone: "(416) 555-0170",
    company: "Lee Family Office",
    role: "principal",
    clientName: null,
    signature: "Jordan Lee",
    agreement: AGREEMENT,
    ip: "203.0.113.7",
    userAgent: "Firefox",
  });
  const document = await dealRoom.addDocument({
    id: "6f1c1c9e-8a3f-4d0c-9a55-0b8f0f6c2a11",
    listing: "gta-storage",
    fileName: "Offering memorandum.pdf",
    contentType: "application/pdf",
    sizeBytes: 1200,
    sha256: "a".repeat(64),
  });
  await dealRoom.logDownload({
    downloadId: "0b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44",
    signatureId: signature.id,
    documentId: document.id,
    ip: "203.0.113.7",
    userAgent: "Firefox",
    bytesSent: 1200,
    at: new Date(),
  });

  const announcements = repository.announcements!;
  const message = (slug: string) => ({
    name: "Jordan Lee",
    listing: {
      slug,
      title: slug,
      assetClass: "self-storage",
      region: "Greater Toronto Area",
      askingPrice: 1,
      capRate: null,
      confidential: false,
    },
    buyBox: { ...NO_BUY_BOX },
  });
  const now = new Date();
  await announcements.announce("sent-listing", [{ investor_id: investor.id, email: ADDRESS, message: message("sent-listing") }], now);
  await announcements.announce("pending-listing", [{ investor_id: investor.id, email: ADDRESS, message: message("pending-listing") }], now);
  const [sent] = (await announcements.claimDue(10, new Date(now.getTime() + 1000), 60)).filter(
    (row) => row.listing_slug === "sent-listing",
  );
  await announcements.markSent(sent!.id, new Date());
}

const countBy = (rows: { source: string }[]) =>
  rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.source]: (counts[row.source] ?? 0) + 1 }), {});

describe.each(HARNESSES)("personal information requests: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: Harness | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);
  const store = (): PersonalInformationStore => harness!.repository.personalInformation!;

  it("finds the address's whole rows in every table, however it was typed, and no one else's", async () => {
    harness = await open();
    await seed(harness);
    const found = await store().find("  JORDAN.LEE@example.CA ", "export", "session abc", new Date());
    expect(countBy(found)).toEqual({
      contact_forms: 1,
      property_valuations: 1,
      investor_signups: 1,
      deal_room_signatures: 1,
      deal_room_downloads: 1,
      confidentiality_agreements: 1,
      deal_room_documents: 1,
      listing_announcements: 2,
      investor_consents: 1,
      consent_events: 2,
      consent_confirmations: 1,
    });
    const contact = found.find((row) => row.source === "contact_forms")!;
    // Whole rows: the delivery state and the columns later migrations added come through.
    expect(contact.data).toMatchObject({ name: "Jordan Lee", email: "Jordan.Lee@Example.ca", message: "Call me about Barrie." });
    expect(Object.keys(contact.data)).toEqual(
      expect.arrayContaining(["notified_at", "webhook_delivered_at", "attribution", "listing", "repeat_of"]),
    );
    expect(found.find((row) => row.source === "property_valuations")!.data.spam_reason).toBe("too_fast");
    expect(JSON.stringify(found)).not.toContain(OTHER);
    // Every row's part is one the registry declares, and its table one that part lists.
    for (const row of found) {
      const part = PERSONAL_INFORMATION_PARTS.find((candidate) => candidate.key === row.part);
      expect(part?.tables, `${row.part}/${row.source}`).toHaveProperty(row.source);
    }
  });

  it("erases what decision 0038 does not keep, in one logged request, and leaves everyone else alone", async () => {
    harness = await open();
    await seed(harness);
    const steps = await store().erase(ADDRESS.toUpperCase(), "session abc", new Date());
    const done = Object.fromEntries(
      steps.filter((step) => step.records > 0).map((step) => [`${step.source}:${step.action}`, step.records]),
    );
    expect(done).toEqual({
      "contact_forms:deleted": 1,
      "investor_signups:deleted": 1,
      "property_valuations:deleted": 1,
      "deal_room_signatures:revoked": 1,
      "deal_room_signatures:kept": 1,
      "deal_room_downloads:kept": 1,
      "listing_announcements:deleted": 1,
      "listing_announcements:anonymised": 1,
      "investor_unsubscribes:kept": 1,
      "consent_confirmations:deleted": 1,
      "investor_consents:anonymised": 1,
      "consent_events:kept": 2,
    });

    const { inspect } = harness;
    for (const table of ["contact_forms", "investor_signups", "property_valuations"]) {
      expect(await inspect(`select email from public.${table} where lower(email) = $1`, [ADDRESS])).toEqual([]);
    }
    expect(await inspect("select email from public.contact_forms")).toEqual([{ email: OTHER }]);
    // Kept: the signature (its links revoked) and its download log.
    const [signature] = await inspect("select name, revoked_at from public.deal_room_signatures");
    expect(signature?.name).toBe("Jordan Lee");
    expect(signature?.revoked_at).not.toBeNull();
    expect(await inspect("select count(*)::integer as n from public.deal_room_downloads")).toEqual([{ n: 1 }]);
    // The e-mail sent stays as a record without the name or buy box; the one never sent is gone.
    const announcements = await inspect("select listing_slug, email, message from public.listing_announcements");
    expect(announcements).toHaveLength(1);
    expect(announcements[0]).toMatchObject({ listing_slug: "sent-listing", email: ADDRESS });
    expect(JSON.stringify(announcements[0]!.message)).not.toMatch(/Jordan Lee|buyBox/);
    expect(await inspect("select email from public.investor_unsubscribes")).toEqual([{ email: ADDRESS }]);
    // The consent record stays as CASL's proof (decision 0037), without the name or buy box.
    expect(await inspect("select name, buy_regions from public.investor_consents")).toEqual([{ name: null, buy_regions: null }]);
    expect(await inspect("select count(*)::integer as n from public.consent_confirmations")).toEqual([{ n: 0 }]);

    // What a second find sees: only what is kept.
    expect(countBy(await store().find(ADDRESS, "find", "session abc", new Date()))).toEqual({
      deal_room_signatures: 1,
      deal_room_downloads: 1,
      confidentiality_agreements: 1,
      deal_room_documents: 1,
      listing_announcements: 1,
      investor_unsubscribes: 1,
      investor_consents: 1,
      consent_events: 2,
    });

    // The log: both requests, under a hash; the address is nowhere in the table.
    const log = await store().requests(ADDRESS, 10);
    expect(log.map((entry) => entry.action)).toEqual(["find", "erase"]);
    expect(log[0]!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(log[1]!.operator).toBe("session abc");
    expect(log[1]!.outcome.done).toEqual(
      expect.arrayContaining([{ part: "leads", source: "contact_forms", action: "deleted", records: 1 }]),
    );
    expect(JSON.stringify(await inspect("select * from public.personal_information_requests"))).not.toMatch(/jordan/i);
    expect(await store().requests(OTHER, 10)).toEqual([]);
    expect(await store().requests(null, 10)).toHaveLength(2);
  });

  it("refuses a part that is not a plain name, and an address that is not one, storing nothing", async () => {
    harness = await open();
    const { inspect } = harness;
    const session = { query: async <Row>(text: string, params: readonly unknown[] = []) => (await inspect(text, [...params])) as Row[] };
    await expect(
      createPersonalInformationStore(sqlPersonalInformationCall(session), ["leads; drop table x"]).erase(ADDRESS, "s", new Date()),
    ).rejects.toThrow(/unknown part/);
    await expect(store().find(" ", "find", "s", new Date())).rejects.toThrow(/e-mail address is needed/);
    expect(await inspect("select count(*)::integer as n from public.personal_information_requests")).toEqual([{ n: 0 }]);
  });

  it("covers every table with an address, a name or a who: a new one needs its part, or its reason here", async () => {
    harness = await open();
    const columns = await harness.inspect(
      `select distinct table_name from information_schema.columns where table_schema = 'public'
         and (column_name in ('email', 'name') or column_name like '%\\_email' or column_name like '%\\_name' or column_name like '%\\_by')`,
    );
    const tables = columns.map((row) => String(row.table_name));
    const covered = new Set(PERSONAL_INFORMATION_PARTS.flatMap((part) => Object.keys(part.tables)));
    const uncovered = tables.filter((table) => !covered.has(table) && !(table in NOT_PERSONAL));
    expect(uncovered, "declare a part for these tables (src/privacy/parts.ts, decision 0038)").toEqual([]);
    // A reason for a table that no longer has such a column (or no longer exists) is stale.
    expect(Object.keys(NOT_PERSONAL).filter((table) => !tables.includes(table))).toEqual([]);
    expect(tables.length).toBeGreaterThanOrEqual(7);
  });

  it("finds nothing in the breach record and erases nothing from it: the record is about the incident", async () => {
    harness = await open();
    await seed(harness);
    await harness.inspect(
      `insert into public.breach_records (occurred_from, discovered_on, determined_on, description, personal_information, people_affected,
         cause, sensitivity, misuse_probability, real_risk_of_significant_harm, risk_reasoning, steps_taken, recorded_by)
       values ('2026-01-05', '2026-01-05', '2026-01-06', 'The off-market list was e-mailed to the wrong buyer.', 'Names of investors', 40,
         'A misdirected e-mail', 'Low', 'Low', false, 'Names only, sent to a signed buyer who deleted it.', 'Recalled.', 'Daniel Mercer')`,
    );
    const found = await store().find(ADDRESS, "export", "session abc", new Date());
    expect(found.map((row) => row.source)).not.toContain("breach_records");
    const steps = await store().erase(ADDRESS, "session abc", new Date());
    expect(steps.map((step) => step.source)).not.toContain("breach_records");
    expect(await harness.inspect("select count(*)::integer as n from public.breach_records")).toEqual([{ n: 1 }]);
  });
});
