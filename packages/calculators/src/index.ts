export { formatCAD, formatPercent } from "./format";
export {
  FACILITY_DEFAULTS,
  hasRevenueSource,
  valueFacility,
  type FacilityInputs,
  type FacilityValuation,
} from "./valueCalculator";
