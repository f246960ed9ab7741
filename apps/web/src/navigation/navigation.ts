/**
 * Site navigation (docs/product.md#shared-layout). Links are written in their short form and
 * resolved to their final URL, so no link on the site points at a redirect.
 */
import { type NavLink } from "./navLink";
import { finalPath } from "@/src/routing/redirects";

export { isActive, type NavLink } from "./navLink";

function links(entries: Array<[string, string]>): NavLink[] {
  return entries.map(([href, label]) => ({ href: finalPath(href), label }));
}

export const PRIMARY_NAV = links([
  ["/", "Home"],
  ["/buy/", "Buy"],
  ["/sell/", "Sell"],
  ["/self-storage/listings/", "Listings"],
  ["/insights/", "Insights"],
  ["/contact/", "Contact"],
]);

export const INVESTOR_NAV = links([
  ["/roi-guide", "ROI Guide"],
  ["/self-storage-financing", "Self Storage Financing"],
  ["/investor-sign-up", "Investor Sign Up"],
  ["/ontario-storage-report", "Ontario Storage Report"],
]);

export const FOOTER_NAV = links([
  ["/", "Home"],
  ["/commercial-agents-toronto", "Commercial Agents Toronto"],
  ["/listings", "Listings"],
  ["/self-storage-financing", "Self Storage Financing"],
  ["/investor-sign-up", "Investor Sign Up"],
  ["/contact", "Contact"],
  ["/sell", "Sell Your Property"],
  ["/roi-guide", "ROI Guide"],
  ["/storage-news", "Storage News"],
  ["/ontario-storage-report", "Ontario Storage Report"],
  ["/privacy/", "Privacy Policy"],
]);
