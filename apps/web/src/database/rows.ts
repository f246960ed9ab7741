/**
 * Row helpers every store shares, whichever adapter the row came from: timestamps arrive as a
 * Date (PGlite, node-postgres) or a string (PostgREST), JSON arrays as text or as arrays. Kept
 * here, below the features, so no store reaches into another feature for them.
 */

/** timestamptz arrives as a Date (PGlite, node-postgres) or an ISO-like string (PostgREST). */
export function toIsoTimestamp(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: ${String(value)}`);
  return date.toISOString();
}

/** A list column (JSON array of strings): the strings, or null when absent or empty. */
export function readStringList(value: unknown): string[] | null {
  const parsed = typeof value === "string" ? safeJson(value) : value;
  if (!Array.isArray(parsed)) return null;
  const strings = parsed.filter((item): item is string => typeof item === "string");
  return strings.length > 0 ? strings : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
