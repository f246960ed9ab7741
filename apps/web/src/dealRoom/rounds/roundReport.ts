/**
 * Offers per round in the owner's report and the team's Monday e-mail (issue 46, decisions 0051
 * and 0058): a sentence per round an owner reads as true, counts only (no buyer, no price): its
 * deadline in Toronto time and whether it was extended, closed or open, the buyers invited
 * (best-and-final rounds), the buyers who made an offer (each once) and the revisions apart, and
 * the offers that arrived after the deadline. Round 1 is the call for offers; a listing with no
 * best-and-final round says nothing more than its funnel already does. Pure but for the load:
 * the clock is an argument.
 */
import { escapeHtml } from "@agency/supabase/notification-email";
import { torontoDay } from "@/src/analytics/rules";
import type { ReportRoundCounts, ReportRoundStore } from "./roundReportStore";

export type { ReportRoundCounts } from "./roundReportStore";

const DAY_MS = 86_400_000;
const TORONTO_TIME = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "5 December 2026 at 5:00 p.m." (Toronto time, as a seller reads it). */
export function torontoDeadline(at: string): string {
  const part = (type: string) => TORONTO_TIME.formatToParts(new Date(at)).find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")} at ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}

const number = (value: number) => value.toLocaleString("en-CA");
const counted = (value: number, one: string, many: string) => `${number(value)} ${value === 1 ? one : many}`;
const TIMES = ["", "once", "twice"];

/** The listing's rounds, round 1's deadline filled from the listing's call-for-offers date. */
export async function loadReportRounds(
  store: ReportRoundStore,
  listing: string,
  callForOffersAt: string | null | undefined,
): Promise<ReportRoundCounts[]> {
  const rounds = await store.reportRounds(listing);
  return rounds.map((round) => (round.number === 1 ? { ...round, deadlineAt: callForOffersAt ?? null } : round));
}

function roundName(round: ReportRoundCounts): string {
  return round.number === 1 ? "Round 1 (call for offers)" : `Round ${round.number} (best and final)`;
}

/** Invited, made an offer, revisions, late: what the round received. */
function received(round: ReportRoundCounts): string {
  const offered = round.buyers === 0 ? "none" : number(round.buyers);
  const parts =
    round.number === 1
      ? [`${round.buyers === 0 ? "no buyer" : counted(round.buyers, "buyer", "buyers")} made an offer`]
      : [`${counted(round.invited, "buyer", "buyers")} invited`, `${offered} made an offer`];
  parts.push(round.revisions === 0 ? "no revisions" : counted(round.revisions, "revision", "revisions"));
  if (round.late > 0) parts.push(`${counted(round.late, "offer or revision", "offers or revisions")} after the deadline`);
  return parts.join(", ");
}

function deadline(round: ReportRoundCounts): string {
  if (!round.deadlineAt) return "no deadline set";
  const extended = round.extensions === 0 ? "" : `, extended ${TIMES[round.extensions] ?? `${number(round.extensions)} times`}`;
  return `deadline ${torontoDeadline(round.deadlineAt)}${extended}`;
}

/** Open, its deadline passed (later offers still taken, marked late), or closed. */
export function roundState(round: ReportRoundCounts, now: Date): string {
  if (round.closedAt) return "closed";
  if (round.laterRound) return `closed when round ${round.number + 1} opened`;
  if (round.deadlineAt && Date.parse(round.deadlineAt) <= now.getTime())
    return "deadline passed, later offers still received and marked late";
  return "open";
}

/** One sentence per round; none while the listing has no best-and-final round (the funnel says it all). */
export function roundLines(rounds: readonly ReportRoundCounts[] | undefined, now: Date): string[] {
  if (!rounds || rounds.length <= 1) return [];
  return rounds.map((round) => `${roundName(round)}: ${received(round)}; ${deadline(round)}; ${roundState(round, now)}.`);
}

/** When the round stopped taking offers on time: the team closed it, its deadline, or the next round opened, the first of them. */
function endedAt(round: ReportRoundCounts, next: ReportRoundCounts | undefined): number | null {
  const times = [round.closedAt, round.deadlineAt, next?.openedAt ?? null].flatMap((value) => (value === null ? [] : [Date.parse(value)]));
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * The Monday e-mail's lines for the week from the Monday `week` (a Toronto day): at most one per
 * round opened or ended that week (closed by the team, its deadline passed, or the next round
 * opened); a round that did both says how it ended.
 */
export function roundWeekLines(rounds: readonly ReportRoundCounts[] | undefined, week: string): string[] {
  if (!rounds || rounds.length <= 1) return [];
  const next = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  const inWeek = (at: number | null) => at !== null && torontoDay(new Date(at)) >= week && torontoDay(new Date(at)) < next;
  return rounds.flatMap((round, index) => {
    const ended = endedAt(round, rounds[index + 1]);
    if (ended !== null && inWeek(ended)) {
      const how =
        round.closedAt && Date.parse(round.closedAt) === ended
          ? "closed"
          : round.deadlineAt && Date.parse(round.deadlineAt) === ended
            ? "reached its deadline"
            : `closed when round ${round.number + 1} opened`;
      return [`${roundName(round)} ${how} on ${torontoDeadline(new Date(ended).toISOString())}: ${received(round)}.`];
    }
    if (round.openedAt && inWeek(Date.parse(round.openedAt)))
      return [`${roundName(round)} opened: ${counted(round.invited, "buyer", "buyers")} invited; ${deadline(round)}.`];
    return [];
  });
}

/** The report page's section; nothing while the listing has no best-and-final round. */
export function roundsSectionHtml(rounds: readonly ReportRoundCounts[] | undefined, now: Date): string {
  const lines = roundLines(rounds, now);
  if (lines.length === 0) return "";
  return `<h2>Offers per round</h2><ul data-rounds>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul><p class="note">Counts only: each buyer counted once per round, revisions apart; the operator's tests left out.</p>`;
}
