import { dealRoomPath } from "@agency/paths";
import { formatTorontoTime } from "@agency/supabase/notification-email";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { FINANCING_LABELS, FINANCING_NOTE_MAX } from "@/src/dealRoom/dueDiligence/requestForm";
import type { DueDiligenceRequest } from "@/src/dealRoom/dueDiligence/dueDiligenceStore";

const time = (iso: string) => formatTorontoTime(new Date(iso));

/**
 * The room's due-diligence part (issue 46, decision 0059): what the next stage holds (how many
 * documents, never their titles, before approval) and how to get there, the signer's request and
 * where it stands (asked on a date, approved, declined or withdrawn with the team's note), and the
 * form to ask, a plain multipart POST that works without JavaScript. Nothing is shown on a listing
 * without due-diligence documents and without a request.
 */
export async function DueDiligenceSection(props: { slug: string; signatureId: string; store: DealRoomStore; asked: boolean }) {
  const { slug, signatureId, store, asked } = props;
  const [request, waiting] = await Promise.all([store.dueDiligenceRequest(signatureId), store.dueDiligenceWaiting(signatureId)]);
  if (!request && waiting === 0) return null;
  return (
    <section id="due-diligence" aria-labelledby="due-diligence-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="due-diligence-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Due diligence
      </h2>
      {waiting > 0 && (
        <p className="mt-2 text-slate-700" data-testid="due-diligence-waiting">
          {waiting === 1 ? "One more document is" : `${waiting} more documents are`} available after the team approves your access to due
          diligence: the detailed material of a sale, such as the rent roll, operating statements, environmental reports and site plan.
          Their titles are shown once you are approved.
        </p>
      )}
      {asked && request && (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 font-medium text-emerald-900">
          Your request was received. The team will reply by e-mail.
        </p>
      )}
      {request ? <RequestState request={request} /> : <RequestForm slug={slug} />}
    </section>
  );
}

function RequestState({ request }: { request: DueDiligenceRequest }) {
  const asked = `You asked for due-diligence access on ${time(request.requestedAt)} (financing: ${FINANCING_LABELS[request.financing]}${
    request.proof ? `, with a proof of funds: ${request.proof.fileName}` : ", no proof of funds"
  }).`;
  const decided = request.decidedAt ? time(request.decidedAt) : "";
  const note = request.decisionNote && <span className="block">The team&apos;s note: “{request.decisionNote}”</span>;
  return (
    <div className="mt-4 rounded-md border border-slate-200 p-4" data-testid="due-diligence-state" data-state={request.state}>
      <p className="text-slate-700">{asked}</p>
      <p className="mt-2 font-medium text-slate-900">
        {request.state === "asked" && "Waiting for the team's decision. You will be told by e-mail."}
        {request.state === "approved" &&
          `Approved on ${decided}: the due-diligence documents are in the list above, watermarked with your name.`}
        {request.state === "declined" && `Declined on ${decided}. Call the team if your situation changes.`}
        {request.state === "withdrawn" && `The team withdrew your due-diligence access on ${decided}.`}
        {note}
      </p>
    </div>
  );
}

function RequestForm({ slug }: { slug: string }) {
  return (
    <form
      method="post"
      action={`${dealRoomPath(slug)}due-diligence`}
      encType="multipart/form-data"
      aria-label="Ask for due-diligence access"
      className="mt-4 space-y-4"
    >
      <fieldset>
        <legend className="font-medium text-slate-900">How do you intend to finance the purchase?</legend>
        {(Object.keys(FINANCING_LABELS) as (keyof typeof FINANCING_LABELS)[]).map((value) => (
          <label key={value} className="mt-1 flex items-center gap-2 text-slate-900">
            <input type="radio" name="financing" value={value} required className="size-4" /> {FINANCING_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor="financing_note" className="block font-medium text-slate-900">
          Financing details (optional; required for Other)
        </label>
        <input
          id="financing_note"
          name="financing_note"
          maxLength={FINANCING_NOTE_MAX}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </p>
      <p>
        <label htmlFor="dd_proof_of_funds" className="block font-medium text-slate-900">
          Proof of funds (optional, PDF up to 25 MB)
        </label>
        <span id="dd_proof_of_funds-hint" className="block text-sm text-slate-600">
          Seen by the team only, kept privately like the room&apos;s documents.
        </span>
        <input
          id="dd_proof_of_funds"
          name="proof_of_funds"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby="dd_proof_of_funds-hint"
          className="mt-1 block"
        />
      </p>
      <p>
        <button type="submit" className="rounded-md bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700">
          Ask for due-diligence access
        </button>
      </p>
    </form>
  );
}
