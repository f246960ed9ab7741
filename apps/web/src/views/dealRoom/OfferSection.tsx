import { dealRoomPath } from "@agency/paths";
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { callForOffersState } from "@/src/dealRoom/offers/callForOffers";
import { offerRows } from "@/src/dealRoom/mail/offerMail";
import type { Offer } from "@/src/dealRoom/offers/offerStore";
import type { SignerRoundCount } from "@/src/dealRoom/competingOffers/roundCloseStore";
import { competingPhrase, countNotice, roundName, type CountAnswer } from "@/src/dealRoom/competingOffers/countWords";
import { OfferForm } from "./OfferForm";

const time = (iso: string) => formatTorontoTime(new Date(iso));

/**
 * The room's offers part (issue 36): the call-for-offers date with the time left, the signer's
 * own offers (the latest in full, earlier revisions folded away) with the count of competing
 * written offers (issue 46, decision 0058), and the form to send one or a revision. Server-rendered; the form posts without JavaScript.
 */
export function OfferSection(props: {
  slug: string;
  signerEmail: string;
  callForOffersAt: string | null;
  offers: Offer[];
  /** The competing written offers in each round the signer made an offer in (other buyers, revisions not counted). */
  roundCounts: SignerRoundCount[];
  received: boolean;
  /** What asking for the count by e-mail did, after the form came back. */
  countAnswer?: CountAnswer | null;
  now: Date;
}) {
  const { slug, signerEmail, callForOffersAt, offers, roundCounts, received, countAnswer, now } = props;
  const [latest, ...earlier] = offers;
  const state = callForOffersState(callForOffersAt, now);
  return (
    <section id="offers" aria-labelledby="offers-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="offers-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Submit a letter of intent
      </h2>
      {state.kind === "open" && callForOffersAt && (
        <p className="mt-2 font-medium text-slate-900" data-testid="call-for-offers">
          Call for offers: {time(callForOffersAt)} ({state.timeLeft}).
        </p>
      )}
      {state.kind === "closed" && callForOffersAt && (
        <p className="mt-2 font-medium text-amber-800" data-testid="call-for-offers">
          The call for offers closed on {time(callForOffersAt)}. Offers are still received, marked late.
        </p>
      )}
      <p className="mt-2 text-slate-700">
        A letter of intent sets out the terms you would buy on. It is not binding: the team presents it to the owner and contacts you. You
        can send a revised offer at any time; every version is kept.
      </p>
      {received && latest && (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 font-medium text-emerald-900">
          Your offer was received{latest.revision > 1 ? ` (revision ${latest.revision})` : ""}. The team has been told and will contact you.
        </p>
      )}
      {latest && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">Your offer</h3>
          <CompetingOffers slug={slug} roundCounts={roundCounts} answer={countAnswer ?? null} />
          <SubmittedOffer offer={latest} />
          {earlier.length > 0 && (
            <details className="mt-3">
              <summary className="cursor-pointer font-medium text-slate-900">Earlier versions ({earlier.length})</summary>
              {earlier.map((offer) => (
                <SubmittedOffer key={offer.id} offer={offer} />
              ))}
            </details>
          )}
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Send a revised offer</h3>
        </div>
      )}
      <p className="mt-4 text-slate-700" data-testid="offer-signer">
        Sent as <strong>{signerEmail}</strong>: the team answers at this address.
      </p>
      <OfferForm slug={slug} previous={latest ?? null} />
    </section>
  );
}

/**
 * The count of competing written offers (TRESA, decision 0058): in the signer's latest round, with
 * whether it closed and whether the count reached them by e-mail, the earlier rounds below, and a
 * button to have the count e-mailed now.
 */
function CompetingOffers({ slug, roundCounts, answer }: { slug: string; roundCounts: SignerRoundCount[]; answer: CountAnswer | null }) {
  const latest = roundCounts.at(-1);
  if (!latest) return null;
  const where = roundCounts.length === 1 && latest.number === 1 ? "on this listing" : `in ${roundName(latest.number)}`;
  return (
    <div className="mt-2 text-slate-700" data-testid="competing-offers">
      <p>
        Competing written offers {where}: <strong>{latest.competing}</strong> from other buyers (each buyer counted once, revisions not
        counted). As Ontario&apos;s rules require, you are told how many; no other buyer&apos;s terms or identity are shared.
        {latest.closedAt ? ` This round closed on ${time(latest.closedAt)}.` : ""}
        {latest.emailedAt ? ` A count was e-mailed to you on ${time(latest.emailedAt)}.` : ""}
      </p>
      {roundCounts.length > 1 && (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {roundCounts.slice(0, -1).map((round) => (
            <li key={round.number}>
              {roundName(round.number)[0]!.toUpperCase() + roundName(round.number).slice(1)}: {competingPhrase(round.competing)} from other
              buyers{round.closedAt ? `, closed on ${time(round.closedAt)}` : ""}
            </li>
          ))}
        </ul>
      )}
      {answer && (
        <p role={answer === "no-offer" ? "alert" : "status"} className="mt-2 rounded-md bg-emerald-50 p-3 font-medium text-emerald-900">
          {countNotice(answer)}
        </p>
      )}
      <form method="post" action={`${dealRoomPath(slug)}offer-count/`} className="mt-2">
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          E-mail me the count
        </button>
      </form>
    </div>
  );
}

/** One offer as sent: its terms, its proof of funds, when, and whether it came late. */
function SubmittedOffer({ offer }: { offer: Offer }) {
  return (
    <div className="mt-3 rounded-md border border-slate-200 p-4" aria-label={`Revision ${offer.revision}`} role="group">
      <p className="text-sm text-slate-600">
        {roundLabel(offer.round)} · revision {offer.revision}, sent {time(offer.submittedAt)}
        {offer.late ? ` · received after ${offer.round > 1 ? "the round's deadline" : "the call for offers"} (late)` : ""}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {offerRows(offer).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="break-words whitespace-pre-line text-slate-800">{value}</dd>
          </div>
        ))}
        <dt className="font-medium text-slate-900">Proof of funds</dt>
        <dd className="break-words text-slate-800">{offer.proof ? offer.proof.fileName : "None attached"}</dd>
      </dl>
    </div>
  );
}

/** Round 1 is the call for offers; 2, 3… the best-and-final rounds (decision 0058). */
export function roundLabel(round: number): string {
  return round > 1 ? `Round ${round} (best and final)` : "Round 1";
}
