/**
 * Mortgage arithmetic for monthly payments.
 *
 * Canadian fixed-rate mortgages are quoted as an annual rate compounded semi-annually (Interest
 * Act, s. 6); the original site's calculator compounds monthly (annual / 12). Both are offered: the
 * effective monthly rate differs, the payment formulas do not (docs/decisions/0005-roi-calculator.md).
 */
export type Compounding = "semi-annual" | "monthly";

export const COMPOUNDING_LABELS: Record<Compounding, string> = {
  "semi-annual": "Semi-annual (Canadian fixed-rate mortgages)",
  monthly: "Monthly",
};

/** Effective monthly rate for a nominal annual percentage rate. */
export function monthlyRate(annualPercent: number, compounding: Compounding): number {
  const annual = annualPercent / 100;
  return compounding === "monthly" ? annual / 12 : Math.pow(1 + annual / 2, 1 / 6) - 1;
}

/**
 * Level monthly payment that repays `principal` over `termYears`. A zero rate repays in equal
 * instalments (straight line). Throws on a non-positive term with a positive principal: callers
 * validate first (see roiCalculator.ts).
 */
export function monthlyPayment(principal: number, annualPercent: number, termYears: number, compounding: Compounding): number {
  if (principal <= 0) return 0;
  const months = termYears * 12;
  if (!(months > 0)) throw new RangeError("The loan term must be above 0 years");
  const rate = monthlyRate(annualPercent, compounding);
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - Math.pow(1 + rate, -months));
}

/**
 * Balance still owed after `monthsElapsed` payments: the standard amortisation formula over the
 * months actually elapsed. (The original site's formula multiplied the term by the projection years in the
 * exponent; that defect is deliberately not reproduced.) Zero once the loan is paid off.
 */
export function remainingBalance(
  principal: number,
  annualPercent: number,
  termYears: number,
  monthsElapsed: number,
  compounding: Compounding,
): number {
  if (principal <= 0) return 0;
  const months = termYears * 12;
  if (monthsElapsed >= months) return 0;
  if (monthsElapsed <= 0) return principal;
  const rate = monthlyRate(annualPercent, compounding);
  if (rate === 0) return principal * (1 - monthsElapsed / months);
  const payment = monthlyPayment(principal, annualPercent, termYears, compounding);
  const growth = Math.pow(1 + rate, monthsElapsed);
  return Math.max(0, principal * growth - (payment * (growth - 1)) / rate);
}
