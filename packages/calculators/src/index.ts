export { COMPOUNDING_LABELS, monthlyPayment, monthlyRate, remainingBalance, type Compounding } from "./amortisation";
export { formatCAD, formatPercent } from "./format";
export {
  ROI_DEFAULTS,
  calculateRoi,
  roiInputProblem,
  type ProjectionYear,
  type RoiField,
  type RoiInputs,
  type RoiOutcome,
  type RoiResult,
  type SensitivityRow,
} from "./roiCalculator";
export { FACILITY_DEFAULTS, hasRevenueSource, valueFacility, type FacilityInputs, type FacilityValuation } from "./valueCalculator";
