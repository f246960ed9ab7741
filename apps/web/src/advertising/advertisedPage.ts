/**
 * The advertising line of a page a route handler draws itself (issue 43, decision 0053): the
 * owner's report, the deal room's link exchange and refusals, the offer form's answers, the deal
 * e-mail pages and the unsubscribe page are HTML strings outside the site's layout, so they carry
 * the footer's identity here: the registrant with the title, the team of the brokerage, and the
 * brokerage's registered address. Pure.
 */
import { escapeHtml } from "@agency/supabase/notification-email";
import { signatureLines, type AdvertisingIdentity } from "./identity";

const FOOTER_STYLE = "max-width:48rem;margin:0 auto;padding:1rem;font-size:.8125rem;line-height:1.5;color:#475569";

/** The footer every such page ends with. */
export function advertiserFooter(identity: AdvertisingIdentity): string {
  return `<footer data-advertiser style="${FOOTER_STYLE}"><p>${signatureLines(identity).map(escapeHtml).join("<br>")}</p></footer>`;
}

/** The page with the footer as the body's last element (appended to a page without a body element). */
export function withAdvertiser(html: string, identity: AdvertisingIdentity): string {
  const footer = advertiserFooter(identity);
  const end = html.lastIndexOf("</body>");
  return end === -1 ? `${html}${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`;
}
