/**
 * The team's Monday e-mail of a listing's owner's report (issue 36, decision 0051): the report's
 * link (counts only, no names, valid OWNER_REPORT_DAYS days: the team may forward it to the owner)
 * and a summary, the funnel's counts and the week that has just ended. Counts only: the people
 * behind them are on the operator page.
 */
import { escapeHtml, htmlText } from "@agency/supabase/notification-email";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "@/src/leads/notifier";
import { funnelNotes, OWNER_REPORT_DAYS, ownerReportExpiry, ownerReportUrl, weeklyReportDue } from "@/src/dealRoom/reports/ownerReport";
import { loadOwnerReport, type OwnerReportModel, type ReportListing } from "@/src/dealRoom/reports/ownerReportModel";
import { dueDiligenceLines } from "@/src/dealRoom/dueDiligence/dueDiligenceCounts";
import { shortDay } from "@/src/analytics/report";
import type { DueWeeklyReport } from "@/src/dealRoom/reports/reportStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { withSignature } from "@/src/advertising/signature";
import { questionCountLines } from "@/src/dealRoom/questions/questionReport";
import { roundWeekLines } from "@/src/dealRoom/rounds/roundReport";

const number = (value: number) => value.toLocaleString("en-CA");
const counted = (value: number, one: string, many: string) => `${number(value)} ${value === 1 ? one : many}`;

export function buildWeeklyReportEmail(options: {
  model: OwnerReportModel;
  isoWeek: string;
  link: string;
  operatorUrl: string;
  /** The registrant, the team of the brokerage, its address (decision 0053): the team may forward it to the owner. */
  signature: readonly string[];
}): {
  subject: string;
  text: string;
  html: string;
} {
  const { model, isoWeek, link, operatorUrl } = options;
  // The weeks end with the one that began this Monday; the one before it is the week just ended.
  const lastWeek = model.weeks.at(-2);
  const summary = [
    ...(model.weeksOnMarket === null ? [] : [`Weeks on the market: ${number(model.weeksOnMarket)}`]),
    ...model.steps.map(
      (step) =>
        `${step.label}: ${number(step.count)}${step.conversion && step.conversion !== "–" ? ` (${step.conversion} of the step before)` : ""}`,
    ),
    ...funnelNotes(model.steps),
    ...(model.questions ? questionCountLines(model.questions) : []),
    ...dueDiligenceLines(model.dueDiligence),
  ];
  const week = lastWeek
    ? [
        `Week of ${shortDay(lastWeek.week)}: ${number(lastWeek.pageViews)} page views, ${number(lastWeek.signed)} agreements signed, ` +
          `${number(lastWeek.downloads)} documents downloaded, ${counted(lastWeek.offers, "buyer's offer", "buyers' offers")} and ${counted(lastWeek.revisions, "revision", "revisions")} received.`,
        // At most one line per offer round opened or ended that week (issue 46).
        ...roundWeekLines(model.rounds, lastWeek.week),
      ]
    : [];
  const intro = `The owner's report of ${model.title} for ${isoWeek}. The link shows counts only (no buyers' names) and works for ${OWNER_REPORT_DAYS} days: forward it to the owner as it is.`;
  return withSignature(
    {
      subject: `Owner's report, ${isoWeek}: ${model.title}`,
      text: [intro, link, "", ...summary, "", ...week, "", `Buyers, offers and the weekly e-mail's switch: ${operatorUrl}`].join("\n"),
      html:
        `<p>${htmlText(intro)}</p>\n<p><a href="${escapeHtml(link)}">Open the owner's report</a></p>\n` +
        `<ul>${summary.map((line) => `<li>${htmlText(line)}</li>`).join("")}</ul>\n` +
        week.map((line) => `<p>${htmlText(line)}</p>`).join("") +
        `\n<p><a href="${escapeHtml(operatorUrl)}">Buyers, offers and the weekly e-mail's switch</a></p>`,
    },
    options.signature,
  );
}

/** What the deal room's mailer hands the weekly reports (mail.ts's options, its sender and clock). */
interface WeeklyReportOptions {
  siteUrl: string;
  secret: () => Promise<Buffer>;
  team: () => Promise<{ email: string; notifyTo: string[]; signature: readonly string[] }>;
  reportListings?: () => Promise<ReportListing[]>;
  send: (body: Record<string, unknown>) => Promise<void>;
  now: () => Date;
}

/**
 * The two steps of the Monday e-mail in each round of the deal room's mailer: queue the week's rows
 * (once per listing and ISO week in the database; this process asks once a week), and deliver a
 * claimed row. A listing no longer in a deal room cancels its report (not a failure: no alert).
 */
export function createWeeklyReports(options: WeeklyReportOptions) {
  const { now } = options;
  let queuedWeek: string | null = null;
  return {
    async queue(store: DealRoomStore): Promise<void> {
      const at = now();
      const week = weeklyReportDue(at);
      if (!week || week === queuedWeek || !options.reportListings) return;
      const listings = await options.reportListings();
      await store.queueWeeklyReports(
        listings.map((listing) => listing.slug),
        week,
        at,
      );
      queuedWeek = week;
    },

    async deliver(store: DealRoomStore, due: DueWeeklyReport): Promise<boolean> {
      try {
        const listing = (await options.reportListings?.())?.find((candidate) => candidate.slug === due.listing);
        if (!listing) {
          await store.cancelWeeklyReport(due.id, "The listing no longer has a deal room (sold or no longer confidential)", now());
          return false;
        }
        const [team, model] = await Promise.all([options.team(), loadOwnerReport(store, listing, { includeNames: false, now: now() })]);
        // Recorded like every report link (decision 0027, "Withdrawable links"): listed on the operator page, withdrawable.
        const at = now();
        const recorded = await store.createOwnerReportLink(
          {
            listing: listing.slug,
            createdBy: `the Monday e-mail to the team (${due.isoWeek})`,
            includeNames: false,
            expiresAt: ownerReportExpiry(at, OWNER_REPORT_DAYS),
          },
          at,
        );
        const link = ownerReportUrl(options.siteUrl, { id: recorded.id, expiresAt: new Date(recorded.expiresAt) }, await options.secret());
        const operatorUrl = new URL(`/diagnostics#owner-report-${listing.slug}`, options.siteUrl).toString();
        const email = buildWeeklyReportEmail({ model, isoWeek: due.isoWeek, link, operatorUrl, signature: team.signature });
        await options.send({ to: team.notifyTo, replyTo: team.email, ...email });
        await store.markWeeklyReportSent(due.id, now());
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.markWeeklyReportFailed(due.id, message, new Date(now().getTime() + retryDelayMs(due.attempts)), MAX_NOTIFY_ATTEMPTS);
        return false;
      }
    },
  };
}
