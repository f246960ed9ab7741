/**
 * The buyer's e-mail of the team's decision on their due-diligence request (issue 46, decision
 * 0059): approved (with the room's link), declined or withdrawn, each with the team's note when it
 * wrote one. Delivered at least once by the deal room's mailer (mail.ts) from the request's row
 * (claim_due_deal_room_due_diligence_mail): stored first, e-mailed second, retried while mail is down.
 */
import { dealRoomPath } from "@agency/paths";
import { escapeHtml, htmlText } from "@agency/supabase/notification-email";
import { MAX_NOTIFY_ATTEMPTS, retryDelayMs } from "@/src/leads/notifier";
import { withSignature } from "@/src/advertising/signature";
import type { DealRoomStore } from "@/src/dealRoom/store";
import type { DueDueDiligenceMail, DueDiligenceNotice } from "./dueDiligenceStore";

export interface DueDiligenceMailParts {
  subject: string;
  text: string;
  html: string;
}

const SUBJECTS: Record<DueDiligenceNotice, string> = {
  approved: "Due diligence approved",
  declined: "Due diligence: your request was declined",
  withdrawn: "Due diligence: your access was withdrawn",
};

function sentences(notice: DueDiligenceNotice, listingTitle: string, phone: string): string[] {
  if (notice === "approved")
    return [
      `The team approved your request for due-diligence access to ${listingTitle}.`,
      "The due-diligence documents are now listed in the deal room, watermarked with your name like every document there:",
    ];
  if (notice === "declined")
    return [`The team declined your request for due-diligence access to ${listingTitle}.`, `Call ${phone} if your situation changes.`];
  return [
    `The team withdrew your due-diligence access to ${listingTitle}. The memorandum documents stay available in the deal room.`,
    `Call ${phone} with any question.`,
  ];
}

export function buildDueDiligenceEmail(options: {
  due: Pick<DueDueDiligenceMail, "name" | "notice" | "decisionNote">;
  listingTitle: string;
  roomUrl: string;
  phone: string;
  signature: readonly string[];
}): DueDiligenceMailParts {
  const { due, listingTitle, roomUrl, phone } = options;
  const lines = sentences(due.notice, listingTitle, phone);
  const note = due.decisionNote ? `The team's note: ${due.decisionNote}` : null;
  const link = due.notice === "approved" ? roomUrl : null;
  return withSignature(
    {
      subject: `${SUBJECTS[due.notice]}: ${listingTitle}`,
      text: [`Hello ${due.name},`, "", ...lines, ...(link ? [link] : []), ...(note ? ["", note] : [])].join("\n"),
      html: [
        `<p>Hello ${htmlText(due.name)},</p>`,
        ...lines.map((line) => `<p>${htmlText(line)}</p>`),
        link ? `<p><a href="${escapeHtml(link)}">Open the deal room</a></p>` : "",
        note ? `<p>${htmlText(note)}</p>` : "",
      ].join("\n"),
    },
    options.signature,
  );
}

/** Sends one claimed e-mail and marks it sent, or failed with the next attempt's time. */
export function dueDiligenceDelivery(options: {
  siteUrl: string;
  send: (body: Record<string, unknown>) => Promise<void>;
  team: () => Promise<{ email: string; phone: string; signature: readonly string[] }>;
  listingTitle: (slug: string) => Promise<string>;
  now: () => Date;
}): (store: DealRoomStore, due: DueDueDiligenceMail) => Promise<boolean> {
  return async (store, due) => {
    try {
      const [team, listingTitle] = await Promise.all([options.team(), options.listingTitle(due.listing)]);
      const roomUrl = new URL(dealRoomPath(due.listing), options.siteUrl).toString();
      const email = buildDueDiligenceEmail({ due, listingTitle, roomUrl, phone: team.phone, signature: team.signature });
      await options.send({ to: [due.email], replyTo: team.email, ...email });
      await store.markDueDiligenceMailSent(due.signatureId, due.notice, options.now());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const next = new Date(options.now().getTime() + retryDelayMs(due.attempts));
      await store.markDueDiligenceMailFailed(due.signatureId, message, next, MAX_NOTIFY_ATTEMPTS);
      return false;
    }
  };
}
