import { fv, pmt } from "financial";
import { describe, expect, it } from "vitest";
import { monthlyPayment, monthlyRate, remainingBalance } from "./amortisation";

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("monthlyRate", () => {
  it("divides the annual rate by 12 when compounding monthly", () => {
    expect(monthlyRate(6, "monthly")).toBeCloseTo(0.005, 12);
  });
  it("gives the same effective annual rate as two half-year periods when compounding semi-annually", () => {
    expect(Math.pow(1 + monthlyRate(6, "semi-annual"), 12)).toBeCloseTo(1.03 * 1.03, 12);
  });
});

describe("payment and balance against an independent implementation (financial: pmt, fv)", () => {
  const next = random(20261122);
  const grid = Array.from({ length: 400 }, () => ({
    principal: Math.round(10_000 + next() * 20_000_000),
    annualPercent: Math.round(next() * 1500) / 100,
    termYears: 1 + Math.floor(next() * 35),
    compounding: next() < 0.5 ? ("monthly" as const) : ("semi-annual" as const),
  }));

  it.each(grid.map((c, index) => [index, c] as const))("case %i", (_index, c) => {
    const rate = monthlyRate(c.annualPercent, c.compounding);
    const months = c.termYears * 12;
    const payment = monthlyPayment(c.principal, c.annualPercent, c.termYears, c.compounding);
    // financial follows numpy-financial's sign convention: money paid out is negative.
    const reference = rate === 0 ? c.principal / months : -pmt(rate, months, c.principal);
    expect(payment).toBeCloseTo(reference, 6);

    const elapsed = Math.floor(months / 3);
    const balance = remainingBalance(c.principal, c.annualPercent, c.termYears, elapsed, c.compounding);
    const referenceBalance = rate === 0 ? c.principal - reference * elapsed : -fv(rate, elapsed, -payment, c.principal);
    expect(balance).toBeCloseTo(referenceBalance, 4);
  });
});

describe("edge cases", () => {
  it("repays a zero-rate loan in equal instalments", () => {
    expect(monthlyPayment(120_000, 0, 10, "monthly")).toBe(1_000);
    expect(remainingBalance(120_000, 0, 10, 60, "semi-annual")).toBeCloseTo(60_000, 8);
  });
  it("owes nothing once every payment is made, and the whole principal before the first", () => {
    expect(remainingBalance(500_000, 5, 20, 240, "monthly")).toBe(0);
    expect(remainingBalance(500_000, 5, 20, 300, "monthly")).toBe(0);
    expect(remainingBalance(500_000, 5, 20, 0, "monthly")).toBe(500_000);
  });
  it("owes nothing on a zero principal and refuses a zero term", () => {
    expect(monthlyPayment(0, 5, 0, "monthly")).toBe(0);
    expect(() => monthlyPayment(100_000, 5, 0, "monthly")).toThrow("The loan term must be above 0 years");
  });
});
