import { describe, expect, it } from "vitest";
import { ATTRIBUTION_MAX_AGE_MS, buildAttribution, describeAttribution, readAttribution } from "./attribution.ts";
import { validateLead } from "./leads.ts";

const now = Date.parse("2026-11-23T15:00:00Z");
const touch = {
  source: "newsletter",
  campaign: "fall",
  referrer: "news.example.com",
  landing: "/self-storage/ontario/hamilton/?utm_source=newsletter",
  at: "2026-11-20T10:00:00.000Z",
};

describe("buildAttribution", () => {
  it("keeps the browser's touches and takes the sending page from the Referer", () => {
    const raw = JSON.stringify({ first: touch, last: { ...touch, source: "google", at: "2026-11-22T10:00:00.000Z" }, page: "/elsewhere/" });
    expect(buildAttribution(raw, { referer: "https://www.example-agency.ca/contact/", now })).toEqual({
      first: touch,
      last: { ...touch, source: "google", at: "2026-11-22T10:00:00.000Z" },
      page: "/contact/",
    });
  });

  it("without JavaScript records the page, and a tagged form page's UTM tags as the touch", () => {
    expect(buildAttribution("", { referer: "https://www.example-agency.ca/sell/?utm_source=flyer&utm_medium=print", now })).toEqual({
      first: { source: "flyer", medium: "print", landing: "/sell/?utm_source=flyer&utm_medium=print", at: new Date(now).toISOString() },
      last: { source: "flyer", medium: "print", landing: "/sell/?utm_source=flyer&utm_medium=print", at: new Date(now).toISOString() },
      page: "/sell/?utm_source=flyer&utm_medium=print",
    });
    expect(buildAttribution(undefined, { referer: "https://www.example-agency.ca/contact/", now })).toEqual({ page: "/contact/" });
    expect(buildAttribution(undefined, { referer: null, now })).toBeNull();
  });

  it.each([
    ["not JSON", "{first:"],
    ["a JSON array", "[1,2]"],
    ["too long", JSON.stringify({ first: touch, padding: "x".repeat(5000) })],
    ["a number", 42],
  ])("drops %s without an error", (_label, raw) => {
    expect(buildAttribution(raw, { referer: null, now })).toBeNull();
  });

  it("drops a tampered part and keeps the rest", () => {
    const raw = {
      first: { ...touch, source: "a\r\nBcc: x@y.z", referrer: "https://evil.example/path", landing: "//evil.example/" },
      last: { ...touch, at: "yesterday" },
      page: "javascript:alert(1)",
      extra: "ignored",
    };
    expect(buildAttribution(raw, { referer: null, now })).toEqual({ first: { campaign: "fall", at: touch.at } });
  });

  it("drops touches older than 90 days or in the future", () => {
    const old = { ...touch, at: new Date(now - ATTRIBUTION_MAX_AGE_MS - 2 * 86_400_000).toISOString() };
    const future = { ...touch, at: new Date(now + 3 * 86_400_000).toISOString() };
    expect(buildAttribution({ first: old, last: future }, { referer: "https://x.ca/contact/", now })).toEqual({ page: "/contact/" });
  });

  it("keeps the page path only, never another scheme, and caps its length", () => {
    expect(buildAttribution(undefined, { referer: `https://x.ca/${"a".repeat(400)}`, now })).toBeNull();
    expect(buildAttribution(undefined, { referer: "not a url", now })).toBeNull();
  });
});

describe("attribution on a lead", () => {
  it("is never a validation error, and a stored one passes through unchanged", () => {
    const lead = { name: "A", email: "a@b.ca", message: "Hi" };
    expect(validateLead("contact", { ...lead, attribution: "garbage" })).toEqual({ ok: true, lead });
    expect(validateLead("contact", { ...lead, attribution: { first: touch } })).toEqual({
      ok: true,
      lead: { ...lead, attribution: { first: touch } },
    });
    expect(readAttribution({ first: touch, page: "/contact/" })).toEqual({ first: touch, page: "/contact/" });
  });

  it("is described line by line for the team", () => {
    expect(describeAttribution({ first: touch, page: "/contact/" })).toEqual([
      { label: "Sent from page", value: "/contact/" },
      {
        label: "First touch",
        value:
          "utm_source=newsletter, utm_campaign=fall; from news.example.com; landed on /self-storage/ontario/hamilton/?utm_source=newsletter; at 2026-11-20T10:00:00.000Z",
      },
      { label: "Last touch", value: "(not recorded)" },
    ]);
    expect(describeAttribution(null)).toEqual([{ label: "Source", value: "(not recorded)" }]);
  });
});
