/**
 * The opinion of value as the owner sees it at the signed link (issue 44, decision 0052): one
 * self-contained HTML document drawn on the server, so a refused link answers its own 4xx status
 * (a Next.js page can only answer 200 or 404) and the page sends no JavaScript. It shows this
 * proposal only: the value range the team chose, the figures, the NOI statement, the pricing
 * matrix and the team's comments, with the brokerage's name and the team's, and the two charts the
 * team's page and the PDF draw (unit mix; occupancy and rate gap) from the same chart models
 * (proposalCharts.ts), as the market charts' SVG (chartSvg.ts) with each chart's numbers as a table.
 */
import { NOI_BASIS_LABELS, type NoiBasisName } from "@agency/calculators";
import { escapeHtml } from "@agency/supabase/notification-email";
import type { ChartModel } from "@/src/components/charts/chartData";
import { chartSvg } from "@/src/components/charts/chartSvg";
import { capRate, money, percent, perSqFt, type OpinionOfValueDocument } from "./opinionOfValuePdf";
import { occupancyChart, unitMixChart } from "./proposalCharts";

const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:0;background:#f8fafc}
main{max-width:52rem;margin:0 auto;padding:2rem 1rem;background:#fff}h1{font-size:1.75rem;margin:.25rem 0}h2{font-size:1.25rem;margin-top:2rem}
.eyebrow{font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#b45309;margin:0}
.range{font-size:1.5rem;font-weight:700}table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
tr.market td{font-weight:600;background:#fffbeb}.note{color:#475569;font-size:.875rem}a{color:#0f172a}
figure{margin:1.5rem 0;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem}figcaption{margin-bottom:1rem}
figcaption strong{display:block;font-size:1.1rem}figcaption span{display:block;font-size:.875rem;color:#334155}
.drawing{overflow-x:auto}.drawing svg{min-width:30rem;height:auto;font-family:inherit}summary{cursor:pointer;font-weight:600;margin-top:.75rem}`;

const BASES: NoiBasisName[] = ["inPlace", "normalised", "stabilised"];
const cell = (text: string, numeric = false) => `<td${numeric ? ' class="n"' : ""}>${escapeHtml(text)}</td>`;

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function opinionOfValueRefusalHtml(heading: string, text: string): string {
  return htmlDocument(
    heading,
    `<main><p class="eyebrow">Opinion of value</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main>`,
  );
}

function keyFigures(model: OpinionOfValueDocument): string {
  const { figures, nois } = model.underwriting;
  const { occupancy, rateGap } = figures;
  const rows: [string, string][] = [
    ["Units", occupancy.units.toLocaleString("en-CA")],
    ["Rentable area", `${Math.round(occupancy.areaSqFt).toLocaleString("en-CA")} sq ft`],
    ["Physical occupancy (units)", percent(occupancy.physicalByUnits)],
    ["Physical occupancy (area)", percent(occupancy.physicalByArea)],
    ["Economic occupancy", percent(occupancy.economic)],
    ["Revenue a move to street rates would add, a year", money(rateGap.annualMoveToStreetCents)],
    ["Tenants more than 10 % below street", percent(rateGap.shareFarBelowStreet)],
    ...BASES.map((basis): [string, string] => [`NOI, ${NOI_BASIS_LABELS[basis].toLowerCase()}`, money(nois[basis].noiCents)]),
  ];
  return `<h2>Key figures</h2><table><tbody>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th>${cell(value, true)}</tr>`).join("")}</tbody></table>`;
}

function statement(model: OpinionOfValueDocument): string {
  const { statement: noi } = model.underwriting;
  const line = (label: string, reported: number, normalised: number, note: string | null) =>
    `<tr><th scope="row">${escapeHtml(label)}</th>${cell(money(reported), true)}${cell(money(normalised), true)}${cell(note ?? "")}</tr>`;
  const rows = [
    ...noi.income.map((item) => line(item.label, item.reportedCents, item.normalisedCents, item.note)),
    ...noi.expenses.map((item) => line(item.label, item.reportedCents, item.normalisedCents, item.note)),
    line("Net operating income", noi.reportedNoiCents, noi.normalisedNoiCents, null),
  ];
  return `<h2>Trailing twelve months, normalised</h2><table><thead><tr><th>Line</th><th class="n">Reported</th><th class="n">Normalised</th><th>Why</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** A chart as the market pages draw it: caption, the SVG (one image, named by its title and description) and its numbers. */
function chart(model: ChartModel): string {
  const head = `<tr><th scope="col">${escapeHtml(model.categoryHeading || "Item")}</th>${model.series.map((name) => `<th scope="col" class="n">${escapeHtml(name)}</th>`).join("")}</tr>`;
  const rows = model.categories.map(
    (category) =>
      `<tr><th scope="row">${escapeHtml(category.label)}</th>${category.values.map((value) => cell(value?.text ?? "No figure", true)).join("")}</tr>`,
  );
  return (
    `<figure data-chart="${escapeHtml(model.kind)}"><figcaption><strong>${escapeHtml(model.title)}</strong><span>${escapeHtml(model.description)}</span>` +
    (model.caveat ? `<span>${escapeHtml(model.caveat)}</span>` : "") +
    `</figcaption><div class="drawing" tabindex="0" role="region" aria-label="${escapeHtml(`${model.title} (chart)`)}">${chartSvg(model)}</div>` +
    `<details><summary>Show the numbers</summary><table><caption class="note">${escapeHtml(`${model.title}: the numbers (${model.unit})`)}</caption><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></details></figure>`
  );
}

function charts(model: OpinionOfValueDocument): string {
  const { figures } = model.underwriting;
  return `<h2>Unit mix and occupancy</h2>${chart(unitMixChart(figures))}${chart(occupancyChart(figures))}`;
}

function matrix(model: OpinionOfValueDocument): string {
  const head = `<tr><th>Cap rate</th>${BASES.map((basis) => `<th class="n">${escapeHtml(NOI_BASIS_LABELS[basis])}</th>`).join("")}<th class="n">Per unit*</th><th class="n">Per sq ft*</th></tr>`;
  const rows = model.underwriting.matrix.map(
    (row) =>
      `<tr${row.inMarketRange ? ' class="market"' : ""}>${cell(capRate(row.capRateBps))}${BASES.map((basis) => cell(money(row.values[basis].valueCents), true)).join("")}${cell(money(row.values.normalised.perUnitCents), true)}${cell(perSqFt(row.values.normalised.perSqFtCents), true)}</tr>`,
  );
  return `<h2>Pricing matrix</h2><table><thead>${head}</thead><tbody>${rows.join("")}</tbody></table><p class="note">* On the normalised NOI. Highlighted: the market's cap-rate range.</p>`;
}

export function opinionOfValueHtml(model: OpinionOfValueDocument, pdfHref: string, expiresOn: string): string {
  const { lowCents, highCents } = model.valueRange;
  const comments = model.comments
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join("");
  const body =
    `<main><p class="eyebrow">Opinion of value</p><h1>${escapeHtml(model.propertyName)}</h1>` +
    `<p>Prepared by ${escapeHtml(model.teamName)}, ${escapeHtml(model.brokerageName)}, on ${escapeHtml(model.issuedOn)}.</p>` +
    `<h2>Our opinion of value</h2><p class="range">${escapeHtml(money(lowCents))} to ${escapeHtml(money(highCents))}</p>` +
    (comments ? `<h2>Our comments</h2>${comments}` : "") +
    keyFigures(model) +
    charts(model) +
    statement(model) +
    matrix(model) +
    `<p><a href="${escapeHtml(pdfHref)}">Download this opinion of value as a PDF</a></p>` +
    `<p class="note">This private link works until ${escapeHtml(expiresOn)}. It is meant for you alone: please do not forward it.</p></main>`;
  return htmlDocument(`Opinion of value: ${model.propertyName}`, body);
}
