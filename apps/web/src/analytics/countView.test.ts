/**
 * The beacon endpoint's rules without a database: what is counted from a request, what is left
 * out without a word (bots, Global Privacy Control), and what is refused with its reason: a
 * malformed beacon, a page the site does not publish, a client past its limit.
 */
import { describe, expect, it } from "vitest";
import { createMemoryLimit } from "@/src/limits/attemptLimit";
import { countPageView, viewToCount, type ViewCounting } from "./countView";
import type { CountedView } from "./store";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const NOON_IN_TORONTO = new Date("2026-11-26T17:00:00Z");

/** The site's pages in these tests. */
const PUBLISHED = new Set(["/", "/about/", "/self-storage/"]);

function recordingStore(options: { limit?: number; logged?: string[]; full?: boolean } = {}) {
  const views: CountedView[] = [];
  const limit = createMemoryLimit({ limit: options.limit ?? 100, windowMs: 60_000, maxKeys: 100 });
  const counting: ViewCounting = {
    isPublished: async (path) => PUBLISHED.has(path),
    clientKey: (headers) => headers.get("x-forwarded-for") ?? "unidentified",
    attempt: (client) => limit.attempt(client),
    record: (view) => !options.full && views.push(view) > 0,
    logError: (message) => options.logged?.push(message),
  };
  return { views, store: counting };
}

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return new Request("https://www.example-agency.ca/api/analytics/", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": IPHONE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/analytics/", () => {
  it("counts a view with its day, page, the last touch's credit, the device class and the load's Web Vitals", async () => {
    const { views, store } = recordingStore();
    const response = await countPageView(
      beacon({
        path: "/self-storage/",
        source: "newsletter",
        medium: "email",
        campaign: "fall-2026",
        referrer: "mail.example.com",
        vitals: { lcp: 1840, inp: 96, cls: 0.012, ttfb: 310 },
      }),
      store,
      NOON_IN_TORONTO,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(views).toEqual([
      {
        day: "2026-11-26",
        path: "/self-storage/",
        source: "newsletter",
        medium: "email",
        campaign: "fall-2026",
        referrerHost: "mail.example.com",
        device: "mobile",
        vitals: { lcp: 1840, inp: 96, cls: 0.012, ttfb: 310 },
      },
    ]);
  });

  it("answers a bot and a Global Privacy Control request as if counted, and stores nothing", async () => {
    const { views, store } = recordingStore();
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await countPageView(beacon({ path: "/" }, { "user-agent": googlebot }), store)).status).toBe(204);
    expect((await countPageView(beacon({ path: "/" }, { "sec-gpc": "1" }), store)).status).toBe(204);
    expect(views).toEqual([]);
  });

  it.each([
    ["not JSON", "path=/", /not JSON/],
    ["a query in the path", { path: "/about/?t=abc" }, /path: a path of this site/],
    ["an address that is not a path", { path: "https://elsewhere.example/" }, /path: a path of this site/],
    ["a protocol-relative path", { path: "//elsewhere.example/" }, /path: a path of this site/],
    ["a deal room's path", { path: "/self-storage/listings/gta-storage-portfolio/deal-room/" }, /path: a public page/],
    ["the operator page", { path: "/diagnostics" }, /path: a public page/],
    ["a full referring URL", { path: "/", referrer: "https://www.google.com/search?q=x" }, /referrer: a host name/],
    ["a campaign with a control character", { path: "/", campaign: "fall\u0000" }, /campaign: no control characters/],
    ["a vital out of range", { path: "/", vitals: { lcp: -5 } }, /vitals\.lcp/],
    ["a field not known", { path: "/", visitor: "abc123" }, /visitor/],
  ])("refuses %s with the reason (400) and stores nothing", async (_name, body, reason) => {
    const { views, store } = recordingStore();
    const response = await countPageView(beacon(body), store);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    expect(views).toEqual([]);
  });

  it("refuses a body over 2 KB (413)", async () => {
    const { views, store } = recordingStore();
    const response = await countPageView(beacon({ path: `/${"a".repeat(3000)}/` }), store);
    expect(response.status).toBe(413);
    expect(views).toEqual([]);
  });

  it("refuses a page the site does not publish (400), with the path in the reason", async () => {
    const { views, store } = recordingStore();
    const response = await countPageView(beacon({ path: "/made-up-page/" }), store);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("Not a page view: path: /made-up-page/ is not a page of this site");
    expect(views).toEqual([]);
  });

  it("counts a client's views up to its limit, then answers 429 with when to try again; another client is still counted", async () => {
    const { views, store } = recordingStore({ limit: 2 });
    const from = (address: string) => beacon({ path: "/about/" }, { "x-forwarded-for": address });
    expect((await countPageView(from("203.0.113.7"), store)).status).toBe(204);
    expect((await countPageView(from("203.0.113.7"), store)).status).toBe(204);
    const refused = await countPageView(from("203.0.113.7"), store);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await countPageView(from("198.51.100.4"), store)).status).toBe(204);
    expect(views).toHaveLength(3);
  });

  it("answers 503 when the published pages cannot be read or the buffer is full, and says why in the log only", async () => {
    const logged: string[] = [];
    const { store } = recordingStore({ logged });
    const unreadable: ViewCounting = {
      ...store,
      isPublished: async () => {
        throw new Error("content source down");
      },
    };
    expect((await countPageView(beacon({ path: "/" }), unreadable)).status).toBe(503);
    expect(logged).toEqual(["Analytics: a page view could not be checked"]);
    const full = recordingStore({ full: true });
    const response = await countPageView(beacon({ path: "/" }), full.store);
    expect(response.status).toBe(503);
    expect(full.views).toEqual([]);
  });

  it("keeps nothing of the request beyond the beacon and a device class: no address, no browser string", () => {
    const view = viewToCount(
      new Headers({ "user-agent": IPHONE, "x-forwarded-for": "203.0.113.9", cookie: "a=b" }),
      JSON.stringify({ path: "/" }),
      NOON_IN_TORONTO,
    );
    expect(JSON.stringify(view)).not.toMatch(/203\.0\.113|iPhone|a=b/);
  });
});
