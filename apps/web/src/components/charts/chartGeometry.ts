/**
 * Where every mark of a chart goes, computed with d3-scale / d3-shape on the server. Pure data
 * (numbers and path strings), so the tests check the layout without a browser and the component
 * only turns it into SVG elements.
 *
 * Honesty rules: a bar's value axis always includes zero (a bar's length is its value, never a
 * truncated one), a range bar spans exactly low to high on that same axis, and a line chart's
 * value axis starts at zero too, so a small change does not look like a large one.
 */
import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import { formatNumber, type ChartModel } from "./chartData";

export const CHART_WIDTH = 640;

/**
 * Series colours: each has at least 4.5:1 contrast on white (WCAG 1.4.11 asks 3:1 for graphics),
 * and they differ in lightness too, so they stay apart in greyscale print. Every value is also
 * written as text, so no reading depends on colour.
 */
export const SERIES_COLOURS = ["#b45309", "#334155", "#0f766e", "#6d28d9"] as const;

export interface Tick {
  value: number;
  label: string;
  position: number;
}

export interface HorizontalMark {
  series: number;
  category: number;
  /** The drawn value, for the numbers table and the tests. */
  low: number;
  high: number;
  /** A rectangle from x to x + width; a single figure on a range chart is a dot at x (width 0). */
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  labelX: number;
}

export interface HorizontalLayout {
  type: "horizontal";
  width: number;
  height: number;
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  plotBottom: number;
  ticks: Tick[];
  rows: { label: string[]; y: number; missing: { series: number; y: number }[] }[];
  marks: HorizontalMark[];
  legend: boolean;
}

export interface LinePoint {
  series: number;
  category: number;
  value: number;
  x: number;
  y: number;
  label: string;
}

export interface LineLayout {
  type: "line";
  width: number;
  height: number;
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  plotBottom: number;
  ticks: Tick[];
  xLabels: { label: string; x: number }[];
  paths: { series: number; d: string }[];
  points: LinePoint[];
  legend: boolean;
}

export type ChartLayout = HorizontalLayout | LineLayout;

const BAR = 18;
const BAR_GAP = 4;
const GROUP_GAP = 14;
const LEGEND = 28;
const AXIS = 34;
const CHAR = 6.6; // average width of a 12px sans-serif character, for wrapping labels
const LABEL_MAX_CHARS = 28;

/** Splits a label into lines of at most `max` characters at word boundaries. */
export function wrapLabel(label: string, max = LABEL_MAX_CHARS): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

function valueDomain(model: ChartModel): [number, number] {
  const values = model.categories.flatMap((category) => category.values.flatMap((value) => (value ? [value.low, value.high] : [])));
  // Zero is always on the axis: bars and ranges are read against it.
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  return [low, high === low ? low + 1 : high];
}

export function layoutChart(model: ChartModel): ChartLayout {
  return model.kind === "line" ? layoutLine(model) : layoutHorizontal(model);
}

function layoutHorizontal(model: ChartModel): HorizontalLayout {
  const legend = model.series.length > 1;
  const labels = model.categories.map((category) => wrapLabel(category.label));
  const longest = Math.max(1, ...labels.flat().map((line) => line.length));
  const plotLeft = Math.round(Math.min(LABEL_MAX_CHARS, longest) * CHAR + 16);
  const plotRight = CHART_WIDTH - 96; // room for the value written after each bar
  const plotTop = legend ? LEGEND : 8;
  const perSeries = model.series.length;
  const groupHeight = (index: number) => Math.max(perSeries * BAR + (perSeries - 1) * BAR_GAP, labels[index]!.length * 15);
  const x = scaleLinear().domain(valueDomain(model)).range([plotLeft, plotRight]).nice();
  const rows: HorizontalLayout["rows"] = [];
  const marks: HorizontalMark[] = [];
  let y = plotTop + GROUP_GAP / 2;
  model.categories.forEach((category, categoryIndex) => {
    const height = groupHeight(categoryIndex);
    const missing: { series: number; y: number }[] = [];
    category.values.forEach((value, seriesIndex) => {
      const barY = y + seriesIndex * (BAR + BAR_GAP);
      if (!value) {
        missing.push({ series: seriesIndex, y: barY + BAR / 2 });
        return;
      }
      const single = value.low === value.high;
      // A bar runs from zero; a range bar from its low to its high end.
      const from = model.kind === "bar" ? Math.min(0, value.low) : value.low;
      const to = model.kind === "bar" ? Math.max(0, value.high) : value.high;
      const x0 = x(from);
      const x1 = x(to);
      marks.push({
        series: seriesIndex,
        category: categoryIndex,
        low: from,
        high: to,
        x: round(x0),
        y: round(barY),
        width: model.kind === "range" && single ? 0 : round(x1 - x0),
        height: BAR,
        label: value.text,
        labelX: round(Math.max(x0, x1) + (model.kind === "range" && single ? 10 : 6)),
      });
    });
    rows.push({ label: labels[categoryIndex]!, y: round(y + height / 2), missing });
    y += height + GROUP_GAP;
  });
  const plotBottom = round(y - GROUP_GAP / 2);
  return {
    type: "horizontal",
    width: CHART_WIDTH,
    height: round(plotBottom + AXIS),
    plotLeft,
    plotRight,
    plotTop,
    plotBottom,
    ticks: x.ticks(5).map((value) => ({ value, label: formatNumber(value), position: round(x(value)) })),
    rows,
    marks,
    legend,
  };
}

function layoutLine(model: ChartModel): LineLayout {
  const legend = model.series.length > 1;
  const plotLeft = 56;
  const plotRight = CHART_WIDTH - 24;
  const plotTop = (legend ? LEGEND : 8) + 16;
  const plotBottom = plotTop + 220;
  const x = scalePoint<number>()
    .domain(model.categories.map((_, index) => index))
    .range([plotLeft, plotRight])
    .padding(0.4);
  const y = scaleLinear().domain(valueDomain(model)).range([plotBottom, plotTop]).nice();
  const points: LinePoint[] = [];
  const paths: LineLayout["paths"] = [];
  model.series.forEach((_, seriesIndex) => {
    const seriesPoints = model.categories.flatMap((category, categoryIndex) => {
      const value = category.values[seriesIndex];
      if (!value) return [];
      // A line joins single figures; a range's midpoint would be a number nobody published.
      if (value.low !== value.high)
        throw new Error(`Chart "${model.title}": a line chart needs single figures, not the range "${value.text}"`);
      return [
        {
          series: seriesIndex,
          category: categoryIndex,
          value: value.low,
          x: round(x(categoryIndex) ?? 0),
          y: round(y(value.low)),
          label: value.text,
        },
      ];
    });
    points.push(...seriesPoints);
    const d = line<LinePoint>(
      (point) => point.x,
      (point) => point.y,
    )(seriesPoints);
    if (d) paths.push({ series: seriesIndex, d });
  });
  return {
    type: "line",
    width: CHART_WIDTH,
    height: plotBottom + AXIS,
    plotLeft,
    plotRight,
    plotTop,
    plotBottom,
    ticks: y.ticks(5).map((value) => ({ value, label: formatNumber(value), position: round(y(value)) })),
    xLabels: model.categories.map((category, index) => ({ label: category.label, x: round(x(index) ?? 0) })),
    paths,
    points,
    legend,
  };
}

/** Two decimals are finer than a pixel and keep the markup short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
