/**
 * The deal room's two e-mails per signature (issue 17), both delivered at least once through the
 * signed send-email function with the lead notifications' lease-and-retry rules: the access link,
 * to the address the signer typed and nowhere else, and the team's notice of the signature. State
 * lives on the signature's row (claim_due_deal_room_mail), so a restart or a second server process
 * neither loses nor doubles one.
 */
import { escapeHtml, formatTorontoTime, htmlText } from "@agency/supabase/notification-email";
import type { InvokeFunction, Notifier } from "../ports";
import { createDeliveryLoop } from "../leads/deliveryLoop";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "../leads/notifier";
import { accessExpiry, accessUrl, ACCESS_DAYS } from "./access";
import type { DealRoomStore, DueSignatureMail } from "./store";

export interface DealRoomMailTeam {
  agencyName: string;
  brokerageName: string | null;
  email: string;
  phone: string;
}

export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${htmlText(paragraph)}</p>`).join("\n");

/** The signer's e-mail: the link, how long it works, what they signed, who to call. */
export function buildAccessEmail(options: {
  signer: Pick<DueSignatureMail, "name" | "acceptedAt" | "agreementVersion">;
  listingTitle: string;
  link: string;
  team: DealRoomMailTeam;
}): MailParts {
  const { signer, listingTitle, link, team } = options;
  const expires = formatTorontoTime(accessExpiry(signer.acceptedAt));
  const sender = [team.agencyName, team.brokerageName].filter(Boolean).join(", ");
  const paragraphs = [
    `Hello ${signer.name},`,
    `Thank you for signing the confidentiality agreement for ${listingTitle}. The offering memorandum and the other documents are in the listing's deal room:`,
  ];
  const after = [
    `The link is yours alone and works for ${ACCESS_DAYS} days, until ${expires}. Please do not forward it: each download is recorded under your name.`,
    `You signed version ${signer.agreementVersion} of the agreement on ${formatTorontoTime(new Date(signer.acceptedAt))}.`,
    `Questions about the property: reply to this e-mail or call ${team.phone}.`,
    sender,
  ];
  return {
    subject: `Your access to the ${listingTitle} deal room`,
    text: [...paragraphs, link, ...after].join("\n\n"),
    html: `${paragraphsHtml(paragraphs)}\n<p><a href="${escapeHtml(link)}">Open the deal room</a></p>\n${paragraphsHtml(after)}`,
  };
}

/** The team's notice: who signed, for which listing, as principal or for which client. */
export function buildSignatureNotice(options: { signer: DueSignatureMail; listingTitle: string; operatorUrl: string }): MailParts {
  const { signer, listingTitle, operatorUrl } = options;
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
  return {
    subject: `CA signed: ${signer.name} for ${listingTitle}`,
    text: [
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `The access link went to ${signer.email}. Signers, downloads and revocation: ${operatorUrl}`,
    ].join("\n"),
    html:
      `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${htmlText(value)}</td></tr>`).join("")}</table>\n` +
      `<p>The access link went to ${escapeHtml(signer.email)}. <a href="${escapeHtml(operatorUrl)}">Signers, downloads and revocation</a></p>`,
  };
}

export interface DealRoomMailerOptions {
  store: () => Promise<DealRoomStore>;
  invoke: InvokeFunction;
  secret: () => Promise<Buffer>;
  siteUrl: string;
  /** The team's contact details and where its notices go, read when a round runs. */
  team: () => Promise<DealRoomMailTeam & { notifyTo: string[] }>;
  /** A listing's title (its slug when it is no longer published). */
  listingTitle: (slug: string) => Promise<string>;
  batchSize?: number;
  leaseSeconds?: number;
  pollMs?: number;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
}

export function createDealRoomMailer(options: DealRoomMailerOptions): Notifier {
  const { batchSize = 25, leaseSeconds = 120, pollMs = 15_000, now = () => new Date() } = options;

  async function send(body: Record<string, unknown>): Promise<void> {
    const outcome = await options.invoke("send-email", body);
    if (!outcome.ok) throw new Error(outcome.error);
  }

  async function deliver(store: DealRoomStore, due: DueSignatureMail): Promise<boolean> {
    try {
      const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
      if (!due.accessSentAt) {
        const link = accessUrl(options.siteUrl, due, await options.secret());
        const email = buildAccessEmail({ signer: due, listingTitle, link, team });
        await send({ to: [due.email], replyTo: team.email, ...email });
        await store.markMailSent(due.id, "access", now());
      }
      if (!due.teamNotifiedAt) {
        const email = buildSignatureNotice({
          signer: due,
          listingTitle,
          operatorUrl: new URL("/diagnostics/#deal-rooms", options.siteUrl).toString(),
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

  async function round() {
    const totals = { delivered: 0, failed: 0 };
    const store = await options.store();
    for (;;) {
      const batch = await store.claimDueMail(batchSize, now(), leaseSeconds);
      for (const due of batch) {
        if (await deliver(store, due)) totals.delivered += 1;
        else totals.failed += 1;
      }
      if (batch.length < batchSize) return totals;
    }
  }

  return createDeliveryLoop(round, {
    pollMs,
    failureMessage: "Deal room e-mail round failed; it will run again",
    logError: options.logError,
  });
}
