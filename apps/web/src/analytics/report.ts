/**
 * The operator's traffic report as the page and the CSV show it (docs/decisions/0048-first-party-analytics.md):
 * the 28-day window, every day of it (days without views are zero, not missing), the bars of the
 * views-per-day chart with a readable scale, and the CSV. Pure: table-tested.
 */
import { toCsv, type CsvValue } from "@/src/operator/csv";
import { conversionRate, daysBefore, torontoDay, vitalRating, WEB_VITALS, type WebVital } from "./rules";
import type { TrafficDay, TrafficReport } from "./store";

/** The report covers the 28 Toronto days to today, the window Google uses for Web Vitals too. */
export const REPORT_DAYS = 28;
/** Rows per list on the page: the top 20. */
export const REPORT_ROWS = 20;
/** Rows per list in the CSV: every one a spreadsheet will want (a site has far fewer pages and campaigns). */
export const CSV_ROWS = 10_000;

export function reportWindow(now: Date): { from: string; to: string } {
  const to = torontoDay(now);
  return { from: daysBefore(to, REPORT_DAYS - 1), to };
}

/** Every day from `from` to `to` with its views, zero where none were counted. */
export function everyDay(days: readonly TrafficDay[], from: string, to: string): TrafficDay[] {
  const views = new Map(days.map((day) => [day.day, day.views]));
  const series: TrafficDay[] = [];
  for (let day = from; day <= to; day = daysBefore(day, -1)) series.push({ day, views: views.get(day) ?? 0 });
  return series;
}

/**
 * The chart's scale: a step of 1, 2 or 5 times a power of ten (never below one view), the smallest
 * that covers the busiest day in at most five steps, and the top at the step above it.
 */
export function niceScale(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  const power = 10 ** Math.floor(Math.log10(max));
  const candidates = [power / 10, power, power * 10].flatMap((base) => [1, 2, 5].map((factor) => factor * base));
  const step = candidates.find((candidate) => candidate >= 1 && max / candidate <= 5) ?? power * 10;
  const top = Math.ceil(max / step) * step;
  return { top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step) };
}

export interface DayBar {
  day: string;
  views: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bars of the chart in a plot of `width` × `height` (SVG units, y growing downwards from 0). */
export function dayBars(series: readonly TrafficDay[], width: number, height: number): { bars: DayBar[]; top: number; ticks: number[] } {
  const { top, ticks } = niceScale(Math.max(0, ...series.map((day) => day.views)));
  const slot = series.length > 0 ? width / series.length : width;
  const bars = series.map((day, index) => {
    const barHeight = (day.views / top) * height;
    return { day: day.day, views: day.views, x: index * slot + slot * 0.15, y: height - barHeight, width: slot * 0.7, height: barHeight };
  });
  return { bars, top, ticks };
}

/**
 * The views bar chart's frame and colours, drawn as React (the operator's views per day) and as a
 * string (the owner's report's views per week): one geometry, so the two charts look alike.
 */
export const VIEWS_CHART = {
  width: 640,
  height: 220,
  left: 44,
  top: 10,
  plotWidth: 640 - 44 - 8,
  plotHeight: 220 - 10 - 34,
  bar: "#b45309", // amber-700, the market charts' first series
  muted: "#475569",
  grid: "#cbd5e1",
} as const;

/** A day (or a week's Monday) as the charts label it: "Nov 23". */
export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });

/** The views chart laid out: its bars, a grid line per tick (at `y`), and a label on every `labelEvery`-th bar and the last. */
export function viewsChart(series: readonly TrafficDay[], labelEvery: number) {
  const { plotWidth, plotHeight } = VIEWS_CHART;
  const { bars, top, ticks } = dayBars(series, plotWidth, plotHeight);
  return {
    bars,
    grid: ticks.map((tick) => ({ tick, y: plotHeight - (tick / top) * plotHeight })),
    labels: bars
      .filter((_, index) => index % labelEvery === 0 || index === bars.length - 1)
      .map((bar) => ({ day: bar.day, text: shortDay(bar.day), x: bar.x + bar.width / 2, y: plotHeight + 16 })),
  };
}

const VITAL_UNITS: Record<WebVital, string> = { lcp: "ms", inp: "ms", cls: "", ttfb: "ms" };

/** A 75th percentile as shown: whole milliseconds, CLS to two decimals. */
export function formatVital(vital: WebVital, value: number): string {
  return vital === "cls" ? value.toFixed(2) : `${Math.round(value).toLocaleString("en-CA")} ${VITAL_UNITS[vital]}`;
}

const CSV_HEADER = [
  "section",
  "day",
  "page",
  "source",
  "medium",
  "campaign",
  "conversion_kind",
  "views",
  "conversions",
  "conversion_rate",
  "vital",
  "p75",
  "rating",
  "page_loads",
] as const;

type CsvRow = Partial<Record<(typeof CSV_HEADER)[number], CsvValue>>;

/** The whole report in one sheet, a section per row kind, so a spreadsheet filters it by `section`. */
export function trafficCsv(report: TrafficReport): string {
  const rows: CsvRow[] = [
    ...everyDay(report.days, report.from, report.to).map((day) => ({ section: "views per day", day: day.day, views: day.views })),
    ...report.pages.map((page) => ({ section: "page", page: page.path, views: page.views, conversions: page.conversions })),
    ...report.sources.map((source) => ({
      section: "source",
      source: source.source,
      views: source.views,
      conversions: source.conversions,
      conversion_rate: conversionRate(source.conversions, source.views),
    })),
    ...report.campaigns.map((campaign) => ({
      section: "campaign",
      source: campaign.source,
      medium: campaign.medium,
      campaign: campaign.campaign,
      views: campaign.views,
      conversions: campaign.conversions,
      conversion_rate: conversionRate(campaign.conversions, campaign.views),
    })),
    ...report.conversions.map((kind) => ({ section: "conversions", conversion_kind: kind.kind, conversions: kind.conversions })),
    ...report.vitals.flatMap((page) =>
      WEB_VITALS.flatMap((vital) => {
        const value = page[vital];
        if (value === null) return [];
        return [
          { section: "web vital", page: page.path, vital, p75: value, rating: vitalRating(vital, value), page_loads: page.counts[vital] },
        ];
      }),
    ),
  ];
  return toCsv(
    CSV_HEADER,
    rows.map((row) => CSV_HEADER.map((column) => row[column])),
  );
}
