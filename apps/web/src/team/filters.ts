/**
 * The Leads page's view as its address says it (issue 45): filters, search and page number live
 * in the query string, so a view can be bookmarked, shared and paged without JavaScript, and the
 * CSV link of a view carries the same query. Parsing refuses nothing a person could type: a value
 * that is not a valid filter is dropped and reported, so the page shows every lead rather than an
 * error, and says which part of the address it ignored.
 */
import { LEAD_KINDS, type LeadKind } from "@agency/supabase/leads";
import { PERSON_STATUSES, type LeadFilters, type PersonStatus } from "./store";

export const LEADS_PER_PAGE = 50;
/** The search box's longest accepted text. */
export const MAX_QUERY_LENGTH = 100;

export interface LeadView {
  filters: LeadFilters;
  /** 1-based. */
  page: number;
  /** The query parameters that were not understood, by name. */
  ignored: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FILTER_KEYS = ["kind", "status", "source", "campaign", "listing", "from", "to", "q"] as const;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A free-text facet (source, campaign): one line, at most 100 characters. */
const isFacet = (value: string) => value.length <= 100 && !/[\u0000-\u001f\u007f]/.test(value);

const CHECKS: Record<(typeof FILTER_KEYS)[number], (value: string) => boolean> = {
  kind: (value) => (LEAD_KINDS as readonly string[]).includes(value),
  status: (value) => (PERSON_STATUSES as readonly string[]).includes(value),
  source: isFacet,
  campaign: isFacet,
  listing: (value) => value.length <= 96 && SLUG.test(value),
  from: isDay,
  to: isDay,
  q: (value) => value.length <= MAX_QUERY_LENGTH && !/[\u0000-\u001f\u007f]/.test(value),
};

export function parseLeadView(params: Params): LeadView {
  const ignored: string[] = [];
  const valid: Partial<Record<(typeof FILTER_KEYS)[number], string>> = {};
  for (const key of FILTER_KEYS) {
    const value = read(params, key);
    if (value === undefined) continue;
    if (CHECKS[key](value)) valid[key] = value;
    else ignored.push(key);
  }
  const sort = read(params, "sort");
  if (sort !== undefined && sort !== "oldest") ignored.push("sort");
  const pageText = read(params, "page");
  const page = pageText && /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  if (pageText && page === 1 && pageText !== "1") ignored.push("page");
  return {
    filters: {
      kind: valid.kind as LeadKind | undefined,
      status: valid.status as PersonStatus | undefined,
      source: valid.source,
      campaign: valid.campaign,
      listing: valid.listing,
      from: valid.from,
      to: valid.to,
      query: valid.q,
      order: sort === "oldest" ? "oldest" : undefined,
    },
    page,
    ignored,
  };
}

/** The query string of a view (without "?"), filters in a fixed order, then the order, page left out when 1. */
export function leadViewQuery(filters: LeadFilters, page = 1): string {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ["kind", filters.kind],
    ["status", filters.status],
    ["source", filters.source],
    ["campaign", filters.campaign],
    ["listing", filters.listing],
    ["from", filters.from],
    ["to", filters.to],
    ["q", filters.query],
    ["sort", filters.order],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export function leadsPath(filters: LeadFilters, page = 1): string {
  const query = leadViewQuery(filters, page);
  return query ? `/team/leads/?${query}` : "/team/leads/";
}

/** Whether a view narrows the leads (a filter or a search), whatever their order. */
export function isFiltered(filters: LeadFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== "order" && value !== undefined);
}

export function leadsCsvPath(filters: LeadFilters): string {
  const query = leadViewQuery(filters);
  return query ? `/api/operator/team/leads.csv?${query}` : "/api/operator/team/leads.csv";
}

/** How many pages a view has (at least one, so an empty view has a page 1). */
export function pageCount(total: number, perPage = LEADS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
