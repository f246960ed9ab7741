import { describe, expect, it } from "vitest";
import { asksNotToBeCounted, conversionRate, daysBefore, deviceClass, isBot, torontoDay, vitalRating } from "./rules";

const CHROME_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("who is not counted", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["a link preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    [
      "Lighthouse",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ],
    ["headless Chrome", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36"],
    ["curl", "curl/8.5.0"],
    ["a Python script", "python-requests/2.32.3"],
    ["an uptime monitor", "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)"],
    ["no browser string", null],
    ["an empty one", "  "],
  ])("%s is a bot", (_name, userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([CHROME_DESKTOP, IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD])("a visitor's browser is not: %s", (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });

  it("a browser sending Global Privacy Control is not counted; one without it, or with another value, is", () => {
    expect(asksNotToBeCounted(new Headers({ "sec-gpc": "1" }))).toBe(true);
    expect(asksNotToBeCounted(new Headers({ "Sec-GPC": " 1 " }))).toBe(true);
    expect(asksNotToBeCounted(new Headers({ "sec-gpc": "0" }))).toBe(false);
    expect(asksNotToBeCounted(new Headers())).toBe(false);
  });
});

describe("device class", () => {
  it.each([
    [IPHONE, "mobile"],
    [ANDROID_PHONE, "mobile"],
    [ANDROID_TABLET, "tablet"],
    [IPAD, "tablet"],
    [CHROME_DESKTOP, "desktop"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15", "desktop"],
    [null, "desktop"],
  ])("%s → %s", (userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected);
  });
});

describe("days", () => {
  it("counts in Toronto's calendar: 11:30 pm in Toronto is still that day, in winter and summer time", () => {
    expect(torontoDay(new Date("2026-11-27T04:30:00Z"))).toBe("2026-11-26");
    expect(torontoDay(new Date("2026-11-27T05:30:00Z"))).toBe("2026-11-27");
    expect(torontoDay(new Date("2026-07-02T03:30:00Z"))).toBe("2026-07-01");
  });

  it("steps back whole calendar days, across months and years", () => {
    expect(daysBefore("2026-11-26", 27)).toBe("2026-10-30");
    expect(daysBefore("2026-01-03", 5)).toBe("2025-12-29");
    expect(daysBefore("2026-03-09", 1)).toBe("2026-03-08");
  });
});

describe("Web Vitals against Google's thresholds", () => {
  it.each([
    ["lcp", 2500, "good"],
    ["lcp", 2501, "needs improvement"],
    ["lcp", 4001, "poor"],
    ["inp", 200, "good"],
    ["inp", 500, "needs improvement"],
    ["inp", 501, "poor"],
    ["cls", 0.1, "good"],
    ["cls", 0.11, "needs improvement"],
    ["cls", 0.26, "poor"],
    ["ttfb", 800, "good"],
    ["ttfb", 1800, "needs improvement"],
    ["ttfb", 1801, "poor"],
  ] as const)("%s at %s is %s", (vital, value, rating) => {
    expect(vitalRating(vital, value)).toBe(rating);
  });
});

describe("conversion rate", () => {
  it("is conversions over views as a percentage with one decimal; a dash without views", () => {
    expect(conversionRate(1, 3)).toBe("33.3%");
    expect(conversionRate(0, 250)).toBe("0.0%");
    expect(conversionRate(2, 0)).toBe("–");
  });
});
