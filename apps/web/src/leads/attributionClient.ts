/**
 * The browser's half of lead attribution (docs/decisions/0022-lead-attribution-and-webhook.md):
 * on the first page of a visit, remember where the visitor came from, first party in
 * localStorage, for at most 90 days; the lead forms send it in a hidden field. No zod, no
 * dependencies: it runs on every page, and content pages barely have a JavaScript budget
 * (decision 0009). The server checks everything it receives (supabase/functions/_shared/attribution.ts).
 */
import { ATTRIBUTION_MAX_AGE_MS } from "@agency/supabase/lead-fields";
import { campaignPath } from "./campaignPath";

export const ATTRIBUTION_STORAGE_KEY = "agency.attribution";

type Touch = Record<string, string>;
interface Remembered {
  first?: Touch;
  last?: Touch;
}

const UTM = ["source", "medium", "campaign", "term", "content"];

function fresh(touch: Touch | undefined, now: number): Touch | undefined {
  const at = touch ? Date.parse(touch.at ?? "") : NaN;
  return at > now - ATTRIBUTION_MAX_AGE_MS ? touch : undefined;
}

/** What the browser remembers, without touches older than 90 days (those are forgotten). */
export function remembered(storage: Storage, now = Date.now()): Remembered {
  let value: Remembered = {};
  try {
    value = JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}") as Remembered;
  } catch {
    // Not ours or damaged: start again.
  }
  const kept = { first: fresh(value?.first, now), last: fresh(value?.last, now) };
  if (!kept.first && !kept.last) storage.removeItem(ATTRIBUTION_STORAGE_KEY);
  return kept;
}

/**
 * Called once per page load (not on the site's own client-side navigation): a visit from a
 * tagged link or another site, or the very first visit, is a touch. It becomes the last touch,
 * and the first too when none is remembered. A private route (a deal room opened from webmail,
 * a signed link) is never a touch, and a landing page keeps only its campaign parameters
 * (src/leads/campaignPath.ts): a token in an address is never remembered.
 */
export function recordVisit(href: string, referrer: string, storage: Storage, now = Date.now()): void {
  try {
    const url = new URL(href);
    const landing = campaignPath(url);
    if (landing === null) return;
    const touch: Touch = {};
    for (const key of UTM) {
      const value = url.searchParams.get(`utm_${key}`);
      if (value) touch[key] = value.slice(0, 100);
    }
    const from = referrer ? new URL(referrer).hostname : "";
    if (from && from !== url.hostname) touch.referrer = from;
    const state = remembered(storage, now);
    if (Object.keys(touch).length === 0 && state.last) return;
    touch.landing = landing.slice(0, 300);
    touch.at = new Date(now).toISOString();
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ first: state.first ?? touch, last: touch }));
  } catch {
    // Storage blocked or full: the lead is sent without touches; the server still records the page.
  }
}

/** The hidden field's value: the remembered touches and the page the form is on (cleaned the same way). */
export function attributionForForm(href: string, storage: Storage, now = Date.now()): string {
  let state: Remembered = {};
  try {
    state = remembered(storage, now);
  } catch {
    // Storage blocked: the page alone.
  }
  return JSON.stringify({ ...state, page: campaignPath(new URL(href)) ?? undefined });
}
