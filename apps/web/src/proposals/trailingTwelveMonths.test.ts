/** The owner's trailing twelve months, typed or as CSV (issue 44): the same lines either way, problems by row and column. */
import { normaliseTtm } from "@agency/calculators";
import { describe, expect, it } from "vitest";
import { categoryOf, readTtmCsv, readTypedTtm } from "./trailingTwelveMonths";

const csv = (text: string) => readTtmCsv(Buffer.from(text, "utf8"));

describe("the trailing twelve months", () => {
  it("reads a CSV and the same lines typed into the same figures", () => {
    const fromCsv = csv(
      'Line,Category,Amount\nStorage rent,Rental income,"$412,000.00"\nDiscounts,rent,(3500)\nTruck rental,Other income,8200\nRealty tax,Property tax,"$38,400"\n',
    );
    const typed = readTypedTtm([
      { label: "Storage rent", category: "rent", amount: "$412,000.00" },
      { label: "Discounts", category: "rent", amount: "-3500" },
      { label: "Truck rental", category: "otherIncome", amount: "8200" },
      { label: "Realty tax", category: "propertyTax", amount: "$38,400" },
    ]);
    expect(fromCsv).toEqual(typed);
    expect(fromCsv.ok && fromCsv.lines.map((line) => line.amountCents)).toEqual([41_200_000, -350_000, 820_000, 3_840_000]);
    if (!fromCsv.ok) throw new Error("expected lines");
    const statement = normaliseTtm(fromCsv.lines, 500, 0);
    expect(statement.effectiveGrossIncomeCents).toBe(41_670_000);
    expect(statement.expenses[0]!.normalisedCents).toBe(2_083_500);
  });

  it("names the row and column of each problem", () => {
    const reading = csv(
      "Line,Category,Amount\nRent,Rental income,100\n,Utilities,50\nHydro,Hydro,50\nRepairs,Repairs and maintenance,-20\nTax,Property tax,lots\n",
    );
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems.map((problem) => [problem.row, problem.column, problem.value])).toEqual([
      [3, "Line", ""],
      [4, "Category", "Hydro"],
      [5, "Amount", "-20"],
      [6, "Amount", "lots"],
    ]);
  });

  it("asks for the columns it needs", () => {
    const reading = csv("Description,Amount\nRent,100\n");
    expect(!reading.ok && reading.problems.map((problem) => problem.column)).toEqual(["Line", "Category"]);
  });

  it("knows a category by its key or its label", () => {
    expect(categoryOf("Repairs and maintenance")).toBe("repairs");
    expect(categoryOf("otherExpense")).toBe("otherExpense");
    expect(categoryOf("Hydro")).toBeNull();
  });
});
