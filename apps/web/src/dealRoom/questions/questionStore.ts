/**
 * The deal room's questions (issue 46, decision 0061,
 * supabase/migrations/20261128004000_deal_room_questions.sql): each operation one SQL function of
 * that migration, called through the deal room's DealRoomCall like the rest of its store, so the
 * SQL adapters and the hosted RPC read the same rows. The daily limit, the answer given once, the
 * digest once per listing, person and Toronto day: each a rule of the migration.
 */
import { toIsoTimestamp } from "@/src/database/rows";

/** The longest question a signer may ask (characters), and the longest answer or published wording. */
export const MAX_QUESTION_LENGTH = 2000;
export const MAX_ANSWER_LENGTH = 8000;
/** Questions per person and listing, per Toronto day (counted in SQL). */
export const QUESTIONS_PER_DAY = 10;

export type AnswerVisibility = "private" | "public";

/** A question as its asker sees it: their words, and the answer once given. */
export interface SignerQuestion {
  id: string;
  question: string;
  askedAt: string;
  answer: string | null;
  visibility: AnswerVisibility | null;
  /** The wording published for every buyer, when it was. */
  publishedQuestion: string | null;
  answeredAt: string | null;
}

/** An entry of the listing's Q&A list: no one's name, only the words published and the dates. */
export interface PublishedQuestion {
  id: string;
  question: string;
  answer: string;
  askedAt: string;
  answeredAt: string;
}

/** A question as the team sees it: who asked, and what became of it. */
export interface ListingQuestion extends SignerQuestion {
  answeredBy: string | null;
  /** Null once the asker was erased or their signature purged (a published entry only). */
  asker: { name: string; email: string; company: string | null } | null;
  /** When the asker was e-mailed the answer; when that e-mail gave up. */
  askerMailedAt: string | null;
  askerMailFailedAt: string | null;
}

export interface NewAnswer {
  questionId: string;
  listing: string;
  answer: string;
  visibility: AnswerVisibility;
  /** The question as published; required when public, ignored when private. */
  publishedQuestion: string | null;
  answeredBy: string;
  at: Date;
}

/** An e-mail of the questions due, leased to this process. */
export interface DueQuestionMail {
  id: string;
  kind: "answer" | "digest";
  listing: string;
  attempts: number;
  /** The recipient's signature (the digest's unsubscribe link names it). */
  signatureId: string;
  to: { name: string; email: string };
  /** A digest's window: answers published after `since`, up to `through`. */
  since: string | null;
  through: string | null;
  /** The question answered (kind "answer"). */
  question: SignerQuestion | null;
}

export interface QuestionCounts {
  asked: number;
  answeredPublic: number;
  answeredPrivate: number;
  open: number;
  /** Within the period asked for. */
  askedIn: number;
  answeredIn: number;
}

/** The question was refused by the daily limit; nothing was stored. */
export class QuestionLimitReached extends Error {
  constructor(
    /** ISO: the next midnight in Toronto. */
    readonly resetsAt: string,
  ) {
    super(`The daily question limit was reached; it resets at ${resetsAt}`);
    this.name = "QuestionLimitReached";
  }
}

/**
 * Whether an error is the daily limit's refusal. By name, not `instanceof`: the production build
 * may bundle the store's module apart from the handler's, with a class of its own.
 */
export function isQuestionLimitReached(error: unknown): error is QuestionLimitReached {
  return error instanceof Error && error.name === "QuestionLimitReached" && typeof (error as { resetsAt?: unknown }).resetsAt === "string";
}

export interface QuestionStore {
  /** Throws when the signature no longer has access, QuestionLimitReached past the day's limit (nothing stored). */
  askQuestion(signatureId: string, question: string, at: Date): Promise<{ id: string; askedAt: string }>;
  signerQuestions(signatureId: string): Promise<SignerQuestion[]>;
  publishedQuestions(listing: string): Promise<PublishedQuestion[]>;
  listingQuestions(listing: string): Promise<ListingQuestion[]>;
  /** False when the question is not the listing's, was answered already, or its asker is gone. */
  answerQuestion(answer: NewAnswer): Promise<boolean>;
  /** Queues today's digests (Toronto day of `now`); answers how many. */
  queueQuestionDigests(now: Date): Promise<number>;
  claimDueQuestionMail(limit: number, now: Date, leaseSeconds: number): Promise<DueQuestionMail[]>;
  digestEntries(mailId: string): Promise<PublishedQuestion[]>;
  markQuestionMailSent(id: string, at: Date): Promise<void>;
  markQuestionMailFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  unsubscribeQuestions(signatureId: string, at: Date): Promise<void>;
  questionCounts(listing: string, from: Date, to: Date): Promise<QuestionCounts>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const optionalText = (value: unknown): string | null => (typeof value === "string" ? value : null);
const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const visibilityOf = (value: unknown): AnswerVisibility | null => (value === "private" || value === "public" ? value : null);
const count = (value: unknown): number => Number(value ?? 0);

function toSignerQuestion(row: Record<string, unknown>): SignerQuestion {
  return {
    id: text(row.id),
    question: text(row.question),
    askedAt: toIsoTimestamp(row.asked_at),
    answer: optionalText(row.answer),
    visibility: visibilityOf(row.visibility),
    publishedQuestion: optionalText(row.published_question),
    answeredAt: optionalTime(row.answered_at),
  };
}

function toPublished(row: Record<string, unknown>): PublishedQuestion {
  return {
    id: text(row.id),
    question: text(row.question),
    answer: text(row.answer),
    askedAt: toIsoTimestamp(row.asked_at),
    answeredAt: toIsoTimestamp(row.answered_at),
  };
}

function toListingQuestion(row: Record<string, unknown>): ListingQuestion {
  return {
    ...toSignerQuestion(row),
    answeredBy: optionalText(row.answered_by),
    asker: typeof row.email === "string" ? { name: text(row.name), email: row.email, company: optionalText(row.company) } : null,
    askerMailedAt: optionalTime(row.asker_mailed_at),
    askerMailFailedAt: optionalTime(row.asker_mail_failed_at),
  };
}

function toDueMail(row: Record<string, unknown>): DueQuestionMail {
  const kind = row.kind === "digest" ? "digest" : "answer";
  return {
    id: text(row.id),
    kind,
    listing: text(row.listing),
    attempts: count(row.attempts),
    signatureId: text(row.signature_id),
    to: { name: text(row.name), email: text(row.email) },
    since: optionalTime(row.since),
    through: optionalTime(row.through),
    question: kind === "answer" && row.question !== null ? toSignerQuestion({ ...row, id: row.id }) : null,
  };
}

export function dealRoomQuestions(call: Call): QuestionStore {
  return {
    async askQuestion(signatureId, question, at) {
      const row = (
        await call("ask_deal_room_question", [
          ["p_signature_id", "uuid", signatureId],
          ["p_question", "text", question],
          ["p_per_day", "integer", QUESTIONS_PER_DAY],
          ["p_at", "timestamptz", at.toISOString()],
        ])
      )[0];
      if (!row) throw new Error("The question was not stored");
      if (row.refused === "daily-limit") throw new QuestionLimitReached(toIsoTimestamp(row.resets_at));
      return { id: text(row.id), askedAt: toIsoTimestamp(row.asked_at) };
    },

    async signerQuestions(signatureId) {
      return (await call("deal_room_signer_questions", [["p_signature_id", "uuid", signatureId]])).map(toSignerQuestion);
    },

    async publishedQuestions(listing) {
      return (await call("deal_room_published_questions", [["p_listing", "text", listing]])).map(toPublished);
    },

    async listingQuestions(listing) {
      return (await call("deal_room_listing_questions", [["p_listing", "text", listing]])).map(toListingQuestion);
    },

    async answerQuestion(answer) {
      const rows = await call("answer_deal_room_question", [
        ["p_id", "uuid", answer.questionId],
        ["p_listing", "text", answer.listing],
        ["p_answer", "text", answer.answer],
        ["p_visibility", "text", answer.visibility],
        ["p_published_question", "text", answer.visibility === "public" ? answer.publishedQuestion : null],
        ["p_answered_by", "text", answer.answeredBy],
        ["p_at", "timestamptz", answer.at.toISOString()],
      ]);
      return rows[0]?.done === true;
    },

    ...questionMailQueue(call),

    async unsubscribeQuestions(signatureId, at) {
      await call("unsubscribe_deal_room_questions", [
        ["p_signature_id", "uuid", signatureId],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async questionCounts(listing, from, to) {
      const row =
        (
          await call("deal_room_question_counts", [
            ["p_listing", "text", listing],
            ["p_from", "timestamptz", from.toISOString()],
            ["p_to", "timestamptz", to.toISOString()],
          ])
        )[0] ?? {};
      return {
        asked: count(row.asked),
        answeredPublic: count(row.answered_public),
        answeredPrivate: count(row.answered_private),
        open: count(row.open),
        askedIn: count(row.asked_in),
        answeredIn: count(row.answered_in),
      };
    },
  };
}

type MailQueue = Pick<
  QuestionStore,
  "queueQuestionDigests" | "claimDueQuestionMail" | "digestEntries" | "markQuestionMailSent" | "markQuestionMailFailed"
>;

/** The questions' e-mails: digests queued once a day, claimed under a lease, then marked sent or failed. */
function questionMailQueue(call: Call): MailQueue {
  return {
    async queueQuestionDigests(now) {
      return count((await call("queue_deal_room_question_digests", [["p_now", "timestamptz", now.toISOString()]]))[0]?.queued);
    },

    async claimDueQuestionMail(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_question_mail", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map(toDueMail);
    },

    async digestEntries(mailId) {
      return (await call("deal_room_question_digest_entries", [["p_id", "uuid", mailId]])).map(toPublished);
    },

    async markQuestionMailSent(id, at) {
      await call("mark_deal_room_question_mail_sent", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markQuestionMailFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_question_mail_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, 1000)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },
  };
}
