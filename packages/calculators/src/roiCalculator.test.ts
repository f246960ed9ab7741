import { describe, expect, it } from "vitest";
import { formatCAD, formatPercent } from "./format";
import { ROI_DEFAULTS, calculateRoi, type RoiInputs, type RoiResult } from "./roiCalculator";

function resultOf(overrides: Partial<RoiInputs> = {}): RoiResult {
  const outcome = calculateRoi({ ...ROI_DEFAULTS, ...overrides });
  if (outcome.status !== "ok") throw new Error(`expected figures, got: ${outcome.message}`);
  return outcome.result;
}

describe("calculateRoi at the tool's defaults with monthly compounding", () => {
  const result = resultOf({ compounding: "monthly" });

  it.each([
    ["totalInvestment", formatCAD(result.totalInvestment), "$1,600,000"],
    ["loanAmount", formatCAD(result.loanAmount), "$3,750,000"],
    ["monthlyPayment", formatCAD(result.monthlyPayment), "$25,320"],
    ["netOperatingIncome", formatCAD(result.netOperatingIncome), "$225,000"],
    ["cashFlow", formatCAD(result.cashFlow), "-$78,843"],
    ["capRate", formatPercent(result.capRate), "4.50%"],
    ["cashOnCashReturn", formatPercent(result.cashOnCashReturn ?? Number.NaN), "-4.93%"],
    ["projectedValue", formatCAD(result.projectedValue), "$6,719,582"],
    ["totalEquity", formatCAD(result.totalEquity), "$3,812,906"],
    ["totalReturn", formatPercent(result.totalReturn ?? Number.NaN), "189.03%"],
  ])("%s shows %s", (_name, shown, expected) => {
    expect(shown).toBe(expected);
  });

  it("adds DSCR, break-even occupancy and a year-by-year projection ending at the totals", () => {
    expect(result.dscr).toBeCloseTo(225_000 / (result.monthlyPayment * 12), 10);
    expect(formatPercent(result.breakEvenOccupancy ?? Number.NaN)).toBe("121.90%");
    expect(result.projection).toHaveLength(10);
    const last = result.projection.at(-1);
    expect(last?.propertyValue).toBeCloseTo(result.projectedValue, 6);
    expect(last?.equity).toBeCloseTo(result.totalEquity, 6);
    expect(last?.cumulativeReturn).toBeCloseTo(result.totalReturn ?? Number.NaN, 8);
    expect(result.projection[0]?.loanBalance).toBeLessThan(result.loanAmount);
  });

  it("shows cash-on-cash for income 15% below to 10% above", () => {
    expect(result.sensitivity.map((row) => row.incomeChangePercent)).toEqual([-15, -10, -5, 0, 5, 10]);
    const unchanged = result.sensitivity.find((row) => row.incomeChangePercent === 0);
    expect(unchanged?.cashOnCashReturn).toBeCloseTo(result.cashOnCashReturn ?? Number.NaN, 10);
    // Each extra dollar of income keeps 60 cents after the 35% + 5% variable costs.
    const plus10 = result.sensitivity.at(-1);
    expect(plus10?.cashFlow).toBeCloseTo(result.cashFlow + 60_000 * 0.6, 6);
  });
});

describe("calculateRoi with Canadian semi-annual compounding", () => {
  it("charges less than monthly compounding at the same quoted rate", () => {
    const canadian = resultOf();
    const monthly = resultOf({ compounding: "monthly" });
    expect(canadian.monthlyPayment).toBeLessThan(monthly.monthlyPayment);
    // 6.5% compounded semi-annually: effective monthly rate (1.0325)^(1/6) - 1.
    expect(formatCAD(canadian.monthlyPayment)).toBe("$25,118");
  });
});

describe("calculateRoi edge cases", () => {
  it("uses the straight-line payment at a zero interest rate", () => {
    const result = resultOf({ interestRate: 0 });
    expect(result.monthlyPayment).toBeCloseTo(3_750_000 / 300, 8);
    expect(result.loanBalanceAtEnd).toBeCloseTo(3_750_000 * (1 - 120 / 300), 6);
  });

  it("has no balance once the loan is paid off", () => {
    const result = resultOf({ loanTermYears: 5, projectionYears: 10 });
    expect(result.loanBalanceAtEnd).toBe(0);
    expect(result.totalEquity).toBeCloseTo(result.projectedValue, 6);
    expect(result.projection[4]?.loanBalance).toBe(0);
  });

  it("needs no loan term when the purchase is all cash", () => {
    const result = resultOf({ downPaymentPercent: 100, loanTermYears: 0 });
    expect(result.loanAmount).toBe(0);
    expect(result.monthlyPayment).toBe(0);
    expect(result.dscr).toBeNull();
  });

  it("has no cash-on-cash when nothing is invested", () => {
    const result = resultOf({ downPaymentPercent: 0, closingCosts: 0, renovationCosts: 0 });
    expect(result.cashOnCashReturn).toBeNull();
    expect(result.totalReturn).toBeNull();
  });

  it.each([
    [{ loanTermYears: 0 }, "loanTermYears", "Enter a loan term above 0 years"],
    [{ purchasePrice: 0 }, "purchasePrice", "Enter a purchase price above $0"],
    [{ insurance: -1 }, "insurance", "The insurance cannot be negative"],
    [{ interestRate: Number.NaN }, "interestRate", "Enter a number for the interest rate"],
    [{ downPaymentPercent: 120 }, "downPaymentPercent", "The down payment cannot exceed 100% of the price"],
    [{ projectionYears: 2.5 }, "projectionYears", "Enter a projection period of 0 to 50 whole years"],
  ])("asks for a usable value instead of NaN or Infinity: %j", (overrides, field, message) => {
    expect(calculateRoi({ ...ROI_DEFAULTS, ...overrides })).toEqual({ status: "incomplete", field, message });
  });

  it("never produces NaN or Infinity for non-negative inputs", () => {
    const numbers = [0, 0.5, 1, 7, 100, 2_500_000];
    for (const value of numbers) {
      for (const field of ["grossRentalIncome", "interestRate", "appreciationRate", "closingCosts", "operatingExpensesPercent"] as const) {
        const outcome = calculateRoi({ ...ROI_DEFAULTS, [field]: value });
        if (outcome.status !== "ok") continue;
        const { projection, sensitivity, ...figures } = outcome.result;
        for (const [name, figure] of Object.entries(figures)) {
          if (figure !== null) expect(Number.isFinite(figure), `${field}=${value}: ${name}`).toBe(true);
        }
        expect(projection.every((row) => Number.isFinite(row.equity))).toBe(true);
        expect(sensitivity.every((row) => Number.isFinite(row.cashFlow))).toBe(true);
      }
    }
  });
});
