/**
 * The breach record (supabase/migrations/20261127005000_breach_record.sql, decision 0055) on
 * PGlite and on PostgreSQL 15: a record is stored whole and listed with the day it is kept until,
 * the latest determination first; the database itself refuses what the form refuses (an e-mail
 * address in the text, a negative count, days out of order or after the day it is written), and
 * a refused record leaves nothing behind. The clock is the test's: each record is written at a
 * time the test gives.
 */
import { afterEach, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { BreachRecordInput, BreachRecordStore } from "./store";
import { LAPTOP } from "./testRecords";

const PHISHING: BreachRecordInput = {
  ...LAPTOP,
  occurredFrom: "2026-05-11",
  occurredUntil: null,
  discoveredOn: "2026-05-12",
  determinedOn: "2026-05-12",
  description: "A phishing e-mail led to the team mailbox being read by an outsider for a day.",
  personalInformation: "Signed confidentiality agreements: names, companies, phone numbers",
  peopleAffected: 0,
  realRiskOfSignificantHarm: true,
  riskReasoning: "Names with companies could be used to target buyers with fake offering memoranda.",
  commissionerReportedOn: "2026-05-14",
  peopleNotifiedOn: "2026-05-15",
  otherOrganisationsNotified: null,
};

const AT = new Date("2026-06-01T14:00:00Z");

function storeTests(open: () => Promise<StoreHarness<BreachRecordStore>>, track: (harness: StoreHarness<BreachRecordStore>) => void) {
  const count = async (harness: StoreHarness<BreachRecordStore>) =>
    (await harness.inspect("select count(*)::integer as n from public.breach_records"))[0]?.n;

  it("stores a record whole and lists every record, the latest determination first, with the day it is kept until", async () => {
    const harness = await open();
    track(harness);
    const laptop = await harness.store.record(LAPTOP, new Date("2026-03-10T15:00:00Z"));
    const phishing = await harness.store.record(PHISHING, AT);
    const records = await harness.store.list();
    expect(records.map((record) => record.id)).toEqual([phishing, laptop]);
    expect(records[1]).toEqual({
      ...LAPTOP,
      id: laptop,
      recordedAt: "2026-03-10T15:00:00.000Z",
      keptUntil: "2028-03-09",
    });
    expect(records[0]).toMatchObject({ peopleAffected: 0, commissionerReportedOn: "2026-05-14", peopleNotifiedOn: "2026-05-15" });
  });

  it("answers an empty list when nothing is recorded", async () => {
    const harness = await open();
    track(harness);
    expect(await harness.store.list()).toEqual([]);
  });

  it.each<[string, Partial<BreachRecordInput>, Date?]>([
    ["an e-mail address in the text", { description: "Sent to jordan.lee@example.ca by mistake" }],
    ["a negative number of people", { peopleAffected: -1 }],
    ["a discovery before the breach", { discoveredOn: "2026-03-01" }],
    ["a determination before the discovery", { determinedOn: "2026-03-04" }],
    ["a period that ends before it starts", { occurredUntil: "2026-03-01" }],
    ["a report to the Commissioner before the discovery", { commissionerReportedOn: "2026-03-03" }],
    ["a day after the Toronto day it is written", { determinedOn: "2026-03-10" }, new Date("2026-03-10T03:00:00Z")],
    ["an empty description", { description: "  " }],
    ["a control character", { cause: "Theft\u0007" }],
  ])("refuses %s and stores nothing", async (_case, change, at = AT) => {
    const harness = await open();
    track(harness);
    await expect(harness.store.record({ ...LAPTOP, ...change }, at)).rejects.toThrow(/check constraint/);
    expect(await count(harness)).toBe(0);
  });

  it("counts the Toronto day: a record written at 23:59 in Toronto (03:59 UTC the next day) may name that day", async () => {
    const harness = await open();
    track(harness);
    await harness.store.record({ ...LAPTOP, determinedOn: "2026-03-10" }, new Date("2026-03-11T03:59:00Z"));
    expect((await harness.store.list())[0]?.determinedOn).toBe("2026-03-10");
  });
}

const HARNESSES = storeHarnesses("breach_record_test", (repository) => repository.breachRecords!);

describe.each(HARNESSES)("breach record store on $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<BreachRecordStore> | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);
  storeTests(open, (opened) => (harness = opened));
});
