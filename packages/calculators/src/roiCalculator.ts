/**
 * The ROI calculator (docs/product.md#roi-calculator) with the corrections of docs/decisions/0005-roi-calculator.md
 * and what a serious investor expects beyond the original site's: DSCR, break-even occupancy, a year-by-year
 * projection and an income sensitivity table. Money stays unrounded here; the page rounds.
 */
import { monthlyPayment, remainingBalance, type Compounding } from "./amortisation";

export interface RoiInputs {
  purchasePrice: number;
  /** percent of the price */
  downPaymentPercent: number;
  closingCosts: number;
  renovationCosts: number;
  /** annual */
  grossRentalIncome: number;
  /** percent of gross income */
  operatingExpensesPercent: number;
  /** percent of gross income */
  managementFeePercent: number;
  /** annual */
  propertyTaxes: number;
  /** annual */
  insurance: number;
  /** annual */
  maintenance: number;
  /** nominal annual percent */
  interestRate: number;
  loanTermYears: number;
  /** percent per year */
  appreciationRate: number;
  projectionYears: number;
  compounding: Compounding;
}

/** The defaults of docs/product.md#roi-calculator; compounding defaults to the Canadian convention. */
export const ROI_DEFAULTS: RoiInputs = {
  purchasePrice: 5_000_000,
  downPaymentPercent: 25,
  closingCosts: 150_000,
  renovationCosts: 200_000,
  grossRentalIncome: 600_000,
  operatingExpensesPercent: 35,
  managementFeePercent: 5,
  propertyTaxes: 80_000,
  insurance: 25_000,
  maintenance: 30_000,
  interestRate: 6.5,
  loanTermYears: 25,
  appreciationRate: 3,
  projectionYears: 10,
  compounding: "semi-annual",
};

export interface ProjectionYear {
  year: number;
  propertyValue: number;
  loanBalance: number;
  equity: number;
  cashFlow: number;
  cumulativeCashFlow: number;
  /** (equity + cumulative cash flow) / total investment, percent; null without an investment */
  cumulativeReturn: number | null;
}

export interface SensitivityRow {
  /** change of gross income, percent (e.g. -10) */
  incomeChangePercent: number;
  grossIncome: number;
  cashFlow: number;
  cashOnCashReturn: number | null;
}

export interface RoiResult {
  downPayment: number;
  totalInvestment: number;
  loanAmount: number;
  monthlyPayment: number;
  annualDebtService: number;
  totalExpenses: number;
  netOperatingIncome: number;
  /** annual */
  cashFlow: number;
  capRate: number;
  /** null when nothing is invested (division by zero) */
  cashOnCashReturn: number | null;
  projectedValue: number;
  loanBalanceAtEnd: number;
  totalEquity: number;
  totalReturn: number | null;
  /** NOI / annual debt service; null without debt */
  dscr: number | null;
  /** percent of the entered gross income needed to cover expenses and debt service; null without income */
  breakEvenOccupancy: number | null;
  projection: ProjectionYear[];
  sensitivity: SensitivityRow[];
}

export type RoiField = Exclude<keyof RoiInputs, "compounding">;

export type RoiOutcome = { status: "ok"; result: RoiResult } | { status: "incomplete"; field: RoiField; message: string };

const SENSITIVITY_STEPS = [-15, -10, -5, 0, 5, 10];

const FIELD_NAMES: Record<RoiField, string> = {
  purchasePrice: "purchase price",
  downPaymentPercent: "down payment",
  closingCosts: "closing costs",
  renovationCosts: "renovation costs",
  grossRentalIncome: "gross rental income",
  operatingExpensesPercent: "operating expenses",
  managementFeePercent: "management fee",
  propertyTaxes: "property taxes",
  insurance: "insurance",
  maintenance: "maintenance",
  interestRate: "interest rate",
  loanTermYears: "loan term",
  appreciationRate: "appreciation rate",
  projectionYears: "projection period",
};

/** Why the inputs cannot produce figures yet, or null when they can. */
export function roiInputProblem(inputs: RoiInputs): { field: RoiField; message: string } | null {
  for (const field of Object.keys(FIELD_NAMES) as RoiField[]) {
    const value = inputs[field];
    if (!Number.isFinite(value)) return { field, message: `Enter a number for the ${FIELD_NAMES[field]}` };
    if (value < 0) return { field, message: `The ${FIELD_NAMES[field]} cannot be negative` };
  }
  if (inputs.purchasePrice === 0) return { field: "purchasePrice", message: "Enter a purchase price above $0" };
  if (inputs.downPaymentPercent > 100) return { field: "downPaymentPercent", message: "The down payment cannot exceed 100% of the price" };
  const financed = inputs.downPaymentPercent < 100;
  if (financed && inputs.loanTermYears === 0) return { field: "loanTermYears", message: "Enter a loan term above 0 years" };
  if (!Number.isInteger(inputs.projectionYears) || inputs.projectionYears > 50) {
    return { field: "projectionYears", message: "Enter a projection period of 0 to 50 whole years" };
  }
  return null;
}

function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? (part / whole) * 100 : null;
}

export function calculateRoi(inputs: RoiInputs): RoiOutcome {
  const problem = roiInputProblem(inputs);
  if (problem) return { status: "incomplete", ...problem };

  const downPayment = inputs.purchasePrice * (inputs.downPaymentPercent / 100);
  const totalInvestment = downPayment + inputs.closingCosts + inputs.renovationCosts;
  const loanAmount = inputs.purchasePrice - downPayment;
  const payment = monthlyPayment(loanAmount, inputs.interestRate, inputs.loanTermYears, inputs.compounding);
  const annualDebtService = payment * 12;

  const fixedExpenses = inputs.propertyTaxes + inputs.insurance + inputs.maintenance;
  const variableShare = (inputs.operatingExpensesPercent + inputs.managementFeePercent) / 100;
  const operatingFor = (grossIncome: number) => {
    const totalExpenses = grossIncome * variableShare + fixedExpenses;
    const netOperatingIncome = grossIncome - totalExpenses;
    return { totalExpenses, netOperatingIncome, cashFlow: netOperatingIncome - annualDebtService };
  };
  const { totalExpenses, netOperatingIncome, cashFlow } = operatingFor(inputs.grossRentalIncome);

  const balanceAfter = (years: number) =>
    remainingBalance(loanAmount, inputs.interestRate, inputs.loanTermYears, Math.round(years * 12), inputs.compounding);
  const valueAfter = (years: number) => inputs.purchasePrice * Math.pow(1 + inputs.appreciationRate / 100, years);

  const projection: ProjectionYear[] = [];
  for (let year = 1; year <= inputs.projectionYears; year += 1) {
    const propertyValue = valueAfter(year);
    const loanBalance = balanceAfter(year);
    const equity = propertyValue - loanBalance;
    const cumulativeCashFlow = cashFlow * year;
    projection.push({
      year,
      propertyValue,
      loanBalance,
      equity,
      cashFlow,
      cumulativeCashFlow,
      cumulativeReturn: percentOf(equity + cumulativeCashFlow, totalInvestment),
    });
  }

  const projectedValue = valueAfter(inputs.projectionYears);
  const loanBalanceAtEnd = balanceAfter(inputs.projectionYears);
  const totalEquity = projectedValue - loanBalanceAtEnd;

  // Break-even: the share of gross income at which cash flow is zero, with the percentage-based
  // costs (operating expenses, management) moving with income and the rest fixed.
  const contributionPerDollar = 1 - variableShare;
  const breakEvenIncome =
    contributionPerDollar > 0 ? (fixedExpenses + annualDebtService) / contributionPerDollar : Number.POSITIVE_INFINITY;
  const breakEvenOccupancy =
    inputs.grossRentalIncome > 0 && Number.isFinite(breakEvenIncome) ? (breakEvenIncome / inputs.grossRentalIncome) * 100 : null;

  const sensitivity = SENSITIVITY_STEPS.map((incomeChangePercent) => {
    const grossIncome = inputs.grossRentalIncome * (1 + incomeChangePercent / 100);
    const scenario = operatingFor(grossIncome);
    return {
      incomeChangePercent,
      grossIncome,
      cashFlow: scenario.cashFlow,
      cashOnCashReturn: percentOf(scenario.cashFlow, totalInvestment),
    };
  });

  return {
    status: "ok",
    result: {
      downPayment,
      totalInvestment,
      loanAmount,
      monthlyPayment: payment,
      annualDebtService,
      totalExpenses,
      netOperatingIncome,
      cashFlow,
      capRate: (netOperatingIncome / inputs.purchasePrice) * 100,
      cashOnCashReturn: percentOf(cashFlow, totalInvestment),
      projectedValue,
      loanBalanceAtEnd,
      totalEquity,
      totalReturn: percentOf(totalEquity + cashFlow * inputs.projectionYears, totalInvestment),
      dscr: annualDebtService > 0 ? netOperatingIncome / annualDebtService : null,
      breakEvenOccupancy,
      projection,
      sensitivity,
    },
  };
}
