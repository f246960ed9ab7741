/**
 * The questions' e-mails (issue 46, decision 0061), delivered at least once by the deal room's
 * mailer (mail/mail.ts) from their rows (claim_due_deal_room_question_mail: leased, then marked
 * sent or failed and retried like every deal-room e-mail):
 * - the answer, to the buyer who asked, as soon as the team gives it (private or for every buyer);
 * - the daily digest: the answers published for every buyer since the signer's last digest, at
 *   most one per listing, person and Toronto day (the database's unique key; every round asks, a
 *   second round or process queues nothing). The asker's own question is left out of their digest:
 *   they had its answer already. Each digest carries a signed link that stops them for the listing.
 * No e-mail names who asked a published question.
 */
import { dealRoomPath } from "@agency/paths";
import { escapeHtml, formatTorontoTime, htmlText } from "@agency/supabase/notification-email";
import { withSignature } from "@/src/advertising/signature";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "@/src/leads/notifier";
import { signLink, verifyLink, type LinkSecrets } from "@/src/security/signedLink";
import type { DueQuestionMail, PublishedQuestion, QuestionStore } from "./questionStore";

export interface QuestionMailParts {
  subject: string;
  text: string;
  html: string;
}

/** The digests' unsubscribe links: signed for this purpose, naming the listing and signature; kept working 90 days (CASL asks 60). */
export const QUESTION_UNSUBSCRIBE_PURPOSE = "deal-room-questions";
export const QUESTION_UNSUBSCRIBE_DAYS = 90;

/** Outside the room's address (whose every handler needs the room's cookie): among the site's signed unsubscribe links. */
export const QUESTION_UNSUBSCRIBE_PATH = "/unsubscribe/deal-room-questions/";

export function questionUnsubscribeUrl(siteUrl: string, slug: string, signatureId: string, secret: Buffer, now: Date): string {
  const expires = new Date(now.getTime() + QUESTION_UNSUBSCRIBE_DAYS * 86_400_000);
  const token = signLink(QUESTION_UNSUBSCRIBE_PURPOSE, { s: signatureId, l: slug }, secret, expires);
  return new URL(`${QUESTION_UNSUBSCRIBE_PATH}?t=${token}`, siteUrl).toString();
}

/** The listing and signature an unsubscribe token names, or null when it is not one this server signed (or has expired). */
export function readQuestionUnsubscribe(
  token: unknown,
  secrets: Buffer | LinkSecrets,
  now: Date,
): { listing: string; signatureId: string } | null {
  const verified = verifyLink(QUESTION_UNSUBSCRIBE_PURPOSE, token, secrets, now);
  if (!verified.ok || typeof verified.claims.l !== "string" || typeof verified.claims.s !== "string") return null;
  return { listing: verified.claims.l, signatureId: verified.claims.s };
}

const day = (iso: string) => formatTorontoTime(new Date(iso));

/** The answer to the buyer who asked: their question, the answer, and whether every buyer sees it (without their name). */
export function buildAnswerEmail(options: {
  due: DueQuestionMail;
  listingTitle: string;
  roomUrl: string;
  signature: readonly string[];
}): QuestionMailParts {
  const { due, listingTitle, roomUrl } = options;
  const question = due.question;
  if (!question?.answer) throw new Error("An answer e-mail without its answer");
  const shared =
    question.visibility === "public"
      ? "The team also published this answer for every buyer in the deal room, without your name."
      : "This answer is for you only: other buyers do not see it.";
  const paragraphs = [
    `Hello ${due.to.name},`,
    `The team answered the question you asked on ${day(question.askedAt)} in the ${listingTitle} deal room.`,
    `Your question:\n${question.question}`,
    `The answer:\n${question.answer}`,
    shared,
  ];
  return withSignature(
    {
      subject: `Your question about ${listingTitle} is answered`,
      text: [...paragraphs, `The deal room: ${roomUrl}`].join("\n\n"),
      html: `${paragraphs.map((paragraph) => `<p>${htmlText(paragraph)}</p>`).join("\n")}\n<p><a href="${escapeHtml(roomUrl)}">Open the deal room</a></p>`,
    },
    options.signature,
  );
}

/** The daily digest: each answer published for every buyer in its window, with its dates, and the link that stops these e-mails. */
export function buildDigestEmail(options: {
  name: string;
  listingTitle: string;
  entries: PublishedQuestion[];
  roomUrl: string;
  unsubscribeUrl: string;
  signature: readonly string[];
}): QuestionMailParts {
  const { entries, listingTitle } = options;
  const intro = `Hello ${options.name}, the team answered ${entries.length === 1 ? "a buyer's question" : `${entries.length} buyers' questions`} about ${listingTitle} for every buyer. Who asked is never shown.`;
  const blocks = entries.map((entry) => ({
    question: entry.question,
    answer: entry.answer,
    dates: `Asked ${day(entry.askedAt)} · answered ${day(entry.answeredAt)}`,
  }));
  const stop = `You receive at most one of these e-mails a day because you signed this listing's confidentiality agreement. To stop them for this listing: ${options.unsubscribeUrl}`;
  return withSignature(
    {
      subject: `Questions answered for every buyer: ${listingTitle}`,
      text: [
        intro,
        ...blocks.map((block) => `Q: ${block.question}\nA: ${block.answer}\n${block.dates}`),
        `Every answer is in the deal room: ${options.roomUrl}`,
        stop,
      ].join("\n\n"),
      html:
        `<p>${htmlText(intro)}</p>\n` +
        blocks
          .map(
            (block) =>
              `<p><strong>Q: ${htmlText(block.question)}</strong></p><p>A: ${htmlText(block.answer)}</p><p><small>${htmlText(block.dates)}</small></p>`,
          )
          .join("\n") +
        `\n<p><a href="${escapeHtml(options.roomUrl)}">Every answer is in the deal room</a></p>` +
        `\n<p><small>You receive at most one of these e-mails a day because you signed this listing's confidentiality agreement. <a href="${escapeHtml(options.unsubscribeUrl)}">Stop them for this listing</a>.</small></p>`,
    },
    options.signature,
  );
}

export interface QuestionMailOptions {
  siteUrl: string;
  secret: () => Promise<Buffer>;
  team: () => Promise<{ email: string; signature: readonly string[] }>;
  listingTitle: (slug: string) => Promise<string>;
  send: (body: Record<string, unknown>) => Promise<void>;
  now: () => Date;
}

/** Delivers one claimed e-mail of the questions; false when it failed (marked, retried later). */
export function createQuestionMail(options: QuestionMailOptions) {
  const { now } = options;
  return {
    /** Queues today's digests (once per listing, person and Toronto day in the database). */
    async queue(store: QuestionStore): Promise<void> {
      await store.queueQuestionDigests(now());
    },

    async deliver(store: QuestionStore, due: DueQuestionMail): Promise<boolean> {
      try {
        const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
        const roomUrl = new URL(dealRoomPath(due.listing), options.siteUrl).toString();
        if (due.kind === "answer") {
          await options.send({
            to: [due.to.email],
            replyTo: team.email,
            ...buildAnswerEmail({ due, listingTitle, roomUrl, signature: team.signature }),
          });
        } else {
          const entries = await store.digestEntries(due.id);
          // Nothing left to tell (never expected: a digest is queued only with an entry): recorded as sent, no e-mail.
          if (entries.length > 0) {
            const unsubscribeUrl = questionUnsubscribeUrl(options.siteUrl, due.listing, due.signatureId, await options.secret(), now());
            const email = buildDigestEmail({
              name: due.to.name,
              listingTitle,
              entries,
              roomUrl,
              unsubscribeUrl,
              signature: team.signature,
            });
            await options.send({ to: [due.to.email], replyTo: team.email, ...email });
          }
        }
        await store.markQuestionMailSent(due.id, now());
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.markQuestionMailFailed(due.id, message, new Date(now().getTime() + retryDelayMs(due.attempts)), MAX_NOTIFY_ATTEMPTS);
        return false;
      }
    },
  };
}
