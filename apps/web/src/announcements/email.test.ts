import { describe, expect, it } from "vitest";
import { buildAnnouncementEmail, unsubscribeUrl, type Sender } from "./email";
import { preferencesToken, preferencesUrl, readPreferencesToken } from "@/src/consent/links";
import { createAnnouncementSender, unsubscribeToken, UNSUBSCRIBE_PURPOSE } from "./sender";
import { verifyLink } from "@/src/security/signedLink";
import { TEST_IDENTITY } from "@/src/advertising/testIdentity";
import type { AnnouncementMessage, AnnouncementStore, ClaimedAnnouncement } from "./store";

const SENDER: Sender = {
  ...TEST_IDENTITY,
  address: { street: "100 King St W", locality: "Toronto", region: "ON", postalCode: "M5X 1A9", country: "Canada" },
  email: "info@example.ca",
};
const SITE = "https://www.example-agency.ca";
const MESSAGE: AnnouncementMessage = {
  name: "Priya Noël",
  listing: {
    slug: "barrie-storage",
    title: "Barrie Storage & Co",
    assetClass: "self-storage",
    region: "Barrie",
    askingPrice: 4_500_000,
    capRate: 6.9,
    confidential: false,
  },
  buyBox: {
    buy_asset_classes: ["self-storage"],
    buy_regions: null,
    buy_price_min: 2_000_000,
    buy_price_max: 5_000_000,
    buy_cap_rate_min: null,
  },
};
const SECRET = Buffer.alloc(32, 7);

describe("the announcement e-mail", () => {
  const url = unsubscribeUrl(SITE, unsubscribeToken("priya@example.ca", SECRET));
  const preferences = preferencesUrl(SITE, preferencesToken("Priya@Example.ca", SECRET, new Date("2026-11-26T15:00:00Z")));
  const options = { siteUrl: SITE, unsubscribeUrl: url, preferencesUrl: preferences, sender: SENDER };
  const email = buildAnnouncementEmail("priya@example.ca", MESSAGE, options);

  it("names the sender, the listing, why it was sent and how to unsubscribe (CASL)", () => {
    expect(email.to).toEqual(["priya@example.ca"]);
    expect(email.replyTo).toBe("info@example.ca");
    expect(email.subject).toBe("New listing matching your buy box: Barrie Storage & Co");
    expect(email.text).toContain(
      "Barrie Storage & Co\nAsset class: Self-storage\nRegion: Barrie\nAsking price: $4,500,000\nCap rate: 6.9%\n",
    );
    expect(email.text).toContain("See the listing: https://www.example-agency.ca/self-storage/listings/barrie-storage/\n");
    expect(email.text).toContain(
      "  Asset classes: Self-storage\n  Regions: any\n  Price: $2,000,000 to $5,000,000\n  Minimum cap rate: any\n",
    );
    expect(email.text).toContain(
      "Sent by Daniel Mercer, Sales Representative, Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage, " +
        "200 Front Street West, Suite 2400, Toronto, ON M5V 3K2 (office: 100 King St W, Toronto, ON M5X 1A9, Canada).",
    );
    expect(email.text).toContain(`unsubscribe here: ${url}`);
    expect(email.html).toContain(`<a href="${url}">Unsubscribe</a>`);
  });

  it("links the investor's own deal e-mail preferences", () => {
    expect(email.text).toContain(`Change your buy box or alerts, or pause these e-mails: ${preferences}`);
    expect(email.html).toContain(`<a href="${preferences}">Your deal e-mails</a>`);
    const token = new URL(preferences).searchParams.get("t");
    expect(new URL(preferences).pathname).toBe("/deal-emails/");
    const at = new Date("2026-11-27T00:00:00Z");
    expect(readPreferencesToken(token, SECRET, at)).toEqual({ email: "priya@example.ca", issuedAt: new Date("2026-11-26T15:00:00Z") });
    expect(readPreferencesToken(token, Buffer.alloc(32, 8), at)).toBeNull();
  });

  it("greets by a name that passes the name rule only, and escapes what it quotes in the HTML", () => {
    expect(email.text).toContain("Hello Priya Noël,\n");
    expect(email.html).toContain("Barrie Storage &amp; Co");
    for (const name of ["Priya <b>", "See www.cheap-deals.example", "Agent 007"]) {
      const other = buildAnnouncementEmail("priya@example.ca", { ...MESSAGE, name }, options);
      expect(other.text).toMatch(/^Hello,\n/);
      expect(`${other.text}${other.html}`).not.toContain(name);
    }
  });

  it("says what changed in an alert about a listing already on the market", () => {
    const drop = buildAnnouncementEmail(
      "priya@example.ca",
      { ...MESSAGE, change: { kind: "price-drop", previousStatus: "available", status: "available", previousPrice: 4_900_000 } },
      options,
    );
    expect(drop.subject).toBe("Price drop: Barrie Storage & Co");
    expect(drop.text).toContain("The asking price dropped from $4,900,000 to $4,500,000.");
    const sold = buildAnnouncementEmail(
      "priya@example.ca",
      { ...MESSAGE, change: { kind: "sold", previousStatus: "under-contract", status: "sold", previousPrice: 4_500_000 } },
      options,
    );
    expect(sold.subject).toBe("Sold: Barrie Storage & Co");
    expect(sold.text).toContain("This listing has sold (it was under contract).");
  });

  it("offers the one-click unsubscribe of RFC 8058", () => {
    expect(email.headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(url).toMatch(/^https:\/\/www\.example-agency\.ca\/unsubscribe\/\?t=[\w.-]+$/);
  });

  it("says no more of a confidential listing than its public page, and marks an unpriced one", () => {
    const confidential = buildAnnouncementEmail(
      "priya@example.ca",
      { ...MESSAGE, listing: { ...MESSAGE.listing, confidential: true, askingPrice: null, capRate: null } },
      options,
    );
    expect(confidential.text).toContain("Asking price: Unpriced\n");
    expect(confidential.text).not.toContain("Cap rate:");
    expect(confidential.text).toContain("shared under a confidentiality agreement");
    expect(Object.keys(MESSAGE.listing)).not.toContain("address");
  });
});

describe("the unsubscribe token", () => {
  it("carries the normalised address, for the unsubscribe purpose only, without expiry", () => {
    const token = unsubscribeToken(" Priya@Example.ca ", SECRET);
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, token, SECRET, new Date("2040-01-01"))).toEqual({ ok: true, claims: { e: "priya@example.ca" } });
    expect(verifyLink("deal-room", token, SECRET)).toEqual({ ok: false, reason: "forged" });
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, token, Buffer.alloc(32, 8))).toEqual({ ok: false, reason: "forged" });
  });
});

describe("the announcement sender", () => {
  function fakeStore(claims: ClaimedAnnouncement[]) {
    const calls: string[] = [];
    const store = {
      claimDue: async () => claims.splice(0, claims.length),
      markSent: async (id: string) => void calls.push(`sent ${id}`),
      markFailed: async (id: string, error: string, next: Date, max: number) =>
        void calls.push(`failed ${id} ${error} ${next.toISOString()} ${max}`),
    } as unknown as AnnouncementStore;
    return { store, calls };
  }
  const claim = (id: string, attempts = 0): ClaimedAnnouncement => ({
    id,
    listing_slug: "barrie-storage",
    email: `${id}@example.ca`,
    attempts,
    message: MESSAGE,
  });
  const now = () => new Date("2026-11-24T12:00:00Z");

  it("sends each claimed announcement through send-email with its own unsubscribe link, and backs off a failure", async () => {
    const { store, calls } = fakeStore([claim("a"), claim("b", 2)]);
    const bodies: Record<string, unknown>[] = [];
    const sender = createAnnouncementSender({
      store: async () => store,
      invoke: async (name, body) => {
        expect(name).toBe("send-email");
        bodies.push(body);
        return (body.to as string[])[0] === "b@example.ca" ? { ok: false, error: "HTTP 502: relay down" } : { ok: true };
      },
      siteUrl: SITE,
      linkSecret: async () => SECRET,
      sender: async () => SENDER,
      now,
    });
    expect(await sender.runOnce()).toEqual({ delivered: 1, failed: 1 });
    expect(calls).toEqual(["sent a", "failed b HTTP 502: relay down 2026-11-24T12:01:00.000Z 150"]);
    const headers = bodies[0]!.headers as Record<string, string>;
    const token = /t=([^>]+)>$/.exec(headers["List-Unsubscribe"]!)![1]!;
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, decodeURIComponent(token), SECRET)).toEqual({ ok: true, claims: { e: "a@example.ca" } });
  });
});
