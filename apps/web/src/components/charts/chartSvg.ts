/**
 * A chart's SVG as a string, for a page that is itself a string (the owner's opinion of value,
 * src/proposals/ownerPage.ts: its route answers its own 4xx pages, so it is not a React page, and
 * Next.js does not let a route render React to a string). It draws the same layout
 * (chartGeometry.ts) as the `Chart` component, element for element and attribute for attribute:
 * charts.test.tsx checks that both give the same markup for every chart in the seed and the
 * proposal's, so the two cannot drift apart. No class names: the page that embeds it styles it.
 */
import type { ChartModel } from "./chartData";
import { SERIES_COLOURS, layoutChart, type HorizontalLayout, type LineLayout } from "./chartGeometry";

const TEXT = "#0f172a";
const MUTED = "#475569";
const GRID = "#cbd5e1";

/** Escaped as React escapes text and attribute values. */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char]!);

type Value = string | number | undefined;

/** One element: attributes in the order given (undefined ones left out), children already markup. */
function element(tag: string, attributes: Record<string, Value>, ...children: string[]): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join("");
  return `<${tag}${written}>${children.join("")}</${tag}>`;
}

const text = (attributes: Record<string, Value>, content: string) => element("text", attributes, escape(content));
const colour = (series: number) => SERIES_COLOURS[series % SERIES_COLOURS.length];

function legend(series: string[]): string {
  let at = 0;
  const entries = series.map((name, index) => {
    const entry = element(
      "g",
      { transform: `translate(${at},6)` },
      element("rect", { width: "14", height: "14", rx: "2", fill: colour(index) }),
      text({ x: "20", y: "11.5", "font-size": "12", fill: TEXT }, name),
    );
    at += 28 + name.length * 7;
    return entry;
  });
  return element("g", { "data-legend": "" }, ...entries);
}

function horizontalAxis(layout: HorizontalLayout, model: ChartModel): string {
  const ticks = layout.ticks.map((tick) =>
    element(
      "g",
      { "data-tick": tick.value },
      element("line", {
        x1: tick.position,
        x2: tick.position,
        y1: layout.plotTop,
        y2: layout.plotBottom,
        stroke: tick.value === 0 ? MUTED : GRID,
        "stroke-width": tick.value === 0 ? 1.5 : 1,
      }),
      text({ x: tick.position, y: layout.plotBottom + 16, "text-anchor": "middle", "font-size": "12", fill: MUTED }, tick.label),
    ),
  );
  const unit = text(
    { x: (layout.plotLeft + layout.plotRight) / 2, y: layout.plotBottom + 31, "text-anchor": "middle", "font-size": "12", fill: MUTED },
    model.unit,
  );
  return element("g", { "data-axis": "value" }, ...ticks, unit);
}

function horizontalRows(layout: HorizontalLayout, model: ChartModel): string[] {
  return layout.rows.map((row, index) => {
    const x = layout.plotLeft - 10;
    const lines = row.label.map((line, lineIndex) => element("tspan", { x, dy: lineIndex === 0 ? 0 : 15 }, escape(line)));
    const label = element(
      "text",
      {
        x,
        y: row.y - ((row.label.length - 1) * 15) / 2,
        "text-anchor": "end",
        "font-size": "12",
        fill: TEXT,
        "dominant-baseline": "middle",
      },
      ...lines,
    );
    const missing = row.missing.map((gap) =>
      text(
        {
          x: layout.plotLeft + 6,
          y: gap.y,
          "font-size": "12",
          "font-style": "italic",
          fill: MUTED,
          "dominant-baseline": "middle",
          "data-missing": model.series[gap.series],
        },
        "No figure published",
      ),
    );
    return element("g", { "data-category": model.categories[index]!.label }, label, ...missing);
  });
}

function horizontalMarks(layout: HorizontalLayout, model: ChartModel): string[] {
  return layout.marks.map((mark) => {
    const data = { "data-series": model.series[mark.series], "data-category": model.categories[mark.category]!.label, "data-mark": "" };
    const drawn =
      mark.width === 0
        ? element("circle", { ...data, cx: mark.x, cy: mark.y + mark.height / 2, r: "6", fill: colour(mark.series) })
        : element("rect", { ...data, x: mark.x, y: mark.y, width: mark.width, height: mark.height, rx: "2", fill: colour(mark.series) });
    const label = text(
      { x: mark.labelX, y: mark.y + mark.height / 2, "font-size": "12", fill: TEXT, "dominant-baseline": "middle" },
      mark.label,
    );
    return element("g", {}, drawn, label);
  });
}

function horizontalChart(layout: HorizontalLayout, model: ChartModel): string {
  return [
    layout.legend ? legend(model.series) : "",
    horizontalAxis(layout, model),
    ...horizontalRows(layout, model),
    ...horizontalMarks(layout, model),
  ].join("");
}

function lineChart(layout: LineLayout, model: ChartModel): string {
  const ticks = layout.ticks.map((tick) =>
    element(
      "g",
      { "data-tick": tick.value },
      element("line", {
        x1: layout.plotLeft,
        x2: layout.plotRight,
        y1: tick.position,
        y2: tick.position,
        stroke: tick.value === 0 ? MUTED : GRID,
      }),
      text(
        { x: layout.plotLeft - 8, y: tick.position, "text-anchor": "end", "font-size": "12", fill: MUTED, "dominant-baseline": "middle" },
        tick.label,
      ),
    ),
  );
  const xLabels = layout.xLabels.map((label) =>
    text({ x: label.x, y: layout.plotBottom + 18, "text-anchor": "middle", "font-size": "12", fill: TEXT }, label.label),
  );
  const paths = layout.paths.map((path) =>
    element("path", {
      d: path.d,
      fill: "none",
      stroke: colour(path.series),
      "stroke-width": "2.5",
      "data-series": model.series[path.series],
    }),
  );
  const points = layout.points.map((point) =>
    element(
      "g",
      {},
      element("circle", {
        cx: point.x,
        cy: point.y,
        r: "4.5",
        fill: colour(point.series),
        "data-mark": "",
        "data-series": model.series[point.series],
        "data-category": model.categories[point.category]!.label,
      }),
      text({ x: point.x, y: point.y - 10, "text-anchor": "middle", "font-size": "12", fill: TEXT }, point.label),
    ),
  );
  return [
    layout.legend ? legend(model.series) : "",
    text({ x: layout.plotLeft - 48, y: layout.plotTop - 10, "font-size": "12", fill: MUTED }, model.unit),
    element("g", { "data-axis": "value" }, ...ticks),
    ...xLabels,
    ...paths,
    ...points,
  ].join("");
}

/** The chart's `<svg>`: one image to assistive technology, named by its `<title>` and `<desc>`. */
export function chartSvg(model: ChartModel): string {
  const layout = layoutChart(model);
  const titleId = `${model.id}-title`;
  const descId = `${model.id}-desc`;
  return element(
    "svg",
    {
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      width: "100%",
      role: "img",
      "aria-labelledby": `${titleId} ${descId}`,
      "data-kind": model.kind,
    },
    element("title", { id: titleId }, escape(model.title)),
    element("desc", { id: descId }, escape([model.description, model.caveat].filter(Boolean).join(" "))),
    layout.type === "line" ? lineChart(layout, model) : horizontalChart(layout, model),
  );
}
