/**
 * The team's notice of an offer made in a deal room (issue 36): who offered what, on which terms,
 * whether it is a revision and whether it came after the call-for-offers date. Delivered at least
 * once by the deal room's mailer (mail.ts), from the offer's own row
 * (claim_due_deal_room_offer_mail): stored first, e-mailed second, retried while mail is down.
 */
import { formatCAD } from "@agency/calculators";
import { escapeHtml, formatTorontoTime, htmlText } from "@agency/supabase/notification-email";
import type { DueOfferMail, OfferTerms } from "@/src/dealRoom/offers/offerStore";
import { withSignature } from "@/src/advertising/signature";

export interface OfferMailParts {
  subject: string;
  text: string;
  html: string;
}

/** "Conditional on financing (First Ontario Bank)" / "Not conditional on financing". */
export function financingLabel(terms: Pick<OfferTerms, "financing" | "lender">): string {
  if (terms.financing === "none") return "Not conditional on financing";
  return terms.lender ? `Conditional on financing (${terms.lender})` : "Conditional on financing (lender not named)";
}

/** The terms as labelled rows: the same order in the e-mail, the room and the comparison. */
export function offerRows(terms: OfferTerms): [string, string][] {
  return [
    ["Price", formatCAD(terms.price)],
    ["Deposit", formatCAD(terms.deposit)],
    ["Due diligence", `${terms.dueDiligenceDays} days`],
    ["Financing", financingLabel(terms)],
    ["Closing date", terms.closingDate],
    ["Other conditions", terms.conditions ?? "None"],
  ];
}

/** "Offer", "Revised offer (revision 2)", "Late offer", "Late revised offer (revision 3)". */
function subjectKind(revision: number, late: boolean): string {
  const kind = revision > 1 ? `revised offer (revision ${revision})` : "offer";
  return late ? `Late ${kind}` : `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}

export function buildOfferNotice(options: {
  offer: DueOfferMail;
  listingTitle: string;
  operatorUrl: string;
  /** The registrant, the team of the brokerage, its address (decision 0053). */
  signature: readonly string[];
}): OfferMailParts {
  const { offer, listingTitle, operatorUrl } = options;
  const { buyer } = offer;
  const rows: [string, string][] = [
    ["Listing", listingTitle],
    ["Buyer", buyer.name],
    ["Email", buyer.email],
    ["Phone", buyer.phone],
    ["Company", buyer.company ?? "—"],
    ["Signing as", buyer.role === "broker" ? `Broker for ${buyer.clientName ?? "—"}` : "Principal"],
    ...offerRows(offer),
    ["Proof of funds", offer.proofFileName ?? "None attached"],
    ["Submitted at", formatTorontoTime(new Date(offer.submittedAt))],
  ];
  const late =
    offer.late && offer.callForOffersAt
      ? `Late: the call for offers closed on ${formatTorontoTime(new Date(offer.callForOffersAt))}; the offer was accepted and marked late.`
      : null;
  const after = "A letter of intent, not binding. Offers side by side, the proof of funds and the CSV:";
  return withSignature(
    {
      subject: `${subjectKind(offer.revision, late !== null)}: ${formatCAD(offer.price)} from ${buyer.name} for ${listingTitle}`,
      text: [...rows.map(([label, value]) => `${label}: ${value}`), "", ...(late ? [late, ""] : []), `${after} ${operatorUrl}`].join("\n"),
      html:
        `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${htmlText(value)}</td></tr>`).join("")}</table>\n` +
        (late ? `<p><strong>${htmlText(late)}</strong></p>\n` : "") +
        `<p>${htmlText(after.replace(/:$/, "."))} <a href="${escapeHtml(operatorUrl)}">Compare the offers</a></p>`,
    },
    options.signature,
  );
}
