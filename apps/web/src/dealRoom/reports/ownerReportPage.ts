/**
 * The owner's report as a page (issue 36, decision 0051): one self-contained HTML document, drawn
 * on the server as a string by the route that checks the link, so a refused link answers its own
 * 4xx status (a Next.js page can only answer 200 or 404) and the page sends no JavaScript at all.
 * The chart is SVG from the traffic report's views chart (viewsChart, as the operator's views-per-day
 * chart and the market charts: decision 0024), every number it draws also in the table.
 */
import { OWNER_REPORT_PATH } from "@agency/paths";
import { escapeHtml, formatTorontoTime } from "@agency/supabase/notification-email";
import { shortDay, VIEWS_CHART, viewsChart } from "@/src/analytics/report";
import type { OwnerReportModel } from "./ownerReportModel";
import { funnelNotes } from "./ownerReport";
import { questionsSectionHtml } from "@/src/dealRoom/questions/questionReport";
import { dueDiligenceLines } from "@/src/dealRoom/dueDiligence/dueDiligenceCounts";
import { roundsSectionHtml } from "@/src/dealRoom/rounds/roundReport";

/** Due-diligence requests and approvals, counts only (issue 46); nothing while no buyer asked. */
function dueDiligenceSection(model: OwnerReportModel): string {
  const lines = dueDiligenceLines(model.dueDiligence);
  return lines.length === 0
    ? ""
    : `<h2>Due diligence</h2><ul data-due-diligence>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
}

const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:0;background:#f8fafc}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem;background:#fff}h1{font-size:1.75rem;margin:.25rem 0}h2{font-size:1.25rem;margin-top:2rem}
.eyebrow{font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#b45309;margin:0}
table{border-collapse:collapse;width:100%;font-size:.95rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}.note{color:#475569;font-size:.875rem}svg{width:100%;height:auto}
a{color:#0f172a}`;

const number = (value: number) => value.toLocaleString("en-CA");
/** The page views per week as SVG: bars from zero, the y axis's ticks, a label every other week. */
export function weeklyViewsSvg(model: OwnerReportModel): string {
  const { width, height, left, top, plotWidth, bar: barColour, muted, grid: gridColour } = VIEWS_CHART;
  const series = model.weeks.map((week) => ({ day: week.week, views: week.pageViews }));
  const { bars, grid, labels } = viewsChart(series, 2);
  const total = series.reduce((sum, week) => sum + week.views, 0);
  const first = series[0]?.day ?? "";
  const lines = grid
    .map(
      ({ tick, y }) =>
        `<line x1="0" x2="${plotWidth}" y1="${y}" y2="${y}" stroke="${tick === 0 ? muted : gridColour}" stroke-width="1"/><text x="-6" y="${y}" text-anchor="end" dominant-baseline="middle" font-size="11" fill="${muted}">${number(tick)}</text>`,
    )
    .join("");
  const rects = bars
    .map(
      (bar) =>
        `<rect data-week="${bar.day}" data-views="${bar.views}" x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" fill="${barColour}"/>`,
    )
    .join("");
  const texts = labels
    .map((label) => `<text x="${label.x}" y="${label.y}" text-anchor="middle" font-size="11" fill="${muted}">${label.text}</text>`)
    .join("");
  const description = `${number(total)} listing page views in the ${series.length} weeks from the week of ${shortDay(first)}.`;
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="weekly-views-title weekly-views-desc"><title id="weekly-views-title">Listing page views per week</title><desc id="weekly-views-desc">${escapeHtml(description)}</desc><g transform="translate(${left},${top})">${lines}${rects}${texts}</g></svg>`;
}

function funnelTable(model: OwnerReportModel): string {
  const rows = model.steps
    .map(
      (step) =>
        `<tr><th scope="row">${escapeHtml(step.label)}</th><td class="n">${number(step.count)}</td><td class="n">${step.conversion ?? ""}</td></tr>`,
    )
    .join("");
  const notes = funnelNotes(model.steps);
  const extra =
    notes.length === 0 ? "" : `<ul class="note" data-funnel-notes>${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join("")}</ul>`;
  return `<table aria-label="Funnel" data-funnel><thead><tr><th scope="col">Step</th><th scope="col" class="n">Count</th><th scope="col" class="n">From the step before</th></tr></thead><tbody>${rows}</tbody></table>${extra}`;
}

function weeksTable(model: OwnerReportModel): string {
  const rows = [...model.weeks]
    .reverse()
    .map(
      (week) =>
        `<tr><th scope="row">Week of ${shortDay(week.week)}</th><td class="n">${number(week.pageViews)}</td><td class="n">${number(week.signed)}</td><td class="n">${number(week.downloads)}</td><td class="n">${number(week.offers)}</td><td class="n">${number(week.revisions)}</td></tr>`,
    )
    .join("");
  return `<table aria-label="Activity per week" data-weeks><thead><tr><th scope="col">Week (Monday to Sunday)</th><th scope="col" class="n">Page views</th><th scope="col" class="n">Agreements signed</th><th scope="col" class="n">Documents downloaded</th><th scope="col" class="n">Buyers' offers</th><th scope="col" class="n">Revisions</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function buyersSection(model: OwnerReportModel): string {
  if (!model.buyers) return "";
  const items = model.buyers
    .map(
      (buyer) =>
        `<li>${escapeHtml(buyer.name)}${buyer.company ? `, ${escapeHtml(buyer.company)}` : ""}${buyer.offered ? " (made an offer)" : ""}</li>`,
    )
    .join("");
  return `<h2>Parties who signed the confidentiality agreement</h2>${model.buyers.length === 0 ? "<p>Nobody has signed yet.</p>" : `<ul data-buyers>${items}</ul>`}`;
}

/** The report's whole page; `token` makes the PDF link (the same signed link, below pdf/). */
export function ownerReportHtml(model: OwnerReportModel, token: string, expiresAt: Date): string {
  const market =
    model.weeksOnMarket === null
      ? ""
      : `<p data-weeks-on-market>${number(model.weeksOnMarket)} ${model.weeksOnMarket === 1 ? "week" : "weeks"} on the market (listed ${escapeHtml(model.listedAt ?? "")}).</p>`;
  const pdf = `${OWNER_REPORT_PATH}pdf/?t=${encodeURIComponent(token)}`;
  const body = `<main><p class="eyebrow">Owner's report</p><h1>${escapeHtml(model.title)}</h1>
<p class="note">As of ${escapeHtml(formatTorontoTime(model.generatedAt))}. Counts only: page views are counted without cookies, and bots are left out.</p>${market}
<p><a href="${escapeHtml(pdf)}">Download this report as a PDF</a></p>
<h2>From page view to offer</h2>${funnelTable(model)}
${roundsSectionHtml(model.rounds, model.generatedAt)}
${dueDiligenceSection(model)}
<h2>Listing page views per week</h2><figure>${weeklyViewsSvg(model)}</figure>
<h2>Activity per week</h2>${weeksTable(model)}${questionsSectionHtml(model.questions)}${buyersSection(model)}
<p class="note">This link is private to you and works until ${escapeHtml(formatTorontoTime(expiresAt))}. Please do not forward it.</p></main>`;
  return htmlDocument(`Owner's report: ${model.title}`, body);
}

/** The page of a refused link: the reason and what to do, under its own 4xx status. */
export function ownerReportRefusalHtml(heading: string, text: string): string {
  return htmlDocument(
    heading,
    `<main><p class="eyebrow">Owner's report</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main>`,
  );
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}
