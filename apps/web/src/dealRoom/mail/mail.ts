/**
 * The deal room's two e-mails per signature (issue 17), both delivered at least once through the
 * signed send-email function with the lead notifications' lease-and-retry rules: the access link,
 * to the address the signer typed and nowhere else, and the team's notice of the signature. When
 * the database withheld the link (three links to the address in 24 hours, or an address the team
 * revoked on the listing), only the team's notice goes, saying why and how to grant access; a
 * grant queues the link again, valid 7 days from the grant. State lives on the signature's row (claim_due_deal_room_mail), so a restart or a second server process
 * neither loses nor doubles one. The team's notice of each offer (issue 36, offerMail.ts) goes the
 * same way, from the offer's row, and so does the team's Monday e-mail of each listing's owner's
 * report (weeklyReportMail.ts), from its row per listing and ISO week; and a best-and-final round's
 * invitations and deadline extensions to its shortlisted buyers (rounds/roundMail.ts), and the count
 * of competing written offers to each offeror when a round closes (competingOffers/countMail.ts).
 */
import { escapeHtml, formatTorontoTime, htmlText } from "@agency/supabase/notification-email";
import type { Notifier } from "@/src/platform/ports";
import { createDeliveryLoop } from "@/src/delivery/deliveryLoop";
import type { MailSenderOptions } from "@/src/delivery/mailSender";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "@/src/leads/notifier";
import { accessExpiry, accessStart, accessUrl, ACCESS_DAYS } from "@/src/dealRoom/access/access";
import { buildOfferNotice } from "./offerMail";
import type { DueOfferMail } from "@/src/dealRoom/offers/offerStore";
import type { AccessWithheld, DealRoomStore, DueSignatureMail } from "@/src/dealRoom/store";
import type { ReportListing } from "@/src/dealRoom/reports/ownerReportModel";
import { createWeeklyReports } from "./weeklyReportMail";
import { paragraphsHtml, type MailParts } from "./mailParts";
import { createQuestionMail } from "@/src/dealRoom/questions/questionMail";
import { createRoundMail } from "@/src/dealRoom/rounds/roundMail";
import { createCountMail } from "@/src/dealRoom/competingOffers/countMail";
import { withSignature } from "@/src/advertising/signature";
import { dueDiligenceDelivery } from "@/src/dealRoom/dueDiligence/dueDiligenceMail";

export interface DealRoomMailTeam {
  agencyName: string;
  brokerageName: string | null;
  email: string;
  phone: string;
  /** The lines every e-mail closes with: the registrant, the team of the brokerage, its address (decision 0053). */
  signature: readonly string[];
}

export type { MailParts } from "./mailParts";

/** The signer's e-mail: the link, how long it works, what they signed, who to call. */
export function buildAccessEmail(options: {
  signer: Pick<DueSignatureMail, "name" | "acceptedAt" | "agreementVersion"> & { accessGrantedAt?: string | null };
  listingTitle: string;
  link: string;
  team: DealRoomMailTeam;
}): MailParts {
  const { signer, listingTitle, link, team } = options;
  const expires = formatTorontoTime(accessExpiry(accessStart(signer)));
  const paragraphs = [
    `Hello ${signer.name},`,
    `Thank you for signing the confidentiality agreement for ${listingTitle}. The offering memorandum and the other documents are in the listing's deal room:`,
  ];
  const after = [
    `The link is yours alone and works for ${ACCESS_DAYS} days, until ${expires}. Please do not forward it: each download is recorded under your name.`,
    `You signed version ${signer.agreementVersion} of the agreement on ${formatTorontoTime(new Date(signer.acceptedAt))}.`,
    `Questions about the property: reply to this e-mail or call ${team.phone}.`,
  ];
  return withSignature(
    {
      subject: `Your access to the ${listingTitle} deal room`,
      text: [...paragraphs, link, ...after].join("\n\n"),
      html: `${paragraphsHtml(paragraphs)}\n<p><a href="${escapeHtml(link)}">Open the deal room</a></p>\n${paragraphsHtml(after)}`,
    },
    team.signature,
  );
}

/** Why the team must act on a withheld link, in the notice's words. */
export const WITHHELD_REASONS: Record<AccessWithheld, string> = {
  "daily-limit": "this address already received 3 deal room links in the last 24 hours",
  revoked: "the team revoked this address's access to this listing",
};

/** The team's notice: who signed, for which listing, as principal or for which client; whether the link went. */
export function buildSignatureNotice(options: {
  signer: DueSignatureMail;
  listingTitle: string;
  operatorUrl: string;
  signature: readonly string[];
}): MailParts {
  const { signer, listingTitle, operatorUrl } = options;
  const withheld = signer.accessWithheld;
  const rows: [string, string][] = [
    ["Listing", listingTitle],
    ["Name", signer.name],
    ["Email", signer.email],
    ["Phone", signer.phone],
    ["Company", signer.company ?? "—"],
    ["Signing as", signer.role === "broker" ? `Broker for ${signer.clientName ?? "—"}` : "Principal (buying for themselves)"],
    ["Agreement version", signer.agreementVersion],
    ["Signed at", formatTorontoTime(new Date(signer.acceptedAt))],
  ];
  const outcome = withheld
    ? `No link was sent to ${signer.email}: ${WITHHELD_REASONS[withheld]}. The signer was told the team will contact them. To send a link, use “Grant access” on the operator page:`
    : `The access link went to ${signer.email}. Signers, downloads and revocation:`;
  return withSignature(
    {
      subject: withheld ? `CA signed, link withheld: ${signer.name} for ${listingTitle}` : `CA signed: ${signer.name} for ${listingTitle}`,
      text: [...rows.map(([label, value]) => `${label}: ${value}`), "", `${outcome} ${operatorUrl}`].join("\n"),
      html:
        `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${htmlText(value)}</td></tr>`).join("")}</table>\n` +
        `<p>${htmlText(outcome.replace(/:$/, "."))} <a href="${escapeHtml(operatorUrl)}">${withheld ? "Grant access" : "Signers, downloads and revocation"}</a></p>`,
    },
    options.signature,
  );
}

export interface DealRoomMailerOptions extends MailSenderOptions<DealRoomStore> {
  secret: () => Promise<Buffer>;
  /** The team's contact details and where its notices go, read when a round runs. */
  team: () => Promise<DealRoomMailTeam & { notifyTo: string[] }>;
  /** A listing's title (its slug when it is no longer published). */
  listingTitle: (slug: string) => Promise<string>;
  /** The listings with a deal room (available or under contract): each gets the team's Monday report unless switched off. */
  reportListings?: () => Promise<ReportListing[]>;
}

/** Claims batches of `batchSize` until one comes back short, delivering each item and counting the outcomes in `totals`. */
async function drain<Due>(
  claim: () => Promise<Due[]>,
  deliverOne: (due: Due) => Promise<boolean>,
  totals: { delivered: number; failed: number },
  batchSize: number,
): Promise<void> {
  for (;;) {
    const batch = await claim();
    for (const due of batch) {
      if (await deliverOne(due)) totals.delivered += 1;
      else totals.failed += 1;
    }
    if (batch.length < batchSize) return;
  }
}

export function createDealRoomMailer(options: DealRoomMailerOptions): Notifier {
  const { batchSize = 25, leaseSeconds = 120, pollMs = 15_000, now = () => new Date() } = options;

  async function send(body: Record<string, unknown>): Promise<void> {
    const outcome = await options.invoke("send-email", body);
    if (!outcome.ok) throw new Error(outcome.error);
  }
  const weeklyReports = createWeeklyReports({ ...options, send, now });
  // The questions' answers and daily digests (issue 46, questions/questionMail.ts).
  const questionMail = createQuestionMail({ ...options, send, now });
  const deliverDueDiligence = dueDiligenceDelivery({ ...options, send, now });
  const roundMail = createRoundMail({ ...options, send, now });
  // The count of competing written offers at a round's close, or when an offeror asks (competingOffers/countMail.ts).
  const countMail = createCountMail({ ...options, send, now });

  async function deliver(store: DealRoomStore, due: DueSignatureMail): Promise<boolean> {
    try {
      const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
      if (!due.accessSentAt && !due.accessWithheld) {
        const link = accessUrl(options.siteUrl, { ...due, acceptedAt: accessStart(due) }, await options.secret());
        const email = buildAccessEmail({ signer: due, listingTitle, link, team });
        await send({ to: [due.email], replyTo: team.email, ...email });
        await store.markMailSent(due.id, "access", now());
      }
      if (!due.teamNotifiedAt) {
        const email = buildSignatureNotice({
          signer: due,
          listingTitle,
          operatorUrl: new URL("/diagnostics/#deal-rooms", options.siteUrl).toString(),
          signature: team.signature,
        });
        await send({ to: team.notifyTo, replyTo: due.email, ...email });
        await store.markMailSent(due.id, "team", now());
      }
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await store.markMailFailed(due.id, message, new Date(now().getTime() + retryDelayMs(due.attempts)), MAX_NOTIFY_ATTEMPTS);
      return false;
    }
  }

  /** An offer's notice to the team (issue 36), from the offer's row like a signature's e-mails. */
  async function deliverOffer(store: DealRoomStore, due: DueOfferMail): Promise<boolean> {
    try {
      const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
      const operatorUrl = new URL(`/diagnostics/#offers-${due.listing}`, options.siteUrl).toString();
      await send({
        to: team.notifyTo,
        replyTo: due.buyer.email,
        ...buildOfferNotice({ offer: due, listingTitle, operatorUrl, signature: team.signature }),
      });
      await store.markOfferMailSent(due.id, now());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await store.markOfferMailFailed(due.id, message, new Date(now().getTime() + retryDelayMs(due.attempts)), MAX_NOTIFY_ATTEMPTS);
      return false;
    }
  }

  async function round() {
    const totals = { delivered: 0, failed: 0 };
    const store = await options.store();
    const each = <Due>(claim: (limit: number, at: Date, lease: number) => Promise<Due[]>, deliverOne: (due: Due) => Promise<boolean>) =>
      drain(() => claim(batchSize, now(), leaseSeconds), deliverOne, totals, batchSize);
    await each(store.claimDueMail.bind(store), (due) => deliver(store, due));
    await each(store.claimDueOfferMail.bind(store), (due) => deliverOffer(store, due));
    await each(store.claimDueDueDiligenceMail.bind(store), (due) => deliverDueDiligence(store, due));
    await each(store.claimDueRoundMail.bind(store), (due) => roundMail.deliver(store, due));
    await countMail.closeDue(store);
    await each(store.claimDueCountMail.bind(store), (due) => countMail.deliver(store, due));
    await weeklyReports.queue(store);
    await each(store.claimDueWeeklyReports.bind(store), (due) => weeklyReports.deliver(store, due));
    await questionMail.queue(store);
    await each(store.claimDueQuestionMail.bind(store), (due) => questionMail.deliver(store, due));
    return totals;
  }

  return createDeliveryLoop(round, {
    pollMs,
    failureMessage: "Deal room e-mail round failed; it will run again",
    logError: options.logError,
  });
}
