/**
 * What of an address lead attribution may keep (issue 31): the path with only the campaign
 * parameters an advertiser adds (an allowlist), and nothing at all of a private route (a deal
 * room, a signed link: @agency/paths/private-routes), whose address can carry a token that opens
 * it. Used by the browser's tracker before it remembers a page and by the server again before a
 * lead is stored, so a token reaches no e-mail, row, CSV or webhook even from a browser that sends one.
 */
import type { Attribution, Touch } from "@agency/supabase/attribution";
import { isPrivatePath } from "@agency/paths/private-routes";

/** Campaign tags and ad click IDs (Google, Meta, Microsoft, LinkedIn): every other parameter is dropped. */
export const CAMPAIGN_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "li_fat_id",
] as const;

/** The path and campaign parameters of a page of the site, or null for a private route. */
export function campaignPath(url: URL): string | null {
  if (isPrivatePath(url.pathname)) return null;
  const allowed = new Set<string>(CAMPAIGN_PARAMETERS);
  // In the order the link had them, each once.
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (allowed.has(name) && value && !kept.has(name)) kept.set(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A stored path (with its query) cleaned the same way; undefined when nothing may be kept. */
function cleanPath(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  return campaignPath(new URL(path, "https://site.invalid")) ?? undefined;
}

function cleanTouch(touch: Touch | undefined): Touch | undefined {
  return touch && { ...touch, landing: cleanPath(touch.landing) };
}

/** The attribution a lead is stored with: landing and sending pages cleaned, private ones dropped. */
export function cleanAttribution(attribution: Attribution | null): Attribution | null {
  if (!attribution) return null;
  return { first: cleanTouch(attribution.first), last: cleanTouch(attribution.last), page: cleanPath(attribution.page) };
}
