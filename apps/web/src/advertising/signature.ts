/**
 * An e-mail's closing signature (issue 43): the registrant, the team of the brokerage and the
 * brokerage's address, added to the text and the HTML of a message built without one. Pure.
 */
import { escapeHtml } from "@agency/supabase/notification-email";

const htmlBlock = (lines: readonly string[]) =>
  `<p style="font-size:13px;color:#555">${lines.map((line) => escapeHtml(line)).join("<br>")}</p>`;

/** The message with its signature: a "-- " block at the end of the text, a paragraph at the end of the HTML body. */
export function withSignature<T extends { text: string; html: string }>(message: T, lines: readonly string[]): T {
  if (lines.length === 0) return message;
  const text = `${message.text.replace(/\n*$/, "")}\n\n-- \n${lines.join("\n")}\n`;
  const closing = message.html.lastIndexOf("</body>");
  const html =
    closing === -1
      ? `${message.html}\n${htmlBlock(lines)}`
      : `${message.html.slice(0, closing)}${htmlBlock(lines)}\n${message.html.slice(closing)}`;
  return { ...message, text, html };
}
