/**
 * The team's Monday e-mail of a listing's owner's report (issue 36, decision 0051): the report's
 * link (counts only, no names, valid OWNER_REPORT_DAYS days: the team may forward it to the owner)
 * and a summary, the funnel's counts and the week that has just ended. Counts only: the people
 * behind them are on the operator page.
 */
import { escapeHtml, htmlText } from "@agency/supabase/notification-email";
import type { MailParts } from "./mail";
import { OWNER_REPORT_DAYS } from "./ownerReport";
import type { OwnerReportModel } from "./ownerReportModel";
import { shortWeek } from "./ownerReportPage";

const number = (value: number) => value.toLocaleString("en-CA");

export function buildWeeklyReportEmail(options: {
  model: OwnerReportModel;
  isoWeek: string;
  link: string;
  operatorUrl: string;
}): MailParts {
  const { model, isoWeek, link, operatorUrl } = options;
  // The weeks end with the one that began this Monday; the one before it is the week just ended.
  const lastWeek = model.weeks.at(-2);
  const summary = [
    ...(model.weeksOnMarket === null ? [] : [`Weeks on the market: ${number(model.weeksOnMarket)}`]),
    ...model.steps.map(
      (step) => `${step.label}: ${number(step.count)}${step.conversion ? ` (${step.conversion} of the step before)` : ""}`,
    ),
  ];
  const week = lastWeek
    ? [
        `Week of ${shortWeek(lastWeek.week)}: ${number(lastWeek.pageViews)} page views, ${number(lastWeek.signed)} agreements signed, ` +
          `${number(lastWeek.downloads)} documents downloaded, ${number(lastWeek.offers)} offers received.`,
      ]
    : [];
  const intro = `The owner's report of ${model.title} for ${isoWeek}. The link shows counts only (no buyers' names) and works for ${OWNER_REPORT_DAYS} days: forward it to the owner as it is.`;
  return {
    subject: `Owner's report, ${isoWeek}: ${model.title}`,
    text: [intro, link, "", ...summary, "", ...week, "", `Buyers, offers and the weekly e-mail's switch: ${operatorUrl}`].join("\n"),
    html:
      `<p>${htmlText(intro)}</p>\n<p><a href="${escapeHtml(link)}">Open the owner's report</a></p>\n` +
      `<ul>${summary.map((line) => `<li>${htmlText(line)}</li>`).join("")}</ul>\n` +
      week.map((line) => `<p>${htmlText(line)}</p>`).join("") +
      `\n<p><a href="${escapeHtml(operatorUrl)}">Buyers, offers and the weekly e-mail's switch</a></p>`,
  };
}
