/**
 * The team's notification e-mail for a lead (runtime-neutral). Every field the visitor sent is
 * listed with its label; the HTML body escapes every value; the subject never carries CR/LF.
 */
import { describeAttribution } from "./attribution.ts";
import { describeBuyBox } from "./buyBox.ts";
import { estimateRows } from "./estimate.ts";
import { listingPagePath } from "./leadFields.ts";
import { PROPERTY_TYPES, type LeadByKind, type LeadKind } from "./leads.ts";
import { sanitizeHeaderValue } from "./mail.ts";

export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's e-mail, so "Reply" answers them. */
  replyTo: string;
}

export interface NotificationOptions {
  /** Row id of the lead, when known. */
  leadId?: string;
  /** When the lead was received (and, for investors, when consent was given); default now. */
  receivedAt?: Date;
  /** Row id of the first lead from the same e-mail within 24 hours, when this one repeats it. */
  repeatOf?: string;
  /** The lines it closes with: the registrant, the team of the brokerage, its address (decision 0053). */
  signature?: readonly string[];
}

/** The subject's mark of a repeat lead, so the team sees it in the inbox list. */
export const REPEAT_SUBJECT_PREFIX = "[Repeat] ";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escapes, then turns every line break into <br>. */
export function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}

export function propertyTypeLabel(value: string | null): string | null {
  if (!value) return null;
  return PROPERTY_TYPES.find((type) => type.value === value)?.label ?? value;
}

/** "2026-11-21 20:10 EST": the team works in Toronto time; the zone name removes any doubt. */
export function formatTorontoTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Toronto",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

const NOT_PROVIDED = "(not provided)";

interface Field {
  label: string;
  value: string;
}

function fieldsOf<K extends LeadKind>(kind: K, lead: LeadByKind[K], receivedAt: Date): Field[] {
  const value = (text: string | null) => (text === null || text === "" ? NOT_PROVIDED : text);
  if (kind === "contact") {
    const contact = lead as LeadByKind["contact"];
    return [
      { label: "Name", value: contact.name },
      { label: "Email", value: contact.email },
      { label: "Message", value: contact.message },
      // The listing the visitor enquired about ("Enquire about this listing"), when there is one.
      ...(contact.listing ? [{ label: "Listing", value: listingPagePath(contact.listing) }] : []),
    ];
  }
  if (kind === "investor") {
    const investor = lead as LeadByKind["investor"];
    return [
      { label: "Name", value: investor.name },
      { label: "Email", value: investor.email },
      { label: "Investment profile", value: investor.investment_profile },
      { label: "Additional message", value: value(investor.message) },
      {
        label: "Consent to receive off-market deal e-mails",
        value: investor.consent_deal_emails ? `Yes — express consent given ${formatTorontoTime(receivedAt)}` : "No",
      },
      // Double opt-in (issue 32, docs/decisions/0037-consent-records.md): the lead reaches the team
      // at once; deal e-mails wait for the address's owner to confirm.
      ...(investor.consent_deal_emails
        ? [{ label: "Deal e-mails", value: "Consent not yet confirmed: a confirmation e-mail was sent to the address" }]
        : []),
      ...describeBuyBox(investor).map((criterion) => ({ label: `Buy box: ${criterion.label.toLowerCase()}`, value: criterion.value })),
    ];
  }
  const valuation = lead as LeadByKind["valuation"];
  return [
    { label: "Name", value: valuation.name },
    { label: "Email", value: valuation.email },
    { label: "Phone", value: value(valuation.phone) },
    { label: "Property address", value: value(valuation.property_address) },
    { label: "Property type", value: value(propertyTypeLabel(valuation.property_type)) },
    { label: "Details", value: value(valuation.message) },
  ];
}

function subjectOf<K extends LeadKind>(kind: K, lead: LeadByKind[K]): string {
  if (kind === "contact") return `New contact message from ${lead.name}`;
  if (kind === "investor") return `New investor signup: ${lead.name}`;
  const type = propertyTypeLabel((lead as LeadByKind["valuation"]).property_type);
  return `New valuation request: ${lead.name}${type ? ` (${type})` : ""}`;
}

const INTRO: Record<LeadKind, string> = {
  contact: "A visitor sent a message through the website's contact form.",
  investor: "A new investor signed up for off-market opportunities on the website.",
  valuation: "A property owner requested a valuation on the website.",
};

export function buildNotificationEmail<K extends LeadKind>(
  kind: K,
  lead: LeadByKind[K],
  options: NotificationOptions = {},
): NotificationEmail {
  const receivedAt = options.receivedAt ?? new Date();
  const fields: Field[] = [
    ...fieldsOf(kind, lead, receivedAt),
    // Where the lead came from (attribution.ts): checked again here, since the payload is JSON.
    ...describeAttribution(lead.attribution),
    { label: "Received", value: formatTorontoTime(receivedAt) },
    ...(options.leadId ? [{ label: "Lead ID", value: options.leadId }] : []),
    ...(options.repeatOf
      ? [{ label: "Repeat of", value: `lead ${options.repeatOf} (the same e-mail address wrote within the previous 24 hours)` }]
      : []),
  ];
  const footer = "Reply to this e-mail to answer the visitor directly.";
  const signature = options.signature ?? [];
  // A valuation sent on from the home page's value calculator: its figures, as a small table.
  const estimate = kind === "valuation" ? (lead as LeadByKind["valuation"]).estimate : undefined;
  const figures: Field[] = estimate ? estimateRows(estimate) : [];
  const FIGURES_HEADING = "Figures from the value calculator";

  const text = [
    INTRO[kind],
    "",
    ...fields.map((field) => `${field.label}: ${field.value}`),
    ...(figures.length > 0 ? ["", `${FIGURES_HEADING}:`, ...figures.map((field) => `  ${field.label}: ${field.value}`)] : []),
    "",
    footer,
    ...(signature.length > 0 ? ["", "-- ", ...signature] : []),
    "",
  ].join("\n");

  const tableRows = (list: Field[]) =>
    list
      .map(
        (field) =>
          `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(field.label)}</th>` +
          `<td style="padding:6px 0">${htmlText(field.value)}</td></tr>`,
      )
      .join("\n");
  const rows = tableRows(fields);
  const figuresHtml =
    figures.length > 0
      ? [
          `<h3 style="font-size:14px;margin:16px 0 4px">${escapeHtml(FIGURES_HEADING)}</h3>`,
          `<table role="presentation" cellspacing="0" cellpadding="0">\n${tableRows(figures)}\n</table>`,
        ]
      : [];
  const subject = sanitizeHeaderValue(`${options.repeatOf ? REPEAT_SUBJECT_PREFIX : ""}${subjectOf(kind, lead)}`);
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(subject) + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">',
    `<p>${escapeHtml(INTRO[kind])}</p>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">\n${rows}\n</table>`,
    ...figuresHtml,
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
    ...(signature.length > 0 ? [`<p style="font-size:13px;color:#555">${signature.map(escapeHtml).join("<br>")}</p>`] : []),
    "</body></html>",
    "",
  ].join("\n");

  return { subject, text, html, replyTo: lead.email };
}

/** The short message of the test-email function. */
export function buildTestEmail(options: { sentAt?: Date; signature?: readonly string[] } = {}): {
  subject: string;
  text: string;
  html: string;
} {
  const when = formatTorontoTime(options.sentAt ?? new Date());
  const line = `This is a test e-mail from the website, sent ${when}. If you can read it, e-mail delivery works.`;
  const signature = options.signature ?? [];
  const signatureHtml = signature.length > 0 ? `<p style="font-size:13px;color:#555">${signature.map(escapeHtml).join("<br>")}</p>` : "";
  return {
    subject: "Test email from the website",
    text: `${line}\n${signature.length > 0 ? `\n-- \n${signature.join("\n")}\n` : ""}`,
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"></head><body><p>${escapeHtml(line)}</p>${signatureHtml}</body></html>\n`,
  };
}
