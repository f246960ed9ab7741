/**
 * Which requests for an agreement page count as an opening in the listing's funnel (issue 36,
 * decision 0051): a person's browser does; bots, Global Privacy Control, the router's prefetch and
 * the signing form's own submission do not.
 */
import { describe, expect, it } from "vitest";
import { isAgreementOpening } from "./agreementOpenings.server";

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

describe("an agreement page opening", () => {
  it.each([
    ["a browser's page load", { "user-agent": BROWSER }, true],
    ["a client-side navigation", { "user-agent": BROWSER, rsc: "1" }, true],
    ["a crawler", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, false],
    ["no User-Agent", {}, false],
    ["Global Privacy Control", { "user-agent": BROWSER, "sec-gpc": "1" }, false],
    ["the router's prefetch", { "user-agent": BROWSER, "next-router-prefetch": "1" }, false],
    ["the form's Server Action", { "user-agent": BROWSER, "next-action": "abc123" }, false],
    ["the form sent without JavaScript", { "user-agent": BROWSER, "content-type": "multipart/form-data; boundary=x" }, false],
  ])("%s: %s", (_name, headers, counted) => {
    expect(isAgreementOpening(new Headers(headers))).toBe(counted);
  });
});
