/**
 * Which buyers the offers comparison shows (issue 46's bench: 400 buyers side by side were about
 * 670 KB of the listing page). As the signers' view: in the query string, so it pages and searches
 * without JavaScript: `offer` searches the buyer's name, company and e-mail, `offers` is the page,
 * OFFER_BUYERS_PER_PAGE buyers a page in the comparison's order (the most recently revised first).
 * The CSV, the rounds and the shortlist keep every buyer.
 */
import type { BuyerOffers } from "@/src/dealRoom/offers/offerComparison";
import { pageNumber } from "@/src/components/team/paging";
import { first, MAX_QUERY, searchedPage, type SignerView, type SignerViewRequest } from "./signerView";

export const OFFER_BUYERS_PER_PAGE = 20;

export type OfferViewRequest = SignerViewRequest;

/** The view the address asks for; anything unreadable is the first page without a search. */
export function parseOfferView(params: Record<string, string | string[] | undefined>): OfferViewRequest {
  return { query: (first(params.offer) ?? "").trim().slice(0, MAX_QUERY), page: pageNumber(params.offers) };
}

/** One page of the buyers that match; a page past the last shows the last. */
export function offerView(buyers: readonly BuyerOffers[], request: OfferViewRequest): SignerView<BuyerOffers> {
  return searchedPage(buyers, request, OFFER_BUYERS_PER_PAGE, ({ latest }) => [
    latest.buyer.name,
    latest.buyer.email,
    latest.buyer.company ?? "",
  ]);
}

/** The listing page's address for a view of its offers, at the comparison. */
export function offerViewHref(base: string, slug: string, request: OfferViewRequest): string {
  const params = new URLSearchParams();
  if (request.query) params.set("offer", request.query);
  if (request.page > 1) params.set("offers", String(request.page));
  const query = params.toString();
  return `${base}${query ? `?${query}` : ""}#offers-${slug}`;
}
