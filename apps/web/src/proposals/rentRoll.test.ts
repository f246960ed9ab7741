/**
 * Reading an owner's rent roll (issue 44): a generated 600-unit roll exported as XLSX and as CSV
 * reads into the same units and the same underwriting; a bad cell is refused naming its row and
 * column and nothing is savable until the team skips that row.
 */
import { rentRollFigures, underwrite, type RentRollUnit } from "@agency/calculators";
import { fixtureUnits, rentRollCsv, rentRollXlsx, type FixtureOverride } from "@agency/tests/support/rentRollFiles";
import { describe, expect, it } from "vitest";
import { readDate, readMoney, readOccupied, readSize, readUnitType } from "./cells";
import { formatSignature, mappingProblem, savedMappingFor, suggestMapping, type ColumnMapping } from "./columnMapping";
import { describeProblem, readRentRoll } from "./rentRoll";
import { readCsv, readRentRollFile, RentRollFileError } from "./rentRollFile";

const FIXTURE = fixtureUnits(600);
const HEADERS = ["Unit", "Size", "Unit Type", "Street Rate", "Rent", "Move In", "Status"];
const MAPPING: ColumnMapping = {
  columns: {
    unit: "Unit",
    size: "Size",
    type: "Unit Type",
    streetRate: "Street Rate",
    rentPaid: "Rent",
    moveIn: "Move In",
    status: "Status",
  },
  dateOrder: "month-first",
};

async function readBoth(overrides: FixtureOverride[] = [], skip: number[] = []) {
  const csv = readRentRoll(await readRentRollFile("roll.csv", rentRollCsv(FIXTURE, overrides)), MAPPING, skip);
  const xlsx = readRentRoll(await readRentRollFile("roll.xlsx", await rentRollXlsx(FIXTURE, overrides)), MAPPING, skip);
  if (csv.status !== "read" || xlsx.status !== "read") throw new Error("expected both files read");
  return { csv, xlsx };
}

const cents = (dollars: number) => Math.round(dollars * 100);

// Writing and reading 600 rows twice takes about half a second alone, several on a loaded machine.
describe("a 600-unit rent roll as CSV and as XLSX", { timeout: 30_000 }, () => {
  it("suggests the mapping from the export's headers", async () => {
    const table = await readRentRollFile("roll.xlsx", await rentRollXlsx(FIXTURE.slice(0, 3)));
    expect(table.headers).toEqual(HEADERS);
    expect(suggestMapping(table.headers)).toEqual(MAPPING);
  });

  it("reads the same units from both, matching what was written", async () => {
    const { csv, xlsx } = await readBoth();
    expect(csv.savable && xlsx.savable).toBe(true);
    expect(csv.problems).toEqual([]);
    expect(csv.units).toHaveLength(600);
    expect(xlsx.units).toEqual(csv.units);
    const written = FIXTURE[6]!;
    expect(csv.units[6]).toEqual<RentRollUnit>({
      unit: written.unit,
      widthFt: written.widthFt,
      depthFt: written.depthFt,
      areaSqFt: written.widthFt * written.depthFt,
      type: { "Climate Controlled": "climate-controlled", "Drive-Up": "drive-up", Interior: "interior", Parking: "parking" }[
        written.typeLabel
      ] as RentRollUnit["type"],
      streetRateCents: cents(written.streetDollars),
      rentPaidCents: written.paidDollars === null ? 0 : cents(written.paidDollars),
      moveIn: written.moveIn?.toISOString().slice(0, 10) ?? null,
      occupied: written.paidDollars !== null,
    });
  });

  it("gives identical figures and underwriting from both, with the fixture's totals", async () => {
    const { csv, xlsx } = await readBoth();
    const figures = rentRollFigures(csv.units);
    expect(rentRollFigures(xlsx.units)).toEqual(figures);
    const occupied = FIXTURE.filter((unit) => unit.paidDollars !== null);
    expect(figures.occupancy.units).toBe(600);
    expect(figures.occupancy.occupiedUnits).toBe(occupied.length);
    expect(figures.occupancy.rentPaidCents).toBe(occupied.reduce((sum, unit) => sum + cents(unit.paidDollars!), 0));
    expect(figures.occupancy.potentialRentCents).toBe(FIXTURE.reduce((sum, unit) => sum + cents(unit.streetDollars), 0));
    expect(figures.occupancy.areaSqFt).toBe(FIXTURE.reduce((sum, unit) => sum + unit.widthFt * unit.depthFt, 0));
    const inputs = {
      ttm: [{ label: "Rent", category: "rent" as const, amountCents: 60_000_000 }],
      managementFeeBps: 500,
      marketPayrollCents: 6_500_000,
      targetOccupancyBps: 9_200,
      marketCapRate: { lowBps: 550, highBps: 650 },
    };
    expect(underwrite({ ...inputs, units: xlsx.units })).toEqual(underwrite({ ...inputs, units: csv.units }));
  });

  it("refuses a bad row naming its row and column, and saves nothing until that row is skipped", async () => {
    const bad: FixtureOverride[] = [{ index: 6, header: "Street Rate", value: "call us" }];
    const { csv, xlsx } = await readBoth(bad);
    for (const reading of [csv, xlsx]) {
      expect(reading.savable).toBe(false);
      expect(reading.problems).toEqual([
        { row: 8, column: "Street Rate", value: "call us", message: expect.stringContaining("not an amount") },
      ]);
      expect(describeProblem(reading.problems[0]!)).toBe(
        'Row 8, column "Street Rate": "call us" is not an amount in dollars (such as 125.00 or $1,250).',
      );
    }
    const skipped = await readBoth(bad, [8]);
    for (const reading of [skipped.csv, skipped.xlsx]) {
      expect(reading.savable).toBe(true);
      expect(reading.units).toHaveLength(599);
      expect(reading.units.some((unit) => unit.unit === FIXTURE[6]!.unit)).toBe(false);
      expect(reading.skipped).toEqual([{ row: 8, problems: [expect.objectContaining({ column: "Street Rate" })] }]);
    }
    expect(skipped.xlsx.units).toEqual(skipped.csv.units);
  });

  it("previews the first five rows as written", async () => {
    const { csv } = await readBoth();
    expect(csv.preview.headers).toEqual(HEADERS);
    expect(csv.preview.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
    expect(csv.preview.rows[0]!.cells[0]).toBe(FIXTURE[0]!.unit);
  });
});

const csvTable = (text: string) => readCsv(Buffer.from(text, "utf8"));

describe("rows the reader refuses", () => {
  it.each([
    ["Unit,Size,Street Rate,Rent,Status\nA1,10x10,$100,,Occupied\n", 2, "Rent", "needs the rent an occupied unit pays"],
    ["Unit,Size,Street Rate,Rent,Status\nA1,10x10,$100,$90,Sold\n", 2, "Status", "is neither occupied"],
    ["Unit,Size,Street Rate,Rent,Status\nA1,ten by ten,$100,$90,Occupied\n", 2, "Size", "is not a size"],
    ["Unit,Size,Street Rate,Rent,Status\nA1,10x10,$0,,Vacant\n", 2, "Street Rate", "is a street rate of $0"],
    ["Unit,Size,Street Rate,Rent,Status\nA1,10x10,$100,$90,Occupied\nA1,5x5,$50,,Vacant\n", 3, "Unit", "already listed"],
    ["Unit,Size,Street Rate,Rent,Status\n,10x10,$100,$90,Occupied\n", 2, "Unit", "needs the unit's number"],
  ])("%j: row %i, column %s", (text, row, column, message) => {
    const table = csvTable(text);
    const reading = readRentRoll(table, suggestMapping(table.headers));
    if (reading.status !== "read") throw new Error(reading.message);
    expect(reading.savable).toBe(false);
    const problem = reading.problems.find((one) => one.row === row);
    expect(problem?.column).toBe(column);
    expect(problem?.message).toContain(message);
  });

  it("ignores blank lines and keeps numbering rows as the file does", () => {
    const reading = readRentRoll(csvTable("Unit,Area,Street Rate,Rent\nA1,100,100,90\n\nA2,100,x,\n"), {
      columns: { unit: "Unit", area: "Area", streetRate: "Street Rate", rentPaid: "Rent" },
      dateOrder: "month-first",
    });
    expect(reading.status === "read" && reading.problems.map((problem) => [problem.row, problem.column])).toEqual([[4, "Street Rate"]]);
  });

  it("takes occupancy from rent paid when there is no status column, and a vacant unit's rent column as its rate", () => {
    const noStatus = readRentRoll(csvTable("Unit,Width,Depth,Street Rate,Rent\nA1,10,10,100,90\nA2,5,5,50,\n"), {
      columns: { unit: "Unit", width: "Width", depth: "Depth", streetRate: "Street Rate", rentPaid: "Rent" },
      dateOrder: "month-first",
    });
    expect(noStatus.status === "read" && noStatus.units.map((unit) => [unit.unit, unit.occupied, unit.areaSqFt])).toEqual([
      ["A1", true, 100],
      ["A2", false, 25],
    ]);
    const vacantWithRate = readRentRoll(
      csvTable("Unit,Size,Street Rate,Rent,Status\nA1,10x10,100,100,Vacant\n"),
      suggestMapping(["Unit", "Size", "Street Rate", "Rent", "Status"]),
    );
    expect(vacantWithRate.status === "read" && vacantWithRate.units[0]).toMatchObject({ occupied: false, rentPaidCents: 0 });
  });
});

describe("the column mapping", () => {
  it("names what is missing or mapped to a column the file lacks", () => {
    expect(mappingProblem({ columns: { unit: "Unit", size: "Size", status: "Status" }, dateOrder: "month-first" }, HEADERS)).toBe(
      "Map a column to Street rate (monthly).",
    );
    expect(mappingProblem({ ...MAPPING, columns: { ...MAPPING.columns, streetRate: "Std Rate" } }, HEADERS)).toBe(
      'Street rate (monthly) is mapped to "Std Rate", which is not a column of this file.',
    );
    expect(
      mappingProblem({ columns: { unit: "Unit", streetRate: "Street Rate", status: "Status" }, dateOrder: "month-first" }, HEADERS),
    ).toMatch(/^Map a column to Area/);
    const table = csvTable("Unit,Rate\nA1,100\n");
    const reading = readRentRoll(table, suggestMapping(table.headers));
    expect(reading.status).toBe("mapping-problem");
  });

  it("is found again for a file of the same format, whatever the case and punctuation of its headers", () => {
    const saved = new Map([[formatSignature(HEADERS), MAPPING]]);
    expect(savedMappingFor(["UNIT", "Size", "Unit type", "Street rate", "Rent", "Move-In", "Status"], saved)).toEqual(MAPPING);
    expect(savedMappingFor(["Unit", "Size"], saved)).toBeNull();
  });

  it("suggests from other exports' header words", () => {
    expect(suggestMapping(["Unit #", "Width", "Length", "Std Rate", "Rent Rate", "Move-In Date", "Occupied"]).columns).toEqual({
      unit: "Unit #",
      width: "Width",
      depth: "Length",
      streetRate: "Std Rate",
      rentPaid: "Rent Rate",
      moveIn: "Move-In Date",
      status: "Occupied",
    });
  });
});

describe("cells", () => {
  it.each([
    ["$1,250.00", 125_000],
    ["85", 8_500],
    ["85.5", 8_550],
    ["CA$ 99.99", 9_999],
    [85.5, 8_550],
    [0.29, 29],
  ])("reads %j as %i cents", (cell, expected) => {
    expect(readMoney(cell)).toEqual({ ok: true, value: expected });
  });

  it.each([["1.234"], ["-5"], ["12,34"], [85.555], ["$"]])("refuses %j as money", (cell) => {
    expect(readMoney(cell).ok).toBe(false);
  });

  it("reads sizes, types, statuses and dates", () => {
    expect(readSize("10' x 15'")).toEqual({ ok: true, value: { widthFt: 10, depthFt: 15 } });
    expect(readSize("5×7.5")).toEqual({ ok: true, value: { widthFt: 5, depthFt: 7.5 } });
    expect(["Climate Controlled", "Non-Climate", "Drive Up", "RV Parking", "Locker", "Wine cellar"].map(readUnitType)).toEqual([
      "climate-controlled",
      "interior",
      "drive-up",
      "parking",
      "locker",
      "other",
    ]);
    expect(readOccupied("Delinquent")).toEqual({ ok: true, value: true });
    expect(readOccupied("Available")).toEqual({ ok: true, value: false });
    expect(readDate("03/04/2025", "month-first")).toEqual({ ok: true, value: "2025-03-04" });
    expect(readDate("03/04/2025", "day-first")).toEqual({ ok: true, value: "2025-04-03" });
    expect(readDate("02/30/2025", "month-first").ok).toBe(false);
    expect(readDate(new Date(Date.UTC(2024, 1, 29)), "day-first")).toEqual({ ok: true, value: "2024-02-29" });
  });
});

describe("files", () => {
  it("refuses a file that is neither CSV nor XLSX, an empty header and repeated headers", async () => {
    await expect(readRentRollFile("roll.pdf", Buffer.from("%PDF-1.7"))).rejects.toThrow(RentRollFileError);
    expect(() => csvTable("\nA1,100\n")).toThrow("The file's first row must name the columns");
    expect(() => csvTable("Unit,Rent,Rent\nA1,1,2\n")).toThrow('Two columns are named "Rent"');
    await expect(readRentRollFile("roll.xlsx", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).rejects.toThrow(
      "The XLSX file cannot be read",
    );
  });

  it("reads semicolon-separated and Windows-1252 exports", () => {
    const table = readCsv(Buffer.from([...Buffer.from("Unit;Type\nA1;Caf"), 0xe9, 0x0a]));
    expect(table.headers).toEqual(["Unit", "Type"]);
    expect(table.rows[0]!.cells).toEqual(["A1", "Café"]);
  });
});
