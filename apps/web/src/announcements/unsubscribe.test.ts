import { describe, expect, it } from "vitest";
import { crossSiteRefusal } from "@/src/security/crossSite";
import { unsubscribeToken } from "./sender";
import { createUnsubscribeHandlers } from "./unsubscribe";

const SECRET = Buffer.alloc(32, 3);
const SITE = "https://www.example-agency.ca";

function setup(fail = false) {
  const unsubscribed: string[] = [];
  const handlers = createUnsubscribeHandlers({
    linkSecrets: async () => ({ current: SECRET }),
    unsubscribe: async (email) => {
      if (fail) throw new Error("database down");
      const first = !unsubscribed.includes(email);
      unsubscribed.push(email);
      return first;
    },
    siteName: async () => "Ontario Storage Advisors",
  });
  return { handlers, unsubscribed };
}
const url = (token: string) => `${SITE}/unsubscribe/?t=${encodeURIComponent(token)}`;
const token = unsubscribeToken("priya@example.ca", SECRET);

describe("/unsubscribe/", () => {
  it("GET shows a confirmation page with a form POST and unsubscribes nobody", async () => {
    const { handlers, unsubscribed } = setup();
    const response = await handlers.GET(new Request(url(token)));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Unsubscribe from deal e-mails?");
    expect(html).toContain(`<form method="post" action="/unsubscribe/?t=${encodeURIComponent(token)}">`);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(unsubscribed).toEqual([]);
  });

  it("the one-click POST unsubscribes at once, and again is harmless", async () => {
    const { handlers, unsubscribed } = setup();
    const post = () =>
      handlers.POST(
        new Request(url(token), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("You are unsubscribed");
    expect((await post()).status).toBe(200);
    expect(unsubscribed).toEqual(["priya@example.ca", "priya@example.ca"]);
  });

  it.each([
    ["no token", `${SITE}/unsubscribe/`],
    ["a malformed token", `${SITE}/unsubscribe/?t=%3Cscript%3E`],
    ["a forged token", url(unsubscribeToken("priya@example.ca", Buffer.alloc(32, 9)))],
    [
      "a token for another purpose",
      url(token.replace(/^[^.]+/, Buffer.from('{"p":"deal-room","e":"priya@example.ca"}').toString("base64url"))),
    ],
  ])("answers %s with a clear 400 page, GET or POST", async (_name, address) => {
    const { handlers, unsubscribed } = setup();
    for (const response of [
      await handlers.GET(new Request(address)),
      await handlers.POST(new Request(address, { method: "POST", body: "x" })),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This unsubscribe link is not valid");
    }
    expect(unsubscribed).toEqual([]);
  });

  it("answers 503, not 500, when the database cannot record it", async () => {
    const { handlers } = setup(true);
    const response = await handlers.POST(new Request(url(token), { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(response.status).toBe(503);
  });

  it("is the documented exception to the cross-site rule, and only for its own path", () => {
    const facts = { method: "POST", host: "www.example-agency.ca", origin: "https://mail.example.com", secFetchSite: "cross-site" };
    expect(crossSiteRefusal({ ...facts, pathname: "/unsubscribe/" }, SITE)).toBeNull();
    expect(crossSiteRefusal({ ...facts, pathname: "/unsubscribe" }, SITE)).toBeNull();
    expect(crossSiteRefusal({ ...facts, pathname: "/off-market/" }, SITE)).not.toBeNull();
  });
});
