/**
 * Instant self-storage facility value calculator (home page). Formulas from
 * docs/product.md#facility-value-calculator: revenue from units, containers and parking, scaled by occupancy; expenses
 * as a ratio of gross; value is NOI capitalised at the cap rate.
 */
export interface FacilityInputs {
  units: number;
  unitMonthlyRent: number;
  containers: number;
  containerMonthlyRent: number;
  parkingSpots: number;
  parkingMonthlyRent: number;
  additionalMonthlyRevenue: number;
  /** percent, e.g. 90 */
  occupancyPercent: number;
  /** percent of annual gross revenue, e.g. 40 */
  expenseRatioPercent: number;
  /** percent, e.g. 6 */
  capRatePercent: number;
}

export interface FacilityValuation {
  monthlyGrossRevenue: number;
  annualGrossRevenue: number;
  annualExpenses: number;
  netOperatingIncome: number;
  /** null when the cap rate is zero: a value cannot be capitalised at 0 %. */
  propertyValue: number | null;
}

/** Defaults and suggested monthly prices (docs/product.md#facility-value-calculator). */
export const FACILITY_DEFAULTS: FacilityInputs = {
  units: 0,
  unitMonthlyRent: 130,
  containers: 0,
  containerMonthlyRent: 125,
  parkingSpots: 0,
  parkingMonthlyRent: 45,
  additionalMonthlyRevenue: 0,
  occupancyPercent: 90,
  expenseRatioPercent: 40,
  capRatePercent: 6,
};

export function valueFacility(inputs: FacilityInputs): FacilityValuation {
  const potentialMonthly =
    inputs.units * inputs.unitMonthlyRent +
    inputs.containers * inputs.containerMonthlyRent +
    inputs.parkingSpots * inputs.parkingMonthlyRent +
    inputs.additionalMonthlyRevenue;
  const monthlyGrossRevenue = potentialMonthly * (inputs.occupancyPercent / 100);
  const annualGrossRevenue = monthlyGrossRevenue * 12;
  const annualExpenses = annualGrossRevenue * (inputs.expenseRatioPercent / 100);
  const netOperatingIncome = annualGrossRevenue - annualExpenses;
  const propertyValue = inputs.capRatePercent > 0 ? netOperatingIncome / (inputs.capRatePercent / 100) : null;
  return { monthlyGrossRevenue, annualGrossRevenue, annualExpenses, netOperatingIncome, propertyValue };
}

/** docs/product.md#facility-value-calculator: a result shows only once something produces revenue. */
export function hasRevenueSource(inputs: FacilityInputs): boolean {
  return inputs.units > 0 || inputs.containers > 0 || inputs.parkingSpots > 0 || inputs.additionalMonthlyRevenue > 0;
}
