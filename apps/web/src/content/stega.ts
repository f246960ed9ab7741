/**
 * Click-to-edit in the Studio's Presentation tool (issue 25, decision 0036): while an editor
 * previews drafts, the hosted adapter asks the Content Lake for its Content Source Map and hides
 * each text's origin (document, field, Studio link) in invisible characters at the end of the
 * string ("stega"). Sanity's overlays read them from the rendered page and map what the editor
 * clicks to its field. Published pages never carry them.
 *
 * Only prose is encoded: fields whose value is shown as written and never compared, looked up or
 * parsed. A value the site compares (a section, a city, a table cell a chart parses, a caption a
 * chart looks its table up by) or writes into an attribute stays clean, so a draft preview behaves
 * exactly as the published page; `cleanStega` removes the characters where a prose value is still
 * used as a key (metadata, structured data, the feed, chart and FAQ lookups).
 */
import type { ContentSourceMapParsedPath, FilterDefault } from "@sanity/client";
import { vercelStegaClean, vercelStegaSplit } from "@vercel/stega";

/** Source fields (the last field name of the value's path in its document) holding prose. */
export const PROSE_FIELDS: ReadonlySet<string> = new Set([
  "agentHeading",
  "answer",
  "author",
  "badge",
  "buyersLabel",
  "calculatorLead",
  "description",
  "disclaimer",
  "exploreHeading",
  "eyebrow",
  "heading",
  "heroEyebrow",
  "heroHeading",
  "heroLead",
  "lead",
  "linkLabel",
  "marketsLead",
  "note",
  "question",
  "sellersLabel",
  "shortBio",
  "subheading",
  "successLead",
  "summary",
  "teaser",
  "text",
  "title",
]);

/** The last field name in a document path (`['sections', {_key}, 'body', 0, 'children', 0, 'text']` → "text"). */
export function sourceFieldName(sourcePath: ContentSourceMapParsedPath): string | undefined {
  for (let index = sourcePath.length - 1; index >= 0; index -= 1) {
    const segment = sourcePath[index];
    if (typeof segment === "string") return segment;
  }
  return undefined;
}

/** The stega filter of the draft client: Sanity's own rules (no URLs, dates, slugs, ids), and prose only. */
export const encodeAsStega: FilterDefault = (props) => {
  const field = sourceFieldName(props.sourcePath);
  return field !== undefined && PROSE_FIELDS.has(field) && props.filterDefault(props);
};

/** Removes stega from a string, or from every string of a value (a copy; the input is not changed). */
export function cleanStega<T>(value: T): T {
  if (typeof value === "string") return vercelStegaClean(value);
  if (Array.isArray(value)) return value.map((item: unknown) => cleanStega(item)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanStega(item)])) as T;
  }
  return value;
}

/** True when a string carries stega. */
export function hasStega(text: string): boolean {
  return vercelStegaSplit(text).encoded !== "";
}
