/**
 * The questions in the owner's report and the team's Monday e-mail (issue 46, decision 0061):
 * counts only, never who asked or what: asked, answered for every buyer, answered privately,
 * waiting, and those of the last seven days. A separate part, drawn by the report's page and the
 * e-mail from the counts the model carries (reports/ownerReportModel.ts).
 */
import { escapeHtml } from "@agency/supabase/notification-email";
import type { QuestionCounts, QuestionStore } from "./questionStore";

/** The recent period the report counts apart: the seven days before the report was made. */
export const RECENT_DAYS = 7;

const number = (value: number) => value.toLocaleString("en-CA");
const counted = (value: number, one: string, many: string) => `${number(value)} ${value === 1 ? one : many}`;

/** The counts of a listing's questions: all of them, and those of the last RECENT_DAYS days before `now`. */
export function loadQuestionCounts(store: Pick<QuestionStore, "questionCounts">, listing: string, now: Date): Promise<QuestionCounts> {
  return store.questionCounts(listing, new Date(now.getTime() - RECENT_DAYS * 86_400_000), now);
}

/** The report's sentences: one for every question so far, one for the last seven days. */
export function questionCountLines(counts: QuestionCounts): string[] {
  if (counts.asked === 0) return ["Buyers' questions: none asked yet."];
  return [
    `Buyers' questions: ${counted(counts.asked, "asked", "asked")}; ${number(counts.answeredPublic)} answered for every buyer, ` +
      `${number(counts.answeredPrivate)} answered privately, ${number(counts.open)} waiting for an answer.`,
    `In the last ${RECENT_DAYS} days: ${counted(counts.askedIn, "question", "questions")} asked, ${number(counts.answeredIn)} answered.`,
  ];
}

/** The report page's section. */
export function questionsSectionHtml(counts: QuestionCounts | null | undefined): string {
  if (!counts) return "";
  return `<h2>Buyers' questions</h2><ul data-questions>${questionCountLines(counts)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join("")}</ul><p class="note">Counts only: the team answers each question once, for the buyer who asked or for every buyer.</p>`;
}
