/**
 * The proposal pages' forms, the owner's link and the draft listing, without I/O: what a wrong
 * field is told, what a right one stores, a token of one purpose refused by the other, and the
 * draft carrying the underwriting's figures in the Studio's listing fields.
 */
import { describe, expect, it } from "vitest";
import { rentRollFigures, underwrite, type RentRollUnit } from "@agency/calculators";
import { ownerReportToken } from "@/src/dealRoom/reports/ownerReport";
import { draftListing, draftListingNdjson } from "./draftListing";
import { checkOpinionOfValueLink, opinionOfValueExpiry, opinionOfValueUrl } from "./ownerLink";
import { percentToBps, readInputs, readLinkDays, readListingSlug, readMappingForm, readNewOwner } from "./proposalForms";

const INPUTS = {
  market: "york-region",
  fee: "4.5",
  payroll: "65,000",
  target: "92",
  comments: " Room to grow. ",
  low: "5,200,000",
  high: "$5,600,000",
  status: "sent",
};

describe("the proposal forms", () => {
  it("reads a new owner, the address in lower case, and names each wrong field", () => {
    expect(readNewOwner({ name: "Dana", email: "Dana@Example.ca", phone: "", property: "12 Way" })).toEqual({
      ok: true,
      value: { name: "Dana", email: "dana@example.ca", phone: null, property: "12 Way" },
    });
    const wrong = readNewOwner({ name: "", email: "dana", phone: "x".repeat(31), property: "" });
    expect(wrong.ok ? [] : Object.keys(wrong.errors).sort()).toEqual(["email", "name", "phone", "property"]);
  });

  it("reads the inputs in cents and basis points", () => {
    expect(readInputs(INPUTS, ["york-region"])).toEqual({
      ok: true,
      value: {
        market: "york-region",
        managementFeeBps: 450,
        marketPayrollCents: 6_500_000,
        targetOccupancyBps: 9_200,
        comments: "Room to grow.",
        valueRange: { lowCents: 520_000_000, highCents: 560_000_000 },
        status: "sent",
      },
    });
  });

  it.each<[string, Record<string, string>, string]>([
    ["a fee above 6 %", { fee: "6.5" }, "fee"],
    ["a market not listed", { market: "atlantis" }, "market"],
    ["a range whose high is below its low", { high: "5,000,000" }, "high"],
    ["a target occupancy of 0", { target: "0" }, "target"],
    ["a status of listed", { status: "listed" }, "status"],
  ])("refuses %s, naming the field", (_case, change, fieldName) => {
    const reading = readInputs({ ...INPUTS, ...change }, ["york-region"]);
    expect(reading.ok ? {} : reading.errors).toHaveProperty(fieldName);
  });

  it("reads percentages to basis points", () => {
    expect([percentToBps("5"), percentToBps("5.25 %"), percentToBps("4.5"), percentToBps("five")]).toEqual([500, 525, 450, null]);
  });

  it("reads a mapping form, refusing a column the file does not have, and the rows to skip only when ticked", () => {
    const headers = ["Unit", "Street", "Sq Ft"];
    const fields = { map_unit: "Unit", map_streetRate: "Street", map_area: "Sq Ft", formatName: "Export", skipRows: "7,9" };
    expect(readMappingForm(fields, headers)).toEqual({
      ok: true,
      value: {
        mapping: { columns: { unit: "Unit", streetRate: "Street", area: "Sq Ft" }, dateOrder: "month-first" },
        formatName: "Export",
        skipRows: [],
      },
    });
    expect(readMappingForm({ ...fields, skip: "on" }, headers)).toMatchObject({ ok: true, value: { skipRows: [7, 9] } });
    expect(readMappingForm({ ...fields, map_type: "Kind" }, headers)).toMatchObject({
      ok: false,
      errors: { mapping: '"Kind" is not a column of this file.' },
    });
  });

  it("reads a link's life of 1 to 30 days and a listing slug", () => {
    expect(readLinkDays({ days: "" })).toEqual({ ok: true, value: 30 });
    expect(readLinkDays({ days: "31" }).ok).toBe(false);
    expect(readListingSlug({ listing: "Newmarket-Storage" })).toEqual({ ok: true, value: "newmarket-storage" });
    expect(readListingSlug({ listing: "newmarket storage" }).ok).toBe(false);
  });
});

describe("the owner's link", () => {
  const secret = Buffer.alloc(32, 7);
  const now = new Date("2027-03-15T16:00:00Z");
  const row = { id: "4a0c7e1e-2b7d-4c55-9a35-3a4c59a1a001", expiresAt: new Date("2027-04-14T16:00:00Z") };

  it("opens with its own token, and refuses an altered one and an owner's report token for the same row", () => {
    const token = new URL(opinionOfValueUrl("https://www.example-agency.ca", row, secret)).searchParams.get("t");
    expect(checkOpinionOfValueLink(token, secret, now)).toEqual({ ok: true, id: row.id, expiresAt: row.expiresAt });
    expect(checkOpinionOfValueLink(`${token!.slice(0, -2)}xx`, secret, now)).toEqual({ ok: false, reason: "forged" });
    expect(checkOpinionOfValueLink(ownerReportToken(row, secret), secret, now)).toEqual({ ok: false, reason: "forged" });
    expect(checkOpinionOfValueLink(token, secret, row.expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("works 1 to 30 days", () => {
    expect(opinionOfValueExpiry(now, 30)?.toISOString()).toBe("2027-04-14T16:00:00.000Z");
    expect(opinionOfValueExpiry(now, 31)).toBeNull();
  });
});

describe("the draft listing", () => {
  const unit = (name: string, street: number, paid: number | null): RentRollUnit => ({
    unit: name,
    widthFt: 10,
    depthFt: 10,
    areaSqFt: 100,
    type: "drive-up",
    streetRateCents: street * 100,
    rentPaidCents: (paid ?? 0) * 100,
    moveIn: null,
    occupied: paid !== null,
  });
  const units = [unit("A1", 150, 150), unit("A2", 150, 140), unit("A3", 150, null), unit("A4", 150, 150)];

  it("carries the units, area, occupancy, NOI, asking price and the cap rate it implies", () => {
    const underwriting = underwrite({
      units,
      ttm: [
        { label: "Rent", category: "rent", amountCents: 5_000_000 },
        { label: "Tax", category: "propertyTax", amountCents: 1_000_000 },
      ],
      managementFeeBps: 500,
      marketPayrollCents: 0,
      targetOccupancyBps: 9_000,
      marketCapRate: { lowBps: 550, highBps: 650 },
    });
    const noi = underwriting.nois.normalised.noiCents;
    const draft = draftListing({
      slug: "barrie-storage",
      title: "12 Way",
      valueRange: { lowCents: 50_000_000, highCents: 60_000_000 },
      underwriting,
      listedOn: "2027-03-15",
    });
    expect(draft).toMatchObject({
      _id: "drafts.listing.barrie-storage",
      _type: "listing",
      slug: { _type: "slug", current: "barrie-storage" },
      askingPrice: 600_000,
      units: 4,
      rentableSqFt: 400,
      occupancy: 75,
      noi: Math.round(noi / 100),
      capRate: Math.round((noi * 10_000) / 60_000_000) / 100,
      listedAt: "2027-03-15",
    });
    expect(rentRollFigures(units).occupancy.physicalByUnits).toBe(0.75);
    expect(JSON.parse(draftListingNdjson(draft))).toEqual(draft);
  });
});
