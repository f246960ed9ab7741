/**
 * The consent record (20261126000300_consent_records.sql) on PGlite and on a real PostgreSQL: a
 * signup records its wording, page and client address and queues one confirmation e-mail per
 * address per 24 hours, even from two processes at once; only the confirmation sets the buy box;
 * preferences, pauses and unsubscribes are logged; the wording's hash is checked by the database.
 */
import { NO_BUY_BOX, type InvestorSignupLead } from "@agency/supabase/leads";
import { afterEach, describe, expect, it } from "vitest";
import type { Stores } from "@/src/server/stores/types";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { consentCsv } from "./recordCsv";
import { consentWordingRecord } from "./wordingRecord";

const investor = (email: string, box: Partial<InvestorSignupLead> = {}): InvestorSignupLead => ({
  name: "Olivia Owner",
  email,
  investment_profile: "Storage",
  message: null,
  consent_deal_emails: true,
  ...NO_BUY_BOX,
  ...box,
});

// An hour ahead of the wall clock: signups are stamped by the database's clock, and the steps this
// test takes "now" (claiming due confirmations, confirming) must come after them, whenever it runs.
const NOW = new Date(Date.now() + 3_600_000);
const WORDING = consentWordingRecord("Ontario Storage Advisors");

type Harness = StoreHarness<Stores>;

const HARNESSES = storeHarnesses("consent_test", (repository) => repository);

describe.each(HARNESSES)("consent record: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: Harness | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);

  it("records the wording, page and client address, and queues one confirmation per address per 24 hours across processes", async () => {
    harness = await open();
    const { repository } = harness;
    const store = repository.consent!;
    await store.registerWording(WORDING);
    await store.registerWording(WORDING);
    const consent = { wordingSha256: WORDING.sha256, page: "/off-market/", clientAddress: "192.0.2.7" };
    const other = await harness.peer();
    // Two signups for one address at the same moment, on two processes: one confirmation e-mail.
    const [first] = await Promise.all([
      repository.insert("investor", investor("owner@example.ca", { buy_regions: ["Barrie"] }), { consent }),
      other.insert("investor", investor(" Owner@Example.ca", { buy_regions: ["Sudbury"] }), { consent }),
    ]);
    await repository.insert("investor", investor("test@example.ca"), { isTest: true, consent });
    await repository.insert("investor", investor("spam@example.ca"), { spamReason: "honeypot", consent });

    const due = await store.claimDueConfirmations(10, NOW, 60);
    expect(due.map((row) => row.email)).toEqual(["owner@example.ca"]);
    expect(due[0]).toMatchObject({ name: "Olivia Owner", attempts: 0 });
    await store.markConfirmationSent(due[0]!.id, NOW);
    expect(await store.claimDueConfirmations(10, new Date(NOW.getTime() + 86_400_000 * 2), 60)).toEqual([]);

    const record = await store.record("OWNER@example.ca", 100, 0);
    expect(record.map((event) => event.event).sort()).toEqual([
      "confirmation-held",
      "confirmation-queued",
      "consent-given",
      "consent-given",
    ]);
    const given = record.find((event) => event.event === "consent-given" && event.signupId === first.id)!;
    expect(given).toMatchObject({ wordingVersion: WORDING.version, wordingSha256: WORDING.sha256, wording: WORDING.wording });
    expect(given).toMatchObject({
      page: "/off-market/",
      clientAddress: "192.0.2.7",
      detail: expect.objectContaining({ buy_regions: ["Barrie"] }),
    });
    expect(await store.record("test@example.ca", 100, 0)).toEqual([]);
    expect(await store.record("spam@example.ca", 100, 0)).toEqual([]);
    // The Investors page reads the events of the addresses it shows, and only theirs.
    expect(await store.recordsOf(["owner@example.ca", "spam@example.ca", "nobody@example.ca"])).toEqual(record);
    expect(await store.recordsOf([])).toEqual([]);

    // Unconfirmed: no buy box in force, nothing can be changed or paused.
    expect(await store.preferences("owner@example.ca")).toMatchObject({ confirmedAt: null, buy_regions: null });
    expect(await store.updatePreferences("owner@example.ca", { ...NO_BUY_BOX, buy_regions: ["Ottawa"] }, [], null, NOW)).toBe(false);
    expect(await store.pause("owner@example.ca", new Date(NOW.getTime() + 86_400_000), null, NOW)).toBe(false);
  });

  it("refuses a wording whose hash does not match its text", async () => {
    harness = await open();
    await expect(harness.repository.consent!.registerWording({ ...WORDING, wording: `${WORDING.wording} ` })).rejects.toThrow();
  });

  it("logs every change of buy box, alerts, pause and unsubscribe, and exports them as CSV", async () => {
    harness = await open();
    const { repository } = harness;
    const store = repository.consent!;
    const signup = await repository.insert("investor", investor("owner@example.ca", { buy_asset_classes: ["self-storage"] }));
    expect(await store.confirm("owner@example.ca", signup.id, "198.51.100.4", NOW)).toBe("confirmed");
    const box = { ...NO_BUY_BOX, buy_regions: ["Ottawa", "Sudbury"], buy_price_max: 9_000_000 };
    expect(await store.updatePreferences("owner@example.ca", box, ["price-drop", "sold"], "198.51.100.4", NOW)).toBe(true);
    expect(await store.preferences("owner@example.ca")).toMatchObject({
      buy_asset_classes: null,
      buy_regions: ["Ottawa", "Sudbury"],
      buy_price_max: 9_000_000,
      alertKinds: ["price-drop", "sold"],
    });
    const until = new Date(NOW.getTime() + 30 * 86_400_000);
    expect(await store.pause("owner@example.ca", until, null, NOW)).toBe(true);
    expect((await repository.announcements!.candidates()).map((candidate) => candidate.email)).toEqual([]);
    expect(await store.pause("owner@example.ca", null, null, NOW)).toBe(true);
    expect((await repository.announcements!.candidates()).map((candidate) => candidate.email)).toEqual(["owner@example.ca"]);
    await repository.announcements!.unsubscribe("owner@example.ca", NOW);

    const events = await store.record(null, 100, 0);
    expect(events.map((event) => event.event)).toEqual([
      "consent-given",
      "confirmation-queued",
      "confirmed",
      "preferences-changed",
      "paused",
      "resumed",
      "unsubscribed",
    ]);
    const csv = consentCsv(events);
    expect(csv.split("\r\n")[0]).toBe("email,at,event,signup_id,wording_version,wording_sha256,wording,page,client_address,detail");
    expect(csv).toContain(",confirmed,");
    expect(csv).toContain("198.51.100.4");
    expect(csv).toContain("Regions: Ottawa, Sudbury; Price: up to $9,000,000; Minimum cap rate: any; Alerts: price-drop, sold");
    expect(csv).toContain(`Until: ${until.toISOString()}`);
  });
});
