import { formatTorontoTime } from "@agency/supabase/notification-email";
import { Badge } from "@agency/ui";
import { callNext, ENGAGEMENT_FORMULA, type CallNextEntry } from "@/src/dealRoom/reports/engagement";
import { compareOffers, type BuyerOffers } from "@/src/dealRoom/offers/offerComparison";
import { offerRows } from "@/src/dealRoom/mail/offerMail";
import type { ListingOffer, SignerActivity } from "@/src/dealRoom/offers/offerStore";
import type { Signer } from "@/src/dealRoom/store";
import { telHref } from "@/src/navigation/contact";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import type { OfferRound } from "@/src/dealRoom/rounds/roundStore";
import type { RoundClosure } from "@/src/dealRoom/competingOffers/roundCloseStore";
import { OfferRounds } from "./OfferRounds";
import { Pager } from "@/src/components/team/Pager";
import { OFFER_BUYERS_PER_PAGE, offerView, offerViewHref, type OfferViewRequest } from "./offerView";
import { SellerDirection } from "./SellerDirection";

const time = (iso: string) => formatTorontoTime(new Date(iso));
/** How many engaged signers "Call next" lists: a call list, not the signers' table (which pages them all). */
export const CALL_NEXT_SHOWN = 20;

/**
 * Closing a listing's deal (issue 36), beside its deal room on the operator page: "Call next",
 * the engaged signers most engaged first with their phone, and the offers side by side (each
 * buyer's latest, earlier revisions on demand, the proof of funds, the CSV). Its own file so the
 * deal room card only places it.
 */
export function ClosingDeals(props: {
  slug: string;
  title: string;
  signers: Signer[];
  activity: SignerActivity[];
  offers: ListingOffer[];
  /** The listing's best-and-final rounds, and where the round forms come back to (issue 46). */
  rounds?: { back: string; now: Date; list: OfferRound[]; closures: RoundClosure[] };
  /** The comparison's page and search (`?offers=`, `?offer=`), and the page they come back to. */
  view?: { back: string; request: OfferViewRequest };
}) {
  const { slug, title, rounds } = props;
  const buyers = compareOffers(props.offers);
  return (
    <>
      <CallNext title={title} entries={callNext(props.signers, props.activity)} />
      <OfferComparison slug={slug} title={title} buyers={buyers} view={props.view ?? { back: "", request: { query: "", page: 1 } }} />
      {rounds && (
        <OfferRounds slug={slug} back={rounds.back} now={rounds.now} buyers={buyers} rounds={rounds.list} closures={rounds.closures} />
      )}
      {rounds && <SellerDirection slug={slug} back={rounds.back} now={rounds.now} rounds={rounds.list} />}
    </>
  );
}

function CallNext({ title, entries }: { title: string; entries: CallNextEntry<Signer>[] }) {
  const shown = entries.slice(0, CALL_NEXT_SHOWN);
  return (
    <>
      <h4 className="mt-6 font-semibold text-slate-900">Call next</h4>
      <p className="mt-1 text-sm text-slate-600">Signers who came back, most engaged first. Score: {ENGAGEMENT_FORMULA}</p>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No signer has opened the room, downloaded, enquired or offered yet.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm" aria-label={`Call next for ${title}`}>
          {shown.map(({ signer, activity, score }) => (
            <li key={signer.id} className="rounded-md border border-slate-200 p-3">
              <span className="font-medium">{signer.name}</span>
              {signer.company ? ` (${signer.company})` : ""} ·{" "}
              <a href={telHref(signer.phone)} className="font-medium underline">
                {signer.phone}
              </a>{" "}
              · <span className="break-all">{signer.email}</span>
              <span className="block text-slate-700">
                Score {score}: {activity.visits} {activity.visits === 1 ? "visit" : "visits"}
                {activity.firstVisitAt && activity.lastVisitAt
                  ? ` (first ${time(activity.firstVisitAt)}, last ${time(activity.lastVisitAt)})`
                  : ""}
                , {activity.documentsDownloaded} {activity.documentsDownloaded === 1 ? "document" : "documents"} downloaded,{" "}
                {activity.enquiries} {activity.enquiries === 1 ? "enquiry" : "enquiries"}, {activity.offers}{" "}
                {activity.offers === 1 ? "offer" : "offers"}
              </span>
            </li>
          ))}
        </ol>
      )}
      {entries.length > shown.length && (
        <p className="mt-2 text-sm text-slate-700">
          The {shown.length} most engaged of the {entries.length} signers who came back. Each signer&apos;s whole history is on their person
          page, linked from the signers below.
        </p>
      )}
    </>
  );
}

/**
 * The offers side by side, a page of buyers at a time (offerView.ts), searchable by the buyer's
 * name, company or e-mail without JavaScript; the CSV holds every offer.
 */
function OfferComparison(props: { slug: string; title: string; buyers: BuyerOffers[]; view: { back: string; request: OfferViewRequest } }) {
  const { slug, title, buyers } = props;
  const { back } = props.view;
  const view = offerView(buyers, props.view.request);
  const href = (page: number) => offerViewHref(back, slug, { query: view.query, page });
  return (
    <>
      <div id={`offers-${slug}`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h4 className="font-semibold text-slate-900">Offers ({buyers.length})</h4>
        {buyers.length > 0 && (
          <a href={`/api/operator/deal-room/${slug}/offers.csv`} className="text-sm font-medium underline" download>
            Offers (CSV)
          </a>
        )}
      </div>
      {buyers.length > OFFER_SEARCH_FROM && (
        <form method="get" action={`${back}#offers-${slug}`} role="search" className="mt-2 flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col gap-1">
            <span className="font-medium">Find a buyer&apos;s offer</span>
            <input
              type="search"
              name="offer"
              defaultValue={view.query}
              maxLength={254}
              placeholder="Name, company or e-mail"
              className="rounded-md border border-slate-400 px-2 py-1"
            />
          </label>
          <button type="submit" className="rounded-md border border-slate-400 px-3 py-1 font-medium">
            Search
          </button>
          {view.query && (
            <a href={offerViewHref(back, slug, { query: "", page: 1 })} className="py-1 underline">
              Show every offer
            </a>
          )}
        </form>
      )}
      {view.query && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {view.matched} of {view.total} buyers&apos; offers match &ldquo;{view.query}&rdquo;.
        </p>
      )}
      {buyers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No letter of intent yet.</p>
      ) : view.rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No buyer&apos;s offer matches this search.</p>
      ) : (
        <OfferTable title={title} buyers={view.rows} />
      )}
      {view.pages > 1 && <Pager page={view.page} pages={view.pages} total={view.matched} href={href} label={`Offers on ${title}`} />}
    </>
  );
}

/** Below this many buyers the comparison fits one page and needs no search. */
const OFFER_SEARCH_FROM = OFFER_BUYERS_PER_PAGE;

/** One row of the comparison: a term and each buyer's latest value of it. */
interface TermRow {
  label: string;
  cell: (buyer: BuyerOffers) => React.ReactNode;
}

/** The offers side by side: one column per buyer (their latest), one row per term. */
function OfferTable({ title, buyers }: { title: string; buyers: BuyerOffers[] }) {
  const rows: TermRow[] = [
    ...termLabels(buyers).map((label, index) => ({
      label,
      cell: ({ latest }: BuyerOffers) => <span className="break-words whitespace-pre-line">{offerRows(latest)[index]?.[1]}</span>,
    })),
    { label: "Proof of funds", cell: ({ latest }: BuyerOffers) => <ProofLink offer={latest} /> },
    { label: "Received", cell: (buyer: BuyerOffers) => <Received buyer={buyer} /> },
  ];
  return (
    <OperatorTable
      caption={`Offers on ${title}`}
      captionHidden
      name={`offers-${title}`}
      rows={rows}
      rowKey={(row) => row.label}
      empty="No letter of intent yet."
      columns={[
        { header: "Term", cell: (row) => row.label, rowHeader: true },
        ...buyers.map((buyer) => ({
          header: (
            <>
              {buyer.latest.buyer.name}
              {buyer.latest.buyer.company && <span className="block font-normal normal-case">{buyer.latest.buyer.company}</span>}
            </>
          ),
          cell: (row: TermRow) => row.cell(buyer),
        })),
      ]}
    />
  );
}

/** The rows' labels: the terms every offer has, in offerRows' order. */
function termLabels(buyers: BuyerOffers[]): string[] {
  const first = buyers[0];
  return first ? offerRows(first.latest).map(([label]) => label) : [];
}

function ProofLink({ offer }: { offer: ListingOffer }) {
  if (!offer.proof) return <>None attached</>;
  return (
    <a href={`/api/operator/deal-room/offers/${offer.id}/proof`} className="font-medium break-all underline" download>
      {offer.proof.fileName}
    </a>
  );
}

/** When the latest arrived (late or not, the team told or not) and the earlier revisions, folded. */
function Received({ buyer }: { buyer: BuyerOffers }) {
  const { latest, earlier } = buyer;
  return (
    <>
      Round {latest.round}, revision {latest.revision}, {time(latest.submittedAt)}
      {latest.late && (
        <span className="block">
          <Badge tone="warning">Late</Badge>
        </span>
      )}
      {latest.mailFailedAt && (
        <span className="block">
          <Badge tone="danger">Team e-mail failed</Badge>
        </span>
      )}
      {earlier.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">Earlier versions ({earlier.length})</summary>
          {earlier.map((offer) => (
            <div key={offer.id} className="mt-2 border-t border-slate-200 pt-2">
              <p>
                Round {offer.round}, revision {offer.revision}, {time(offer.submittedAt)}
                {offer.late ? " (late)" : ""}
              </p>
              <ul>
                {offerRows(offer).map(([label, value]) => (
                  <li key={label}>
                    {label}: {value}
                  </li>
                ))}
                <li>
                  Proof of funds: <ProofLink offer={offer} />
                </li>
              </ul>
            </div>
          ))}
        </details>
      )}
    </>
  );
}
