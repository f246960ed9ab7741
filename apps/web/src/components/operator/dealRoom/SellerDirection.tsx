import { formatTorontoTime } from "@agency/supabase/notification-email";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { torontoToday } from "@/src/dealRoom/direction/directionForm";
import {
  SHAREABLE_TERMS,
  TERM_LABELS,
  type RoundSummary,
  type SellerDirection as Direction,
} from "@/src/dealRoom/direction/directionStore";
import { summaryLines } from "@/src/dealRoom/direction/summaryMail";
import type { OfferRound } from "@/src/dealRoom/rounds/roundStore";
import { logError } from "@/src/log";
import { OperatorFormPost } from "@/src/components/operator/OperatorFormPost";

const time = (iso: string) => formatTorontoTime(new Date(iso));
const shared = (direction: Direction) =>
  direction.shares.length === 0 ? "nothing" : direction.shares.map((term) => TERM_LABELS[term].toLowerCase()).join(", ");

/**
 * The seller's written direction beside the rounds (issue 46, decision 0062): the directions
 * recorded, the latest governing, each PDF downloadable by the team; the form that records a new
 * one (a plain multipart POST); and per best-and-final round the button that sends the summary of
 * terms without identities to its shortlist, with why it cannot be sent when it cannot.
 */
export async function SellerDirection({ slug, back, now, rounds }: { slug: string; back: string; now: Date; rounds: OfferRound[] }) {
  let directions: Direction[];
  let summaries: RoundSummary[];
  try {
    const store = await (await getDealRoomBackend()).dealRoom();
    [directions, summaries] = await Promise.all([store.sellerDirections(slug), store.roundSummaries(slug)]);
  } catch (error) {
    logError(`The seller's directions of ${slug} could not be read`, error);
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        The seller&apos;s directions could not be read: the deal room&apos;s database could not be reached.
      </p>
    );
  }
  const governing = directions[0];
  return (
    <section
      id={`direction-${slug}`}
      aria-labelledby={`direction-${slug}-title`}
      className="mt-4 text-sm"
      data-testid={`direction-${slug}`}
    >
      <h5 id={`direction-${slug}-title`} className="font-semibold text-slate-900">
        Seller&apos;s written direction
      </h5>
      <p className="mt-1 text-slate-700">
        Ontario&apos;s rules (TRESA) let the team share the terms of competing offers, never who made them, with every buyer who made one,
        only on the seller&apos;s written direction; the seller may change it at any time, and the latest recorded governs.
      </p>
      <Directions directions={directions} />
      {rounds.map((round) => (
        <RoundSummaryAction
          key={round.id}
          slug={slug}
          back={back}
          round={round}
          governing={governing}
          sent={summaries.filter((summary) => summary.roundId === round.id)}
        />
      ))}
      <RecordForm slug={slug} back={back} today={torontoToday(now)} />
    </section>
  );
}

function Directions({ directions }: { directions: Direction[] }) {
  if (directions.length === 0) return <p className="mt-2 text-slate-700">No seller&apos;s direction is recorded for this listing.</p>;
  return (
    <ul className="mt-2 space-y-1 text-slate-700" aria-label="Seller's directions recorded">
      {directions.map((direction, index) => (
        <li key={direction.id}>
          {index === 0 ? <strong>Governs: </strong> : "Replaced: "}
          signed {direction.signedOn}, may share {shared(direction)}; recorded {time(direction.recordedAt)} by {direction.recordedBy} ·{" "}
          <a href={`/api/operator/deal-room/directions/${direction.id}`} className="font-medium underline" download>
            {direction.file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function RoundSummaryAction(props: { slug: string; back: string; round: OfferRound; governing?: Direction; sent: RoundSummary[] }) {
  const { slug, back, round, governing, sent } = props;
  const why = !governing
    ? "Not sendable: no seller's written direction is recorded for this listing. Record it below first."
    : governing.shares.length === 0
      ? "Not sendable: the seller's latest direction allows no term to be shared."
      : sent.some((summary) => summary.directionId === governing.id)
        ? "Already sent under the seller's latest direction."
        : null;
  return (
    <div className="mt-3 rounded-md border border-slate-200 p-3" data-testid={`summary-round-${round.number}`}>
      <p className="font-medium text-slate-900">Summary of terms for round {round.number}</p>
      {sent.map((summary) => (
        <details key={summary.id} className="mt-1">
          <summary className="cursor-pointer">
            Sent {time(summary.sentAt)} to {summary.recipients} invited buyers
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {summaryLines(summary.content).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ))}
      {why && <p className="mt-1 text-slate-700">{why}</p>}
      <OperatorFormPost
        action={`/api/operator/deal-room/${slug}/rounds/${round.id}/summary/`}
        label="Send the summary of terms to the shortlist"
        pendingLabel="Sending..."
        accessibleName={`Send the summary of terms to the shortlist of round ${round.number}`}
        className="mt-2"
      >
        <input type="hidden" name="back" value={back} />
      </OperatorFormPost>
    </div>
  );
}

function RecordForm({ slug, back, today }: { slug: string; back: string; today: string }) {
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`/api/operator/deal-room/${slug}/directions/`}
      className="mt-3 space-y-2 rounded-md border border-slate-200 p-3"
    >
      <input type="hidden" name="back" value={back} />
      <p className="font-medium text-slate-900">Record the seller&apos;s written direction</p>
      <label className="flex flex-col gap-1">
        <span className="font-medium">Date the seller signed it</span>
        <input type="date" name="signed_on" required max={today} className="w-fit rounded-md border border-slate-300 px-2 py-1" />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">The signed direction (PDF, up to 25 MB)</span>
        <input type="file" name="file" required accept=".pdf,application/pdf" className="w-fit" />
      </label>
      <fieldset>
        <legend className="font-medium">What may be shared (none ticked: nothing may be shared)</legend>
        {SHAREABLE_TERMS.map((term) => (
          <label key={term} className="mr-4 inline-flex items-center gap-1">
            <input type="checkbox" name="shares" value={term} />
            {TERM_LABELS[term]}
          </label>
        ))}
        <p className="mt-1 text-slate-600">
          Other conditions are the buyers&apos; own words: names, e-mail addresses, telephone numbers and web addresses are withheld, but
          read the offers before sharing them.
        </p>
      </fieldset>
      <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white">
        Record the direction
      </button>
    </form>
  );
}
