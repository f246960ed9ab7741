/**
 * The e-mails of a best-and-final round (issue 46, decision 0058): each shortlisted buyer is
 * invited, and told of every later deadline, from the round's outbox (claim_due_deal_room_round_mail)
 * by the deal room's mailer (mail/mail.ts), at least once, retried like its other e-mails. What a
 * buyer receives names no other buyer and no other offer's terms.
 */
import { formatTorontoTime } from "@agency/supabase/notification-email";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "@/src/leads/notifier";
import { withSignature } from "@/src/advertising/signature";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { buildSummaryEmail } from "@/src/dealRoom/direction/summaryMail";
import type { DueRoundMail } from "./roundStore";
import { paragraphsHtml, type MailParts } from "@/src/dealRoom/mail/mailParts";

/** What a round e-mail needs of the team (mail/mail.ts RoundMailTeam; not imported: mail.ts imports this file). */
interface RoundMailTeam {
  email: string;
  phone: string;
  signature: readonly string[];
}

/** The invitation to a best-and-final round, or the news that its deadline moved later. */
export function buildRoundEmail(options: { mail: DueRoundMail; listingTitle: string; team: RoundMailTeam }): MailParts {
  const { mail, listingTitle, team } = options;
  const deadline = formatTorontoTime(new Date(mail.deadlineAt));
  const paragraphs =
    mail.kind === "invitation"
      ? [
          `Hello ${mail.name},`,
          `The seller's team invites you to round ${mail.number} of offers for ${listingTitle}, a best-and-final round open only to the buyers shortlisted from the earlier offers.`,
          `Make your best and final offer in the listing's deal room, through the link you received when you signed, before ${deadline}. An offer made after that time is kept and marked late.`,
        ]
      : [
          `Hello ${mail.name},`,
          `The deadline of round ${mail.number} of offers for ${listingTitle} has been extended: offers are now taken in the deal room until ${deadline}.`,
        ];
  const close = [`Questions: reply to this e-mail or call ${team.phone}.`];
  const subject =
    mail.kind === "invitation"
      ? `${listingTitle}: you are invited to round ${mail.number} of offers`
      : `${listingTitle}: round ${mail.number} of offers extended to ${deadline}`;
  return withSignature(
    { subject, text: [...paragraphs, ...close].join("\n\n"), html: paragraphsHtml([...paragraphs, ...close]) },
    team.signature,
  );
}

/** A summary of terms (decision 0062) reads its stored content; the other kinds are built from the row. */
async function roundMailParts(store: DealRoomStore, due: DueRoundMail, listingTitle: string, team: RoundMailTeam): Promise<MailParts> {
  if (due.kind !== "summary") return buildRoundEmail({ mail: due, listingTitle, team });
  const content = await store.roundMailSummary(due.id);
  if (!content) throw new Error(`The summary of round e-mail ${due.id} is gone`);
  const mail = { name: due.name, number: due.number, deadlineAt: due.deadlineAt, listingTitle, content, phone: team.phone };
  return withSignature(buildSummaryEmail(mail), team.signature);
}

export function createRoundMail(options: {
  send: (body: Record<string, unknown>) => Promise<void>;
  now: () => Date;
  team: () => Promise<RoundMailTeam>;
  listingTitle: (slug: string) => Promise<string>;
}) {
  return {
    /** Sends one round e-mail to its buyer; marks it sent, or failed to be retried. */
    async deliver(store: DealRoomStore, due: DueRoundMail): Promise<boolean> {
      try {
        const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
        const parts = await roundMailParts(store, due, listingTitle, team);
        await options.send({ to: [due.email], replyTo: team.email, ...parts });
        await store.markRoundMailSent(due.id, options.now());
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const next = new Date(options.now().getTime() + retryDelayMs(due.attempts));
        await store.markRoundMailFailed(due.id, message, next, MAX_NOTIFY_ATTEMPTS);
        return false;
      }
    },
  };
}
