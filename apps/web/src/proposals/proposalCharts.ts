/**
 * The opinion of value's two charts (issue 44): the unit mix, and occupancy with the rate gap, as
 * models for the market pages' server-drawn chart (`@/src/components/charts/Chart`, decision 0024):
 * SVG with a title and description for assistive technology and every value in a table under it.
 * Pure: from the underwriting's figures to numbers and words.
 */
import { UNIT_TYPE_LABELS, type RentRollFigures } from "@agency/calculators";
import type { ChartModel, ChartValue } from "@/src/components/charts/chartData";

/** A share as the chart draws and writes it: percent to one decimal. */
export function percentValue(share: number): ChartValue {
  const value = Math.round(share * 1000) / 10;
  return { low: value, high: value, text: `${value.toLocaleString("en-CA", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%` };
}

export function unitMixChart(figures: RentRollFigures): ChartModel {
  const { units, areaSqFt } = figures.occupancy;
  return {
    id: "proposal-unit-mix",
    kind: "bar",
    title: "Unit mix",
    description: `Share of the ${units.toLocaleString("en-CA")} units and of the ${Math.round(areaSqFt).toLocaleString("en-CA")} rentable square feet by type and size (width × depth in feet).`,
    unit: "% of the facility",
    caveat: null,
    categoryHeading: "Type and size",
    series: ["Share of units", "Share of area"],
    categories: figures.unitMix.map((group) => ({
      label: `${UNIT_TYPE_LABELS[group.type]} ${group.size}`,
      values: [percentValue(group.shareOfUnits), percentValue(group.shareOfArea)],
    })),
  };
}

export function occupancyChart(figures: RentRollFigures): ChartModel {
  const { rateGap } = figures;
  const rows = [
    ...figures.byType.map((type) => ({ label: UNIT_TYPE_LABELS[type.type], figures: type })),
    { label: "Whole facility", figures: figures.occupancy },
  ];
  return {
    id: "proposal-occupancy",
    kind: "bar",
    title: "Occupancy and rate gap",
    description:
      "Physical occupancy by units and by area, economic occupancy (rent paid over every unit at street rates), and what occupied units pay as a share of their street rates, by unit type.",
    unit: "%",
    caveat: `${rateGap.tenantsFarBelowStreet.toLocaleString("en-CA")} ${rateGap.tenantsFarBelowStreet === 1 ? "tenant" : "tenants"} (${percentValue(rateGap.shareFarBelowStreet).text} of occupied units) ${rateGap.tenantsFarBelowStreet === 1 ? "pays" : "pay"} more than 10% below street.`,
    categoryHeading: "Unit type",
    series: ["Occupancy by units", "Occupancy by area", "Economic occupancy", "In-place rent as % of street"],
    categories: rows.map(({ label, figures: row }) => ({
      label,
      values: [
        percentValue(row.physicalByUnits),
        percentValue(row.physicalByArea),
        percentValue(row.economic),
        row.occupiedStreetRentCents > 0 ? percentValue(row.rentPaidCents / row.occupiedStreetRentCents) : null,
      ],
    })),
  };
}
