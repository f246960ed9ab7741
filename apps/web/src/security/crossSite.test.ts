import { describe, expect, it } from "vitest";
import { crossSiteRefusal, type RequestFacts } from "./crossSite";

const SITE = "https://www.example-agency.ca";
const post = (facts: Partial<RequestFacts>): RequestFacts => ({
  method: "POST",
  pathname: "/api/leads/contact",
  host: "www.example-agency.ca",
  origin: null,
  secFetchSite: null,
  ...facts,
});
const REFUSED = "Requests from other sites are not accepted.";

describe("crossSiteRefusal", () => {
  it.each([
    ["another site's origin", post({ origin: "https://evil.example" })],
    ["a look-alike host", post({ origin: "https://www.example-agency.ca.evil.example" })],
    ["the opaque origin of a sandboxed frame", post({ origin: "null" })],
    ["an opaque origin the browser says is another site's", post({ origin: "null", secFetchSite: "cross-site" })],
    ["a malformed origin", post({ origin: "not a url" })],
    ["a browser saying cross-site", post({ secFetchSite: "cross-site", origin: SITE })],
    ["a sibling subdomain", post({ secFetchSite: "same-site" })],
    ["a Server Action from elsewhere", post({ pathname: "/contact/", origin: "https://evil.example" })],
    [
      "a DELETE of the operator session from elsewhere",
      post({ method: "DELETE", pathname: "/api/operator/session", origin: "https://evil.example" }),
    ],
  ])("refuses %s", (_name, request) => {
    expect(crossSiteRefusal(request, SITE)).toBe(REFUSED);
  });

  it.each([
    ["the site's own pages", post({ origin: SITE, secFetchSite: "same-origin" })],
    ["the host the browser addressed (a preview deployment)", post({ host: "preview.example.net", origin: "https://preview.example.net" })],
    ["scripts that send no origin", post({})],
    [
      "a form on a no-referrer page (Origin: null, but same-origin by the browser's word)",
      post({ pathname: "/deal-emails/confirm/", origin: "null", secFetchSite: "same-origin" }),
    ],
    ["a webhook, whatever its origin", post({ pathname: "/api/revalidate", origin: "https://api.sanity.io" })],
    ["the cron call without a slash", post({ pathname: "/api/cron/notifications", secFetchSite: "cross-site" })],
    ["reads from anywhere", post({ method: "GET", origin: "https://evil.example", secFetchSite: "cross-site" })],
  ])("lets through %s", (_name, request) => {
    expect(crossSiteRefusal(request, SITE)).toBeNull();
  });
});
