/**
 * The rules of first-party analytics (docs/decisions/0048-first-party-analytics.md), pure so they
 * are table-tested and cheap on every counted view: who is not counted (bots, Global Privacy
 * Control), the coarse device class, the Toronto day, and Google's thresholds for Web Vitals.
 */

/**
 * Crawlers, link previews, monitors, scripts and headless or lab browsers (Lighthouse, PageSpeed,
 * WebPageTest) are left out: they are not visitors, and lab figures are not real visitors' Web
 * Vitals. A browser that sends no User-Agent at all is not a visitor either.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|ptst|phantomjs|curl\/|wget|python|java\/|go-http|node-fetch|undici|axios|okhttp|httpclient|monitor|uptime|scanner|validator/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.trim() === "" || BOT.test(userAgent);
}

/** Global Privacy Control (the `Sec-GPC: 1` request header): the visitor asked not to be counted. */
export function asksNotToBeCounted(headers: Headers): boolean {
  return headers.get("sec-gpc")?.trim() === "1";
}

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * From the User-Agent, coarse on purpose: three classes say which layout a visitor saw, and the
 * browser string itself is never kept. An iPad that asks for the desktop site says it is a Mac and
 * is counted as one.
 */
export function deviceClass(userAgent: string | null): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}

const TORONTO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });

/** The team's calendar day (Toronto) of an instant, as YYYY-MM-DD: views are counted per day. */
export function torontoDay(at: Date): string {
  return TORONTO_DAY.format(at);
}

/** The day `days` calendar days before `day` (YYYY-MM-DD), for the report's windows. */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

export const WEB_VITALS = ["lcp", "inp", "cls", "ttfb"] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals, "good" up to the first figure, "poor" above the
 * second), applied to the 75th percentile of real page loads as Google does. LCP, INP, TTFB in
 * milliseconds; CLS unitless.
 */
export const VITAL_THRESHOLDS: Record<WebVital, readonly [good: number, poor: number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

export type VitalRating = "good" | "needs improvement" | "poor";

export function vitalRating(vital: WebVital, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[vital];
  if (value <= good) return "good";
  return value <= poor ? "needs improvement" : "poor";
}

/** A conversion rate as the report shows it: one decimal, "–" without views. */
export function conversionRate(conversions: number, views: number): string {
  if (views <= 0) return "–";
  return `${((conversions / views) * 100).toFixed(1)}%`;
}
