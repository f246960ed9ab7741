/** Article dates in the en-CA long format ("July 18, 2024"), read as calendar dates (no time zone shift). */
export function formatArticleDate(date: string | null | undefined): string {
  if (!date) return "";
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}
