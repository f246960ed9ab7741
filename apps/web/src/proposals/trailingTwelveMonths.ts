/**
 * The owner's trailing twelve months of income and expenses (issue 44, decision 0052), typed in
 * line by line or uploaded as a CSV of three columns: the line as the owner names it, its category
 * and the year's amount. Both go through the same checks, so a typed line and a CSV line with the
 * same words give the same figures; a CSV problem names its row and column.
 */
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, type TtmCategory, type TtmLine } from "@agency/calculators";
import { z } from "zod";
import { cellText, readMoney } from "./cells";
import { headerKey } from "./columnMapping";
import { readCsv } from "./rentRollFile";
import type { RentRollProblem } from "./rentRoll";

export const TTM_CATEGORY_LABELS: Record<TtmCategory, string> = {
  rent: "Rental income",
  otherIncome: "Other income",
  managementFee: "Management fee",
  payroll: "Payroll",
  propertyTax: "Property tax",
  insurance: "Insurance",
  utilities: "Utilities",
  repairs: "Repairs and maintenance",
  marketing: "Marketing",
  otherExpense: "Other expense",
};

const CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES] as const;

/** A category as written in a CSV: its key or its label, in any case ("Property tax", "propertyTax"). */
export function categoryOf(text: string): TtmCategory | null {
  const key = headerKey(text);
  return CATEGORIES.find((category) => headerKey(category) === key || headerKey(TTM_CATEGORY_LABELS[category]) === key) ?? null;
}

/** A typed line, as the proposal form sends it: dollars as text, category by key. */
export const typedTtmLineSchema = z.object({
  label: z.string().trim().min(1, "Name the line").max(120, "Keep the line's name under 120 characters"),
  category: z.enum(CATEGORIES, { message: "Choose the line's category" }),
  amount: z.string().trim().min(1, "Enter the year's amount"),
});

export type TtmReading = { ok: true; lines: TtmLine[] } | { ok: false; problems: RentRollProblem[] };

function lineFrom(row: number, label: string, categoryText: string, amountText: string, columns: [string, string, string]): TtmReading {
  const problems: RentRollProblem[] = [];
  const problem = (column: string, value: string, message: string) => problems.push({ row, column, value, message });
  if (label === "") problem(columns[0], label, "needs the line's name");
  const category = categoryOf(categoryText);
  if (!category) problem(columns[1], categoryText, `is not a category (${CATEGORIES.map((key) => TTM_CATEGORY_LABELS[key]).join(", ")})`);
  // A concession or refund is written in brackets or with a minus; only income may go below zero.
  const negative = /^\(.*\)$|^-/.test(amountText);
  const amount = readMoney(amountText.replace(/^-|^\(|\)$/g, ""));
  if (!amount.ok) problem(columns[2], amountText, amount.problem);
  else if (negative && category && !(INCOME_CATEGORIES as readonly string[]).includes(category))
    problem(columns[2], amountText, "is a negative expense; enter a refund as income");
  if (problems.length > 0 || !category || !amount.ok) return { ok: false, problems };
  return { ok: true, lines: [{ label, category, amountCents: negative ? -amount.value : amount.value }] };
}

/** Typed lines, each checked as a CSV line would be (row = the line's position, from 1). */
export function readTypedTtm(lines: readonly z.infer<typeof typedTtmLineSchema>[]): TtmReading {
  const readings = lines.map((line, index) =>
    lineFrom(index + 1, line.label.trim(), line.category, line.amount.trim(), ["Line", "Category", "Amount"]),
  );
  return combine(readings);
}

function combine(readings: TtmReading[]): TtmReading {
  const problems = readings.flatMap((reading) => (reading.ok ? [] : reading.problems));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, lines: readings.flatMap((reading) => (reading.ok ? reading.lines : [])) };
}

/** A CSV with the headers Line, Category and Amount (in any order). */
export function readTtmCsv(bytes: Uint8Array): TtmReading {
  const table = readCsv(bytes);
  const find = (name: string) => table.headers.findIndex((header) => headerKey(header) === name);
  const [line, category, amount] = [find("line"), find("category"), find("amount")];
  const missing = [
    ["Line", line],
    ["Category", category],
    ["Amount", amount],
  ].filter(([, index]) => index === -1);
  if (missing.length > 0)
    return {
      ok: false,
      problems: missing.map(([name]) => ({ row: 1, column: String(name), value: "", message: "is a column the file needs" })),
    };
  const columns: [string, string, string] = [table.headers[line]!, table.headers[category]!, table.headers[amount]!];
  return combine(
    table.rows.map((row) =>
      lineFrom(
        row.row,
        cellText(row.cells[line] ?? null),
        cellText(row.cells[category] ?? null),
        cellText(row.cells[amount] ?? null),
        columns,
      ),
    ),
  );
}
