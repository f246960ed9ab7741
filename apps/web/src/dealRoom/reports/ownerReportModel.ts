/**
 * What the owner's report says (issue 36, decision 0051), read from the deal room's store once and
 * then drawn three ways: the page at its signed link, the PDF and the Monday e-mail's summary. The
 * funnel is the operator page's, from the same SQL function, so both show the same counts. Buyers
 * are named only when the team ticked it for this report, and then by name and company only.
 */
import { listingPath } from "@agency/paths";
import { torontoDay } from "@/src/analytics/rules";
import { firstReportWeek, funnelSteps, reportWeeks, weeksOnMarket, type FunnelStep } from "./ownerReport";
import type { ListingFunnelCounts, ListingWeek, ReportBuyer } from "./reportStore";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { loadQuestionCounts } from "@/src/dealRoom/questions/questionReport";
import type { QuestionCounts } from "@/src/dealRoom/questions/questionStore";
import { loadDueDiligenceCounts, type DueDiligenceCounts } from "@/src/dealRoom/dueDiligence/dueDiligenceCounts";
import { loadReportRounds, type ReportRoundCounts } from "@/src/dealRoom/rounds/roundReport";

export type { ReportBuyer } from "./reportStore";

export interface OwnerReportModel {
  slug: string;
  title: string;
  generatedAt: Date;
  listedAt: string | null;
  weeksOnMarket: number | null;
  counts: ListingFunnelCounts;
  steps: FunnelStep[];
  /** The last REPORT_WEEKS ISO weeks, oldest first, zeros included. */
  weeks: ListingWeek[];
  /** Null unless the team ticked "include buyers' names" for this report. */
  buyers: ReportBuyer[] | null;
  /** The buyers' questions, counts only (issue 46, questions/questionReport.ts); absent where not read. */
  questions?: QuestionCounts | null;
  /** Due-diligence requests and approvals in force, counts only (issue 46, dueDiligence/dueDiligenceCounts.ts). */
  dueDiligence?: DueDiligenceCounts;
  /** Every round, round 1 (the call for offers) first, counts only (issue 46, rounds/roundReport.ts); absent where not read. */
  rounds?: ReportRoundCounts[];
}

export interface ReportListing {
  slug: string;
  title: string;
  /** The Studio's `listedAt` (YYYY-MM-DD), when the listing has one. */
  listedAt: string | null;
  /** The Studio's call-for-offers date (round 1's deadline: the report's rounds, and competingOffers/countMail.ts closes it), when set. */
  callForOffersAt?: string | null;
}

type ReportStore = Pick<
  DealRoomStore,
  "funnel" | "weeklyActivity" | "reportBuyers" | "questionCounts" | "dueDiligenceCounts" | "reportRounds"
>;

export async function loadOwnerReport(
  store: ReportStore,
  listing: ReportListing,
  options: { includeNames: boolean; now: Date },
): Promise<OwnerReportModel> {
  const today = torontoDay(options.now);
  const path = listingPath(listing.slug);
  const [counts, weekRows, buyers, questions, dueDiligence, rounds] = await Promise.all([
    store.funnel(listing.slug, path),
    store.weeklyActivity(listing.slug, path, firstReportWeek(today)),
    options.includeNames ? store.reportBuyers(listing.slug) : Promise.resolve(null),
    loadQuestionCounts(store, listing.slug, options.now),
    loadDueDiligenceCounts(store, listing.slug, options.now),
    loadReportRounds(store, listing.slug, listing.callForOffersAt),
  ]);
  return {
    slug: listing.slug,
    title: listing.title,
    generatedAt: options.now,
    listedAt: listing.listedAt,
    weeksOnMarket: weeksOnMarket(listing.listedAt, today),
    counts,
    steps: funnelSteps(counts),
    weeks: reportWeeks(weekRows, today),
    buyers,
    questions,
    dueDiligence,
    rounds,
  };
}
