/**
 * The signed-link pages under /deal-emails/ (confirmPage.ts, preferencesPage.ts) with a store
 * double: a GET never changes anything, the POST does; every answer is private, no-store and sends
 * no referrer; bad links and bad figures get their 4xx page and change nothing.
 */
import { describe, expect, it } from "vitest";
import { NO_BUY_BOX } from "@agency/supabase/leads";
import { createConfirmHandlers } from "./confirmPage";
import { confirmToken, confirmUrl, preferencesToken, preferencesUrl } from "./links";
import { createPreferencesHandlers } from "./preferencesPage";
import type { ConsentStore, InvestorPreferences } from "./store";

const SECRET = Buffer.alloc(32, 3);
const SITE = "https://www.example-agency.ca";
const NOW = new Date("2026-11-26T12:00:00Z");
const SIGNUP = "0b6f5d7e-8a4c-4d1e-9f2a-3c5b7d9e1f20";

function expectPrivate(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
}

describe("the confirmation page", () => {
  const confirmed: string[] = [];
  const handlers = createConfirmHandlers({
    linkSecret: async () => SECRET,
    confirm: async (email, signupId, clientAddress) => {
      confirmed.push(`${email} ${signupId} ${clientAddress}`);
      return confirmed.length === 1 ? "confirmed" : "already";
    },
    siteName: async () => "Ontario Storage Advisors",
    clientAddress: () => "192.0.2.9",
    now: () => NOW,
  });
  const url = confirmUrl(SITE, confirmToken("Owner@Example.ca", SIGNUP, SECRET, NOW));

  it("shows a Confirm button on GET and confirms nothing", async () => {
    const response = await handlers.GET(new Request(url));
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/deal-emails/confirm/?t=');
    expect(html).toContain('<button type="submit">Confirm</button>');
    expect(confirmed).toEqual([]);
  });

  it("confirms on POST, once", async () => {
    const first = await handlers.POST(new Request(url, { method: "POST" }));
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Your deal e-mails are confirmed");
    expect(confirmed).toEqual([`owner@example.ca ${SIGNUP} 192.0.2.9`]);
    expect(await (await handlers.POST(new Request(url, { method: "POST" }))).text()).toContain("Already confirmed");
  });

  it("refuses a forged, another purpose's or an expired link with its own page", async () => {
    const forged = confirmUrl(SITE, confirmToken("owner@example.ca", SIGNUP, Buffer.alloc(32, 4), NOW));
    const otherPurpose = `${SITE}/deal-emails/confirm/?t=${encodeURIComponent(preferencesToken("owner@example.ca", SECRET, NOW))}`;
    const expired = confirmUrl(SITE, confirmToken("owner@example.ca", SIGNUP, SECRET, new Date("2026-09-01T00:00:00Z")));
    for (const [link, status, heading] of [
      [forged, 400, "This confirmation link is not valid"],
      [otherPurpose, 400, "This confirmation link is not valid"],
      [expired, 410, "This confirmation link has expired"],
    ] as const) {
      const response = await handlers.POST(new Request(link, { method: "POST" }));
      expect(response.status).toBe(status);
      expectPrivate(response);
      expect(await response.text()).toContain(heading);
    }
    expect(confirmed).toHaveLength(2);
  });
});

describe("the preferences page", () => {
  function setup(confirmedAt: string | null, clock: { now: Date } = { now: NOW }) {
    const changes: string[] = [];
    let resetAt: Date | null = null;
    let preferences: InvestorPreferences = {
      email: "owner@example.ca",
      confirmedAt,
      name: "Olivia Owner",
      ...NO_BUY_BOX,
      alertKinds: ["price-drop", "under-contract", "back-available", "sold"],
      pausedUntil: null,
      unsubscribedAt: null,
    };
    const store = {
      preferences: async () => preferences,
      async updatePreferences(email, box, alerts) {
        if (!preferences.confirmedAt) return false;
        changes.push(`${email} ${JSON.stringify(box)} ${alerts.join("+")}`);
        preferences = { ...preferences, ...box, alertKinds: [...alerts] };
        return true;
      },
      async pause(email, until) {
        if (!preferences.confirmedAt) return false;
        changes.push(`pause ${until?.toISOString() ?? "none"}`);
        return true;
      },
      preferenceLinksResetAt: async () => resetAt,
      async resetPreferenceLinks(email, at) {
        changes.push(`reset ${email}`);
        resetAt = at;
        return at;
      },
    } as Pick<
      ConsentStore,
      "preferences" | "updatePreferences" | "pause" | "preferenceLinksResetAt" | "resetPreferenceLinks"
    > as ConsentStore;
    const handlers = createPreferencesHandlers({
      linkSecret: async () => SECRET,
      store: async () => store,
      unsubscribe: async (email) => {
        changes.push(`unsubscribe ${email}`);
        return true;
      },
      siteName: async () => "Ontario Storage Advisors",
      regions: async () => ["Barrie", "Greater Toronto Area"],
      clientAddress: () => null,
      now: () => clock.now,
    });
    const url = preferencesUrl(SITE, preferencesToken("owner@example.ca", SECRET, new Date(NOW.getTime() - 86_400_000)));
    const post = (body: string) =>
      handlers.POST(new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }));
    return { handlers, url, post, changes };
  }

  it("shows the buy box form, the alerts, the pauses and unsubscribe, and changes nothing on GET", async () => {
    const { handlers, url, changes } = setup("2026-11-20T00:00:00Z");
    const response = await handlers.GET(new Request(url));
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    for (const text of [
      'value="Greater Toronto Area"',
      'name="alerts" value="price-drop" checked',
      "Pause for 30 days",
      "Pause for 90 days",
      "Unsubscribe from deal e-mails",
      "Sign out of every link",
    ]) {
      expect(html).toContain(text);
    }
    expect(changes).toEqual([]);
  });

  it("saves a buy box and alerts, pauses for 30 or 90 days only, and unsubscribes", async () => {
    const { post, changes } = setup("2026-11-20T00:00:00Z");
    const saved = await post("action=save&buy_regions=Barrie&buy_asset_classes=industrial&buy_price_max=%243%2C000%2C000&alerts=sold");
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your preferences are saved. The next announcement follows them.");
    expect((await post("action=pause-90")).status).toBe(200);
    expect((await post("action=pause-45")).status).toBe(400);
    expect((await post("action=unsubscribe")).status).toBe(200);
    expect(changes).toEqual([
      `owner@example.ca ${JSON.stringify({ buy_asset_classes: ["industrial"], buy_regions: ["Barrie"], buy_price_min: null, buy_price_max: 3_000_000, buy_cap_rate_min: null })} sold`,
      `pause ${new Date(NOW.getTime() + 90 * 86_400_000).toISOString()}`,
      "unsubscribe owner@example.ca",
    ]);
  });

  it("refuses bad figures, unknown alerts and an unconfirmed address with their messages, changing nothing", async () => {
    const { post, changes } = setup("2026-11-20T00:00:00Z");
    const bad = await post("action=save&buy_price_min=5000000&buy_price_max=100&alerts=everything");
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Maximum price must be at least the minimum price");
    expect(html).toContain("Choose alerts from the list");
    expect(html).toContain('value="5000000"');
    const unconfirmed = setup(null);
    expect((await unconfirmed.post("action=save&alerts=sold")).status).toBe(409);
    expect((await unconfirmed.post("action=pause-30")).status).toBe(409);
    expect((await post(`action=save&buy_regions=${"x".repeat(20_000)}`)).status).toBe(413);
    expect([...changes, ...unconfirmed.changes]).toEqual([]);
  });

  it("signs out of every link: the link used and older ones answer 410, a link signed afterwards works", async () => {
    const clock = { now: NOW };
    const { handlers, url, post, changes } = setup("2026-11-20T00:00:00Z", clock);
    const olderStill = preferencesUrl(SITE, preferencesToken("owner@example.ca", SECRET, new Date(NOW.getTime() - 5 * 86_400_000)));
    const signedOut = await post("action=sign-out-links");
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toContain("Every link is signed out");
    expect(changes).toEqual(["reset owner@example.ca"]);
    for (const link of [url, olderStill]) {
      const refused = await handlers.GET(new Request(link));
      expect(refused.status).toBe(410);
      expectPrivate(refused);
      expect(await refused.text()).toContain("This link was signed out");
    }
    // The POST of the old link changes nothing either.
    expect((await post("action=unsubscribe")).status).toBe(410);
    // The next e-mail's link, signed a minute later, opens the page.
    clock.now = new Date(NOW.getTime() + 60_000);
    const fresh = preferencesUrl(SITE, preferencesToken("owner@example.ca", SECRET, clock.now));
    expect((await handlers.GET(new Request(fresh))).status).toBe(200);
    expect(changes).toEqual(["reset owner@example.ca"]);
  });

  it("refuses a link that is not this site's", async () => {
    const { handlers } = setup("2026-11-20T00:00:00Z");
    const response = await handlers.GET(new Request(`${SITE}/deal-emails/?t=${"x".repeat(20)}.${"y".repeat(43)}`));
    expect(response.status).toBe(400);
    expectPrivate(response);
  });
});
