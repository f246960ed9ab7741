/**
 * The owner's report's rules (issue 36, decision 0051), table-tested: the signed link (round trip,
 * altered, expired, another purpose's token), the funnel's conversions, ISO weeks across a year's
 * end, the Monday 07:00 Toronto rule across daylight-saving time, weeks on market, and the page and
 * PDF drawn from one model: the same counts, buyers' names only when ticked.
 */
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "@agency/tests/support/pdfText";
import { signLink } from "@/src/security/signedLink";
import {
  checkOwnerReportLink,
  firstReportWeek,
  funnelSteps,
  isoWeekOf,
  mondayOf,
  ownerReportExpiry,
  ownerReportToken,
  ownerReportUrl,
  reportWeeks,
  weeklyReportDue,
  weeksOnMarket,
} from "./ownerReport";
import type { OwnerReportModel } from "./ownerReportModel";
import { ownerReportHtml } from "./ownerReportPage";
import { ownerReportPdf } from "./ownerReportPdf";

const SECRET = Buffer.alloc(32, 3);
const ISSUED = new Date("2026-11-26T15:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** Who advertises (decision 0053): the report names the registrant and the brokerage. */
const ADVERTISER = "Daniel Mercer, Sales Representative, Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage";

describe("the owner's report link", () => {
  const LINK = { id: "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b", expiresAt: new Date(ISSUED.getTime() + 30 * DAY) };

  it("names its recorded link and works until the link's expiry", () => {
    const url = new URL(ownerReportUrl("https://www.example-agency.ca", LINK, SECRET));
    expect(url.pathname).toBe("/owner-report/");
    const check = checkOwnerReportLink(url.searchParams.get("t"), SECRET, new Date(ISSUED.getTime() + 29 * DAY));
    expect(check).toEqual({ ok: true, id: LINK.id, expiresAt: LINK.expiresAt });
  });

  it("never lives longer than 30 days, whatever is asked", () => {
    expect(ownerReportExpiry(ISSUED, 7)).toEqual(new Date(ISSUED.getTime() + 7 * DAY));
    expect(ownerReportExpiry(ISSUED, 90)).toEqual(new Date(ISSUED.getTime() + 30 * DAY));
    expect(ownerReportExpiry(ISSUED, 0)).toEqual(new Date(ISSUED.getTime() + DAY));
  });

  it.each([
    ["no token", null, "missing"],
    ["a cut token", () => ownerReportToken(LINK, SECRET).slice(0, 20), "malformed"],
    ["another secret's token", () => ownerReportToken(LINK, Buffer.alloc(32, 4)), "forged"],
    ["a deal room link's token", () => signLink("deal-room", { s: "x", l: "gta-storage" }, SECRET), "forged"],
    [
      "a token of before links were recorded (no id)",
      () => signLink("owner-report", { l: "gta-storage", n: 1 }, SECRET, LINK.expiresAt),
      "malformed",
    ],
  ] as const)("refuses %s", (_name, token, reason) => {
    const value = typeof token === "function" ? token() : token;
    expect(checkOwnerReportLink(value, SECRET, ISSUED)).toEqual({ ok: false, reason });
  });

  it("refuses a link whose id was altered, and one past its expiry", () => {
    const token = ownerReportToken(LINK, SECRET);
    const [body = "", mac = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    const altered = `${Buffer.from(JSON.stringify({ ...claims, r: "1f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b" })).toString("base64url")}.${mac}`;
    expect(checkOwnerReportLink(altered, SECRET, ISSUED)).toEqual({ ok: false, reason: "forged" });
    expect(checkOwnerReportLink(token, SECRET, LINK.expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a link signed with LINK_SECRET_PREVIOUS at once, the day of the rotation", () => {
    const previous = Buffer.alloc(32, 9);
    const ring = { current: SECRET, previous: { secret: previous, until: new Date(ISSUED.getTime() + 60 * DAY) }, rawUntil: null };
    expect(checkOwnerReportLink(ownerReportToken(LINK, previous), ring, ISSUED)).toEqual({ ok: false, reason: "forged" });
    expect(checkOwnerReportLink(ownerReportToken(LINK, SECRET), ring, ISSUED).ok).toBe(true);
  });
});

describe("the funnel", () => {
  it("gives each step its conversion from the one before, a dash after a zero", () => {
    const steps = funnelSteps({ pageViews: 200, agreementsOpened: 40, signed: 10, confirmed: 8, downloaded: 6, offered: 0 });
    expect(steps.map((step) => [step.label, step.count, step.conversion])).toEqual([
      ["Listing page views", 200, null],
      ["Agreement pages opened", 40, "20.0%"],
      ["Agreements signed", 10, "25.0%"],
      ["Signers confirmed (link opened)", 8, "80.0%"],
      ["Signers who downloaded", 6, "75.0%"],
      ["Buyers who made an offer", 0, "0.0%"],
    ]);
    expect(funnelSteps({ pageViews: 0, agreementsOpened: 0, signed: 0, confirmed: 0, downloaded: 0, offered: 0 })[1]?.conversion).toBe("–");
  });
});

describe("weeks", () => {
  it.each([
    ["2026-11-30", "2026-11-30", "2026-W49"],
    ["2026-12-06", "2026-11-30", "2026-W49"],
    ["2026-12-31", "2026-12-28", "2026-W53"],
    ["2027-01-03", "2026-12-28", "2026-W53"],
    ["2024-12-30", "2024-12-30", "2025-W01"],
    ["2021-01-03", "2020-12-28", "2020-W53"],
  ])("%s is in the week of Monday %s, %s", (day, monday, week) => {
    expect([mondayOf(day), isoWeekOf(day)]).toEqual([monday, week]);
  });

  it.each([
    ["Monday 06:59 in Toronto (EST)", "2026-11-30T11:59:00Z", null],
    ["Monday 07:00 in Toronto (EST)", "2026-11-30T12:00:00Z", "2026-W49"],
    ["Monday 23:59 in Toronto, Tuesday in UTC", "2026-12-01T04:59:00Z", "2026-W49"],
    ["Sunday evening in Toronto, Monday in UTC", "2026-11-30T03:00:00Z", null],
    ["Monday 07:00 in Toronto (EDT)", "2026-06-01T11:00:00Z", "2026-W23"],
    ["Monday 06:00 in Toronto (EDT)", "2026-06-01T10:00:00Z", null],
  ])("%s: %s", (_name, at, week) => {
    expect(weeklyReportDue(new Date(at))).toBe(week);
  });

  it("counts whole weeks on the market and fills the report's 12 weeks with zeros", () => {
    expect([
      weeksOnMarket("2026-11-02", "2026-11-26"),
      weeksOnMarket("2026-11-20", "2026-11-26"),
      weeksOnMarket(null, "2026-11-26"),
    ]).toEqual([3, 0, null]);
    const weeks = reportWeeks(
      [{ week: "2026-11-16", pageViews: 9, agreementsOpened: 2, signed: 1, downloads: 3, offers: 1 }],
      "2026-11-26",
    );
    expect(weeks).toHaveLength(12);
    expect([weeks[0]?.week, weeks.at(-1)?.week, firstReportWeek("2026-11-26")]).toEqual(["2026-09-07", "2026-11-23", "2026-09-07"]);
    expect(weeks.at(-2)).toEqual({ week: "2026-11-16", pageViews: 9, agreementsOpened: 2, signed: 1, downloads: 3, offers: 1 });
    expect(weeks.at(-1)?.pageViews).toBe(0);
  });
});

function model(buyers: OwnerReportModel["buyers"]): OwnerReportModel {
  const counts = { pageViews: 1234, agreementsOpened: 56, signed: 21, confirmed: 19, downloaded: 14, offered: 3 };
  return {
    slug: "gta-storage",
    title: "GTA Storage Portfolio",
    generatedAt: new Date("2026-11-26T15:00:00Z"),
    listedAt: "2026-11-02",
    weeksOnMarket: 3,
    counts,
    steps: funnelSteps(counts),
    weeks: reportWeeks([{ week: "2026-11-16", pageViews: 700, agreementsOpened: 30, signed: 12, downloads: 25, offers: 2 }], "2026-11-26"),
    buyers,
  };
}

describe("the report drawn", () => {
  it("shows the funnel, the weekly chart and table, and no buyer unless ticked", () => {
    const html = ownerReportHtml(model(null), "token.mac", new Date("2026-12-26T15:00:00Z"));
    expect(html).toContain("<h1>GTA Storage Portfolio</h1>");
    expect(html).toContain("3 weeks on the market (listed 2026-11-02)");
    expect(html).toMatch(/Listing page views<\/th><td class="n">1,234<\/td>/);
    expect(html).toMatch(/Buyers who made an offer<\/th><td class="n">3<\/td><td class="n">21.4%/);
    expect(html).toContain('data-week="2026-11-16" data-views="700"');
    expect(html).toContain('href="/owner-report/pdf/?t=token.mac"');
    expect(html).not.toContain("Parties who signed");
    const named = ownerReportHtml(model([{ name: "Robin <Engaged>", company: "Northshore", offered: true }]), "t", new Date());
    expect(named).toContain("<li>Robin &lt;Engaged&gt;, Northshore (made an offer)</li>");
  });

  it("writes the same counts into the PDF, names only when ticked", async () => {
    const [first = "", ...rest] = await pdfPageTexts(
      await ownerReportPdf(model([{ name: "Amélie Tremblay", company: null, offered: false }]), ADVERTISER),
    );
    const text = [first, ...rest].join("\n");
    expect(text).toContain("GTA Storage Portfolio");
    expect(text).toContain(ADVERTISER);
    expect(text).toContain("3 weeks on the market (listed 2026-11-02).");
    for (const figure of ["1,234", "56", "21.4%", "Week of Nov 16", "700"]) expect(text).toContain(figure);
    expect(text).toContain("Amélie Tremblay");
    const anonymous = (await pdfPageTexts(await ownerReportPdf(model(null), ADVERTISER))).join("\n");
    expect(anonymous).not.toContain("Parties who signed");
  });
});
