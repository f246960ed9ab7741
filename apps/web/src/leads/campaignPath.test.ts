import { describe, expect, it } from "vitest";
import { campaignPath, cleanAttribution } from "./campaignPath";

const TOKEN = "eyJwIjoiZGVhbC1yb29tIn0.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
const at = "2026-11-20T15:00:00.000Z";

describe("what attribution may keep of an address", () => {
  it("keeps a public page's path and campaign parameters only", () => {
    expect(campaignPath(new URL("https://x.ca/contact/?utm_source=ads&email=a%40b.ca&gclid=G&msclkid=M&fbclid=F&t=1"))).toBe(
      "/contact/?utm_source=ads&gclid=G&msclkid=M&fbclid=F",
    );
    expect(campaignPath(new URL("https://x.ca/about/"))).toBe("/about/");
  });

  it("keeps nothing of a private route", () => {
    expect(campaignPath(new URL(`https://x.ca/self-storage/listings/x/deal-room/?t=${TOKEN}&utm_source=mail`))).toBeNull();
    expect(campaignPath(new URL(`https://x.ca/unsubscribe/?t=${TOKEN}`))).toBeNull();
  });

  it("cleans what a browser sent before a lead is stored: private landings and pages dropped", () => {
    expect(
      cleanAttribution({
        first: { referrer: "mail.example.com", landing: `/self-storage/listings/x/deal-room/?t=${TOKEN}`, at },
        last: { source: "ads", landing: `/sell/?utm_source=ads&t=${TOKEN}`, at },
        page: `/contact/?t=${TOKEN}`,
      }),
    ).toEqual({
      first: { referrer: "mail.example.com", landing: undefined, at },
      last: { source: "ads", landing: "/sell/?utm_source=ads", at },
      page: "/contact/",
    });
    expect(cleanAttribution(null)).toBeNull();
  });
});
