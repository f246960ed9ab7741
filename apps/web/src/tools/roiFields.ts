/** The ROI tool's inputs, grouped as docs/product.md#roi-calculator lists them, with units and browser hints. */
import type { RoiField } from "@agency/calculators";

export interface RoiFieldSpec {
  field: RoiField;
  label: string;
  prefix?: string;
  suffix?: string;
  unitDescription: string;
  step?: number;
  max?: number;
  hint?: string;
}

export interface RoiFieldGroup {
  title: string;
  fields: RoiFieldSpec[];
}

export const ROI_FIELD_GROUPS: RoiFieldGroup[] = [
  {
    title: "Property Details",
    fields: [
      { field: "purchasePrice", label: "Purchase price", prefix: "$", unitDescription: "in dollars" },
      { field: "downPaymentPercent", label: "Down payment", suffix: "%", unitDescription: "percent of the price", max: 100 },
      {
        field: "closingCosts",
        label: "Closing costs",
        prefix: "$",
        unitDescription: "in dollars",
        hint: "Land transfer tax, legal, lender and appraisal fees",
      },
      { field: "renovationCosts", label: "Renovation costs", prefix: "$", unitDescription: "in dollars" },
    ],
  },
  {
    title: "Income & Expenses",
    fields: [
      { field: "grossRentalIncome", label: "Gross rental income", prefix: "$", suffix: "/ year", unitDescription: "in dollars per year" },
      {
        field: "operatingExpensesPercent",
        label: "Operating expenses",
        suffix: "% of income",
        unitDescription: "percent of gross income",
        hint: "Typical: 35–45% of gross income",
      },
      { field: "managementFeePercent", label: "Management fee", suffix: "% of income", unitDescription: "percent of gross income" },
      { field: "propertyTaxes", label: "Property taxes", prefix: "$", suffix: "/ year", unitDescription: "in dollars per year" },
      { field: "insurance", label: "Insurance", prefix: "$", suffix: "/ year", unitDescription: "in dollars per year" },
      { field: "maintenance", label: "Maintenance", prefix: "$", suffix: "/ year", unitDescription: "in dollars per year" },
    ],
  },
  {
    title: "Financing & Projections",
    fields: [
      { field: "interestRate", label: "Interest rate", suffix: "%", unitDescription: "percent per year", step: 0.1 },
      { field: "loanTermYears", label: "Amortisation (loan term)", suffix: "years", unitDescription: "in years" },
      { field: "appreciationRate", label: "Appreciation rate", suffix: "% / year", unitDescription: "percent per year", step: 0.1 },
      { field: "projectionYears", label: "Projection period", suffix: "years", unitDescription: "in whole years", step: 1, max: 50 },
    ],
  },
];
