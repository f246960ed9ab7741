/**
 * From a chart block and the page it sits on to the numbers a chart draws (issue 22). Pure: no
 * fetching, no React, so the unit tests can feed it content and compare what it resolves with what
 * the SVG draws. Editors type each number once, as text ("$1.50–3.00", "5.5–6.5%", "37.3M sq ft"):
 * a chart reads those texts rather than asking for the numbers again.
 */
import { cleanStega } from "@/src/content/stega";
import type { MarketDirectory, MetricTileValue, PageSection, RichTextBlockOf } from "@/src/content/types";

export type ChartBlock = RichTextBlockOf<"chart">;
export type ChartKind = "range" | "bar" | "line";

/** One drawn value: a single figure has low === high. `text` is the figure as the editor wrote it. */
export interface ChartValue {
  low: number;
  high: number;
  text: string;
}

/** A row of a range/bar chart (or a year of a line chart), with one value per series. */
export interface ChartCategory {
  label: string;
  /** A page this row is about (the hub comparison links each market). */
  href?: string;
  /** One per series; null when that figure is not published or is not a number. */
  values: (ChartValue | null)[];
}

export interface ChartModel {
  id: string;
  kind: ChartKind;
  title: string;
  description: string;
  unit: string;
  caveat: string | null;
  /** What the first column of the numbers table calls a category. */
  categoryHeading: string;
  series: string[];
  categories: ChartCategory[];
}

/** What the chart may read from the page it is on. */
export interface ChartPage {
  sections?: PageSection[] | null | undefined;
  /** A market page's key figures (shown in its hero). */
  figures?: MetricTileValue[] | null | undefined;
}

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
/**
 * The first figure in a text: a sign, an optional "$", a number, and optionally a second number after
 * an en/em dash, "to" or a hyphen (a range). "-1%" is minus one; "1-2%" is a range; a scale
 * letter ("$3M to $50M") stays the editor's: the chart's unit says what the numbers count.
 */
const FIGURE = new RegExp(String.raw`(^|[^\d.,])([+\-−]?)\$?${NUMBER}[KMB]?(?:\s*(?:[–—]|to|-(?=\s*\$?\d))\s*\$?${NUMBER})?`);

/** The number(s) an editor's figure text holds, or null for words ("Stable", "variable"). */
export function parseFigure(text: string | null | undefined): ChartValue | null {
  if (!text) return null;
  const match = FIGURE.exec(text);
  if (!match) return null;
  const [, , sign, first, second] = match;
  const negative = sign === "-" || sign === "−";
  const low = Number(first!.replaceAll(",", "")) * (negative ? -1 : 1);
  const high = second === undefined ? low : Number(second.replaceAll(",", "")) * (negative ? -1 : 1);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return null;
  return { low: Math.min(low, high), high: Math.max(low, high), text: text.trim() };
}

const ESTIMATE = /estimat/i;

/** Every table block in a page's sections. */
function pageTables(page: ChartPage): RichTextBlockOf<"dataTable">[] {
  return (page.sections ?? []).flatMap((section) =>
    (section.body ?? []).filter((block): block is RichTextBlockOf<"dataTable"> => block._type === "dataTable"),
  );
}

/**
 * The labelled figures of a page: its key figures, every metric tile, and the rows of two-column
 * tables ("Estimated returns" | "6–10%"), first occurrence first.
 */
function pageFigures(page: ChartPage): { label: string; value: string; note: string | null }[] {
  const out: { label: string; value: string; note: string | null }[] = [];
  for (const tile of page.figures ?? [])
    if (tile.label && tile.value) out.push({ label: tile.label, value: tile.value, note: tile.note ?? null });
  for (const section of page.sections ?? []) {
    for (const block of section.body ?? []) {
      if (block._type === "metricTiles")
        for (const tile of block.tiles ?? [])
          if (tile.label && tile.value) out.push({ label: tile.label, value: tile.value, note: tile.note ?? null });
      if (block._type === "dataTable" && block.head?.length === 2)
        for (const row of block.rows ?? [])
          if (row.cells?.[0] && row.cells[1]) out.push({ label: row.cells[0], value: row.cells[1], note: block.note ?? null });
    }
  }
  return out;
}

const MARKET_BASE = { selfStorage: "/self-storage/ontario/", industrial: "/industrial/ontario/" } as const;

/** Throws with a message that names the chart and what to fix; the build fails rather than publishing a wrong chart. */
function fail(block: ChartBlock, problem: string): never {
  throw new Error(`Chart "${block.title ?? block._key}": ${problem}. Fix it in the Studio.`);
}

/**
 * Resolves a chart block against its page (and, for a market comparison, the market pages).
 * A chart that names a table or figure the page does not have fails loudly: the Studio validates
 * table captions, but a caption or figure label can change after the chart was made.
 */
export function resolveChart(encodedBlock: ChartBlock, encodedPage: ChartPage, encodedMarkets?: MarketDirectory): ChartModel {
  // A chart looks its table and figures up by caption and label: a draft preview's click-to-edit
  // marks would make them differ from the chart's own copy.
  const [block, page, markets] = cleanStega([encodedBlock, encodedPage, encodedMarkets] as const);
  const kind = block.kind ?? "range";
  const base = {
    id: `chart-${block._key}`,
    kind,
    title: block.title ?? "",
    description: block.description ?? "",
    unit: block.unit ?? "",
  };
  switch (block.source ?? "table") {
    case "table": {
      const table = pageTables(page).find((candidate) => candidate.caption === block.table);
      if (!table) fail(block, `no table on this page has the caption "${block.table ?? ""}"`);
      const head = table.head ?? [];
      const rows = (table.rows ?? []).map((row) => row.cells ?? []);
      const columns =
        block.columns && block.columns.length > 0
          ? block.columns.map((name) => {
              const index = head.indexOf(name);
              if (index < 1) fail(block, `the table "${table.caption}" has no column "${name}"`);
              return index;
            })
          : head.map((_, index) => index).filter((index) => index > 0 && rows.some((cells) => parseFigure(cells[index]) !== null));
      if (columns.length === 0) fail(block, `the table "${table.caption}" has no column of numbers`);
      return {
        ...base,
        caveat: block.note ?? table.note ?? null,
        categoryHeading: head[0] ?? "",
        series: columns.map((index) => head[index] ?? ""),
        categories: rows.map((cells) => ({ label: cells[0] ?? "", values: columns.map((index) => parseFigure(cells[index])) })),
      };
    }
    case "figures": {
      const figures = pageFigures(page);
      const chosen = (block.figures ?? []).map(
        (label) => figures.find((figure) => figure.label === label) ?? fail(block, `this page has no figure labelled "${label}"`),
      );
      return {
        ...base,
        caveat: block.note ?? (chosen.some((figure) => ESTIMATE.test(figure.note ?? "")) ? "Estimates." : null),
        categoryHeading: "Figure",
        series: [block.unit ?? "Value"],
        categories: chosen.map((figure) => ({ label: figure.label, values: [parseFigure(figure.value)] })),
      };
    }
    case "markets": {
      const which = block.market ?? "selfStorage";
      const entries = markets?.[which] ?? [];
      const labels = block.figures ?? [];
      const notes = entries.flatMap((entry) =>
        (entry.metrics ?? []).filter((metric) => labels.includes(metric.label ?? "")).map((metric) => metric.note ?? ""),
      );
      return {
        ...base,
        caveat: block.note ?? (notes.some((note) => ESTIMATE.test(note)) ? "Estimates, as published on each market page." : null),
        categoryHeading: "Market",
        series: labels,
        // Every market page appears, so one added in the Studio shows up even before it has these figures.
        categories: entries.map((entry) => ({
          label: entry.name ?? entry.key ?? "",
          href: `${MARKET_BASE[which]}${entry.key}/`,
          values: labels.map((label) => parseFigure((entry.metrics ?? []).find((metric) => metric.label === label)?.value)),
        })),
      };
    }
    case "series": {
      const series = block.series ?? [];
      const labels = [...new Set(series.flatMap((one) => (one.points ?? []).map((point) => point.label ?? "")))];
      return {
        ...base,
        caveat: block.note ?? null,
        categoryHeading: kind === "line" ? "Year" : "",
        series: series.map((one) => one.name ?? ""),
        categories: labels.map((label) => ({
          label,
          values: series.map((one) => {
            const point = (one.points ?? []).find((candidate) => candidate.label === label);
            if (!point || point.value === undefined) return null;
            const high = point.high ?? point.value;
            return {
              low: point.value,
              high,
              text: point.high === undefined ? formatNumber(point.value) : `${formatNumber(point.value)}–${formatNumber(high)}`,
            };
          }),
        })),
      };
    }
    default:
      return fail(block, `unknown source "${String(block.source)}"`);
  }
}

/** A number as an axis or an own-series label shows it: thousands separated, at most two decimals. */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-CA", { maximumFractionDigits: 2 });
}
