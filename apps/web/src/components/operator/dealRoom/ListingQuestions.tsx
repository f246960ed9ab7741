import { formatTorontoTime } from "@agency/supabase/notification-email";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH, type ListingQuestion } from "@/src/dealRoom/questions/questionStore";
import { logError } from "@/src/log";
import { OperatorFormPost } from "@/src/components/operator/OperatorFormPost";
import { Pager } from "@/src/components/team/Pager";
import { pageOf } from "@/src/components/team/paging";

/** Questions a page, in each list: the open ones oldest first (answer in order), the answered newest first. */
export const QUESTIONS_PER_PAGE = 20;

/** The pages of the two lists, from the address (`?open=`, `?answered=`). */
export interface QuestionPages {
  open: number;
  answered: number;
}

const time = (iso: string) => formatTorontoTime(new Date(iso));

function Asker({ question }: { question: ListingQuestion }) {
  if (!question.asker) return <>a buyer whose record was erased or purged</>;
  const { name, company, email } = question.asker;
  return (
    <>
      {name}
      {company ? `, ${company}` : ""} ({email})
    </>
  );
}

/** An open question: who asked and when, and the form that answers it once, privately or for every buyer. */
function OpenQuestion({ slug, question, back }: { slug: string; question: ListingQuestion; back: string }) {
  const id = `answer-${question.id}`;
  return (
    <li className="p-3" data-question={question.id}>
      <p className="whitespace-pre-line text-slate-900">{question.question}</p>
      <p className="mt-1 text-sm text-slate-600">
        Asked {time(question.askedAt)} by <Asker question={question} />
      </p>
      <OperatorFormPost
        action={`/api/operator/deal-room/${slug}/questions/${question.id}/answer`}
        label="Send the answer"
        pendingLabel="Sending..."
        accessibleName={`Send the answer to the question asked ${time(question.askedAt)}`}
        className="mt-2 space-y-2 text-sm"
      >
        <input type="hidden" name="back" value={back} />
        <label htmlFor={`${id}-text`} className="block font-medium text-slate-900">
          Answer
        </label>
        <textarea
          id={`${id}-text`}
          name="answer"
          required
          rows={3}
          maxLength={MAX_ANSWER_LENGTH}
          className="block w-full rounded-md border border-slate-300 px-2 py-1"
        />
        <fieldset>
          <legend className="font-medium text-slate-900">Who sees the answer</legend>
          <label className="mr-4 inline-flex items-center gap-2">
            <input type="radio" name="visibility" value="private" defaultChecked /> Only the buyer who asked
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="visibility" value="public" /> Every buyer (the question below, without who asked)
          </label>
        </fieldset>
        <label htmlFor={`${id}-published`} className="block font-medium text-slate-900">
          The question as published for every buyer (edit out anything that identifies the buyer)
        </label>
        <textarea
          id={`${id}-published`}
          name="published_question"
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          defaultValue={question.question}
          className="block w-full rounded-md border border-slate-300 px-2 py-1"
        />
      </OperatorFormPost>
    </li>
  );
}

function AnsweredQuestion({ question }: { question: ListingQuestion }) {
  const mailed = question.askerMailedAt
    ? `e-mailed to the buyer ${time(question.askerMailedAt)}`
    : question.askerMailFailedAt
      ? "the e-mail to the buyer failed"
      : "e-mail to the buyer queued";
  return (
    <li className="p-3" data-question={question.id}>
      <p className="whitespace-pre-line text-slate-900">{question.question}</p>
      <p className="mt-1 text-sm text-slate-600">
        Asked {time(question.askedAt)} by <Asker question={question} />
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{question.answer}</p>
      <p className="mt-1 text-sm text-slate-600">
        Answered {question.answeredAt ? time(question.answeredAt) : ""} ·{" "}
        {question.visibility === "public" ? `for every buyer, published as: “${question.publishedQuestion ?? ""}”` : "privately"} · {mailed}
      </p>
    </li>
  );
}

/**
 * A listing's questions on its operator page (issue 46, decision 0061): open ones first, each with
 * who asked and when and a form (works without JavaScript) that answers it privately or for every
 * buyer, the wording to publish editable; then the answered ones, each list QUESTIONS_PER_PAGE a
 * page. `back`: where the form returns.
 */
export async function ListingQuestions({ slug, back, pages }: { slug: string; back: string; pages: QuestionPages }) {
  let questions: ListingQuestion[];
  try {
    questions = await (await (await getDealRoomBackend()).dealRoom()).listingQuestions(slug);
  } catch (error) {
    logError(`The questions of ${slug} could not be read`, error);
    return (
      <p role="alert" className="mt-6 text-red-700">
        The buyers&apos; questions could not be read from the database.
      </p>
    );
  }
  const open = pageOf(
    questions.filter((question) => !question.answeredAt),
    pages.open,
    QUESTIONS_PER_PAGE,
  );
  const answered = pageOf(
    questions.filter((question) => question.answeredAt),
    pages.answered,
    QUESTIONS_PER_PAGE,
  );
  const href = (list: keyof QuestionPages) => (page: number) => `${back}?${list}=${page}#questions-${slug}-${list}`;
  return (
    <section id={`questions-${slug}`} aria-labelledby={`questions-${slug}-title`} className="mt-10">
      <h2 id={`questions-${slug}-title`} className="text-2xl font-bold tracking-tight">
        Buyers&apos; questions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Answer each once. Privately: only the buyer who asked sees it, and is e-mailed. For every buyer: the question as worded below joins
        the room&apos;s questions and answers without who asked; the buyer who asked is e-mailed, every other confirmed signer gets it in a
        digest, at most one e-mail a day.
      </p>
      <h3 id={`questions-${slug}-open`} className="mt-4 font-semibold text-slate-900">
        Open ({open.total})
      </h3>
      {open.total === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No question is waiting for an answer.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Open questions">
          {open.rows.map((question) => (
            <OpenQuestion key={question.id} slug={slug} question={question} back={back} />
          ))}
        </ul>
      )}
      {open.pages > 1 && <Pager page={open.page} pages={open.pages} total={open.total} href={href("open")} label="Open questions" />}
      {answered.total > 0 && (
        <>
          <h3 id={`questions-${slug}-answered`} className="mt-4 font-semibold text-slate-900">
            Answered ({answered.total})
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm" aria-label="Answered questions">
            {answered.rows.map((question) => (
              <AnsweredQuestion key={question.id} question={question} />
            ))}
          </ul>
          {answered.pages > 1 && (
            <Pager page={answered.page} pages={answered.pages} total={answered.total} href={href("answered")} label="Answered questions" />
          )}
        </>
      )}
    </section>
  );
}
