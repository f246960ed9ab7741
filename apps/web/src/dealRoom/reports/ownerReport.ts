/**
 * The owner's report of a listing (issue 36, decision 0051), the rules without I/O: its signed
 * link (the id of its recorded row, until when; issue 41), the funnel's steps with
 * their conversions, the ISO weeks the report and the Monday e-mail are counted in, and the weeks
 * on market. Table-tested in ownerReport.test.ts; the page, the PDF and the e-mail all read these.
 */
import { OWNER_REPORT_PATH } from "@agency/paths";
import { conversionRate, torontoDay } from "@/src/analytics/rules";
import type { LinkSecrets } from "@/src/security/signedLink";
import { checkRecordedLink, recordedLinkToken, type CheckedRecordedLink, type RecordedLinkRefusal } from "@/src/security/recordedLink";
import type { ListingFunnelCounts, ListingWeek } from "./reportStore";

export const OWNER_REPORT_PURPOSE = "owner-report";
/** The longest a report link works (decision 0051): a month of Monday reports, then the team sends a new one. */
export const OWNER_REPORT_DAYS = 30;
/** The lives the operator page offers for a link, the longest first (the default). */
export const OWNER_REPORT_LINK_DAYS = [30, 14, 7] as const;
/** The most weeks the report's chart and table show, newest last. */
export const REPORT_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OwnerReportGrant {
  listing: string;
  /** The team ticked "include buyers' names" for this report: names and companies only. */
  includeNames: boolean;
}

/**
 * A recorded link (decision 0027, "Withdrawable links"): the token carries its id only, so the
 * page and the PDF read the row on every request and a withdrawn link stops at once.
 */
export interface RecordedReportLink {
  id: string;
  expiresAt: Date;
}

export function ownerReportToken(link: RecordedReportLink, secret: Buffer): string {
  return recordedLinkToken(OWNER_REPORT_PURPOSE, link, secret);
}

/** The absolute link the team copies or e-mails to the owner. */
export function ownerReportUrl(siteUrl: string, link: RecordedReportLink, secret: Buffer): string {
  const url = new URL(OWNER_REPORT_PATH, siteUrl);
  url.searchParams.set("t", ownerReportToken(link, secret));
  return url.toString();
}

/** When a link made at `createdAt` for `days` stops: never more than OWNER_REPORT_DAYS. */
export function ownerReportExpiry(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + Math.min(Math.max(Math.trunc(days), 1), OWNER_REPORT_DAYS) * DAY_MS);
}

export type OwnerReportRefusal = RecordedLinkRefusal;

export type OwnerReportLink = CheckedRecordedLink;

/** Whether this server signed the link, which recorded link it names, and that it has not expired (the row is checked by the caller). */
export function checkOwnerReportLink(token: string | null | undefined, secrets: Buffer | LinkSecrets, now: Date): OwnerReportLink {
  return checkRecordedLink(OWNER_REPORT_PURPOSE, token, secrets, now);
}

/** The refusal page of each reason: its status (4xx, never 5xx), what happened and what to do. */
export const OWNER_REPORT_REFUSALS: Record<OwnerReportRefusal | "no-listing", { status: number; heading: string; text: string }> = {
  missing: {
    status: 400,
    heading: "Open the report from your link",
    text: "The owner's report opens from the personal link the team sent you. Open that link again, or ask the team for one.",
  },
  malformed: {
    status: 400,
    heading: "This link is incomplete",
    text: "The address was cut short or changed on its way to you. Open the link again exactly as it arrived, or ask the team for a new one.",
  },
  forged: {
    status: 403,
    heading: "This report link is not valid",
    text: "It was not issued by this site, or part of it was changed. Open the link exactly as it arrived, or ask the team for a new one.",
  },
  expired: {
    status: 410,
    heading: "This report link has expired",
    text: `Report links work for ${OWNER_REPORT_DAYS} days at most. Ask the team for a new link to see the latest figures.`,
  },
  withdrawn: {
    status: 404,
    heading: "This report link was withdrawn",
    text: "The team withdrew this link. Ask the team for a new one if you should still see the report.",
  },
  unknown: {
    status: 404,
    heading: "This report link is not known",
    text: "The site keeps no record of this link. Ask the team for a new one.",
  },
  "no-listing": {
    status: 404,
    heading: "This listing has no report",
    text: "The listing is no longer on the market or no longer has a deal room. Ask the team for the final figures.",
  },
};

export interface FunnelStep {
  label: string;
  count: number;
  /**
   * From the previous step, as the traffic report writes rates ("–" without a previous count, or
   * when this step counts more than the one before: never a rate above 100 %); null for the first
   * step and for a count shown apart.
   */
  conversion: string | null;
  /** Why this step counts more than the one before, said in words; null otherwise. */
  note: string | null;
}

/**
 * Where a step's extra comes from when it counts more than the step before (issue 46): each step
 * can also be reached without the one before it.
 */
const EXTRA: Record<string, string> = {
  "Agreement pages opened": "agreement pages opened from a link e-mailed or shared directly, without viewing the listing page",
  "Agreements signed": "agreements signed by several people from one device on one day (an opening is counted once per device a day)",
  "Buyers who made an offer": "buyers who made an offer without downloading a document",
};

export const REVISIONS_LABEL = "Revisions of those offers (shown apart, not counted as buyers)";

/**
 * The funnel in its order, each step with its conversion from the one before, never above 100 %:
 * a step that counts more says where the extra came from. Then the buyers' revisions, apart.
 */
export function funnelSteps(counts: ListingFunnelCounts): FunnelStep[] {
  const steps: [string, number][] = [
    ["Listing page views", counts.pageViews],
    ["Agreement pages opened", counts.agreementsOpened],
    ["Agreements signed", counts.signed],
    ["Signers confirmed (link opened)", counts.confirmed],
    ["Signers who downloaded", counts.downloaded],
    ["Buyers who made an offer", counts.offered],
  ];
  const funnel = steps.map(([label, count], index): FunnelStep => {
    if (index === 0) return { label, count, conversion: null, note: null };
    const before = steps[index - 1]?.[1] ?? 0;
    if (count <= before) return { label, count, conversion: conversionRate(count, before), note: null };
    const extra = count - before;
    const reason = EXTRA[label] ?? "reached without the step before";
    return { label, count, conversion: "–", note: `${label}: ${extra.toLocaleString("en-CA")} more than the step before: ${reason}.` };
  });
  return [...funnel, { label: REVISIONS_LABEL, count: counts.revisions, conversion: null, note: null }];
}

/** The steps' notes, in order: what the tables say below the funnel. */
export function funnelNotes(steps: readonly FunnelStep[]): string[] {
  return steps.flatMap((step) => (step.note ? [step.note] : []));
}

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday of the ISO week a day (YYYY-MM-DD) falls in. */
export function mondayOf(day: string): string {
  const at = utcNoon(day);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return dayOf(at);
}

/** The ISO 8601 week of a day, `2026-W49`: the year is the one its Thursday falls in. */
export function isoWeekOf(day: string): string {
  const thursday = utcNoon(mondayOf(day));
  thursday.setUTCDate(thursday.getUTCDate() + 3);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1, 12)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** From this Toronto hour on Monday, the week's report is queued (the team's working day has begun). */
export const WEEKLY_REPORT_HOUR = 7;
const TORONTO_WEEKDAY_HOUR = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/** The ISO week whose Monday report is due at `now` (a Toronto Monday from 07:00), or null on any other day. */
export function weeklyReportDue(now: Date): string | null {
  const parts = Object.fromEntries(TORONTO_WEEKDAY_HOUR.formatToParts(now).map((part) => [part.type, part.value]));
  if (parts.weekday !== "Mon" || Number(parts.hour) < WEEKLY_REPORT_HOUR) return null;
  return isoWeekOf(torontoDay(now));
}

/** Whole weeks since the listing went on the market (its Studio `listedAt`), or null without one. */
export function weeksOnMarket(listedAt: string | null | undefined, today: string): number | null {
  if (!listedAt || !/^\d{4}-\d{2}-\d{2}/.test(listedAt)) return null;
  const days = Math.floor((utcNoon(today).getTime() - utcNoon(listedAt.slice(0, 10)).getTime()) / DAY_MS);
  return days < 0 ? 0 : Math.floor(days / 7);
}

/**
 * Every week from `fromMonday` to the week of `today`, at most REPORT_WEEKS, with zeros where the
 * database had no activity, so the chart's weeks are evenly spaced and none is skipped.
 */
export function reportWeeks(rows: readonly ListingWeek[], today: string): ListingWeek[] {
  const last = mondayOf(today);
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  const weeks: ListingWeek[] = [];
  for (let index = REPORT_WEEKS - 1; index >= 0; index -= 1) {
    const at = utcNoon(last);
    at.setUTCDate(at.getUTCDate() - 7 * index);
    const week = dayOf(at);
    weeks.push(byWeek.get(week) ?? { week, pageViews: 0, agreementsOpened: 0, signed: 0, downloads: 0, offers: 0, revisions: 0 });
  }
  return weeks;
}

/** The first Monday the report's weeks cover, for the database's query. */
export function firstReportWeek(today: string): string {
  const at = utcNoon(mondayOf(today));
  at.setUTCDate(at.getUTCDate() - 7 * (REPORT_WEEKS - 1));
  return dayOf(at);
}
