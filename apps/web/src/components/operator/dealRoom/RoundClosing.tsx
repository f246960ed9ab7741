import { formatTorontoTime } from "@agency/supabase/notification-email";
import type { RoundClosure, RoundClosedBy } from "@/src/dealRoom/competingOffers/roundCloseStore";

const time = (iso: string) => formatTorontoTime(new Date(iso));

const HOW: Record<RoundClosedBy, string> = {
  deadline: "at its deadline",
  team: "by the team",
  next_round: "when the next round opened",
};

/**
 * The rounds' closes on the operator page (issue 46, decision 0058): each closed round, how it
 * closed and how many offerors were e-mailed the count of competing written offers; and the button
 * that closes the latest round now (round 1 is otherwise closed at the call-for-offers date, a
 * best-and-final round at its deadline). A plain form: it posts and comes back without JavaScript.
 */
export function RoundClosing({
  slug,
  back,
  latest,
  closures,
  offers,
}: {
  slug: string;
  back: string;
  /** The listing's latest round: 1 until a best-and-final round opens. */
  latest: number;
  closures: RoundClosure[];
  /** Buyers with an offer on the listing: no round closes before the first. */
  offers: number;
}) {
  const latestClosed = closures.some((closure) => closure.number === latest);
  return (
    <div className="mt-2 text-sm text-slate-700" data-testid={`round-closing-${slug}`}>
      {closures.length > 0 && (
        <ul>
          {closures.map((closure) => (
            <li key={closure.number}>
              Round {closure.number} closed {HOW[closure.closedBy]} on {time(closure.closedAt)}: the count of competing written offers went
              to {closure.sent} of {closure.counts} {closure.counts === 1 ? "offeror" : "offerors"}
              {closure.failed > 0 ? `; ${closure.failed} could not be e-mailed after every retry` : ""}.
            </li>
          ))}
        </ul>
      )}
      {!latestClosed && offers > 0 && (
        <form method="post" action={`/api/operator/deal-room/${slug}/rounds/close/`} className="mt-2">
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="round" value={latest} />
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-50">
            Close round {latest} now and e-mail each offeror the count
          </button>
          <span className="ml-2 text-slate-600">
            Each buyer with an offer in it is told how many competing written offers it holds; no one&apos;s terms or name. Offers made
            after it are kept and marked late.
          </span>
        </form>
      )}
    </div>
  );
}
