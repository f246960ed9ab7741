import { dealRoomPath } from "@agency/paths";
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { QuestionForm } from "@/src/components/dealRoom/QuestionForm";
import {
  nextTorontoMidnight,
  QUESTION_ASKED_MESSAGE,
  questionRefusalMessage,
  type QuestionRefusal,
} from "@/src/dealRoom/questions/questionForm";
import { MAX_QUESTION_LENGTH, type PublishedQuestion, type SignerQuestion } from "@/src/dealRoom/questions/questionStore";

const time = (iso: string) => formatTorontoTime(new Date(iso));
const REFUSALS: readonly QuestionRefusal[] = ["empty", "too-long", "unreadable", "daily-limit"];

/** The banner after a question posted without JavaScript: a fixed sentence chosen by key, never text from the address. */
function notice(done: unknown, refused: unknown, now: Date): { refused: boolean; text: string } | null {
  if (done === "question-asked") return { refused: false, text: QUESTION_ASKED_MESSAGE };
  const refusal = REFUSALS.find((candidate) => candidate === refused);
  return refusal
    ? { refused: true, text: questionRefusalMessage(refusal, refusal === "daily-limit" ? nextTorontoMidnight(now) : null) }
    : null;
}

/**
 * The room's questions (issue 46, decision 0061): the listing's questions and answers published for
 * every buyer (never who asked, with the dates asked and answered), the signer's own questions with
 * their answers (a private answer is theirs alone), and the form to ask one.
 */
export function QuestionSection(props: {
  slug: string;
  published: PublishedQuestion[];
  own: SignerQuestion[];
  done: unknown;
  refused: unknown;
  now: Date;
}) {
  const { slug, published, own, now } = props;
  const banner = notice(props.done, props.refused, now);
  return (
    <section id="questions" aria-labelledby="questions-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="questions-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Questions and answers
      </h2>
      <p className="mt-2 text-slate-700">
        Answers the team gives every buyer are listed here, without who asked. Signers of this listing also receive them by e-mail, at most
        once a day.
      </p>
      {banner && (
        <p
          role={banner.refused ? "alert" : "status"}
          className={`mt-4 rounded-md p-3 font-medium ${banner.refused ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"}`}
        >
          {banner.text}
        </p>
      )}
      {published.length === 0 ? (
        <p className="mt-4 text-slate-700">No answer has been published for every buyer yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Answers for every buyer">
          {published.map((entry) => (
            <li key={entry.id} className="p-4">
              <p className="font-semibold whitespace-pre-line text-slate-900">{entry.question}</p>
              <p className="mt-2 whitespace-pre-line text-slate-800">{entry.answer}</p>
              <p className="mt-2 text-sm text-slate-600">
                Asked {time(entry.askedAt)} · answered {time(entry.answeredAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {own.length > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">Your questions</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your questions">
            {own.map((question) => (
              <li key={question.id} className="p-4">
                <p className="whitespace-pre-line text-slate-900">{question.question}</p>
                <p className="mt-1 text-sm text-slate-600">Asked {time(question.askedAt)}</p>
                {question.answer && question.answeredAt ? (
                  <div className="mt-2 rounded-md bg-slate-50 p-3">
                    <p className="whitespace-pre-line text-slate-800">{question.answer}</p>
                    <p className="mt-1 text-sm text-slate-600">
                      Answered {time(question.answeredAt)} ·{" "}
                      {question.visibility === "public" ? "for every buyer, without your name" : "for you only"}
                    </p>
                  </div>
                ) : (
                  <p className="mt-2 text-sm font-medium text-amber-800">Not answered yet: you will be e-mailed the answer.</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="mt-6 text-lg font-semibold text-slate-900">Ask the team a question</h3>
      <QuestionForm action={`${dealRoomPath(slug)}questions/`} maxLength={MAX_QUESTION_LENGTH} />
    </section>
  );
}
