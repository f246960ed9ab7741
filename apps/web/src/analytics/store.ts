/**
 * The analytics tables (supabase/migrations/20261126001000_analytics.sql,
 * docs/decisions/0048-first-party-analytics.md): every operation is one SQL function of the
 * migration, called as `select * from …` by the SQL adapters (PGlite, node-postgres) and as an
 * RPC by the hosted one, so the counting, the daily roll-up and the report exist once, in SQL,
 * and several instances on one database count into one total.
 */
import type { DeviceClass } from "./rules";

/** One counted view, as stored: nothing in it identifies a person. */
export interface CountedView {
  /** The Toronto day, YYYY-MM-DD. */
  day: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  referrerHost: string;
  device: DeviceClass;
  vitals: { lcp?: number | undefined; inp?: number | undefined; cls?: number | undefined; ttfb?: number | undefined } | null;
}

export interface TrafficDay {
  day: string;
  views: number;
}
export interface TrafficPage {
  path: string;
  views: number;
  /** Leads whose visit landed on this page. */
  conversions: number;
}
export interface TrafficSource {
  source: string;
  views: number;
  conversions: number;
}
export interface TrafficCampaign extends TrafficSource {
  medium: string;
  campaign: string;
}
export interface PageVitals {
  path: string;
  /** Page loads that reported at least one vital in the 28 days. */
  loads: number;
  /** The 75th percentile of each vital (null when none reported it) and how many reported it. */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  counts: { lcp: number; inp: number; cls: number; ttfb: number };
}

export interface TrafficReport {
  from: string;
  to: string;
  days: TrafficDay[];
  devices: { device: DeviceClass; views: number }[];
  pages: TrafficPage[];
  sources: TrafficSource[];
  campaigns: TrafficCampaign[];
  /** Per kind: contact, investor-signup, valuation, agreement. */
  conversions: { kind: string; conversions: number }[];
  vitals: PageVitals[];
}

export interface AnalyticsStore {
  countView(view: CountedView): Promise<void>;
  /** Counts a batch of views in one call (the server's view buffer, viewBuffer.ts); answers how many. */
  countViews(views: readonly CountedView[]): Promise<number>;
  /** Folds the views of days before `today` into daily totals and deletes what is past keeping. */
  rollUp(today: string): Promise<number>;
  /** The report for the Toronto days `from` to `to`, each list at most `limit` rows; vitals over the 28 days to `to`. */
  traffic(from: string, to: string, limit: number): Promise<TrafficReport>;
}

/** One argument of a function: its parameter name, its SQL type, its value. */
type Argument = readonly [name: string, type: string, value: unknown];

/** Calls one SQL function of the migration and answers its rows (a scalar as one row under its name). */
export type AnalyticsCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

export function sqlAnalyticsCall(db: { query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> }): AnalyticsCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      `select public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")}) as "${name}"`,
      // A jsonb argument as JSON text (node-postgres would write an array as a PostgreSQL array);
      // the RPC sends it as a JSON value.
      args.map(([, type, value]) => (type === "jsonb" && value !== null ? JSON.stringify(value) : value)),
    );
}

export function rpcAnalyticsCall(rpc: (name: string, args: Record<string, unknown>) => Promise<unknown>): AnalyticsCall {
  return async (name, args) => [{ [name]: await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value]))) }];
}

const count = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => (typeof value === "string" ? value : "");
const figure = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

function readReport(from: string, to: string, raw: unknown): TrafficReport {
  const report = (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
  return {
    from,
    to,
    days: list(report?.days).map((row) => ({ day: text(row.day), views: count(row.views) })),
    devices: list(report?.devices).map((row) => ({ device: text(row.device) as DeviceClass, views: count(row.views) })),
    pages: list(report?.pages).map((row) => ({ path: text(row.path), views: count(row.views), conversions: count(row.conversions) })),
    sources: list(report?.sources).map((row) => ({
      source: text(row.source),
      views: count(row.views),
      conversions: count(row.conversions),
    })),
    campaigns: list(report?.campaigns).map((row) => ({
      source: text(row.source),
      medium: text(row.medium),
      campaign: text(row.campaign),
      views: count(row.views),
      conversions: count(row.conversions),
    })),
    conversions: list(report?.conversions).map((row) => ({ kind: text(row.kind), conversions: count(row.conversions) })),
    vitals: list(report?.vitals).map((row) => ({
      path: text(row.path),
      loads: count(row.loads),
      lcp: figure(row.lcp_ms),
      inp: figure(row.inp_ms),
      cls: figure(row.cls),
      ttfb: figure(row.ttfb_ms),
      counts: { lcp: count(row.lcp_count), inp: count(row.inp_count), cls: count(row.cls_count), ttfb: count(row.ttfb_count) },
    })),
  };
}

export function createAnalyticsStore(call: AnalyticsCall): AnalyticsStore {
  return {
    async countView(view) {
      await call("analytics_count_view", [
        ["p_day", "date", view.day],
        ["p_path", "text", view.path],
        ["p_source", "text", view.source],
        ["p_medium", "text", view.medium],
        ["p_campaign", "text", view.campaign],
        ["p_referrer_host", "text", view.referrerHost],
        ["p_device", "text", view.device],
        ["p_lcp_ms", "double precision", view.vitals?.lcp ?? null],
        ["p_inp_ms", "double precision", view.vitals?.inp ?? null],
        ["p_cls", "double precision", view.vitals?.cls ?? null],
        ["p_ttfb_ms", "double precision", view.vitals?.ttfb ?? null],
      ]);
    },
    async countViews(views) {
      if (views.length === 0) return 0;
      const rows = views.map((view) => ({
        day: view.day,
        path: view.path,
        source: view.source,
        medium: view.medium,
        campaign: view.campaign,
        referrer_host: view.referrerHost,
        device: view.device,
        lcp_ms: view.vitals?.lcp ?? null,
        inp_ms: view.vitals?.inp ?? null,
        cls: view.vitals?.cls ?? null,
        ttfb_ms: view.vitals?.ttfb ?? null,
      }));
      const [row] = await call("analytics_count_views", [["p_views", "jsonb", rows]]);
      return count(row?.analytics_count_views);
    },
    async rollUp(today) {
      const [row] = await call("analytics_roll_up", [["p_today", "date", today]]);
      return count(row?.analytics_roll_up);
    },
    async traffic(from, to, limit) {
      const [row] = await call("analytics_traffic", [
        ["p_from", "date", from],
        ["p_to", "date", to],
        ["p_limit", "integer", limit],
      ]);
      return readReport(from, to, row?.analytics_traffic);
    },
  };
}
