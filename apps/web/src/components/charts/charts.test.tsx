import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmbeddedQuery, findSeedDataset, parseNdjson, type SanityDocument } from "@/src/content/embedded";
import { MARKET_DIRECTORY_QUERY } from "@/src/content/queries";
import type { MarketDirectory, PageSection } from "@/src/content/types";
import { findRepoRoot } from "@/src/process/repoRoot";
import { Chart } from "./Chart";
import { parseFigure, resolveChart, type ChartBlock, type ChartModel } from "./chartData";
import { layoutChart, wrapLabel } from "./chartGeometry";
import { chartSvg } from "./chartSvg";
import { LocatorMap, OntarioMap } from "./OntarioMap";
import { basemapFile, basemapHref, basemapSvg, MAP_VIEWS, mapView, parseBasemapFile, placeLabels, projectOntario } from "./ontarioMap";

/* ---------------------------------------------------------------- reading an SVG back */

/** The component's `<svg>` element without its class names (Tailwind's; the string drawing has none). */
const componentSvg = (chart: ChartModel) =>
  /<svg[\s\S]*<\/svg>/.exec(renderToStaticMarkup(<Chart model={chart} />))![0].replace(/ class="[^"]*"/, "");

type Attributes = Record<string, string>;
const attributes = (tag: string): Attributes =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
const unescape = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");

/**
 * What a reader would take from the drawing: each mark's value read off the axis. Two tick marks
 * (their printed value and their position) define the scale; a bar's ends or a dot's centre are
 * then converted back to numbers.
 */
function readBack(svg: string): { series: string; category: string; low: number; high: number }[] {
  const ticks = [...svg.matchAll(/<g data-tick="([^"]+)"><line x1="([^"]+)" x2="[^"]+" y1="([^"]+)" y2="([^"]+)"/g)].map(
    ([, value, x1, y1, y2]) => ({
      value: Number(value),
      x: Number(x1),
      y: Number(y1),
      horizontal: y1 === y2,
    }),
  );
  expect(ticks.length).toBeGreaterThanOrEqual(2);
  const [first, last] = [ticks[0]!, ticks.at(-1)!];
  const line = svg.includes('data-kind="line"');
  const toValue = (pixel: number) => {
    const [from, to] = line ? [first.y, last.y] : [first.x, last.x];
    return first.value + ((pixel - from) / (to - from)) * (last.value - first.value);
  };
  return [...svg.matchAll(/<(rect|circle) [^>]*data-mark=""[^>]*>/g)].map(([tag, name]) => {
    const a = attributes(tag);
    const base = { series: unescape(a["data-series"]!), category: unescape(a["data-category"]!) };
    if (name === "circle") {
      const value = toValue(Number(line ? a.cy : a.cx));
      return { ...base, low: value, high: value };
    }
    return { ...base, low: toValue(Number(a.x)), high: toValue(Number(a.x) + Number(a.width)) };
  });
}

function expectDrawn(model: ChartModel, svg: string) {
  const drawn = readBack(svg);
  const expected = model.categories.flatMap((category) =>
    category.values.flatMap((value, index) => {
      if (!value) return [];
      const [low, high] = model.kind === "bar" ? [Math.min(0, value.low), Math.max(0, value.high)] : [value.low, value.high];
      return [{ series: model.series[index]!, category: category.label, low, high }];
    }),
  );
  expect(drawn).toHaveLength(expected.length);
  for (const want of expected) {
    const got = drawn.find((mark) => mark.series === want.series && mark.category === want.category);
    expect(got, `${model.title}: ${want.category} / ${want.series}`).toBeDefined();
    // Within a hundredth of a unit: the markup rounds positions to 0.01 px.
    expect(got!.low).toBeCloseTo(want.low, 2);
    expect(got!.high).toBeCloseTo(want.high, 2);
  }
  // Every value the chart draws is written next to it, as the editor wrote it.
  for (const category of model.categories)
    for (const value of category.values) if (value) expect(unescape(svg)).toContain(`>${value.text}</text>`);
}

/* ---------------------------------------------------------------- figures */

describe("parseFigure: the numbers in an editor's figure text", () => {
  it.each([
    ["$1.50–3.00", 1.5, 3],
    ["5.5–6.5%", 5.5, 6.5],
    ["7.0–8.5%", 7, 8.5],
    ["37.3M sq ft", 37.3, 37.3],
    ["+4.2M sq ft", 4.2, 4.2],
    ["-1%", -1, -1],
    ["-0.5%", -0.5, -0.5],
    ["+2%", 2, 2],
    ["$3.25", 3.25, 3.25],
    ["430,000", 430000, 430000],
    ["6–10%", 6, 10],
    ["1-2%", 1, 2],
    ["$2.50–$4.00+ per sq ft annually", 2.5, 4],
    ["$3M to $50M+", 3, 50],
    ["About 11%", 11, 11],
  ])("%s → %d to %d", (text, low, high) => {
    expect(parseFigure(text)).toEqual({ low, high, text });
  });

  it.each(["Stable", "variable", "", "YYZ"])("%j is not a number", (text) => {
    expect(parseFigure(text)).toBeNull();
  });
});

/* ---------------------------------------------------------------- geometry */

const model = (over: Partial<ChartModel>): ChartModel => ({
  id: "chart-test",
  kind: "bar",
  title: "Test chart",
  description: "A test.",
  unit: "units",
  caveat: "Estimates.",
  categoryHeading: "Item",
  series: ["Value"],
  categories: [],
  ...over,
});
const value = (low: number, high = low) => ({ low, high, text: low === high ? String(low) : `${low}–${high}` });

describe("chart geometry", () => {
  it("starts every bar at zero, even when all values are large", () => {
    const layout = layoutChart(
      model({
        categories: [
          { label: "A", values: [value(95)] },
          { label: "B", values: [value(100)] },
        ],
      }),
    );
    if (layout.type !== "horizontal") throw new Error("expected bars");
    const zero = layout.ticks.find((tick) => tick.value === 0);
    expect(zero?.position).toBe(layout.plotLeft);
    for (const mark of layout.marks) expect(mark.x).toBe(zero!.position);
    // 95 is 95% as long as 100: nothing truncated.
    expect(layout.marks[0]!.width / layout.marks[1]!.width).toBeCloseTo(0.95, 2);
  });

  it("draws a negative bar to the left of zero", () => {
    const layout = layoutChart(
      model({
        categories: [
          { label: "Down", values: [value(-1)] },
          { label: "Up", values: [value(2)] },
        ],
      }),
    );
    if (layout.type !== "horizontal") throw new Error("expected bars");
    const zero = layout.ticks.find((tick) => tick.value === 0)!.position;
    expect(layout.marks[0]!.x + layout.marks[0]!.width).toBeCloseTo(zero, 1);
    expect(layout.marks[1]!.x).toBeCloseTo(zero, 1);
  });

  it("places a range bar from its low to its high end on a zero-based axis, and a single figure as a dot", () => {
    const chart = model({
      kind: "range",
      series: ["Std", "Climate"],
      categories: [
        { label: "Toronto", values: [value(1.5, 3), value(2, 3.5)] },
        { label: "Target", values: [value(8.5), null] },
      ],
    });
    const layout = layoutChart(chart);
    if (layout.type !== "horizontal") throw new Error("expected bars");
    expect(layout.ticks[0]!.value).toBe(0);
    const svg = renderToStaticMarkup(<Chart model={chart} />);
    expect(readBack(svg)).toEqual([
      { series: "Std", category: "Toronto", low: expect.closeTo(1.5, 2), high: expect.closeTo(3, 2) },
      { series: "Climate", category: "Toronto", low: expect.closeTo(2, 2), high: expect.closeTo(3.5, 2) },
      { series: "Std", category: "Target", low: expect.closeTo(8.5, 2), high: expect.closeTo(8.5, 2) },
    ]);
    expect(svg).toContain("No figure published");
    expect(svg).toMatch(/<circle [^>]*data-category="Target"/);
  });

  it("draws a line over years on an axis from zero, through every point", () => {
    const chart = model({
      kind: "line",
      series: ["Supply"],
      categoryHeading: "Year",
      categories: [
        { label: "2021", values: [value(33.1)] },
        { label: "2024", values: [value(37.3)] },
      ],
    });
    const layout = layoutChart(chart);
    if (layout.type !== "line") throw new Error("expected a line");
    expect(layout.ticks[0]!.value).toBe(0);
    expect(layout.paths[0]!.d).toBe(`M${layout.points[0]!.x},${layout.points[0]!.y}L${layout.points[1]!.x},${layout.points[1]!.y}`);
    const svg = renderToStaticMarkup(<Chart model={chart} />);
    expectDrawn(chart, svg);
    expect(svg).toContain(">2021</text>");
  });

  it("refuses a range on a line chart rather than drawing an invented midpoint", () => {
    expect(() => layoutChart(model({ kind: "line", categories: [{ label: "2024", values: [value(1, 2)] }] }))).toThrow(/single figures/);
  });

  it("names the chart for assistive technology and keeps its numbers as a table", () => {
    const svg = renderToStaticMarkup(<Chart model={model({ categories: [{ label: "A & B", values: [value(3)] }] })} />);
    expect(svg).toContain('role="img" aria-labelledby="chart-test-title chart-test-desc"');
    expect(svg).toContain('<title id="chart-test-title">Test chart</title>');
    expect(svg).toContain('<desc id="chart-test-desc">A test. Estimates.</desc>');
    expect(svg).toContain("<summary");
    expect(svg).toContain("Show the numbers");
    expect(svg).toMatch(/<th scope="row"[^>]*>A &amp; B<\/th><td[^>]*>3<\/td>/);
    expect(svg).toContain(">units</text>");
  });

  it("draws the same SVG as a string as the component does: ranges, dots, gaps, negatives, lines, escaped names", () => {
    const charts = [
      model({
        kind: "range",
        series: ["Std", "Climate's"],
        categories: [
          { label: "Toronto & the GTA, the largest market in the province", values: [value(1.5, 3), value(2, 3.5)] },
          { label: "Target <8>", values: [value(8.5), null] },
        ],
      }),
      model({
        categories: [
          { label: "Down", values: [value(-1)] },
          { label: "Up", values: [value(2)] },
        ],
        caveat: null,
      }),
      model({
        kind: "line",
        series: ["Supply", "Demand"],
        categories: [
          { label: "2021", values: [value(33.1), value(20)] },
          { label: "2024", values: [value(37.3), value(25)] },
        ],
      }),
    ];
    for (const chart of charts) expect(chartSvg(chart)).toBe(componentSvg(chart));
    expect(chartSvg(charts[0]!)).toContain("Target &lt;8&gt;");
  });

  it("wraps long labels at word boundaries", () => {
    expect(wrapLabel("Revenue per sq ft, annual (secondary markets)")).toEqual(["Revenue per sq ft, annual", "(secondary markets)"]);
  });
});

/* ---------------------------------------------------------------- every chart of the content */

const root = findRepoRoot(import.meta.dirname);
const seed = parseNdjson(readFileSync(findSeedDataset(root), "utf8"));
const fixture = parseNdjson(readFileSync(path.join(root, "tests/fixtures/publishing.ndjson"), "utf8"));

type PageDocument = SanityDocument & {
  sections?: PageSection[];
  metrics?: { _key: string; label?: string; value?: string; note?: string }[];
  path?: string;
};

function chartsOf(documents: SanityDocument[]): { document: PageDocument; block: ChartBlock }[] {
  return (documents as PageDocument[]).flatMap((document) =>
    (document.sections ?? []).flatMap((section) =>
      (section.body ?? []).filter((block): block is ChartBlock => block._type === "chart").map((block) => ({ document, block })),
    ),
  );
}

const seedCharts = chartsOf(seed);

describe("every chart in the seed draws the numbers the Studio holds", async () => {
  const markets = (await createEmbeddedQuery(seed)(MARKET_DIRECTORY_QUERY)) as MarketDirectory;

  it("places the charts issue 22 asks for", () => {
    expect(seedCharts.map(({ document, block }) => `${document._id}: ${block.source}`).sort()).toEqual([
      "guide.ontario-storage-report: figures",
      "guide.roi-guide-ontario: table",
      "guide.storage-valuation-guide: table",
      "page.self-storage.ontario.gta.investment-opportunities: figures",
      "page.self-storage.ontario: markets",
    ]);
  });

  it.each(seedCharts.map(({ document, block }) => [`${document._id} — ${block.title}`, document, block] as const))(
    "%s",
    (_, document, block) => {
      const chart = resolveChart(
        block,
        { sections: document.sections, figures: document.metrics?.map((metric) => ({ ...metric })) },
        markets,
      );
      expect(chart.categories.length).toBeGreaterThan(0);
      const svg = renderToStaticMarkup(<Chart model={chart} />);
      expectDrawn(chart, svg);
      // The string drawing (the owner's opinion of value) is the component's, element for element.
      expect(chartSvg(chart)).toBe(componentSvg(chart));
      // Labels: every category is named in the drawing.
      for (const category of chart.categories) expect(unescape(svg)).toContain(wrapLabel(category.label)[0]);
    },
  );

  it("draws the ROI guide's rent table cell by cell", () => {
    const { document, block } = seedCharts.find(
      ({ block }) => block.source === "table" && block.table?.startsWith("Self-storage asking rents"),
    )!;
    const table = document
      .sections!.flatMap((section) => section.body ?? [])
      .find((candidate) => candidate._type === "dataTable" && candidate.caption === block.table) as { rows: { cells: string[] }[] };
    const drawn = readBack(renderToStaticMarkup(<Chart model={resolveChart(block, { sections: document.sections }, markets)} />));
    for (const { cells } of table.rows) {
      const [market, standard, climate] = cells as [string, string, string];
      for (const [series, text] of [
        ["Standard ($/sq ft)", standard],
        ["Climate-controlled ($/sq ft)", climate],
      ] as const) {
        const [low, high] = text.replace("$", "").split("–").map(Number) as [number, number];
        const mark = drawn.find((candidate) => candidate.category === market && candidate.series === series)!;
        expect(mark.low).toBeCloseTo(low, 2);
        expect(mark.high).toBeCloseTo(high, 2);
      }
    }
  });

  it("fails loudly when a chart names a table the page does not have", () => {
    const { document, block } = seedCharts.find(({ block }) => block.source === "table")!;
    expect(() => resolveChart({ ...block, table: "No such table" }, { sections: document.sections })).toThrow(
      /no table on this page has the caption "No such table"/,
    );
  });
});

describe("a market added in the Studio (the publishing fixture's Sudbury)", async () => {
  const markets = (await createEmbeddedQuery(fixture)(MARKET_DIRECTORY_QUERY)) as MarketDirectory;
  const hub = chartsOf(fixture).find(({ block }) => block.source === "markets")!;

  it("appears in the hub comparison with its own figure", () => {
    const chart = resolveChart(hub.block, { sections: hub.document.sections }, markets);
    const sudbury = chart.categories.find((category) => category.label === "Sudbury");
    expect(sudbury?.href).toBe("/self-storage/ontario/sudbury/");
    expect(sudbury?.values[0]).toEqual({ low: 0.7, high: 1.2, text: "$0.70–1.20" });
    const svg = renderToStaticMarkup(<Chart model={chart} />);
    expectDrawn(chart, svg);
    expect(readBack(svg).filter((mark) => mark.category === "Sudbury")).toHaveLength(1);
  });

  it("appears on the map as a link, inside the drawing", () => {
    const places = markets.selfStorage.map((entry) => ({
      name: entry.name!,
      href: `/self-storage/ontario/${entry.key}/`,
      latitude: entry.geo!.latitude!,
      longitude: entry.geo!.longitude!,
    }));
    const html = renderToStaticMarkup(<OntarioMap title="Map" places={places} />);
    expect(html).toMatch(/<a href="\/self-storage\/ontario\/sudbury\/" data-market="Sudbury"><use href="#map-map-dot" x="/);
    for (const point of projectOntario(places, 640, 420).points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(640);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(420);
    }
  });
});

describe("the map of Ontario", () => {
  const toronto = { name: "Toronto", href: "/t/", latitude: 43.6532, longitude: -79.3832 };
  const ottawa = { name: "Ottawa", href: "/o/", latitude: 45.4215, longitude: -75.6972 };
  const london = { name: "London", href: "/l/", latitude: 42.9849, longitude: -81.2453 };

  it("places markets where they are: Ottawa north-east of Toronto, London south-west", () => {
    const [t, o, l] = projectOntario([toronto, ottawa, london], 640, 420).points;
    expect(o!.x).toBeGreaterThan(t!.x);
    expect(o!.y).toBeLessThan(t!.y);
    expect(l!.x).toBeLessThan(t!.x);
    expect(l!.y).toBeGreaterThan(t!.y);
  });

  it("widens the view to take in a market far north (Thunder Bay)", () => {
    const thunderBay = { name: "Thunder Bay", href: "/tb/", latitude: 48.38, longitude: -89.25 };
    const [point] = projectOntario([thunderBay, toronto], 640, 420).points;
    expect(point!.x).toBeGreaterThan(0);
    expect(point!.y).toBeGreaterThan(0);
  });

  it("draws one of two basemaps: southern Ontario, or all of it when a market is in the north", () => {
    const south = mapView([toronto, ottawa, london]);
    const province = mapView([toronto, { name: "Thunder Bay", href: "/tb/", latitude: 48.38, longitude: -89.25 }]);
    expect(MAP_VIEWS).toEqual([south, province]);
    expect(mapView([])).toEqual(south);
    for (const view of MAP_VIEWS) {
      expect(parseBasemapFile(basemapFile(view))).toEqual(view);
      const svg = basemapSvg(view);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 420"/);
      expect(svg.match(/<path d="M/g)).toHaveLength(2);
      expect(svg.length).toBeLessThan(16_000);
    }
    expect(parseBasemapFile("-83.20_41.9_-74.4_46.8.svg")).toBeNull();
    expect(parseBasemapFile("../x.svg")).toBeNull();
  });

  it("escapes what editors write in a marker's name and link", () => {
    const html = renderToStaticMarkup(
      <OntarioMap title="Map" places={[{ ...toronto, name: `Bob's <b>"Storage"</b> & Co`, href: '/t/"x' }]} />,
    );
    expect(html).toContain('<a href="/t/&quot;x" data-market="Bob&#x27;s &lt;b&gt;&quot;Storage&quot;&lt;/b&gt; &amp; Co">');
    expect(html).not.toContain("<b>");
  });

  it("keeps labels apart when markets are close together", () => {
    const points = [
      { x: 300, y: 200, name: "Toronto" },
      { x: 290, y: 203, name: "Mississauga" },
      { x: 302, y: 190, name: "York Region" },
    ];
    const boxes = placeLabels(points, 640, 420).map((label, index) => {
      const width = points[index]!.name.length * 13 * 0.6;
      const left = label.anchor === "start" ? label.x : label.x - width;
      return { left, right: left + width, top: label.y - 13, bottom: label.y };
    });
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top).toBe(false);
  });

  it("costs a few KB of HTML: the hub map and a locator", () => {
    const places = [toronto, ottawa, london];
    const map = renderToStaticMarkup(<OntarioMap title="Map" places={places} />);
    const locator = renderToStaticMarkup(<LocatorMap place={toronto} />);
    // The outline and lakes are the basemap file's, not the page's: only markers and names inline.
    expect(map).not.toContain("<path");
    expect(map).toContain(`<image href="${basemapHref(mapView(places))}"`);
    expect(map.length).toBeLessThan(2_000);
    expect(locator.length).toBeLessThan(6_000);
    expect(locator).toContain('<title id="locator-title">Map: where Toronto is in southern Ontario</title>');
  });
});
