/**
 * The summary of terms e-mailed to each buyer invited to a best-and-final round (issue 46, decision
 * 0062): the content stored when the team sent it (offers labelled Offer 1…n, only the terms the
 * seller's latest direction allows), the same for every invited buyer, their own offer not marked.
 * Nothing here adds a buyer's name but the recipient's own greeting.
 */
import { formatCAD } from "@agency/calculators";
import { formatTorontoTime, htmlText } from "@agency/supabase/notification-email";
import type { MailParts } from "@/src/dealRoom/mail/mailParts";
import { TERM_LABELS, type SummaryContent, type SummaryOffer, type ShareableTerm } from "./directionStore";

/** One shared term of an offer, as the buyer reads it. */
export function summaryValue(offer: SummaryOffer, term: ShareableTerm): string {
  switch (term) {
    case "price":
      return offer.price === undefined ? "" : formatCAD(offer.price);
    case "deposit":
      return offer.deposit === undefined ? "" : formatCAD(offer.deposit);
    case "due_diligence_days":
      return offer.due_diligence_days === undefined ? "" : `${offer.due_diligence_days} days`;
    case "financing":
      return offer.financing === undefined ? "" : offer.financing === "none" ? "Not conditional on financing" : "Conditional on financing";
    case "closing_date":
      return offer.closing_date ?? "";
    case "conditions":
      return offer.conditions ?? "None";
  }
}

/** The offers as lines: "Offer 1: Price $7,600,000; Deposit $250,000". */
export function summaryLines(content: SummaryContent): string[] {
  return content.offers.map(
    (offer) => `${offer.label}: ${content.terms.map((term) => `${TERM_LABELS[term]} ${summaryValue(offer, term)}`).join("; ")}`,
  );
}

export function buildSummaryEmail(options: {
  name: string;
  number: number;
  deadlineAt: string;
  listingTitle: string;
  content: SummaryContent;
  phone: string;
}): MailParts {
  const { name, number, listingTitle, content } = options;
  const deadline = formatTorontoTime(new Date(options.deadlineAt));
  const shared = content.terms.map((term) => TERM_LABELS[term].toLowerCase()).join(", ");
  const intro = [
    `Hello ${name},`,
    `On the seller's written direction, the seller's team shares with every buyer invited to round ${number} of offers for ${listingTitle} a summary of the ${content.offers.length} offers in force before this round: ${shared}. Under Ontario's rules (TRESA), no buyer's name or anything that identifies them is shared; the offers are in no particular order of who made them, and yours is among them, not marked.`,
  ];
  const close = [
    `Round ${number} takes best and final offers in the deal room until ${deadline}.`,
    `Questions: reply to this e-mail or call ${options.phone}.`,
  ];
  const lines = summaryLines(content);
  const html = [
    ...intro.map((paragraph) => `<p>${htmlText(paragraph)}</p>`),
    `<ul>${lines.map((line) => `<li>${htmlText(line)}</li>`).join("")}</ul>`,
    ...close.map((paragraph) => `<p>${htmlText(paragraph)}</p>`),
  ].join("\n");
  return {
    subject: `${listingTitle}: summary of the offers before round ${number}`,
    text: [...intro, lines.join("\n"), ...close].join("\n\n"),
    html,
  };
}
