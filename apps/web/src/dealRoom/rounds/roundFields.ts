/**
 * The operator's round forms read (issue 46): a deadline typed as Toronto's wall time
 * (`YYYY-MM-DDTHH:MM`, a datetime-local field) or an ISO instant, and the shortlist's signature
 * ids. Pure: tested in roundFields.test.ts.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes Toronto is ahead of UTC at `instant` (negative: behind). */
function torontoOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** A deadline field as an instant, or null when it is neither Toronto wall time nor an ISO instant. */
export function readDeadline(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const local = LOCAL.exec(value.trim());
  if (local) {
    const [, year, month, day, hour, minute] = local.map(Number) as [number, number, number, number, number, number];
    const wall = Date.UTC(year, month - 1, day, hour, minute);
    if (new Date(wall).getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return null;
    const first = wall - torontoOffsetMinutes(new Date(wall)) * 60_000;
    return new Date(wall - torontoOffsetMinutes(new Date(first)) * 60_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) return null;
  const instant = new Date(value.trim());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The shortlist: every `shortlist` value of a form (repeated checkboxes) or a JSON array; null when one is not an id. */
export function readShortlist(values: readonly unknown[]): string[] | null {
  const ids = values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
  if (!ids.every((id): id is string => typeof id === "string" && UUID.test(id))) return null;
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}
