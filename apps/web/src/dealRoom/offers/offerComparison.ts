/**
 * A listing's offers arranged for the team (issue 36): one column per buyer, the latest offer of
 * each, most recent first, with that buyer's earlier revisions kept beside it; and the CSV export
 * of every offer, revisions included, each with its round (1 the call for offers, 2… best-and-final). Pure: table-tested in offerComparison.test.ts.
 */
import { toCsv } from "@/src/operator/csv";
import type { ListingOffer } from "./offerStore";

export interface BuyerOffers {
  signatureId: string;
  latest: ListingOffer;
  /** Earlier revisions, newest first. */
  earlier: ListingOffer[];
}

/** Each buyer's latest offer first (the most recently revised buyer leading), revisions kept. */
export function compareOffers(offers: readonly ListingOffer[]): BuyerOffers[] {
  const byBuyer = new Map<string, ListingOffer[]>();
  for (const offer of offers) byBuyer.set(offer.signatureId, [...(byBuyer.get(offer.signatureId) ?? []), offer]);
  return [...byBuyer.entries()]
    .map(([signatureId, revisions]) => {
      const [latest, ...earlier] = [...revisions].sort((a, b) => b.revision - a.revision);
      return { signatureId, latest: latest as ListingOffer, earlier };
    })
    .sort((a, b) => b.latest.submittedAt.localeCompare(a.latest.submittedAt));
}

export const OFFER_CSV_HEADER = [
  "submitted_at",
  "revision",
  "latest",
  "late",
  "round",
  "name",
  "email",
  "phone",
  "company",
  "role",
  "client_name",
  "price",
  "deposit",
  "due_diligence_days",
  "financing",
  "lender",
  "closing_date",
  "conditions",
  "proof_of_funds",
  "call_for_offers_at",
  "team_notified_at",
  "offer_id",
] as const;

/** Every offer, in the comparison's order (each buyer's latest, then its revisions), as CSV. */
export function offersCsv(offers: readonly ListingOffer[]): string {
  const rows = compareOffers(offers).flatMap(({ latest, earlier }) => [latest, ...earlier]);
  return toCsv(
    OFFER_CSV_HEADER,
    rows.map((offer, index, all) => [
      offer.submittedAt,
      offer.revision,
      index === 0 || all[index - 1]?.signatureId !== offer.signatureId ? "yes" : "no",
      offer.late ? "yes" : "no",
      offer.round,
      offer.buyer.name,
      offer.buyer.email,
      offer.buyer.phone,
      offer.buyer.company,
      offer.buyer.role,
      offer.buyer.clientName,
      // Plain numbers, so a spreadsheet sums and sorts them.
      offer.price,
      offer.deposit,
      offer.dueDiligenceDays,
      offer.financing,
      offer.lender,
      offer.closingDate,
      offer.conditions,
      offer.proof?.fileName ?? "",
      offer.callForOffersAt,
      offer.teamNotifiedAt,
      offer.id,
    ]),
  );
}
