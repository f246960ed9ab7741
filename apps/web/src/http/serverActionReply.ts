/**
 * The validator of React's Server Action reply format (the arguments of a Server Action call as
 * JSON rows), apart from the connection limits of serverGuard.ts, which asks it before Next.js
 * decodes a reply (docs/decisions/0016-server-self-protection.md).
 *
 * Loaded by scripts/serve.mjs through Node's type stripping (with serverGuard.ts): no imports, no
 * TS-only syntax beyond types.
 */

/** How React reads a reply (see referencesResolve). */
export interface ReplyReading {
  /**
   * A fetch action's multipart body is decoded as it streams in (busboy): a row may only refer to
   * rows that came before it ("Invalid forward reference" otherwise). React's client writes the
   * root row last. A form action's fields are all parsed first.
   */
  inOrder: boolean;
  /** Opaque client values (`$T`): Next.js gives fetch actions a place for them, form actions none. */
  temporaryReferences: boolean;
}

/**
 * Value tags of React's reply format (`"$<tag>…"` strings) that decode without a row of their own,
 * whatever follows: an escaped "$", FormData (from the body's own fields), undefined, Infinity,
 * -0, NaN, a Date, an unused slot, a promise (which may stay pending).
 */
const SELF_CONTAINED_TAGS = new Set(["$", "K", "u", "I", "-", "N", "D", "H", "@"]);

/**
 * Tags whose value is built from an outlined row, and what that row must hold: a Map is made of
 * [key, value] entries, a Set and an iterator iterate it (React calls `new Map(row)` and so on).
 */
const OUTLINED_TAGS: ReadonlyMap<string, (row: unknown) => boolean> = new Map([
  ["Q", (row: unknown) => Array.isArray(row) && row.every((entry) => Array.isArray(entry))],
  ["W", Array.isArray],
  ["i", Array.isArray],
]);

/** React outlines objects and arrays only (a reference to anything else fails in React). */
const isObject = (target: unknown): boolean => typeof target === "object" && target !== null;
/** Server Function references, Blobs, streams and typed arrays (see referencesResolve). */
const REFUSED_TAGS = new Set([..."hBRrXxAOoUSsLlGgMmV"]);

/**
 * Whether every `$` value of a Server Action reply (React's reply format, the arguments as JSON
 * rows) decodes: a reference names a row that exists, along a path that exists in it. React fails
 * on a dangling one inside Next.js, which answers 500. Blobs, typed arrays, streams and Server
 * Function references as arguments are refused outright: the site's actions take a form state and
 * a FormData (whose files travel inside the FormData, `$K`), and those kinds can fail in React
 * even when their row exists.
 */
export function referencesResolve(rows: ReadonlyMap<string, unknown>, reading: ReplyReading): boolean {
  const order = [...rows.keys()];
  // The row being checked: with inOrder, references may reach it and the rows before it.
  let current = 0;
  const resolves = (reference: string, holds: (target: unknown) => boolean = isObject): boolean => {
    const [id = "", ...path] = reference.split(":");
    if (!/^[0-9a-f]+$/i.test(id)) return false;
    const row = String(parseInt(id, 16));
    if (!rows.has(row)) return false;
    if (reading.inOrder && order.indexOf(row) > current) return false;
    let target = rows.get(row);
    for (const key of path) {
      if (typeof target !== "object" || target === null || !Object.hasOwn(target, key)) return false;
      target = (target as Record<string, unknown>)[key];
    }
    return holds(target);
  };
  const valid = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.every(valid);
    if (typeof value === "object" && value !== null) return Object.values(value).every(valid);
    if (typeof value !== "string" || !value.startsWith("$")) return true;
    const tag = value[1] ?? "";
    if (tag === "T") return reading.temporaryReferences;
    if (SELF_CONTAINED_TAGS.has(tag)) return true;
    if (tag === "n") return /^-?\d{1,300}$/.test(value.slice(2));
    const holds = OUTLINED_TAGS.get(tag);
    if (holds) return resolves(value.slice(2), holds);
    if (REFUSED_TAGS.has(tag)) return false;
    // Anything else is React's default: a reference to a row by its hexadecimal id ("$1", "$a:b").
    return resolves(value.slice(1));
  };
  try {
    return order.every((row, index) => {
      current = index;
      return valid(rows.get(row));
    });
  } catch {
    // Nested deeper than the stack: not something React's client sends.
    return false;
  }
}
