/**
 * Issue 31, "private is private on the wire": every route of apps/web/app, found from the files
 * (a new route without a class here fails the first test), answers with its class's
 * Cache-Control on the wire. Public pages and generated files stay cacheable as before (decision
 * 0010); every private route (@agency/paths/private-routes: the deal room and its documents, the
 * link exchange, agreements, unsubscribe, the operator's pages and API) answers `private,
 * no-store`, and `Referrer-Policy: no-referrer` where a token may be in its address, whatever the
 * config rules, the page cache or the shared cache would do.
 *
 * Twice, both on the publishing fixture's content (it has a confidential listing with its deal
 * room, and a page of every kind): the embedded production build with its page cache (the
 * fixture's build), each URL asked twice so the page cache's copy is checked too; and the suite's
 * hosted-mode build, as tests/e2e/shared-cache.spec.ts runs it, two instances sharing Redis on
 * a stand-in Content Lake holding the fixture, each URL asked of both, so an answer one instance
 * put in Redis is checked on the other.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPrivateCacheKey, privateRouteOf, PRIVATE_CACHE_CONTROL, PRIVATE_REFERRER_POLICY } from "@agency/paths/private-routes";
import { createClient } from "@redis/client";
import { expect, test } from "../support/test";
import { startContentLake, type ContentLake } from "../support/contentLake";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { ensureHostedBuild, HOSTED_ENV } from "../support/hostedBuild";
import { ensurePublishingBuild, FIXTURE_DATASET, PUBLISHING_ENV } from "../support/publishingBuild";
import { startRedis, type TestRedis } from "../support/redis";
import { startServer, type TestServer } from "../support/server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const appDir = path.join(repoRoot, "apps/web/app");

/** Decision 0010's policies, and the private one. */
const CLASSES = {
  page: "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  file: "public, max-age=86400, stale-while-revalidate=604800",
  private: PRIVATE_CACHE_CONTROL,
} as const;
/**
 * A route's class, as its answer shows it on the wire. "unshared": an answer no shared cache may
 * keep that is not a private route's (the API's own `no-store`, none at all for its 303, 404 and
 * 405 answers, Next's 404 page).
 */
type RouteClass = keyof typeof CLASSES | "unshared";
type Mode = "embedded" | "hosted";

function classOf(cacheControl: string | null): string {
  const named = Object.entries(CLASSES).find(([, value]) => value === cacheControl)?.[0];
  if (named) return named;
  if (cacheControl === null || (/\bno-store\b/.test(cacheControl) && !/\b(public|s-maxage)\b/.test(cacheControl))) return "unshared";
  return `unexpected: ${cacheControl}`;
}

/** The hub's basemap file, whose name depends on the markets published: read from the hub page. */
const HUB_BASEMAP = "basemap of /self-storage/ontario/";

const ROOM = "/self-storage/listings/fixture-confidential/deal-room/";
const NO_SUCH_DOCUMENT = "00000000-0000-4000-8000-000000000000";

/**
 * Every route of the app, its class, and an address to ask it at (a real page of the fixture
 * where the route takes a slug). A new route must be added here with its class: a private one
 * also to @agency/paths/private-routes, or the consistency test below fails.
 */
const ROUTES: Record<string, { url: string; class: RouteClass | Record<Mode, RouteClass> }> = {
  "/": { url: "/", class: "page" },
  "/about": { url: "/about/", class: "page" },
  "/buy": { url: "/buy/", class: "page" },
  "/contact": { url: "/contact/", class: "page" },
  "/off-market": { url: "/off-market/", class: "page" },
  "/privacy": { url: "/privacy/", class: "page" },
  "/search": { url: "/search/?q=storage", class: "page" },
  "/sell": { url: "/sell/", class: "page" },
  "/sell/figures": { url: "/sell/?units=400&occupancy=90&rent=150", class: "page" },
  "/tools": { url: "/tools/", class: "page" },
  "/tools/roi-calculator": { url: "/tools/roi-calculator/", class: "page" },
  "/industrial": { url: "/industrial/", class: "page" },
  "/industrial/ontario": { url: "/industrial/ontario/", class: "page" },
  "/industrial/ontario/[area]": { url: "/industrial/ontario/gta/", class: "page" },
  // The fixture's markets fit on one directory page, so page 2 is missing: the embedded build
  // answers Next's 404 (never shared); hosted mode, which renders such paths on demand in case the
  // page was published since the build (decision 0020), answers with the page policy.
  "/industrial/ontario/markets/[page]": { url: "/industrial/ontario/markets/2/", class: { embedded: "unshared", hosted: "page" } },
  "/insights": { url: "/insights/", class: "page" },
  "/insights/[slug]": { url: "/insights/fixture-news-01/", class: "page" },
  "/insights/page/[page]": { url: "/insights/page/2/", class: "page" },
  "/insights/category/[category]": { url: "/insights/category/investment/", class: "page" },
  "/insights/category/[category]/page/[page]": { url: "/insights/category/market-trends/page/2/", class: "page" },
  "/insights/feed.xml": { url: "/insights/feed.xml", class: "page" },
  "/self-storage": { url: "/self-storage/", class: "page" },
  "/self-storage/insights": { url: "/self-storage/insights/", class: "page" },
  "/self-storage/insights/[slug]": { url: "/self-storage/insights/fixture-storage-guide/", class: "page" },
  "/self-storage/ontario": { url: "/self-storage/ontario/", class: "page" },
  "/self-storage/ontario/[city]": { url: "/self-storage/ontario/hamilton/", class: "page" },
  "/self-storage/ontario/gta/investment-opportunities": { url: "/self-storage/ontario/gta/investment-opportunities/", class: "page" },
  "/self-storage/ontario/markets/[page]": { url: "/self-storage/ontario/markets/2/", class: { embedded: "unshared", hosted: "page" } },
  "/self-storage/listings": { url: "/self-storage/listings/", class: "page" },
  "/self-storage/listings/filter": { url: "/self-storage/listings/?region=gta", class: "page" },
  "/self-storage/listings/[slug]": { url: "/self-storage/listings/fixture-confidential/", class: "page" },
  "/self-storage/listings/[slug]/agreement": { url: "/self-storage/listings/fixture-confidential/agreement/", class: "private" },
  "/self-storage/listings/[slug]/deal-room": { url: ROOM, class: "private" },
  "/self-storage/listings/[slug]/deal-room/open": { url: `${ROOM}?t=not.a-token`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/documents/[document]": { url: `${ROOM}documents/${NO_SUCH_DOCUMENT}/`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/offer": { url: `${ROOM}offer/`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/agreement.pdf": { url: `${ROOM}agreement.pdf`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/questions": { url: `${ROOM}questions/`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/offer-count": { url: `${ROOM}offer-count/`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/due-diligence": { url: `${ROOM}due-diligence/`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/view/[document]": { url: `${ROOM}view/${NO_SUCH_DOCUMENT}/`, class: "private" },
  "/self-storage/listings/[slug]/deal-room/view/[document]/pages/[page]": {
    url: `${ROOM}view/${NO_SUCH_DOCUMENT}/pages/1/`,
    class: "private",
  },
  "/unsubscribe": { url: "/unsubscribe/?t=not.a-token", class: "private" },
  "/unsubscribe/deal-room-questions": { url: "/unsubscribe/deal-room-questions/?t=not.a-token", class: "private" },
  "/deal-emails": { url: "/deal-emails/?t=not.a-token", class: "private" },
  "/deal-emails/confirm": { url: "/deal-emails/confirm/?t=not.a-token", class: "private" },
  "/diagnostics": { url: "/diagnostics", class: "private" },
  "/team": { url: "/team/", class: "private" },
  "/team/leads": { url: "/team/leads/?q=storage", class: "private" },
  "/team/leads/deliveries": { url: "/team/leads/deliveries/", class: "private" },
  "/team/leads/spam": { url: "/team/leads/spam/", class: "private" },
  "/team/people": { url: "/team/people/?email=someone%40example.ca", class: "private" },
  "/team/listings": { url: "/team/listings/", class: "private" },
  "/team/listings/[slug]": { url: "/team/listings/fixture-confidential/", class: "private" },
  "/team/proposals": { url: "/team/proposals/", class: "private" },
  "/team/proposals/[id]": { url: `/team/proposals/${NO_SUCH_DOCUMENT}/`, class: "private" },
  "/team/investors": { url: "/team/investors/", class: "private" },
  "/team/traffic": { url: "/team/traffic/", class: "private" },
  "/team/privacy": { url: "/team/privacy/", class: "private" },
  "/api/operator/team/leads.csv": { url: "/api/operator/team/leads.csv", class: "private" },
  "/api/operator/team/people": { url: "/api/operator/team/people", class: "private" },
  "/api/operator/proposals": { url: "/api/operator/proposals", class: "private" },
  "/api/operator/proposals/[id]/[action]": { url: `/api/operator/proposals/${NO_SUCH_DOCUMENT}/inputs`, class: "private" },
  "/api/operator/proposals/[id]/draft-listing": { url: `/api/operator/proposals/${NO_SUCH_DOCUMENT}/draft-listing`, class: "private" },
  "/api/operator/proposals/[id]/studio-draft": { url: `/api/operator/proposals/${NO_SUCH_DOCUMENT}/studio-draft`, class: "private" },
  "/api/operator/privacy/breaches": { url: "/api/operator/privacy/breaches", class: "private" },
  "/api/operator/privacy/breaches.csv": { url: "/api/operator/privacy/breaches.csv", class: "private" },
  "/owner-report": { url: "/owner-report/?t=not.a-token", class: "private" },
  "/owner-report/pdf": { url: "/owner-report/pdf/?t=not.a-token", class: "private" },
  "/opinion-of-value": { url: "/opinion-of-value/?t=not.a-token", class: "private" },
  "/opinion-of-value/pdf": { url: "/opinion-of-value/pdf/?t=not.a-token", class: "private" },
  "/api/operator/deal-room/[listing]/questions/[id]/answer": {
    url: `/api/operator/deal-room/fixture-confidential/questions/${NO_SUCH_DOCUMENT}/answer`,
    class: "private",
  },
  "/api/operator/deal-room/[listing]/weekly-report": {
    url: "/api/operator/deal-room/fixture-confidential/weekly-report",
    class: "private",
  },
  "/api/operator/deal-room/[listing]/owner-report-links": {
    url: "/api/operator/deal-room/fixture-confidential/owner-report-links",
    class: "private",
  },
  "/api/operator/deal-room/[listing]/owner-report-links/[id]/withdraw": {
    url: `/api/operator/deal-room/fixture-confidential/owner-report-links/${NO_SUCH_DOCUMENT}/withdraw`,
    class: "private",
  },
  "/api/operator/announcements/[slug]": { url: "/api/operator/announcements/fixture-barrie-storage", class: "private" },
  "/api/operator/deal-room/[listing]/documents": { url: "/api/operator/deal-room/fixture-confidential/documents", class: "private" },
  "/api/operator/deal-room/[listing]/uploads": { url: "/api/operator/deal-room/fixture-confidential/uploads", class: "private" },
  "/api/operator/deal-room/[listing]/signers.csv": { url: "/api/operator/deal-room/fixture-confidential/signers.csv", class: "private" },
  "/api/operator/deal-room/[listing]/offers.csv": { url: "/api/operator/deal-room/fixture-confidential/offers.csv", class: "private" },
  "/api/operator/deal-room/offers/[id]/proof": { url: `/api/operator/deal-room/offers/${NO_SUCH_DOCUMENT}/proof`, class: "private" },
  "/api/operator/deal-room/[listing]/rounds": { url: "/api/operator/deal-room/fixture-confidential/rounds", class: "private" },
  "/api/operator/deal-room/[listing]/rounds/close": { url: "/api/operator/deal-room/fixture-confidential/rounds/close", class: "private" },
  "/api/operator/deal-room/[listing]/rounds/[id]/extend": {
    url: `/api/operator/deal-room/fixture-confidential/rounds/${NO_SUCH_DOCUMENT}/extend`,
    class: "private",
  },
  "/api/operator/deal-room/[listing]/rounds/[id]/summary": {
    url: `/api/operator/deal-room/fixture-confidential/rounds/${NO_SUCH_DOCUMENT}/summary`,
    class: "private",
  },
  "/api/operator/deal-room/[listing]/directions": { url: "/api/operator/deal-room/fixture-confidential/directions", class: "private" },
  "/api/operator/deal-room/directions/[id]": { url: `/api/operator/deal-room/directions/${NO_SUCH_DOCUMENT}`, class: "private" },
  "/api/operator/deal-room/due-diligence/[signature]": {
    url: `/api/operator/deal-room/due-diligence/${NO_SUCH_DOCUMENT}`,
    class: "private",
  },
  "/api/operator/deal-room/due-diligence/[signature]/proof": {
    url: `/api/operator/deal-room/due-diligence/${NO_SUCH_DOCUMENT}/proof`,
    class: "private",
  },
  "/api/operator/deal-room/documents/[id]/stage": { url: `/api/operator/deal-room/documents/${NO_SUCH_DOCUMENT}/stage`, class: "private" },
  "/api/operator/deal-room/documents/[id]/view-only": {
    url: `/api/operator/deal-room/documents/${NO_SUCH_DOCUMENT}/view-only`,
    class: "private",
  },
  "/api/operator/consent.csv": { url: "/api/operator/consent.csv", class: "private" },
  "/api/operator/traffic.csv": { url: "/api/operator/traffic.csv", class: "private" },
  "/api/operator/deal-room/downloads/[id]": { url: `/api/operator/deal-room/downloads/${NO_SUCH_DOCUMENT}`, class: "private" },
  "/api/operator/personal-information/[action]": { url: "/api/operator/personal-information/find", class: "private" },
  "/api/operator/deal-room/documents/[id]": { url: `/api/operator/deal-room/documents/${NO_SUCH_DOCUMENT}`, class: "private" },
  "/api/operator/deal-room/signatures/[id]": { url: `/api/operator/deal-room/signatures/${NO_SUCH_DOCUMENT}`, class: "private" },
  "/api/operator/deal-room/signatures/[id]/agreement.pdf": {
    url: `/api/operator/deal-room/signatures/${NO_SUCH_DOCUMENT}/agreement.pdf`,
    class: "private",
  },
  "/api/operator/diagnostics/[test]": { url: "/api/operator/diagnostics/email", class: "private" },
  "/api/operator/functions": { url: "/api/operator/functions", class: "private" },
  "/api/operator/functions/[name]": { url: "/api/operator/functions/submit-lead", class: "private" },
  "/api/operator/leads/[kind]": { url: "/api/operator/leads/contact", class: "private" },
  "/api/operator/leads/[kind]/[id]": { url: `/api/operator/leads/contact/${NO_SUCH_DOCUMENT}`, class: "private" },
  "/api/operator/network/[step]": { url: "/api/operator/network/dns", class: "private" },
  "/api/operator/session": { url: "/api/operator/session", class: "private" },
  "/api/analytics": { url: "/api/analytics/", class: "unshared" },
  "/api/cron/notifications": { url: "/api/cron/notifications", class: "unshared" },
  "/api/draft-mode/disable": { url: "/api/draft-mode/disable", class: "unshared" },
  "/api/draft-mode/enable": { url: "/api/draft-mode/enable", class: "unshared" },
  "/api/health": { url: "/api/health", class: "unshared" },
  "/api/leads/[kind]": { url: "/api/leads/contact", class: "unshared" },
  "/api/revalidate": { url: "/api/revalidate", class: "unshared" },
  "/api/site-search": { url: "/api/site-search?q=storage", class: "unshared" },
  "/downloads/[file]": { url: "/downloads/due-diligence-checklist.pdf", class: "file" },
  "/maps/ontario/[file]": { url: HUB_BASEMAP, class: "page" },
  "/og/default.png": { url: "/og/default.png", class: "file" },
  "/icon.svg": { url: "/icon.svg", class: "file" },
  "/robots.txt": { url: "/robots.txt", class: "page" },
  "/sitemap.xml": { url: "/sitemap.xml", class: "page" },
  // None while the site fits in /sitemap.xml (50,000 URLs): a 404 with the pages' policy.
  "/sitemaps/[file]": { url: "/sitemaps/1.xml", class: "page" },
};

/** The App Router's routes, from its files: pages, route handlers and the metadata files. */
function appRoutes(): string[] {
  const metadataFiles: Record<string, string> = { "robots.ts": "robots.txt", "icon.svg": "icon.svg" };
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (/^(page|route)\.tsx?$/.test(entry.name) || entry.name in metadataFiles))
    .map((entry) => {
      const segments = path.relative(appDir, entry.parentPath).split(path.sep).filter(Boolean);
      const metadata = metadataFiles[entry.name];
      return `/${[...segments, ...(metadata ? [metadata] : [])].join("/")}`;
    })
    .sort();
}

interface WireAnswer {
  status: number;
  cacheControl: string | null;
  referrerPolicy: string | null;
}

async function ask(origin: string, url: string): Promise<WireAnswer> {
  if (url === HUB_BASEMAP) {
    const hub = await (await fetch(`${origin}/self-storage/ontario/`)).text();
    const basemap = /\/maps\/ontario\/[\w.-]+\.svg/.exec(hub)?.[0];
    if (!basemap) throw new Error("The hub page names no basemap");
    return ask(origin, basemap);
  }
  const response = await fetch(`${origin}${url}`, { redirect: "manual", headers: { "x-forwarded-for": "203.0.113.31" } });
  await response.arrayBuffer();
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    referrerPolicy: response.headers.get("referrer-policy"),
  };
}

type Seen = Record<string, { class: string; noReferrer: boolean }>;

/** What each route should answer on the wire: its class, and no Referer where a token may be in its address. */
function expectedAnswers(mode: Mode): Seen {
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, { url, class: routeClass }]) => [
      route,
      { class: typeof routeClass === "string" ? routeClass : routeClass[mode], noReferrer: privateRouteOf(url)?.tokenInUrl ?? false },
    ]),
  );
}

/** Every route asked of every server (each one twice), as seen on the wire. */
async function wireAnswers(origins: readonly string[]): Promise<Seen> {
  const seen: Seen = {};
  for (const [route, { url }] of Object.entries(ROUTES)) {
    const answers: WireAnswer[] = [];
    for (const origin of [...origins, ...origins]) answers.push(await ask(origin, url));
    // Every answer must be the same; the first that differs is what is reported.
    const differing = answers.find((answer) => answer.cacheControl !== answers[0]?.cacheControl) ?? answers[0]!;
    seen[route] = { class: classOf(differing.cacheControl), noReferrer: differing.referrerPolicy === PRIVATE_REFERRER_POLICY };
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status < 500),
      `${url} answered ${statuses.join(", ")}`,
    ).toBe(true);
  }
  return seen;
}

test("every route of the app has a class, and the private ones are the shared list's", () => {
  expect(Object.keys(ROUTES).sort()).toEqual(appRoutes());
  for (const [route, { url, class: routeClass }] of Object.entries(ROUTES)) {
    expect(privateRouteOf(url) !== null, `${route} (${url}) is ${JSON.stringify(routeClass)}`).toBe(routeClass === "private");
  }
  // The walk itself sees the routes it must (a broken walk would pass the comparison above).
  expect(appRoutes()).toEqual(expect.arrayContaining(["/self-storage/listings/[slug]/deal-room", "/unsubscribe", "/robots.txt"]));
});

test.describe("on the wire", () => {
  test.describe.configure({ mode: "serial" });

  test("embedded build with the page cache: each route answers with its class, twice", async () => {
    test.setTimeout(900_000);
    ensurePublishingBuild();
    const server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
    try {
      expect(await wireAnswers([server.url])).toEqual(expectedAnswers("embedded"));
    } finally {
      await server.stop();
    }
  });

  test("hosted mode, two instances on Redis: each route answers with its class on both", async () => {
    test.setTimeout(300_000);
    let redis: TestRedis | undefined;
    let lake: ContentLake | undefined;
    const servers: TestServer[] = [];
    try {
      // The suite's hosted-mode build (a server refuses a build made for other Sanity settings), on
      // a Content Lake holding the fixture: its pages are published after that build.
      await ensureHostedBuild();
      [redis, lake] = await Promise.all([startRedis(), startContentLake(path.join(repoRoot, FIXTURE_DATASET))]);
      const env = {
        ...HOSTED_ENV,
        SANITY_API_HOST: lake.apiHost,
        REDIS_URL: redis.url,
        OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
      };
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));
      expect(await wireAnswers(servers.map((server) => server.url))).toEqual(expectedAnswers("hosted"));
      // Nothing of a private route was written to the shared cache (the agreement page, prerendered
      // and the same for everyone, used to be), while public pages were.
      const client = createClient({ url: redis.url });
      await client.connect();
      const keys = await client.keys("*");
      await client.quit();
      expect(keys.filter((key) => key.includes("/$/about"))).toHaveLength(1);
      expect(keys.filter(isPrivateCacheKey)).toEqual([]);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([redis?.stop(), lake?.stop()]);
    }
  });
});
