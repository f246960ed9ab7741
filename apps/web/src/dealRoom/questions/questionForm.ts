/**
 * What a signer's question and the team's answer must be (issue 46, decision 0061), checked before
 * anything is stored, and the fixed sentences the room shows after a question was posted without
 * JavaScript (`?done=` / `?refused=`: a key chosen by the server, never text from the address).
 */
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH, QUESTIONS_PER_DAY, type AnswerVisibility } from "./questionStore";

/** Why a question was refused, as the room's banner and the JSON answer name it. */
export type QuestionRefusal = "empty" | "too-long" | "unreadable" | "daily-limit";

export const QUESTION_REFUSAL_STATUS: Record<QuestionRefusal, 400 | 429> = {
  empty: 400,
  "too-long": 400,
  unreadable: 400,
  "daily-limit": 429,
};

const number = (value: number) => value.toLocaleString("en-CA");

/** The sentence for a refusal; the daily limit says when the signer can ask again (the next midnight in Toronto). */
export function questionRefusalMessage(refusal: QuestionRefusal, resetsAt: Date | null): string {
  switch (refusal) {
    case "empty":
      return "Your question was not sent: type a question first. Nothing was stored.";
    case "too-long":
      return `Your question was not sent: it is longer than ${number(MAX_QUESTION_LENGTH)} characters. Shorten it, or split it in two. Nothing was stored.`;
    case "unreadable":
      return "Your question could not be read. Send it from the deal room's form again. Nothing was stored.";
    case "daily-limit":
      return (
        `Your question was not sent: you have asked ${number(QUESTIONS_PER_DAY)} questions today, the most a day. ` +
        `You can ask again from ${resetsAt ? formatTorontoTime(resetsAt) : "midnight, Toronto time"}, or call the team. Nothing was stored.`
      );
  }
}

export const QUESTION_ASKED_MESSAGE =
  "Your question was sent to the team. Its answer will show here, and you will be e-mailed when it is given.";

/** The next midnight in Toronto after `at`: when the day's limit resets (the SQL function says the same for a refusal). */
export function nextTorontoMidnight(at: Date): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Midnight of the next day is between 04:00 and 05:00 UTC (EDT or EST): try both offsets.
  for (const offset of [4, 5]) {
    const candidate = new Date(Date.UTC(year, month - 1, date + 1, offset));
    const local = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "2-digit", hourCycle: "h23" }).format(candidate);
    if (local === "00") return candidate;
  }
  return new Date(Date.UTC(year, month - 1, date + 1, 5));
}

/** A question as typed: trimmed, its line breaks kept (\r\n as \n); or why it is refused. */
export function parseQuestion(value: unknown): { ok: true; question: string } | { ok: false; refusal: QuestionRefusal } {
  if (value !== undefined && typeof value !== "string") return { ok: false, refusal: "unreadable" };
  const question = (value ?? "").replace(/\r\n?/g, "\n").trim();
  if (question === "") return { ok: false, refusal: "empty" };
  if ([...question].length > MAX_QUESTION_LENGTH) return { ok: false, refusal: "too-long" };
  // The database refuses control characters nowhere, but a question is prose: tabs and line breaks only.
  return { ok: true, question: question.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "") };
}

export interface ParsedAnswer {
  answer: string;
  visibility: AnswerVisibility;
  publishedQuestion: string | null;
}

/** The team's answer: its text, private or for every buyer, and the question's wording when published. */
export function parseAnswer(fields: Record<string, unknown>): { ok: true; value: ParsedAnswer } | { ok: false; error: string } {
  const answer = typeof fields.answer === "string" ? fields.answer.replace(/\r\n?/g, "\n").trim() : "";
  if (answer === "") return { ok: false, error: "Type the answer first: nothing was stored." };
  if ([...answer].length > MAX_ANSWER_LENGTH)
    return { ok: false, error: `The answer is longer than ${number(MAX_ANSWER_LENGTH)} characters.` };
  const visibility = fields.visibility;
  if (visibility !== "private" && visibility !== "public") {
    return { ok: false, error: 'Choose who sees the answer: "Only the buyer who asked" or "Every buyer".' };
  }
  if (visibility === "private") return { ok: true, value: { answer, visibility, publishedQuestion: null } };
  const published = typeof fields.published_question === "string" ? fields.published_question.replace(/\r\n?/g, "\n").trim() : "";
  if (published === "") return { ok: false, error: "An answer for every buyer needs the question as it will be published." };
  if ([...published].length > MAX_QUESTION_LENGTH) {
    return { ok: false, error: `The published question is longer than ${number(MAX_QUESTION_LENGTH)} characters.` };
  }
  return { ok: true, value: { answer, visibility, publishedQuestion: published } };
}
