/**
 * The broker's opinion of value as a PDF (issue 44, decision 0052), drawn with pdf-lib (the deal
 * room's and the owner's report's library, decisions 0028 and 0051) in the standard Helvetica, from
 * the underwriting alone: the value range the team chose, the key figures, the team's comments, the
 * unit mix, the normalised NOI line by line, the three NOIs and the pricing matrix. The brokerage
 * and the team are parameters, never constants: the PDF carries whoever sends it.
 */
import { formatCAD, NOI_BASIS_LABELS, UNIT_TYPE_LABELS, type NoiBasisName, type Underwriting } from "@agency/calculators";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { ChartModel } from "@/src/components/charts/chartData";
import { SERIES_COLOURS } from "@/src/components/charts/chartGeometry";
import { drawable } from "@/src/dealRoom/documents/watermark";
import { occupancyChart, unitMixChart } from "./proposalCharts";

export interface OpinionOfValueDocument {
  propertyName: string;
  brokerageName: string;
  teamName: string;
  /** The day it is issued, YYYY-MM-DD (passed in: the builder reads no clock). */
  issuedOn: string;
  /** The range the team chose, cents. */
  valueRange: { lowCents: number; highCents: number };
  /** The team's comments, paragraphs separated by blank lines. */
  comments: string;
  underwriting: Underwriting;
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const ACCENT = rgb(0.71, 0.33, 0.04); // #b45309, the site's first chart colour
const BASES: NoiBasisName[] = ["inPlace", "normalised", "stabilised"];

export const money = (cents: number | null) => (cents === null ? "—" : formatCAD(cents / 100));
export const perSqFt = (cents: number | null) => (cents === null ? "—" : `$${(cents / 100).toFixed(2)}`);
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
export const capRate = (bps: number) => `${(bps / 100).toFixed(2)}%`;

interface Pen {
  document: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

type TextOptions = { size?: number; x?: number; bold?: boolean; colour?: ReturnType<typeof rgb>; right?: boolean };

function write(pen: Pen, text: string, options: TextOptions = {}) {
  const font = options.bold ? pen.bold : pen.font;
  const size = options.size ?? 10;
  const line = drawable(text, font);
  const x = options.right ? (options.x ?? 0) - font.widthOfTextAtSize(line, size) : (options.x ?? MARGIN);
  pen.page.drawText(line, { x, y: pen.y, size, font, color: options.colour ?? INK });
}

/** Moves down by `height`, on a new page when this one is full. */
function advance(pen: Pen, height: number) {
  pen.y -= height;
  if (pen.y < MARGIN) {
    pen.page = pen.document.addPage(PAGE);
    pen.y = PAGE[1] - MARGIN;
  }
}

/** Words on lines no wider than `width` at `size`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current = "";
    for (const word of drawable(paragraph, font).split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    lines.push("");
  }
  return lines.slice(0, -1);
}

function heading(pen: Pen, text: string) {
  advance(pen, 16);
  write(pen, text, { size: 13, bold: true });
  advance(pen, 18);
}

/** A table row: the first cell left-aligned at the margin, the others right-aligned at their column's right edge. */
function row(pen: Pen, cells: string[], rights: number[], options: { bold?: boolean; colour?: ReturnType<typeof rgb> } = {}) {
  cells.forEach((cell, index) =>
    write(pen, cell, {
      x: index === 0 ? MARGIN : rights[index - 1],
      right: index > 0,
      size: 9,
      bold: options.bold,
      colour: options.colour,
    }),
  );
  advance(pen, 14);
}

function cover(pen: Pen, model: OpinionOfValueDocument) {
  const { underwriting, valueRange } = model;
  write(pen, "BROKER'S OPINION OF VALUE", { size: 9, bold: true, colour: ACCENT });
  advance(pen, 24);
  write(pen, model.propertyName, { size: 20, bold: true });
  advance(pen, 18);
  write(pen, `Prepared by ${model.teamName}, ${model.brokerageName}, on ${model.issuedOn}.`, { size: 9, colour: MUTED });
  advance(pen, 30);
  write(pen, "Opinion of value", { size: 11, colour: MUTED });
  advance(pen, 22);
  write(pen, `${money(valueRange.lowCents)} to ${money(valueRange.highCents)}`, { size: 22, bold: true });
  advance(pen, 18);
  const { noiCents } = underwriting.nois.normalised;
  const { units, areaSqFt } = underwriting.figures.occupancy;
  const implied =
    noiCents > 0
      ? `Implied cap rate on the normalised NOI of ${money(noiCents)}: ${capRate((noiCents * 10_000) / valueRange.highCents)} to ${capRate((noiCents * 10_000) / valueRange.lowCents)}. `
      : "";
  const lines = wrapText(
    `${implied}${money(Math.round(valueRange.lowCents / units))} to ${money(Math.round(valueRange.highCents / units))} per unit; ` +
      `${perSqFt(Math.round(valueRange.lowCents / areaSqFt))} to ${perSqFt(Math.round(valueRange.highCents / areaSqFt))} per rentable square foot.`,
    pen.font,
    10,
    PAGE[0] - 2 * MARGIN,
  );
  for (const line of lines) {
    write(pen, line);
    advance(pen, 14);
  }
}

function keyFigures(pen: Pen, underwriting: Underwriting) {
  const { occupancy, rateGap } = underwriting.figures;
  heading(pen, "The facility");
  const rights = [PAGE[0] - MARGIN];
  const facts: [string, string][] = [
    ["Units", occupancy.units.toLocaleString("en-CA")],
    ["Rentable square feet", Math.round(occupancy.areaSqFt).toLocaleString("en-CA")],
    ["Physical occupancy by units", percent(occupancy.physicalByUnits)],
    ["Physical occupancy by area", percent(occupancy.physicalByArea)],
    ["Economic occupancy (rent paid over every unit at street rates)", percent(occupancy.economic)],
    ["Occupied units' rent below their street rates, monthly", `${money(rateGap.monthlyGapCents)} (${percent(rateGap.gapShare)})`],
    ["Raising every tenant below street to street, a year", money(rateGap.annualMoveToStreetCents)],
    [
      "Tenants paying more than 10% below street",
      `${rateGap.tenantsFarBelowStreet.toLocaleString("en-CA")} (${percent(rateGap.shareFarBelowStreet)})`,
    ],
  ];
  for (const [label, value] of facts) row(pen, [label, value], rights);
}

const hexColour = (hex: string) =>
  rgb(Number.parseInt(hex.slice(1, 3), 16) / 255, Number.parseInt(hex.slice(3, 5), 16) / 255, Number.parseInt(hex.slice(5, 7), 16) / 255);

function legend(pen: Pen, series: string[]) {
  let x = MARGIN;
  series.forEach((name, index) => {
    pen.page.drawRectangle({ x, y: pen.y - 1, width: 9, height: 9, color: hexColour(SERIES_COLOURS[index % SERIES_COLOURS.length]!) });
    write(pen, name, { x: x + 12, size: 8 });
    x += 12 + pen.font.widthOfTextAtSize(name, 8) + 16;
  });
  advance(pen, 16);
}

/**
 * A percentage chart drawn from the page's chart model (proposalCharts.ts), so the PDF and the page
 * draw the same numbers: one bar per series from zero, its value written after it, on an axis from
 * 0 to 100 % (or the largest value above 100 %).
 */
function barChart(pen: Pen, model: ChartModel) {
  heading(pen, model.title);
  legend(pen, model.series);
  const values = model.categories.flatMap((category) => category.values.flatMap((value) => (value ? [value.high] : [])));
  const top = Math.max(100, ...values);
  const left = MARGIN + 190;
  const width = PAGE[0] - MARGIN - left - 40;
  for (const category of model.categories) {
    if (pen.y - category.values.length * 11 < MARGIN) advance(pen, pen.y);
    write(pen, category.label, { size: 8.5 });
    category.values.forEach((value, index) => {
      if (value) {
        const length = (Math.max(0, value.high) / top) * width;
        pen.page.drawRectangle({
          x: left,
          y: pen.y - 1,
          width: length,
          height: 8,
          color: hexColour(SERIES_COLOURS[index % SERIES_COLOURS.length]!),
        });
        write(pen, value.text, { x: left + length + 4, size: 8 });
      }
      advance(pen, 11);
    });
    advance(pen, 5);
  }
  for (const line of model.caveat ? wrapText(model.caveat, pen.font, 8, PAGE[0] - 2 * MARGIN) : []) {
    write(pen, line, { size: 8, colour: MUTED });
    advance(pen, 11);
  }
}

function comments(pen: Pen, text: string) {
  if (!text.trim()) return;
  heading(pen, "Our comments");
  for (const line of wrapText(text, pen.font, 10, PAGE[0] - 2 * MARGIN)) {
    if (line) write(pen, line);
    advance(pen, 14);
  }
}

function unitMix(pen: Pen, underwriting: Underwriting) {
  heading(pen, "Unit mix");
  const rights = [350, 410, 480, PAGE[0] - MARGIN];
  row(pen, ["Type and size", "Units", "Sq ft", "Share of area", "Street rate"], rights, { bold: true });
  for (const group of underwriting.figures.unitMix)
    row(
      pen,
      [
        `${UNIT_TYPE_LABELS[group.type]} ${group.size}`,
        `${group.units.toLocaleString("en-CA")} (${percent(group.shareOfUnits)})`,
        Math.round(group.areaSqFt).toLocaleString("en-CA"),
        percent(group.shareOfArea),
        money(group.averageStreetRateCents),
      ],
      rights,
    );
}

function noiStatement(pen: Pen, underwriting: Underwriting) {
  const { statement, inputs } = underwriting;
  heading(pen, "Trailing twelve months, normalised");
  const rights = [400, PAGE[0] - MARGIN];
  row(pen, ["Line", "As reported", "Normalised"], rights, { bold: true });
  for (const line of statement.income) row(pen, [line.label, money(line.reportedCents), money(line.normalisedCents)], rights);
  row(pen, ["Effective gross income", money(statement.effectiveGrossIncomeCents), money(statement.effectiveGrossIncomeCents)], rights, {
    bold: true,
  });
  for (const line of statement.expenses) {
    row(pen, [line.label, money(line.reportedCents), money(line.normalisedCents)], rights);
    if (line.note) {
      write(pen, line.note, { size: 8, colour: MUTED, x: MARGIN + 12 });
      advance(pen, 12);
    }
  }
  row(pen, ["Total expenses", money(statement.reportedExpensesCents), money(statement.normalisedExpensesCents)], rights, { bold: true });
  row(pen, ["Net operating income", money(statement.reportedNoiCents), money(statement.normalisedNoiCents)], rights, { bold: true });
  heading(pen, "Three NOIs");
  const basisRights = [330, 450, PAGE[0] - MARGIN];
  row(pen, ["", "Income", "Expenses", "NOI"], basisRights, { bold: true });
  for (const basis of BASES) {
    const noi = underwriting.nois[basis];
    row(pen, [NOI_BASIS_LABELS[basis], money(noi.effectiveGrossIncomeCents), money(noi.expensesCents), money(noi.noiCents)], basisRights);
  }
  const notes = `In place: today's rent roll for a year. Stabilised: every unit at street rates at ${capRate(inputs.targetOccupancyBps).replace(".00", "")} occupancy. Both with the TTM's other income and normalised expenses.`;
  for (const line of wrapText(notes, pen.font, 8, PAGE[0] - 2 * MARGIN)) {
    write(pen, line, { size: 8, colour: MUTED });
    advance(pen, 11);
  }
}

function matrix(pen: Pen, underwriting: Underwriting) {
  const { marketCapRate } = underwriting.inputs;
  heading(pen, "Pricing matrix");
  write(pen, `The market's cap rates: ${capRate(marketCapRate.lowBps)} to ${capRate(marketCapRate.highBps)} (rows in bold).`, {
    size: 9,
    colour: MUTED,
  });
  advance(pen, 16);
  const rights = [190, 275, 360, 450, PAGE[0] - MARGIN];
  row(pen, ["Cap rate", "In place", "Normalised", "Stabilised", "Per unit*", "Per sq ft*"], rights, { bold: true });
  for (const priced of underwriting.matrix) {
    const { inPlace, normalised, stabilised } = priced.values;
    row(
      pen,
      [
        capRate(priced.capRateBps),
        money(inPlace.valueCents),
        money(normalised.valueCents),
        money(stabilised.valueCents),
        money(normalised.perUnitCents),
        perSqFt(normalised.perSqFtCents),
      ],
      rights,
      { bold: priced.inMarketRange },
    );
  }
  write(pen, "* On the normalised NOI.", { size: 8, colour: MUTED });
  advance(pen, 12);
}

export async function opinionOfValuePdf(model: OpinionOfValueDocument): Promise<Uint8Array> {
  const { lowCents, highCents } = model.valueRange;
  if (!Number.isInteger(lowCents) || !Number.isInteger(highCents) || lowCents <= 0 || highCents < lowCents)
    throw new RangeError("The value range needs a low above $0 and a high at least the low.");
  const document = await PDFDocument.create();
  document.setTitle(`Opinion of value: ${model.propertyName}`);
  document.setAuthor(`${model.teamName}, ${model.brokerageName}`);
  document.setCreationDate(new Date(`${model.issuedOn}T12:00:00Z`));
  document.setModificationDate(new Date(`${model.issuedOn}T12:00:00Z`));
  const pen: Pen = {
    document,
    page: document.addPage(PAGE),
    font: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    y: PAGE[1] - MARGIN,
  };
  cover(pen, model);
  keyFigures(pen, model.underwriting);
  comments(pen, model.comments);
  barChart(pen, occupancyChart(model.underwriting.figures));
  barChart(pen, unitMixChart(model.underwriting.figures));
  unitMix(pen, model.underwriting);
  noiStatement(pen, model.underwriting);
  matrix(pen, model.underwriting);
  return document.save();
}
