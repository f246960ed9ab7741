/**
 * The announcement e-mail (CASL, docs/decisions/0029-investor-announcements.md): it names the
 * sender (the registrant with the title, the team of the brokerage, the brokerage's registered
 * address and the office address, from the site settings and the agent profile), the listing
 * as its public page shows it, why the investor got it (their buy box), and a visible unsubscribe
 * link; its List-Unsubscribe and List-Unsubscribe-Post headers offer the one-click unsubscribe of
 * RFC 8058. A confidential listing's e-mail says only what its public page says: no address (the
 * message never holds one) and a note that the details come under a confidentiality agreement.
 * Every one links to "Your deal e-mails" (consent/preferencesPage.ts). An alert about a listing
 * already on the market (changes.ts) says what changed in its subject and first lines.
 */
import { assetClassLabel, describeBuyBox, formatCad, formatPercent } from "@agency/supabase/buy-box";
import { isPersonName } from "@agency/supabase/lead-fields";
import { escapeHtml } from "@agency/supabase/notification-email";
import { listingPath } from "@agency/paths";
import { signatureSentence, type AdvertisingIdentity } from "@/src/advertising/identity";
import type { AnnouncementMessage, ListingChangeDetail } from "./store";

/** Who sends (decision 0053: the registrant, the team of the brokerage, the brokerage's address) and where they are. */
export interface Sender extends AdvertisingIdentity {
  address: { street?: string; locality: string; region: string; postalCode?: string; country: string };
  /** Where replies go: the team's address. */
  email: string;
}

export interface AnnouncementEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  headers: Record<string, string>;
}

/** Who sent the e-mail, in one sentence (CASL and Ontario's advertising rules): the signature and the office. */
export function senderIdentity(sender: Sender): string {
  return `${signatureSentence(sender)} (office: ${postalAddress(sender.address)})`;
}

/** The office address on one line. */
export function postalAddress(address: Sender["address"]): string {
  return [address.street, address.locality, [address.region, address.postalCode].filter(Boolean).join(" "), address.country]
    .filter((part) => part && part.trim())
    .join(", ");
}

/** The unsubscribe page of a token: what the e-mail links and what List-Unsubscribe names. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return new URL(`/unsubscribe/?t=${encodeURIComponent(token)}`, siteUrl).toString();
}

const STATUS_WORDS: Record<string, string> = { available: "available", "under-contract": "under contract", sold: "sold" };

/** An alert's subject prefix and first line: what changed. */
export function describeChange(change: ListingChangeDetail, askingPrice: number | null): { subject: string; intro: string } {
  const was = STATUS_WORDS[change.previousStatus] ?? change.previousStatus;
  switch (change.kind) {
    case "price-drop":
      return {
        subject: "Price drop",
        intro: `The asking price dropped from ${change.previousPrice === null ? "unpriced" : formatCad(change.previousPrice)} to ${askingPrice === null ? "unpriced" : formatCad(askingPrice)}.`,
      };
    case "under-contract":
      return { subject: "Under contract", intro: `This listing is now under contract (it was ${was}).` };
    case "back-available":
      return { subject: "Back available", intro: `This listing is available again (it was ${was}).` };
    case "sold":
      return { subject: "Sold", intro: `This listing has sold (it was ${was}).` };
  }
}

export function buildAnnouncementEmail(
  to: string,
  message: AnnouncementMessage,
  options: { siteUrl: string; unsubscribeUrl: string; preferencesUrl: string; sender: Sender },
): AnnouncementEmail {
  const { listing } = message;
  const { sender } = options;
  const page = new URL(listingPath(listing.slug), options.siteUrl).toString();
  const facts = [
    { label: "Asset class", value: assetClassLabel(listing.assetClass) },
    { label: "Region", value: listing.region },
    { label: "Asking price", value: listing.askingPrice === null ? "Unpriced" : formatCad(listing.askingPrice) },
    ...(listing.capRate === null ? [] : [{ label: "Cap rate", value: formatPercent(listing.capRate) }]),
  ];
  const why = describeBuyBox(message.buyBox);
  const confidentialNote = listing.confidential
    ? "The location and documents of this confidential listing are shared under a confidentiality agreement."
    : null;
  // The name of the confirmed signup, and only if it passes the name rule (a row stored before the
  // rule may hold anything): no one else's text opens an investor's e-mail.
  const greeting = isPersonName(message.name) ? `Hello ${message.name.trim()},` : "Hello,";
  const change = message.change ? describeChange(message.change, listing.askingPrice) : null;
  const intro = change
    ? `${change.intro} You were told of this listing, or it matches what you told ${sender.agencyName} you are looking for.`
    : `A new listing matches what you told ${sender.agencyName} you are looking for.`;
  const whyIntro = change
    ? "You are receiving this alert because you asked to hear of off-market deals matching your buy box, and of changes to them:"
    : "You are receiving this because you asked to hear of off-market deals matching your buy box:";
  const identity = senderIdentity(sender);
  const unsubscribeText = `To stop these e-mails, unsubscribe here: ${options.unsubscribeUrl}`;
  const preferencesText = `Change your buy box or alerts, or pause these e-mails: ${options.preferencesUrl}`;

  const text = [
    greeting,
    "",
    intro,
    "",
    listing.title,
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    ...(confidentialNote ? [confidentialNote] : []),
    `See the listing: ${page}`,
    "",
    whyIntro,
    ...why.map((criterion) => `  ${criterion.label}: ${criterion.value}`),
    "",
    `Sent by ${identity}. Reply to this e-mail to reach us.`,
    preferencesText,
    unsubscribeText,
    "",
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = [
    "<!doctype html>",
    '<html lang="en-CA"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(listing.title)}</h1>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">${facts.map((fact) => row(fact.label, fact.value)).join("")}</table>`,
    ...(confidentialNote ? [`<p>${escapeHtml(confidentialNote)}</p>`] : []),
    `<p><a href="${escapeHtml(page)}">See the listing</a></p>`,
    `<p>${escapeHtml(whyIntro)}</p>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">${why.map((criterion) => row(criterion.label, criterion.value)).join("")}</table>`,
    `<p style="font-size:13px;color:#555">Sent by ${escapeHtml(identity)}. Reply to this e-mail to reach us.<br>`,
    `<a href="${escapeHtml(options.preferencesUrl)}">Your deal e-mails</a>: change your buy box or alerts, or pause them.<br>`,
    `<a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a> from these e-mails.</p>`,
    "</body></html>",
  ].join("\n");

  return {
    to: [to],
    subject: change ? `${change.subject}: ${listing.title}` : `New listing matching your buy box: ${listing.title}`,
    text,
    html,
    replyTo: sender.email,
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
