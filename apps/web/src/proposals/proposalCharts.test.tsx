/** The proposal's charts drawn by the market charts' component: what a reader takes from the SVG and its table. */
import { rentRollFigures, type RentRollUnit } from "@agency/calculators";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Chart } from "@/src/components/charts/Chart";
import { occupancyChart, unitMixChart } from "./proposalCharts";

const unit = (
  name: string,
  type: RentRollUnit["type"],
  width: number,
  depth: number,
  street: number,
  paid: number | null,
): RentRollUnit => ({
  unit: name,
  widthFt: width,
  depthFt: depth,
  areaSqFt: width * depth,
  type,
  streetRateCents: street * 100,
  rentPaidCents: (paid ?? 0) * 100,
  moveIn: null,
  occupied: paid !== null,
});

const FIGURES = rentRollFigures([
  unit("A1", "climate-controlled", 10, 10, 150, 150),
  unit("A2", "climate-controlled", 10, 10, 150, 120),
  unit("A3", "climate-controlled", 5, 5, 60, null),
  unit("D1", "drive-up", 10, 20, 220, 200),
]);

/** Each bar's width by series and category, from the drawn SVG. */
function barWidths(svg: string): Map<string, number> {
  return new Map(
    [...svg.matchAll(/<rect data-series="([^"]+)" data-category="([^"]+)" data-mark="" x="[^"]+" y="[^"]+" width="([^"]+)"/g)].map(
      ([, series, category, width]) => [`${category} / ${series}`.replaceAll("&amp;", "&"), Number(width)],
    ),
  );
}

describe("the unit mix chart", () => {
  const html = renderToStaticMarkup(<Chart model={unitMixChart(FIGURES)} />);

  it("is an image named by its title and description, with its numbers in a table", () => {
    expect(html).toContain('role="img"');
    expect(html).toContain('<title id="proposal-unit-mix-title">Unit mix</title>');
    expect(html).toContain("Share of the 4 units and of the 425 rentable square feet");
    expect(html).toContain('<th scope="row">Climate-controlled 10 × 10</th><td>50.0%</td><td>47.1%</td>');
    expect(html).toContain('<th scope="row">Drive-up 10 × 20</th><td>25.0%</td><td>47.1%</td>');
  });

  it("draws each share as a bar from zero, its length in proportion", () => {
    const widths = barWidths(html);
    expect(widths.size).toBe(6);
    const half = widths.get("Climate-controlled 10 × 10 / Share of units")!;
    const quarter = widths.get("Climate-controlled 5 × 5 / Share of units")!;
    expect(half / quarter).toBeCloseTo(2, 2);
    expect(html).toContain(">50.0%</text>");
  });
});

describe("the occupancy and rate gap chart", () => {
  const model = occupancyChart(FIGURES);
  const html = renderToStaticMarkup(<Chart model={model} />);

  it("shows occupancy by units, by area, economic, and in-place rent against street, per type and in all", () => {
    expect(model.categories.map((category) => [category.label, ...category.values.map((value) => value?.text ?? null)])).toEqual([
      ["Climate-controlled", "66.7%", "88.9%", "75.0%", "90.0%"],
      ["Drive-up", "100.0%", "100.0%", "90.9%", "90.9%"],
      ["Whole facility", "75.0%", "94.1%", "81.0%", "90.4%"],
    ]);
    expect(html).toContain('<title id="proposal-occupancy-title">Occupancy and rate gap</title>');
    expect(html).toContain("1 tenant (33.3% of occupied units) pays more than 10% below street.");
    expect(barWidths(html).size).toBe(12);
  });
});
