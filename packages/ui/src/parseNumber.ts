/**
 * docs/product.md#roi-calculator: empty or non-numeric input counts as 0 while the field keeps what was typed.
 * Accepts "1,250,000" and "$1,250,000" as typed by people, not only by spreadsheets.
 */
export function parseNumberInput(text: string): number {
  const cleaned = text.replace(/[\s,$%]/g, "");
  if (cleaned === "") return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}
