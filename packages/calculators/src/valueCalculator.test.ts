import { describe, expect, it } from "vitest";
import { FACILITY_DEFAULTS, hasRevenueSource, valueFacility } from "./valueCalculator";

describe("valueFacility", () => {
  it("values a 100-unit facility at the calculator's defaults at $1,404,000", () => {
    const result = valueFacility({ ...FACILITY_DEFAULTS, units: 100 });
    expect(result.monthlyGrossRevenue).toBeCloseTo(11700, 6);
    expect(result.annualGrossRevenue).toBeCloseTo(140400, 6);
    expect(result.annualExpenses).toBeCloseTo(56160, 6);
    expect(result.netOperatingIncome).toBeCloseTo(84240, 6);
    expect(result.propertyValue).toBeCloseTo(1404000, 4);
  });

  it("adds containers, parking and other revenue before occupancy", () => {
    const result = valueFacility({
      ...FACILITY_DEFAULTS,
      containers: 10,
      parkingSpots: 20,
      additionalMonthlyRevenue: 500,
      occupancyPercent: 100,
    });
    expect(result.monthlyGrossRevenue).toBeCloseTo(10 * 125 + 20 * 45 + 500, 6);
  });

  it("has no property value at a zero cap rate instead of Infinity", () => {
    expect(valueFacility({ ...FACILITY_DEFAULTS, units: 10, capRatePercent: 0 }).propertyValue).toBeNull();
  });
});

describe("hasRevenueSource", () => {
  it("is false until a revenue input is above zero", () => {
    expect(hasRevenueSource(FACILITY_DEFAULTS)).toBe(false);
    expect(hasRevenueSource({ ...FACILITY_DEFAULTS, parkingSpots: 1 })).toBe(true);
  });
});
