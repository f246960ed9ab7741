import { formatTorontoTime } from "@agency/supabase/notification-email";
import type { BuyerOffers } from "@/src/dealRoom/offers/offerComparison";
import type { OfferRound } from "@/src/dealRoom/rounds/roundStore";
import type { RoundClosure } from "@/src/dealRoom/competingOffers/roundCloseStore";
import { RoundClosing } from "./RoundClosing";

const time = (iso: string) => formatTorontoTime(new Date(iso));

/**
 * A listing's offer rounds beside its offers comparison (issue 46, decision 0058): each round's
 * buyers' offers (revisions apart) and deadline, round 1 being the call for offers; a form to
 * extend the open round's deadline (every invited buyer is e-mailed), and one to shortlist buyers
 * for a new best-and-final round. Plain forms: they post and come back without JavaScript.
 */
export function OfferRounds({
  slug,
  back,
  buyers,
  rounds,
  closures,
  now,
}: {
  slug: string;
  back: string;
  buyers: BuyerOffers[];
  rounds: OfferRound[];
  closures: RoundClosure[];
  now: Date;
}) {
  const roundOne = buyers.flatMap((buyer) => [buyer.latest, ...buyer.earlier]).filter((offer) => offer.round === 1);
  const roundOneBuyers = new Set(roundOne.map((offer) => offer.signatureId)).size;
  const open = rounds.at(-1);
  const stillOpen = open && !open.closedAt && Date.parse(open.deadlineAt) > now.getTime() ? open : null;
  return (
    <div className="mt-4" data-testid={`offer-rounds-${slug}`}>
      <h5 className="font-semibold text-slate-900">Rounds</h5>
      <ul className="mt-1 text-sm text-slate-700">
        <li>
          Round 1 (call for offers): {roundOneBuyers} buyers&apos; offers, {roundOne.length - roundOneBuyers} revisions
        </li>
        {rounds.map((round) => (
          <li key={round.id}>
            Round {round.number} (best and final, {round.invited.length} invited): {round.buyers} buyers&apos; offers, {round.revisions}{" "}
            revisions; deadline {time(round.deadlineAt)}
            {round.closedAt ? `, closed ${time(round.closedAt)}` : ""}
          </li>
        ))}
      </ul>
      <RoundClosing slug={slug} back={back} latest={rounds.at(-1)?.number ?? 1} closures={closures} offers={buyers.length} />
      {stillOpen ? (
        <form
          method="post"
          action={`/api/operator/deal-room/${slug}/rounds/${stillOpen.id}/extend/`}
          className="mt-2 flex flex-wrap items-end gap-2 text-sm"
        >
          <input type="hidden" name="back" value={back} />
          <label className="flex flex-col gap-1">
            <span className="font-medium">New deadline of round {stillOpen.number} (Toronto time)</span>
            <input type="datetime-local" name="deadline" required className="rounded-md border border-slate-300 px-2 py-1" />
          </label>
          <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white">
            Extend and tell the invited buyers
          </button>
        </form>
      ) : (
        buyers.length > 0 && (
          <form method="post" action={`/api/operator/deal-room/${slug}/rounds/`} className="mt-2 text-sm">
            <input type="hidden" name="back" value={back} />
            <fieldset>
              <legend className="font-medium">Shortlist for a best-and-final round</legend>
              {buyers.map(({ signatureId, latest }) => (
                <label key={signatureId} className="mr-4 inline-flex items-center gap-1">
                  <input type="checkbox" name="shortlist" value={signatureId} />
                  {latest.buyer.name}
                  {latest.buyer.company ? ` (${latest.buyer.company})` : ""}
                </label>
              ))}
            </fieldset>
            <label className="mt-2 flex flex-col gap-1">
              <span className="font-medium">Deadline (Toronto time)</span>
              <input type="datetime-local" name="deadline" required className="w-fit rounded-md border border-slate-300 px-2 py-1" />
            </label>
            <button type="submit" className="mt-2 rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white">
              Open the round and invite the shortlist
            </button>
          </form>
        )
      )}
    </div>
  );
}
