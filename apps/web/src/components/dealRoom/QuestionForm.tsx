import { TextAreaField } from "@agency/ui";

/**
 * The room's "Ask the team a question" form (issue 46): a plain urlencoded form POST, with or
 * without JavaScript; the server answers 303 back to the room with `?done=` / `?refused=`, whose
 * banner says what happened, and the question shows in the signer's list. No script of its own: the
 * room's first-load JavaScript stays the listing page's (tests/e2e/publishing.spec.ts).
 */
export function QuestionForm({ action, maxLength }: { action: string; maxLength: number }) {
  return (
    <form method="post" action={action} aria-label="Ask the team a question" className="mt-4">
      <TextAreaField
        id="question"
        label="Your question"
        required
        maxLength={maxLength}
        rows={4}
        hint={`Up to ${maxLength.toLocaleString("en-CA")} characters. The team may answer you alone, or every buyer without your name.`}
      />
      <p className="pt-3">
        <button type="submit" className="rounded-md bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700">
          Send the question
        </button>
      </p>
    </form>
  );
}
