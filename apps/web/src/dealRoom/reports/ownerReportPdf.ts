/**
 * The owner's report as a PDF (issue 36, decision 0051), drawn with pdf-lib (already the
 * watermark's library, decision 0028) in PDF's standard Helvetica: the same model as the page,
 * the same funnel, the same weekly bars (dayBars' layout, turned the right way up for PDF's
 * y axis), the same table. Letter size; a second page only when the buyers' names need it.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { dayBars } from "@/src/analytics/report";
import type { OwnerReportModel } from "./ownerReportModel";
import { funnelNotes } from "./ownerReport";
import { questionCountLines } from "@/src/dealRoom/questions/questionReport";
import { dueDiligenceLines } from "@/src/dealRoom/dueDiligence/dueDiligenceCounts";
import { roundLines } from "@/src/dealRoom/rounds/roundReport";
import { shortDay } from "@/src/analytics/report";
import { drawable } from "@/src/dealRoom/documents/watermark";

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const GRID = rgb(0.8, 0.84, 0.88);
const BAR = rgb(0.71, 0.33, 0.04); // #b45309, the page's and market charts' first series

const number = (value: number) => value.toLocaleString("en-CA");

interface Pen {
  document: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

function write(
  pen: Pen,
  text: string,
  options: { size?: number; x?: number; bold?: boolean; colour?: ReturnType<typeof rgb>; right?: boolean } = {},
) {
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

function row(pen: Pen, cells: string[], columns: number[], bold = false) {
  cells.forEach((cell, index) => {
    const right = index > 0;
    write(pen, cell, { x: right ? (columns[index] ?? 0) : MARGIN, right, bold, size: 9.5 });
  });
  advance(pen, 15);
}

/** A muted note, wrapped at the page's width. */
function paragraph(pen: Pen, text: string) {
  const size = 8.5;
  const width = PAGE[0] - 2 * MARGIN;
  let line = "";
  for (const word of drawable(text, pen.font).split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && pen.font.widthOfTextAtSize(next, size) > width) {
      write(pen, line, { size, colour: MUTED });
      advance(pen, 12);
      line = word;
    } else line = next;
  }
  if (line) {
    write(pen, line, { size, colour: MUTED });
    advance(pen, 12);
  }
}

function chart(pen: Pen, model: OwnerReportModel) {
  const width = PAGE[0] - 2 * MARGIN - 36;
  const height = 130;
  const series = model.weeks.map((week) => ({ day: week.week, views: week.pageViews }));
  const { bars, top, ticks } = dayBars(series, width, height);
  const left = MARGIN + 36;
  const bottom = pen.y - height;
  for (const tick of ticks) {
    const y = bottom + (tick / top) * height;
    pen.page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.5, color: tick === 0 ? MUTED : GRID });
    const label = number(tick);
    pen.page.drawText(label, { x: left - 4 - pen.font.widthOfTextAtSize(label, 8), y: y - 3, size: 8, font: pen.font, color: MUTED });
  }
  bars.forEach((bar, index) => {
    // dayBars measures y downwards from the top of the plot; PDF's y grows upwards from the bottom.
    if (bar.height > 0) pen.page.drawRectangle({ x: left + bar.x, y: bottom, width: bar.width, height: bar.height, color: BAR });
    if (index % 2 === 0 || index === bars.length - 1) {
      const label = shortDay(bar.day);
      pen.page.drawText(label, {
        x: left + bar.x + bar.width / 2 - pen.font.widthOfTextAtSize(label, 7.5) / 2,
        y: bottom - 12,
        size: 7.5,
        font: pen.font,
        color: MUTED,
      });
    }
  });
  advance(pen, height + 30);
}

/** Offers per round (issue 46): nothing while the listing has no best-and-final round. */
function roundsSection(pen: Pen, model: OwnerReportModel) {
  const lines = roundLines(model.rounds, model.generatedAt);
  if (lines.length === 0) return;
  advance(pen, 14);
  write(pen, "Offers per round", { size: 13, bold: true });
  advance(pen, 4);
  for (const line of lines) paragraph(pen, line);
}

/** The report as a PDF; `advertiser` (decision 0053: the registrant, the team of the brokerage, its address) heads it. */
export async function ownerReportPdf(model: OwnerReportModel, advertiser: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Owner's report: ${model.title}`);
  document.setCreationDate(model.generatedAt);
  const pen: Pen = {
    document,
    page: document.addPage(PAGE),
    font: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    y: PAGE[1] - MARGIN,
  };
  write(pen, "OWNER'S REPORT", { size: 9, bold: true, colour: BAR });
  advance(pen, 24);
  write(pen, model.title, { size: 20, bold: true });
  advance(pen, 20);
  write(pen, `As of ${formatTorontoTime(model.generatedAt)}. Counts only: no cookies, bots left out.`, { size: 9, colour: MUTED });
  advance(pen, 12);
  write(pen, advertiser, { size: 8, colour: MUTED });
  advance(pen, 14);
  if (model.weeksOnMarket !== null) {
    write(
      pen,
      `${number(model.weeksOnMarket)} ${model.weeksOnMarket === 1 ? "week" : "weeks"} on the market (listed ${model.listedAt ?? ""}).`,
    );
    advance(pen, 14);
  }
  advance(pen, 12);
  write(pen, "From page view to offer", { size: 13, bold: true });
  advance(pen, 18);
  const funnelColumns = [MARGIN, MARGIN + 330, PAGE[0] - MARGIN];
  row(pen, ["Step", "Count", "From the step before"], funnelColumns, true);
  for (const step of model.steps) row(pen, [step.label, number(step.count), step.conversion ?? ""], funnelColumns);
  for (const note of funnelNotes(model.steps)) paragraph(pen, note);
  for (const line of dueDiligenceLines(model.dueDiligence)) paragraph(pen, line);
  roundsSection(pen, model);
  advance(pen, 14);
  write(pen, "Listing page views per week", { size: 13, bold: true });
  advance(pen, 12);
  chart(pen, model);
  write(pen, "Activity per week", { size: 13, bold: true });
  advance(pen, 18);
  const weekColumns = [MARGIN, MARGIN + 200, MARGIN + 260, MARGIN + 330, MARGIN + 420, PAGE[0] - MARGIN];
  row(pen, ["Week (Monday to Sunday)", "Page views", "Signed", "Downloads", "Buyers' offers", "Revisions"], weekColumns, true);
  for (const week of [...model.weeks].reverse()) {
    row(
      pen,
      [
        `Week of ${shortDay(week.week)}`,
        number(week.pageViews),
        number(week.signed),
        number(week.downloads),
        number(week.offers),
        number(week.revisions),
      ],
      weekColumns,
    );
  }
  if (model.questions) {
    advance(pen, 14);
    write(pen, "Buyers' questions", { size: 13, bold: true });
    advance(pen, 4);
    for (const line of questionCountLines(model.questions)) paragraph(pen, line);
  }
  if (model.buyers) {
    advance(pen, 14);
    write(pen, "Parties who signed the confidentiality agreement", { size: 13, bold: true });
    advance(pen, 18);
    if (model.buyers.length === 0) row(pen, ["Nobody has signed yet."], [MARGIN]);
    for (const buyer of model.buyers) {
      row(pen, [`${buyer.name}${buyer.company ? `, ${buyer.company}` : ""}${buyer.offered ? " (made an offer)" : ""}`], [MARGIN]);
    }
  }
  return document.save();
}
