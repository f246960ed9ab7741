/**
 * The proposals' store (supabase/migrations/20261128003000_proposals.sql, decision 0052) on PGlite
 * and on PostgreSQL: a proposal opened for a new owner or from a valuation request, its rent roll,
 * trailing twelve months and inputs stored and read back whole, a held file read back with its
 * date cells, the saved column mapping per format, the owner's links with each opening counted
 * only while the link works, "the owner listed" once, the database refusing what the forms
 * refuse, and the retention purge and erasure. The clock is the test's.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { RentRollUnit } from "@agency/calculators";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { ProposalInputs, ProposalStore } from "./store";

const AT = new Date("2026-06-01T14:00:00Z");
const LATER = new Date("2026-06-02T14:00:00Z");
const OWNER = { name: "Dana Okafor", email: "dana@example.ca", phone: "416-555-0142", property: "12 Storage Way, Barrie" };
const UNITS: RentRollUnit[] = [
  {
    unit: "A1",
    widthFt: 10,
    depthFt: 10,
    areaSqFt: 100,
    type: "drive-up",
    streetRateCents: 15_000,
    rentPaidCents: 14_000,
    moveIn: "2025-01-02",
    occupied: true,
  },
  {
    unit: "A2",
    widthFt: 5,
    depthFt: 10,
    areaSqFt: 50,
    type: "climate-controlled",
    streetRateCents: 9_000,
    rentPaidCents: 0,
    moveIn: null,
    occupied: false,
  },
];
const INPUTS: ProposalInputs = {
  market: "barrie",
  managementFeeBps: 450,
  marketPayrollCents: 6_500_000,
  targetOccupancyBps: 9_200,
  comments: "Strong street rates.",
  valueRange: { lowCents: 500_000_000, highCents: 560_000_000 },
  status: "sent",
};

function storeTests(open: () => Promise<StoreHarness<ProposalStore>>, track: (harness: StoreHarness<ProposalStore>) => void) {
  const opened = async () => {
    const harness = await open();
    track(harness);
    return harness;
  };
  const count = async (harness: StoreHarness<ProposalStore>, table: string) =>
    (await harness.inspect(`select count(*)::integer as n from public.${table}`))[0]?.n;

  it("stores a new owner's proposal, its rent roll, twelve months and inputs, and reads them back whole", async () => {
    const harness = await opened();
    const id = await harness.store.create({ ...OWNER, email: " Dana@Example.ca " }, AT);
    expect(await harness.store.saveRentRoll(id, UNITS, "roll.xlsx", [7], AT)).toBe(true);
    expect(await harness.store.saveTtm(id, [{ label: "Rent", category: "rent", amountCents: 12_000_000 }], AT)).toBe(true);
    expect(await harness.store.saveInputs(id, INPUTS, LATER)).toBe(true);
    const proposal = await harness.store.get(id);
    expect(proposal).toMatchObject({
      owner: { ...OWNER, email: "dana@example.ca" },
      units: UNITS,
      rentRollFile: "roll.xlsx",
      skippedRows: [7],
      ttm: [{ label: "Rent", category: "rent", amountCents: 12_000_000 }],
      ...INPUTS,
      listing: null,
      updatedAt: LATER.toISOString(),
    });
    expect(await harness.store.list()).toMatchObject([
      { id, ownerName: "Dana Okafor", property: OWNER.property, status: "sent", units: 2 },
    ]);
  });

  it("opens a proposal from the address's latest valuation request, and none for an address that never asked", async () => {
    const harness = await opened();
    await harness.inspect(
      `insert into public.property_valuations (name, email, phone, property_address, message, created_at)
       values ('Ana Díaz', 'ana@example.ca', '416-555-0199', '88 Depot Rd, Guelph', null, '2026-03-03T15:00:00Z')`,
    );
    const id = await harness.store.createFromValuation("ANA@example.ca", AT);
    expect((await harness.store.get(id!))?.owner).toEqual({
      name: "Ana Díaz",
      email: "ana@example.ca",
      phone: "416-555-0199",
      property: "88 Depot Rd, Guelph",
    });
    expect((await harness.store.get(id!))?.valuationId).toEqual(expect.any(String));
    expect(await harness.store.createFromValuation("nobody@example.ca", AT)).toBeNull();
  });

  it("holds an uploaded file with its date cells and discards it when the rent roll is saved", async () => {
    const harness = await opened();
    const id = await harness.store.create(OWNER, AT);
    const table = {
      headers: ["Unit", "Move in"],
      rows: [
        { row: 2, cells: ["A1", new Date("2025-01-02T00:00:00Z")] },
        { row: 3, cells: [4, null] },
      ],
    };
    await harness.store.holdRentRoll(id, { fileName: "roll.xlsx", table }, AT);
    expect((await harness.store.get(id))?.pending).toEqual({ fileName: "roll.xlsx", table });
    await harness.store.saveRentRoll(id, UNITS, "roll.xlsx", [], AT);
    expect((await harness.store.get(id))?.pending).toBeNull();
  });

  it("lists a held file in the owner's access export, and erasure removes it with the proposal", async () => {
    const harness = await opened();
    const id = await harness.store.create(OWNER, AT);
    await harness.store.create({ ...OWNER, email: "other@example.ca" }, AT);
    const table = { headers: ["Unit", "Tenant"], rows: [{ row: 2, cells: ["A1", "Pat Lee"] }] };
    await harness.store.holdRentRoll(id, { fileName: "held roll.csv", table }, AT);
    const privacy = harness.repository.personalInformation!;
    const held = (await privacy.find(OWNER.email, "export", "operator", AT)).filter((row) => row.source === "proposal_held_files");
    expect(held.map((row) => row.data)).toEqual([
      { proposal_id: id, fileName: "held roll.csv", headers: ["Unit", "Tenant"], rows: [[2, ["A1", "Pat Lee"]]] },
    ]);
    const others = await privacy.find("other@example.ca", "export", "operator", AT);
    expect(others.filter((row) => row.source === "proposal_held_files")).toEqual([]);
    await privacy.erase(OWNER.email, "operator", AT);
    expect(await harness.inspect("select count(*)::integer as n from public.proposals where pending_rent_roll is not null")).toEqual([
      { n: 0 },
    ]);
    expect((await privacy.find(OWNER.email, "export", "operator", AT)).filter((row) => row.source.startsWith("proposal"))).toEqual([]);
  });

  it("keeps one mapping per export format, the last one saved", async () => {
    const harness = await opened();
    const mapping = { columns: { unit: "Unit", streetRate: "Street", area: "Sq Ft" }, dateOrder: "month-first" as const };
    await harness.store.saveColumnMapping("unit|street|sqft", "SiteLink export", mapping, AT);
    await harness.store.saveColumnMapping("unit|street|sqft", "SiteLink", { ...mapping, dateOrder: "day-first" }, LATER);
    expect(await harness.store.columnMappings()).toEqual([
      { signature: "unit|street|sqft", name: "SiteLink", mapping: { ...mapping, dateOrder: "day-first" } },
    ]);
  });

  it("counts an opening only while the link works, lists each, and withdraws only the proposal's own link", async () => {
    const harness = await opened();
    const id = await harness.store.create(OWNER, AT);
    const other = await harness.store.create({ ...OWNER, email: "other@example.ca" }, AT);
    const link = await harness.store.createLink(id, "operator login", new Date("2026-06-15T14:00:00Z"), AT);
    expect((await harness.store.get(id))?.status).toBe("sent");
    await harness.store.openLink(link.id, "page", LATER);
    expect(await harness.store.openLink(link.id, "pdf", LATER)).toMatchObject({ openings: 2, lastOpenedAt: LATER.toISOString() });
    expect((await harness.store.openLink(link.id, "page", new Date("2026-06-16T00:00:00Z")))?.openings).toBe(2);
    expect(await harness.store.withdrawLink(link.id, other, LATER)).toBe(false);
    expect(await harness.store.withdrawLink(link.id, id, LATER)).toBe(true);
    expect((await harness.store.openLink(link.id, "page", LATER))?.openings).toBe(2);
    expect(await harness.store.openings(id)).toEqual([
      { linkId: link.id, openedAt: LATER.toISOString(), format: "pdf" },
      { linkId: link.id, openedAt: LATER.toISOString(), format: "page" },
    ]);
    expect(await harness.store.links(id)).toMatchObject([{ id: link.id, withdrawnAt: LATER.toISOString(), openings: 2 }]);
    expect(await harness.store.openLink("00000000-0000-4000-8000-000000000000", "page", LATER)).toBeNull();
  });

  it("records the listing once", async () => {
    const harness = await opened();
    const id = await harness.store.create(OWNER, AT);
    expect(await harness.store.markListed(id, "barrie-storage", LATER)).toBe(true);
    expect(await harness.store.markListed(id, "other-slug", LATER)).toBe(false);
    expect(await harness.store.get(id)).toMatchObject({ status: "listed", listing: "barrie-storage", listedAt: LATER.toISOString() });
    expect(await harness.store.saveInputs(id, INPUTS, LATER)).toBe(true);
    expect((await harness.store.get(id))?.status).toBe("listed");
  });

  it.each<[string, (store: ProposalStore, id: string) => Promise<unknown>]>([
    ["a management fee above 6 %", (store, id) => store.saveInputs(id, { ...INPUTS, managementFeeBps: 650 }, LATER)],
    [
      "a value range whose low is above its high",
      (store, id) => store.saveInputs(id, { ...INPUTS, valueRange: { lowCents: 9, highCents: 8 } }, LATER),
    ],
    ["a listing slug with spaces", (store, id) => store.markListed(id, "Barrie Storage", LATER)],
    ["a link that works more than 30 days", (store, id) => store.createLink(id, "operator", new Date("2026-07-02T14:00:01Z"), AT)],
  ])("refuses %s and changes nothing", async (_case, act) => {
    const harness = await opened();
    const id = await harness.store.create(OWNER, AT);
    await expect(act(harness.store, id)).rejects.toThrow(/check constraint/);
    expect(await harness.store.get(id)).toMatchObject({
      managementFeeBps: 500,
      valueRange: null,
      listing: null,
      updatedAt: AT.toISOString(),
    });
    expect(await count(harness, "proposal_links")).toBe(0);
  });

  it("refuses a new owner without an e-mail address", async () => {
    const harness = await opened();
    await expect(harness.store.create({ ...OWNER, email: "not an address" }, AT)).rejects.toThrow(/check constraint/);
    expect(await count(harness, "proposals")).toBe(0);
  });

  it("purges a proposal 24 months after its last change unless it became a listing, and erases an owner's proposals", async () => {
    const harness = await opened();
    const old = await harness.store.create(OWNER, new Date("2024-05-01T00:00:00Z"));
    const listed = await harness.store.create({ ...OWNER, email: "listed@example.ca" }, new Date("2024-05-01T00:00:00Z"));
    await harness.store.markListed(listed, "barrie-storage", new Date("2024-05-02T00:00:00Z"));
    const recent = await harness.store.create({ ...OWNER, email: "recent@example.ca" }, new Date("2024-06-02T00:00:00Z"));
    await harness.store.createLink(old, "operator", new Date("2024-05-20T00:00:00Z"), new Date("2024-05-01T00:00:00Z"));
    const purged = await harness.repository.personalInformation!.purgePastRetention(AT, 4);
    expect(purged.deleted.proposals).toBe(1);
    expect(await harness.store.get(old)).toBeNull();
    expect(await count(harness, "proposal_links")).toBe(0);
    expect(await harness.store.get(listed)).not.toBeNull();
    const found = await harness.repository.personalInformation!.find("recent@example.ca", "export", "operator", AT);
    expect(found.filter((row) => row.source === "proposals")).toHaveLength(1);
    await harness.repository.personalInformation!.erase("recent@example.ca", "operator", AT);
    expect(await harness.store.get(recent)).toBeNull();
  });
}

const HARNESSES = storeHarnesses("proposals_test", (repository) => repository.proposals!);

describe.each(HARNESSES)("proposals store on $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<ProposalStore> | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);
  storeTests(open, (opened) => (harness = opened));
});
