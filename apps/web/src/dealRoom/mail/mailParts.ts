/**
 * What every deal-room e-mail is made of (subject, text, HTML) and its paragraphs as HTML: one
 * place for the mailer (mail.ts) and the e-mails it sends for other rooms (rounds, counts,
 * summaries), which cannot import mail.ts itself (it imports them).
 */
import { htmlText } from "@agency/supabase/notification-email";

export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

/** Each paragraph as a `<p>`, its text escaped. */
export const paragraphsHtml = (paragraphs: string[]): string => paragraphs.map((paragraph) => `<p>${htmlText(paragraph)}</p>`).join("\n");
