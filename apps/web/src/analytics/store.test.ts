/**
 * The analytics SQL (supabase/migrations/20261126001000_analytics.sql) on PGlite and on
 * PostgreSQL 15: counting, the report's figures (views per day, pages, sources, campaigns,
 * conversions from the leads' own attribution, the 75th percentile of each Web Vital), the daily
 * roll-up and what it deletes, two servers on one database counting into one total, and the
 * columns: nothing in the analytics tables can identify a person.
 */
import { afterEach, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { AnalyticsStore, CountedView } from "./store";

const TODAY = "2026-11-26";
const YESTERDAY = "2026-11-25";

function view(overrides: Partial<CountedView> = {}): CountedView {
  return {
    day: TODAY,
    path: "/",
    source: "",
    medium: "",
    campaign: "",
    referrerHost: "",
    device: "desktop",
    vitals: null,
    ...overrides,
  };
}

type Inspect = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A lead of `kind`'s table sent on `at`, credited by its attribution's last touch. */
async function lead(inspect: Inspect, touch: Record<string, string> | null, options: { at?: string; test?: boolean; spam?: boolean } = {}) {
  await inspect(
    `insert into public.contact_forms (name, email, message, attribution, created_at, is_test, spam_reason)
     values ('Jordan Lee', 'jordan@example.ca', 'About Barrie.', $1::jsonb, $2::timestamptz, $3, $4)`,
    [
      touch ? JSON.stringify({ last: { ...touch, at: "2026-11-25T15:00:00.000Z" } }) : null,
      options.at ?? "2026-11-26T15:00:00Z",
      options.test ?? false,
      options.spam ? "honeypot" : null,
    ],
  );
}

const ANALYTICS_COLUMNS = {
  analytics_views: ["campaign", "day", "device", "id", "medium", "path", "referrer_host", "source"],
  analytics_daily_views: ["campaign", "day", "device", "medium", "path", "referrer_host", "source", "views"],
  analytics_vitals: ["cls", "day", "device", "id", "inp_ms", "lcp_ms", "path", "ttfb_ms"],
};

function storeTests(open: () => Promise<{ store: AnalyticsStore; inspect: Inspect }>) {
  it("counts views per page and day, credited to the source and campaign, with the device class", async () => {
    const { store } = await open();
    const campaign = { source: "newsletter", medium: "email", campaign: "fall-2026" };
    await store.countView(view({ path: "/self-storage/", ...campaign }));
    await store.countView(view({ path: "/about/", ...campaign, device: "mobile" }));
    await store.countView(view({ path: "/self-storage/", referrerHost: "www.google.com" }));
    await store.countView(view({ path: "/self-storage/", day: YESTERDAY }));
    const report = await store.traffic(YESTERDAY, TODAY, 10);
    expect(report.days).toEqual([
      { day: YESTERDAY, views: 1 },
      { day: TODAY, views: 3 },
    ]);
    expect(report.pages).toEqual([
      { path: "/self-storage/", views: 3, conversions: 0 },
      { path: "/about/", views: 1, conversions: 0 },
    ]);
    expect(report.sources).toEqual([
      { source: "newsletter", views: 2, conversions: 0 },
      { source: "(direct)", views: 1, conversions: 0 },
      { source: "www.google.com", views: 1, conversions: 0 },
    ]);
    expect(report.campaigns).toEqual([{ ...campaign, views: 2, conversions: 0 }]);
    expect(report.devices).toEqual([
      { device: "desktop", views: 3 },
      { device: "mobile", views: 1 },
    ]);
    // A day outside the window is not in it.
    expect((await store.traffic(TODAY, TODAY, 10)).days).toEqual([{ day: TODAY, views: 3 }]);
  });

  it("credits conversions to the last touch of each lead, without test rows or suspected spam", async () => {
    const { store, inspect } = await open();
    await store.countView(view({ path: "/self-storage/", source: "newsletter", medium: "email", campaign: "fall-2026" }));
    await lead(inspect, { source: "newsletter", medium: "email", campaign: "fall-2026", landing: "/self-storage/?utm_source=newsletter" });
    await lead(inspect, { referrer: "www.google.com", landing: "/about/" });
    await lead(inspect, null);
    await lead(inspect, { source: "newsletter", campaign: "fall-2026", landing: "/" }, { test: true });
    await lead(inspect, { source: "newsletter", campaign: "fall-2026", landing: "/" }, { spam: true });
    await lead(inspect, { source: "newsletter", campaign: "fall-2026", landing: "/" }, { at: "2026-10-01T15:00:00Z" });
    const report = await store.traffic(YESTERDAY, TODAY, 10);
    expect(report.conversions).toEqual([{ kind: "contact", conversions: 3 }]);
    expect(report.sources).toEqual([
      { source: "newsletter", views: 1, conversions: 1 },
      { source: "(direct)", views: 0, conversions: 1 },
      { source: "www.google.com", views: 0, conversions: 1 },
    ]);
    expect(report.campaigns).toEqual([{ source: "newsletter", medium: "email", campaign: "fall-2026", views: 1, conversions: 1 }]);
    expect(report.pages).toEqual([{ path: "/self-storage/", views: 1, conversions: 1 }]);
  });

  it("reports the 75th percentile of each Web Vital per page over 28 days, and how many loads reported it", async () => {
    const { store } = await open();
    for (const [lcp, cls] of [
      [1000, 0],
      [2000, 0.05],
      [3000, 0.1],
      [4000, 0.2],
    ] as const) {
      await store.countView(view({ path: "/self-storage/", vitals: { lcp, cls, ttfb: lcp / 10 } }));
    }
    await store.countView(view({ path: "/self-storage/", vitals: { inp: 120 } }));
    await store.countView(view({ path: "/self-storage/", day: "2026-10-28", vitals: { lcp: 90_000 } }));
    await store.countView(view({ path: "/about/" }));
    const [vitals, ...others] = (await store.traffic(TODAY, TODAY, 10)).vitals;
    expect(others).toEqual([]);
    // percentile_cont: between the third and fourth of four values, a quarter of the way.
    expect(vitals).toEqual({
      path: "/self-storage/",
      loads: 5,
      lcp: 3250,
      inp: 120,
      cls: 0.125,
      ttfb: 325,
      counts: { lcp: 4, inp: 1, cls: 4, ttfb: 4 },
    });
  });

  it("folds finished days into daily totals and deletes their raw views; the report is the same before and after", async () => {
    const { store, inspect } = await open();
    for (const day of [YESTERDAY, YESTERDAY, TODAY]) await store.countView(view({ day, path: "/about/", source: "newsletter" }));
    await store.countView(view({ day: "2026-10-01", path: "/about/", vitals: { lcp: 900 } }));
    const before = await store.traffic("2026-10-01", TODAY, 10);
    expect(await store.rollUp(TODAY)).toBe(3);
    expect(await store.rollUp(TODAY)).toBe(0);
    expect(await store.traffic("2026-10-01", TODAY, 10)).toEqual({ ...before, vitals: [] });
    expect(await inspect("select day::text as day, count(*)::int as views from public.analytics_views group by day")).toEqual([
      { day: TODAY, views: 1 },
    ]);
    // Web Vitals older than the 28-day window are gone; the daily totals stay.
    expect(await inspect("select count(*)::int as n from public.analytics_vitals")).toEqual([{ n: 0 }]);
    expect(await inspect("select day::text as day, views from public.analytics_daily_views order by day")).toEqual([
      { day: "2026-10-01", views: 1 },
      { day: YESTERDAY, views: 2 },
    ]);
    // Another day's view of the same page, source and device adds to the same total.
    await store.countView(view({ day: YESTERDAY, path: "/about/", source: "newsletter" }));
    await store.rollUp(TODAY);
    expect((await store.traffic(YESTERDAY, YESTERDAY, 10)).days).toEqual([{ day: YESTERDAY, views: 3 }]);
  });

  it("counts a batch of views in one call, with the vitals of the loads that had them; a bad row stores nothing of its batch", async () => {
    const { store } = await open();
    const counted = await store.countViews([
      view({ path: "/about/", source: "newsletter", campaign: "fall-2026" }),
      view({ path: "/about/", device: "mobile", vitals: { lcp: 1200, ttfb: 300 } }),
      view({ path: "/self-storage/", day: YESTERDAY }),
    ]);
    expect(counted).toBe(3);
    expect(await store.countViews([])).toBe(0);
    await expect(store.countViews([view({ path: "/contact/" }), view({ path: "/about/?t=secret-token" })])).rejects.toThrow(
      /analytics_views_path/,
    );
    const report = await store.traffic(YESTERDAY, TODAY, 10);
    expect(report.pages).toEqual([
      { path: "/about/", views: 2, conversions: 0 },
      { path: "/self-storage/", views: 1, conversions: 0 },
    ]);
    expect(report.vitals.map(({ path, loads, lcp, ttfb }) => ({ path, loads, lcp, ttfb }))).toEqual([
      { path: "/about/", loads: 1, lcp: 1200, ttfb: 300 },
    ]);
  });

  it("refuses what the beacon's rules refuse, in the database too: a query in the path, a control character, a device class not known", async () => {
    const { store } = await open();
    await expect(store.countView(view({ path: "/about/?t=secret-token" }))).rejects.toThrow(/analytics_views_path/);
    await expect(store.countView(view({ campaign: "fall\u0007" }))).rejects.toThrow(/analytics_views_campaign/);
    await expect(store.countView(view({ device: "fridge" as CountedView["device"] }))).rejects.toThrow(/analytics_views_device/);
    expect((await store.traffic(TODAY, TODAY, 10)).days).toEqual([]);
  });

  it("has no column that could identify a person: no address, browser string, identifier or time finer than a day", async () => {
    const { inspect } = await open();
    const rows = await inspect(
      "select table_name::text as table_name, column_name::text as column_name, data_type::text as data_type from information_schema.columns where table_schema = 'public' and table_name like 'analytics%' order by table_name, column_name",
    );
    const byTable: Record<string, string[]> = {};
    for (const row of rows) (byTable[String(row.table_name)] ??= []).push(String(row.column_name));
    expect(byTable).toEqual(ANALYTICS_COLUMNS);
    // The only identifiers are row numbers, and no column holds a time of day.
    expect(rows.filter((row) => /time|inet|uuid/.test(String(row.data_type)))).toEqual([]);
    expect(rows.filter((row) => String(row.column_name) === "id").map((row) => row.data_type)).toEqual(["bigint", "bigint"]);
  });
}

const HARNESSES = storeHarnesses("analytics_test", (repository) => repository.analytics!);

describe.each(HARNESSES)("analytics store on $name", { timeout: 60_000 }, ({ name, open }) => {
  let harness: StoreHarness<AnalyticsStore> | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);
  storeTests(async () => {
    harness = await open();
    return { store: harness.store, inspect: harness.inspect };
  });

  // PGlite is one process: its "peer" is the same store.
  if (name === "PostgreSQL")
    it("two servers on one database count into one total, and roll up without counting a view twice", async () => {
      harness = await open();
      const [first, second] = [harness.store, await harness.peer()];
      await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).countView(view({ day: YESTERDAY, path: "/about/" }))),
      );
      await Promise.all([first.countView(view({ path: "/about/" })), second.countView(view({ path: "/about/" }))]);
      expect((await first.traffic(YESTERDAY, TODAY, 10)).pages).toEqual([{ path: "/about/", views: 42, conversions: 0 }]);
      const folded = await Promise.all([first.rollUp(TODAY), second.rollUp(TODAY)]);
      expect(folded[0] + folded[1]).toBe(40);
      expect(await second.traffic(YESTERDAY, TODAY, 10)).toEqual(await first.traffic(YESTERDAY, TODAY, 10));
      expect((await second.traffic(YESTERDAY, TODAY, 10)).days).toEqual([
        { day: YESTERDAY, views: 40 },
        { day: TODAY, views: 2 },
      ]);
    });
});
