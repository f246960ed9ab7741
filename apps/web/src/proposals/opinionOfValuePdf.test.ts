/**
 * The opinion of value's PDF read back with a PDF text extractor: the hand-worked 12-unit example of
 * decision 0052, typed as an owner's CSV, read, underwritten and drawn, carries the brokerage and
 * team it is given, the value range the team chose and the decision's figures; the owner's HTML page
 * of the same document shows the same two charts, drawn as the market charts are.
 */
import { underwrite, type TtmLine } from "@agency/calculators";
import { pdfPageTexts } from "@agency/tests/support/pdfText";
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { suggestMapping } from "./columnMapping";
import { chartSvg } from "@/src/components/charts/chartSvg";
import { opinionOfValuePdf, type OpinionOfValueDocument } from "./opinionOfValuePdf";
import { opinionOfValueHtml } from "./ownerPage";
import { occupancyChart, unitMixChart } from "./proposalCharts";
import { readRentRoll } from "./rentRoll";
import { readCsv } from "./rentRollFile";

const TWELVE_UNITS_CSV = `Unit,Size,Unit Type,Street Rate,Rent,Move In,Status
A01,5x5,Climate Controlled,$60.00,$60.00,03/01/2024,Occupied
A02,5x5,Climate Controlled,$60.00,$50.00,03/01/2024,Occupied
A03,5x10,Climate Controlled,$95.00,$80.00,03/01/2024,Occupied
A04,5x10,Climate Controlled,$95.00,,,Vacant
B01,10x10,Climate Controlled,$150.00,$150.00,03/01/2024,Occupied
B02,10x10,Climate Controlled,$150.00,$120.00,03/01/2024,Occupied
B03,10x10,Drive-Up,$130.00,$130.00,03/01/2024,Occupied
B04,10x15,Drive-Up,$175.00,$140.00,03/01/2024,Occupied
C01,10x20,Drive-Up,$220.00,$225.00,03/01/2024,Occupied
C02,10x20,Drive-Up,$220.00,,,Vacant
P01,10x30,Parking,$90.00,$85.00,03/01/2024,Occupied
P02,10x30,Parking,$90.00,,,Vacant
`;

const TTM: TtmLine[] = [
  { label: "Rental income", category: "rent", amountCents: 1_200_000 },
  { label: "Fees, insurance and merchandise", category: "otherIncome", amountCents: 150_000 },
  { label: "Property tax", category: "propertyTax", amountCents: 200_000 },
  { label: "Insurance", category: "insurance", amountCents: 60_000 },
  { label: "Utilities", category: "utilities", amountCents: 90_000 },
  { label: "Repairs and maintenance", category: "repairs", amountCents: 50_000 },
  { label: "Marketing", category: "marketing", amountCents: 30_000 },
];

/** The widths of the chart bars (8 pt high; the legend's swatches are 9) drawn on the PDF's pages, in drawing order. */
async function barWidths(pdf: Uint8Array): Promise<number[]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return (
      streams
        .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
        .map((stream) => {
          const raw = Buffer.from(stream.contents);
          return (stream.dict.get(PDFName.of("Filter"))?.toString() === "/FlateDecode" ? inflateSync(raw) : raw).toString("latin1");
        })
        // pdf-lib draws a rectangle as a path from its corner: 0 0 m, 0 h l, w h l, w 0 l.
        .flatMap((source) => [...source.matchAll(/0 0 m\n0 8 l\n([\d.]+) 8 l\n/g)].map((match) => Number(match[1])))
    );
  });
}

function exampleDocument(): OpinionOfValueDocument {
  const table = readCsv(Buffer.from(TWELVE_UNITS_CSV));
  const reading = readRentRoll(table, suggestMapping(table.headers));
  if (reading.status !== "read" || !reading.savable) throw new Error("the example should read");
  const underwriting = underwrite({
    units: reading.units,
    ttm: TTM,
    managementFeeBps: 500,
    marketPayrollCents: 180_000,
    targetOccupancyBps: 9_000,
    marketCapRate: { lowBps: 575, highBps: 650 },
  });
  return {
    propertyName: "Elm Street Self Storage",
    brokerageName: "Lakeshore Commercial Realty Inc., Brokerage",
    teamName: "The Ontario Storage Team",
    issuedOn: "2026-11-27",
    valueRange: { lowCents: 10_760_000, highCents: 11_695_652 },
    comments: "The rents of four tenants are well below street.\n\nA buyer will price the vacant drive-up units at today's street rates.",
    underwriting,
  };
}

describe("the opinion of value PDF", () => {
  it("carries the brokerage, the team, the range and the decision's figures", async () => {
    const pages = await pdfPageTexts(await opinionOfValuePdf(exampleDocument()));
    const text = pages.join("\n");
    expect(pages[0]).toContain("Elm Street Self Storage");
    expect(pages[0]).toContain("Prepared by The Ontario Storage Team, Lakeshore Commercial Realty Inc., Brokerage, on 2026-11-27.");
    expect(pages[0]).toContain("$107,600 to $116,957");
    // 6,725 / 116,956.52 = 5.75 %; 6,725 / 107,600 = 6.25 %.
    expect(text).toContain("Implied cap rate on the normalised NOI of $6,725: 5.75% to 6.25%.");
    for (const [label, value] of [
      ["Units", "12"],
      ["Rentable square feet", "1,600"],
      ["Physical occupancy by units", "75.0%"],
      ["Physical occupancy by area", "65.6%"],
      ["Economic occupancy (rent paid over every unit at street rates)", "67.8%"],
      ["Occupied units' rent below their street rates, monthly", "$90 (8.0%)"],
      ["Raising every tenant below street to street, a year", "$1,140"],
      ["Tenants paying more than 10% below street", "4 (44.4%)"],
    ])
      expect(text).toContain(`${label}\n${value}`);
    expect(text).toContain("The rents of four tenants are well below street.");
    expect(text).toContain("Off-site management fee\n$0\n$675\n5.00 % of effective gross income, in place of the owner's");
    expect(text).toContain("On-site payroll\n$0\n$1,800");
    expect(text).toContain("Net operating income\n$9,200\n$6,725");
    expect(text).toContain("In place\n$13,980\n$6,799\n$7,181");
    expect(text).toContain("Stabilised\n$18,078\n$7,004\n$11,074");
    expect(text).toContain("6.00%\n$119,683\n$112,083\n$184,568\n$9,340\n$70.05");
    expect(text).toContain("5.25%\n$136,781\n$128,095\n$210,935");
    expect(text).toContain("Climate-controlled 10 × 10\n2 (16.7%)\n200\n12.5%\n$150");
  });

  it("draws the page's two charts with their values: occupancy and rate gap, unit mix", async () => {
    const pdf = await opinionOfValuePdf(exampleDocument());
    const text = (await pdfPageTexts(pdf)).join("\n");
    expect(text).toContain(
      "Occupancy and rate gap\nOccupancy by units\nOccupancy by area\nEconomic occupancy\nIn-place rent as % of street",
    );
    // By units, by area, economic, and the $1,040 paid over the let units' $1,130 of street rent.
    expect(text).toContain("Whole facility\n75.0%\n65.6%\n67.8%\n92.0%");
    expect(text).toContain("4 tenants (44.4% of occupied units) pay more than 10% below street.");
    expect(text).toContain("Parking 10 × 30\n16.7%\n37.5%");
    // Each bar's length is its value on one 0–100 % axis: 16 occupancy bars (three types and the
    // facility, four series), then 14 unit-mix bars (seven groups, two series), parking's last.
    const widths = await barWidths(pdf);
    expect(widths).toHaveLength(30);
    expect(widths[4]).toBeCloseTo(widths[12]!, 2); // drive-up and the facility are both 75 % let by units
    expect(widths[12]! / widths[29]!).toBeCloseTo(75 / 37.5, 2); // the facility by units; parking's share of area
    expect(widths[29]! / widths[28]!).toBeCloseTo(37.5 / (100 / 6), 2); // parking: share of area over share of units
  });

  it("is the same file for the same figures, and names whoever sends it", async () => {
    const document = exampleDocument();
    expect(Buffer.from(await opinionOfValuePdf(document)).equals(Buffer.from(await opinionOfValuePdf(document)))).toBe(true);
    const other = (
      await pdfPageTexts(await opinionOfValuePdf({ ...document, brokerageName: "North Shore Realty", teamName: "Team Two" }))
    ).join("\n");
    expect(other).toContain("Prepared by Team Two, North Shore Realty");
    expect(other).not.toContain("Lakeshore");
  });

  it("refuses a range that is empty or upside down", async () => {
    const document = exampleDocument();
    await expect(opinionOfValuePdf({ ...document, valueRange: { lowCents: 0, highCents: 100 } })).rejects.toThrow(RangeError);
    await expect(opinionOfValuePdf({ ...document, valueRange: { lowCents: 200, highCents: 100 } })).rejects.toThrow("at least the low");
  });
});

describe("the owner's page", () => {
  const document = exampleDocument();
  const html = opinionOfValueHtml(document, "/opinion-of-value/pdf/?t=abc", "2026-12-27");

  it("shows the two charts as images named by their titles and descriptions, the same drawings as the team's page", () => {
    const svgs = [...html.matchAll(/<svg [^>]*role="img" aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(svgs).toEqual(["proposal-unit-mix-title proposal-unit-mix-desc", "proposal-occupancy-title proposal-occupancy-desc"]);
    expect(html).toContain('<title id="proposal-unit-mix-title">Unit mix</title>');
    expect(html).toContain('<title id="proposal-occupancy-title">Occupancy and rate gap</title>');
    expect(html).toContain("Share of the 12 units and of the 1,600 rentable square feet by type and size");
    expect(html).toContain(chartSvg(unitMixChart(document.underwriting.figures)));
    expect(html).toContain(chartSvg(occupancyChart(document.underwriting.figures)));
    // The same 30 bars as the PDF: 14 of the unit mix, 16 of occupancy.
    expect(html.match(/<rect data-series="[^"]+" data-category="[^"]+" data-mark=""/g)).toHaveLength(30);
  });

  it("writes each chart's numbers as a table, and stays a page without scripts that search engines skip", () => {
    expect(html).toContain(
      '<tr><th scope="row">Whole facility</th><td class="n">75.0%</td><td class="n">65.6%</td><td class="n">67.8%</td><td class="n">92.0%</td></tr>',
    );
    expect(html).toContain('<tr><th scope="row">Parking 10 × 30</th><td class="n">16.7%</td><td class="n">37.5%</td></tr>');
    expect(html).toContain("4 tenants (44.4% of occupied units) pay more than 10% below street.");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("<script");
  });
});
