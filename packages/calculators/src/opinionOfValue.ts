/**
 * A broker's opinion of value for a self-storage facility (issue 44, decision 0052): the trailing
 * twelve months normalised as a buyer underwrites them (an off-site management fee on effective
 * gross income, on-site payroll at a market figure, whoever runs the site today), three NOIs (in
 * place, normalised, stabilised at a target occupancy), and a pricing matrix of cap rates in
 * 25-basis-point steps. Pure; money in integer cents, rates in basis points (500 = 5.00 %).
 */
import { rentRollFigures, type RentRollFigures, type RentRollUnit } from "./rentRollFigures";

export const INCOME_CATEGORIES = ["rent", "otherIncome"] as const;
export const EXPENSE_CATEGORIES = [
  "managementFee",
  "payroll",
  "propertyTax",
  "insurance",
  "utilities",
  "repairs",
  "marketing",
  "otherExpense",
] as const;
export type TtmCategory = (typeof INCOME_CATEGORIES)[number] | (typeof EXPENSE_CATEGORIES)[number];

/** One line of the owner's trailing twelve months, as the owner reports it. */
export interface TtmLine {
  label: string;
  category: TtmCategory;
  /** A year's amount, cents. Income may be negative (a concession); an expense may not. */
  amountCents: number;
}

export interface UnderwritingInputs {
  units: readonly RentRollUnit[];
  ttm: readonly TtmLine[];
  /** Off-site management fee on effective gross income: 400–600 (4–6 %), default 500. */
  managementFeeBps: number;
  /** On-site payroll a buyer would pay, a year, cents. */
  marketPayrollCents: number;
  /** Occupancy the stabilised NOI assumes, of potential rent at street rates. */
  targetOccupancyBps: number;
  /** The market's cap-rate range (the market page's figure), bps. */
  marketCapRate: { lowBps: number; highBps: number };
}

export const MANAGEMENT_FEE = { defaultBps: 500, minBps: 400, maxBps: 600 } as const;
export const CAP_RATE_STEP_BPS = 25;
/** Steps shown beyond each end of the market's range. */
export const CAP_RATE_STEPS_BEYOND = 2;

export interface NoiLine {
  label: string;
  reportedCents: number;
  normalisedCents: number;
  /** Why the normalised figure differs, or null when it is the owner's. */
  note: string | null;
}

export interface NoiStatement {
  income: NoiLine[];
  effectiveGrossIncomeCents: number;
  expenses: NoiLine[];
  reportedExpensesCents: number;
  normalisedExpensesCents: number;
  reportedNoiCents: number;
  normalisedNoiCents: number;
}

/** One of the three NOIs the matrix prices. */
export interface NoiBasis {
  effectiveGrossIncomeCents: number;
  managementFeeCents: number;
  expensesCents: number;
  noiCents: number;
}

export type NoiBasisName = "inPlace" | "normalised" | "stabilised";
export const NOI_BASIS_LABELS: Record<NoiBasisName, string> = {
  inPlace: "In place",
  normalised: "Normalised TTM",
  stabilised: "Stabilised",
};

export interface PricedValue {
  /** Null when the NOI is not positive: nothing to capitalise. */
  valueCents: number | null;
  perUnitCents: number | null;
  perSqFtCents: number | null;
}

export interface PricingRow {
  capRateBps: number;
  inMarketRange: boolean;
  values: Record<NoiBasisName, PricedValue>;
}

export interface Underwriting {
  figures: RentRollFigures;
  statement: NoiStatement;
  nois: Record<NoiBasisName, NoiBasis>;
  matrix: PricingRow[];
  inputs: Omit<UnderwritingInputs, "units" | "ttm">;
}

const isIncome = (category: TtmCategory) => (INCOME_CATEGORIES as readonly string[]).includes(category);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Cents × basis points, rounded to the cent (half up). */
export const applyBps = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);

/** NOI capitalised at a cap rate, to the cent; null unless both are positive. */
export function valueAtCapRate(noiCents: number, capRateBps: number): number | null {
  if (noiCents <= 0 || capRateBps <= 0) return null;
  return Math.round((noiCents * 10_000) / capRateBps);
}

/** What makes the inputs unusable, as a sentence for the team; null when they are fine. */
export function underwritingInputProblem(inputs: UnderwritingInputs): string | null {
  const { managementFeeBps: fee, targetOccupancyBps: target, marketCapRate: cap } = inputs;
  if (inputs.units.length === 0) return "The rent roll has no units.";
  if (!Number.isInteger(fee) || fee < MANAGEMENT_FEE.minBps || fee > MANAGEMENT_FEE.maxBps)
    return "The management fee must be between 4 % and 6 % of effective gross income.";
  if (!Number.isInteger(inputs.marketPayrollCents) || inputs.marketPayrollCents < 0) return "The market payroll cannot be negative.";
  if (!Number.isInteger(target) || target < 1 || target > 10_000) return "The target occupancy must be above 0 % and at most 100 %.";
  if (!Number.isInteger(cap.lowBps) || !Number.isInteger(cap.highBps) || cap.lowBps < 100 || cap.highBps > 2_000)
    return "The market cap rates must be between 1 % and 20 %.";
  if (cap.lowBps > cap.highBps) return "The market's low cap rate is above its high one.";
  const badExpense = inputs.ttm.find((line) => !isIncome(line.category) && line.amountCents < 0);
  if (badExpense) return `The expense "${badExpense.label}" cannot be negative.`;
  if (inputs.ttm.some((line) => !Number.isInteger(line.amountCents))) return "Every amount must be in whole cents.";
  return null;
}

const percent = (bps: number) => `${(bps / 100).toFixed(2)} %`;

/** The owner's TTM with the management fee and payroll a buyer would pay, every line shown. */
export function normaliseTtm(ttm: readonly TtmLine[], managementFeeBps: number, marketPayrollCents: number): NoiStatement {
  const income = ttm
    .filter((line) => isIncome(line.category))
    .map((line) => ({ label: line.label, reportedCents: line.amountCents, normalisedCents: line.amountCents, note: null }));
  const effectiveGrossIncomeCents = sum(income.map((line) => line.reportedCents));
  const reported = (category: TtmCategory) => sum(ttm.filter((line) => line.category === category).map((line) => line.amountCents));
  const expenses: NoiLine[] = [
    {
      label: "Off-site management fee",
      reportedCents: reported("managementFee"),
      normalisedCents: applyBps(effectiveGrossIncomeCents, managementFeeBps),
      note: `${percent(managementFeeBps)} of effective gross income, in place of the owner's`,
    },
    {
      label: "On-site payroll",
      reportedCents: reported("payroll"),
      normalisedCents: marketPayrollCents,
      note: "At the market's figure, whoever runs the site today",
    },
    ...ttm
      .filter((line) => !isIncome(line.category) && line.category !== "managementFee" && line.category !== "payroll")
      .map((line) => ({ label: line.label, reportedCents: line.amountCents, normalisedCents: line.amountCents, note: null })),
  ];
  const reportedExpensesCents = sum(expenses.map((line) => line.reportedCents));
  const normalisedExpensesCents = sum(expenses.map((line) => line.normalisedCents));
  return {
    income,
    effectiveGrossIncomeCents,
    expenses,
    reportedExpensesCents,
    normalisedExpensesCents,
    reportedNoiCents: effectiveGrossIncomeCents - reportedExpensesCents,
    normalisedNoiCents: effectiveGrossIncomeCents - normalisedExpensesCents,
  };
}

/** An NOI from a rental income, the TTM's other income and the normalised expenses with the fee on that income. */
function basisFrom(rentCents: number, otherIncomeCents: number, fixedExpensesCents: number, feeBps: number): NoiBasis {
  const effectiveGrossIncomeCents = rentCents + otherIncomeCents;
  const managementFeeCents = applyBps(effectiveGrossIncomeCents, feeBps);
  const expensesCents = fixedExpensesCents + managementFeeCents;
  return { effectiveGrossIncomeCents, managementFeeCents, expensesCents, noiCents: effectiveGrossIncomeCents - expensesCents };
}

/** The cap rates of the matrix: the market's range widened to 25 bp steps, two steps beyond each end. */
export function matrixCapRates(lowBps: number, highBps: number): number[] {
  const first = Math.max(CAP_RATE_STEP_BPS, (Math.floor(lowBps / CAP_RATE_STEP_BPS) - CAP_RATE_STEPS_BEYOND) * CAP_RATE_STEP_BPS);
  const last = (Math.ceil(highBps / CAP_RATE_STEP_BPS) + CAP_RATE_STEPS_BEYOND) * CAP_RATE_STEP_BPS;
  const rates: number[] = [];
  for (let rate = first; rate <= last; rate += CAP_RATE_STEP_BPS) rates.push(rate);
  return rates;
}

export function pricedValue(noiCents: number, capRateBps: number, units: number, areaSqFt: number): PricedValue {
  const valueCents = valueAtCapRate(noiCents, capRateBps);
  return {
    valueCents,
    perUnitCents: valueCents === null || units === 0 ? null : Math.round(valueCents / units),
    perSqFtCents: valueCents === null || areaSqFt <= 0 ? null : Math.round(valueCents / areaSqFt),
  };
}

export function underwrite(inputs: UnderwritingInputs): Underwriting {
  const problem = underwritingInputProblem(inputs);
  if (problem) throw new RangeError(problem);
  const { units, ttm, managementFeeBps, marketPayrollCents, targetOccupancyBps, marketCapRate } = inputs;
  const figures = rentRollFigures(units);
  const statement = normaliseTtm(ttm, managementFeeBps, marketPayrollCents);
  const otherIncome = sum(ttm.filter((line) => line.category === "otherIncome").map((line) => line.amountCents));
  // Expenses that do not move with income: everything normalised but the fee.
  const fixedExpenses = statement.normalisedExpensesCents - statement.expenses[0]!.normalisedCents;
  const nois: Record<NoiBasisName, NoiBasis> = {
    inPlace: basisFrom(figures.occupancy.rentPaidCents * 12, otherIncome, fixedExpenses, managementFeeBps),
    normalised: {
      effectiveGrossIncomeCents: statement.effectiveGrossIncomeCents,
      managementFeeCents: statement.expenses[0]!.normalisedCents,
      expensesCents: statement.normalisedExpensesCents,
      noiCents: statement.normalisedNoiCents,
    },
    stabilised: basisFrom(
      applyBps(figures.occupancy.potentialRentCents * 12, targetOccupancyBps),
      otherIncome,
      fixedExpenses,
      managementFeeBps,
    ),
  };
  const { units: count, areaSqFt } = figures.occupancy;
  const matrix = matrixCapRates(marketCapRate.lowBps, marketCapRate.highBps).map((capRateBps) => ({
    capRateBps,
    inMarketRange: capRateBps >= marketCapRate.lowBps && capRateBps <= marketCapRate.highBps,
    values: {
      inPlace: pricedValue(nois.inPlace.noiCents, capRateBps, count, areaSqFt),
      normalised: pricedValue(nois.normalised.noiCents, capRateBps, count, areaSqFt),
      stabilised: pricedValue(nois.stabilised.noiCents, capRateBps, count, areaSqFt),
    },
  }));
  return { figures, statement, nois, matrix, inputs: { managementFeeBps, marketPayrollCents, targetOccupancyBps, marketCapRate } };
}
