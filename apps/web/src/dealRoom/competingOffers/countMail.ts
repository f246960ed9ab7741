/**
 * The count of competing written offers, e-mailed to each offeror when a round closes and to an
 * offeror who asks for it in the room (issue 46, decision 0058: under TRESA the brokerage tells
 * anyone who makes an offer how many competing written offers there are, never who made them).
 * Sent by the deal room's mailer (mail/mail.ts) from the counts' outbox, at least once, retried
 * like its other e-mails. Each round of the mailer first closes the rounds whose deadline passed
 * (round 1's is the Studio's call-for-offers date). The e-mail holds a number: the store never
 * hands this module another buyer's name or terms.
 */
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "@/src/leads/notifier";
import { withSignature } from "@/src/advertising/signature";
import type { DealRoomStore } from "@/src/dealRoom/store";
import type { ReportListing } from "@/src/dealRoom/reports/ownerReportModel";
import type { DueCountMail } from "./roundCloseStore";
import { competingPhrase, roundName } from "./countWords";
import { paragraphsHtml } from "@/src/dealRoom/mail/mailParts";

/** What a count e-mail needs of the team (not imported from mail.ts: mail.ts imports this file). */
interface CountMailTeam {
  email: string;
  phone: string;
  signature: readonly string[];
}

/** The e-mail: the count, when it was taken, and what the rules let the brokerage share. */
export function buildCountEmail(options: { mail: DueCountMail; listingTitle: string; team: CountMailTeam }) {
  const { mail, listingTitle, team } = options;
  const round = roundName(mail.number);
  const counted = competingPhrase(mail.competing);
  const when =
    mail.reason === "closed" && mail.closedAt
      ? `${round[0]!.toUpperCase()}${round.slice(1)} of offers for ${listingTitle} closed on ${formatTorontoTime(new Date(mail.closedAt))}. On ${formatTorontoTime(new Date(mail.queuedAt))} the seller's brokerage held ${counted} in that round from other buyers, besides yours.`
      : `As you asked in the deal room: on ${formatTorontoTime(new Date(mail.queuedAt))} the seller's brokerage held ${counted} in ${round} of offers for ${listingTitle} from other buyers, besides yours.`;
  const paragraphs = [
    `Hello ${mail.name},`,
    when,
    "Each buyer is counted once, however many revisions they sent. Ontario's rules require the brokerage to tell you how many competing written offers there are; who made them is never shared, and their terms only if the seller directs it in writing.",
    `Questions: reply to this e-mail or call ${team.phone}.`,
  ];
  const subject =
    mail.reason === "closed"
      ? `${listingTitle}: ${round} of offers closed, ${counted} from other buyers`
      : `${listingTitle}: ${counted} from other buyers in ${round}`;
  return withSignature({ subject, text: paragraphs.join("\n\n"), html: paragraphsHtml(paragraphs) }, team.signature);
}

export function createCountMail(options: {
  send: (body: Record<string, unknown>) => Promise<void>;
  now: () => Date;
  team: () => Promise<CountMailTeam>;
  listingTitle: (slug: string) => Promise<string>;
  reportListings?: () => Promise<ReportListing[]>;
}) {
  return {
    /** Closes every round whose deadline passed, queueing its offerors' counts. */
    async closeDue(store: DealRoomStore): Promise<void> {
      const listings = (await options.reportListings?.()) ?? [];
      // A date the database could not read would stop every listing's close: only valid ones go.
      const roundOne = listings.flatMap((listing) => {
        const deadline = Date.parse(listing.callForOffersAt ?? "");
        return Number.isFinite(deadline) ? [{ listing: listing.slug, deadline: new Date(deadline).toISOString() }] : [];
      });
      await store.closeDueOfferRounds(roundOne, options.now());
    },

    /** Sends one count to its offeror; marks it sent, or failed to be retried. */
    async deliver(store: DealRoomStore, due: DueCountMail): Promise<boolean> {
      try {
        const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
        await options.send({ to: [due.email], replyTo: team.email, ...buildCountEmail({ mail: due, listingTitle, team }) });
        await store.markCountMailSent(due.id, options.now());
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const next = new Date(options.now().getTime() + retryDelayMs(due.attempts));
        await store.markCountMailFailed(due.id, message, next, MAX_NOTIFY_ATTEMPTS);
        return false;
      }
    },
  };
}
