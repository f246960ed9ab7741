/**
 * Where a lead came from (docs/decisions/0022-lead-attribution-and-webhook.md): the first and the
 * last "touch" the visitor's own browser remembered (UTM tags, referring host, landing path, time;
 * first-party localStorage, at most 90 days) and the page the form was sent from. Stored in the
 * lead tables' one `attribution jsonb` column, whose CHECKs (supabase/migrations/20261123000400_attribution.sql)
 * mirror the limits here.
 *
 * All of it comes from the visitor's browser, so all of it is untrusted and none of it is worth an
 * error: a value that is not the expected shape is dropped, part by part, and the lead is stored
 * without it. Runtime-neutral (Node and Deno).
 */
import { z } from "zod";
import { ATTRIBUTION_FIELD, ATTRIBUTION_MAX_AGE_MS } from "./leadFields.ts";

/**
 * ATTRIBUTION_FIELD: the hidden form field (and JSON key of POST /api/leads/{kind}) carrying the
 * browser's touches; ATTRIBUTION_MAX_AGE_MS: how long the browser keeps a touch, and the oldest
 * the server accepts with a lead.
 */
export { ATTRIBUTION_FIELD, ATTRIBUTION_MAX_AGE_MS };
/** The longest raw value read from that field; anything longer is ignored unread. */
export const MAX_ATTRIBUTION_INPUT = 4000;

export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export const ATTRIBUTION_LIMITS = { utm: 100, host: 253, path: 300 } as const;

// Printable text on one line: nothing that could forge a header or break a CSV row.
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// A path as a URL carries it (percent-encoded), with an optional query: never a scheme or host.
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;

/** A value kept only when it is the expected shape; otherwise absent, never an error. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const utm = lenient(z.string().trim().min(1).max(ATTRIBUTION_LIMITS.utm).regex(ONE_LINE));
const host = lenient(z.string().trim().toLowerCase().regex(HOST));
const path = lenient(z.string().max(ATTRIBUTION_LIMITS.path).regex(PATH));

export const touchSchema = z.object({
  source: utm,
  medium: utm,
  campaign: utm,
  term: utm,
  content: utm,
  /** The host of the page that linked to the site (never the full URL: it may carry personal data). */
  referrer: host,
  /** The path (and query) of the site's page the visitor arrived on. */
  landing: path,
  /** When the visitor arrived, as the browser's clock had it. */
  at: z.iso.datetime({ offset: true }),
});
export type Touch = z.output<typeof touchSchema>;

export const attributionSchema = z.object({
  first: touchSchema.optional().catch(undefined),
  last: touchSchema.optional().catch(undefined),
  /** The page the form was sent from (its path and query). */
  page: path,
});
export type Attribution = z.output<typeof attributionSchema>;

function isEmpty(attribution: Attribution): boolean {
  return attribution.first === undefined && attribution.last === undefined && attribution.page === undefined;
}

/** Drops undefined keys, so what is stored is exactly what was kept. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * A stored or re-sent attribution (the notification path, the CSV), or null: whatever does not
 * fit the shape is dropped, never an error.
 */
export function readAttribution(value: unknown): Attribution | null {
  const parsed = attributionSchema.safeParse(value);
  if (!parsed.success) return null;
  const attribution = compact({
    first: parsed.data.first && compact(parsed.data.first),
    last: parsed.data.last && compact(parsed.data.last),
    page: parsed.data.page,
  });
  return isEmpty(attribution) ? null : attribution;
}

/** The path and query of a same-site URL, when it is one; else undefined. */
export function pathOf(url: string | null | undefined, siteOrigins: readonly string[] = []): string | undefined {
  if (!url || url.length > 2000) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (siteOrigins.length > 0 && !siteOrigins.includes(parsed.origin)) return undefined;
  const value = `${parsed.pathname}${parsed.search}`;
  return value.length <= ATTRIBUTION_LIMITS.path && PATH.test(value) ? value : undefined;
}

/** The UTM tags of a URL's query, as a touch's fields (empty when there are none). */
export function utmOf(search: URLSearchParams): Partial<Record<UtmKey, string>> {
  const tags: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = search.get(`utm_${key}`);
    if (value) tags[key] = value;
  }
  return tags;
}

export interface AttributionContext {
  /** The Referer header of the form's POST: the sending page (a Server Action posts to its own page). */
  referer?: string | null;
  /** Origins of this site; a Referer from anywhere else is not a page of the site. Empty: any. */
  siteOrigins?: readonly string[];
  now: number;
}

/**
 * The attribution stored with a new lead: the browser's touches (the hidden field, a JSON string,
 * or an object from an API caller), each kept only when its time is within the last 90 days (a
 * day's grace for clock skew), and the sending page, which the server's Referer wins over the
 * browser's claim. Without JavaScript the hidden field is empty: the Referer still gives the page,
 * and its UTM tags (a visitor who landed on the form page from a tagged link) give the touch.
 */
export function buildAttribution(raw: unknown, context: AttributionContext): Attribution | null {
  let value: unknown = raw;
  if (typeof raw === "string") {
    if (raw.length > MAX_ATTRIBUTION_INPUT) value = undefined;
    else {
      try {
        value = JSON.parse(raw);
      } catch {
        value = undefined;
      }
    }
  }
  const claimed = readAttribution(value) ?? {};
  const grace = 24 * 60 * 60 * 1000;
  const recent = (touch: Touch | undefined) => {
    if (!touch) return undefined;
    const at = Date.parse(touch.at);
    return at >= context.now - ATTRIBUTION_MAX_AGE_MS - grace && at <= context.now + grace ? touch : undefined;
  };
  let first = recent(claimed.first);
  let last = recent(claimed.last);
  const page = pathOf(context.referer, context.siteOrigins ?? []) ?? claimed.page;

  if (!first && !last && page) {
    const tags = utmOf(new URL(page, "https://site.invalid").searchParams);
    if (Object.keys(tags).length > 0) {
      const touch = readAttribution({ first: { ...tags, landing: page, at: new Date(context.now).toISOString() } })?.first;
      first = touch;
      last = touch;
    }
  }
  return readAttribution({ first, last, page });
}

export interface AttributionLine {
  label: string;
  value: string;
}

/** "newsletter / email / fall · from news.example.com · landed on /x/ · 2026-11-20T…" */
export function describeTouch(touch: Touch): string {
  const tags = UTM_KEYS.filter((key) => touch[key]).map((key) => `utm_${key}=${touch[key]}`);
  return [
    tags.length > 0 ? tags.join(", ") : "no UTM tags",
    touch.referrer ? `from ${touch.referrer}` : "no referring site",
    touch.landing ? `landed on ${touch.landing}` : null,
    `at ${touch.at}`,
  ]
    .filter((part): part is string => part !== null)
    .join("; ");
}

/** The attribution as labelled lines, for the team's e-mail and the operator page. */
export function describeAttribution(attribution: Attribution | null | undefined): AttributionLine[] {
  if (!attribution) return [{ label: "Source", value: "(not recorded)" }];
  return [
    { label: "Sent from page", value: attribution.page ?? "(not recorded)" },
    { label: "First touch", value: attribution.first ? describeTouch(attribution.first) : "(not recorded)" },
    { label: "Last touch", value: attribution.last ? describeTouch(attribution.last) : "(not recorded)" },
  ];
}

const TOUCH_FIELDS = [...UTM_KEYS, "referrer", "landing", "at"] as const;

/** The CSV's attribution columns: flat, so a spreadsheet or a CRM import can sort and filter them. */
export const ATTRIBUTION_CSV_COLUMNS = [
  "sent_from_page",
  ...TOUCH_FIELDS.map((field) => `first_touch_${field}`),
  ...TOUCH_FIELDS.map((field) => `last_touch_${field}`),
] as const;

/** One lead's cells for ATTRIBUTION_CSV_COLUMNS (null where nothing was recorded). */
export function attributionCells(attribution: Attribution | null | undefined): Record<string, string | null> {
  const cells: Record<string, string | null> = { sent_from_page: attribution?.page ?? null };
  for (const field of TOUCH_FIELDS) {
    cells[`first_touch_${field}`] = attribution?.first?.[field] ?? null;
    cells[`last_touch_${field}`] = attribution?.last?.[field] ?? null;
  }
  return cells;
}
