/**
 * The owner's report's rules (issue 36, decision 0051), table-tested: the signed link (round trip,
 * altered, expired, another purpose's token), the funnel's conversions, ISO weeks across a year's
 * end, the Monday 07:00 Toronto rule across daylight-saving time, weeks on market, and the page and
 * PDF drawn from one model: the same counts, buyers' names only when ticked.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "@agency/tests/support/pdfText";
import { signLink } from "@/src/security/signedLink";
import {
  checkOwnerReportLink,
  firstReportWeek,
  funnelNotes,
  funnelSteps,
  isoWeekOf,
  mondayOf,
  ownerReportExpiry,
  ownerReportToken,
  ownerReportUrl,
  REVISIONS_LABEL,
  reportWeeks,
  weeklyReportDue,
  weeksOnMarket,
} from "./ownerReport";
import type { OwnerReportModel } from "./ownerReportModel";
import { ownerReportHtml } from "./ownerReportPage";
import { ownerReportPdf } from "./ownerReportPdf";
import { buildWeeklyReportEmail } from "@/src/dealRoom/mail/weeklyReportMail";

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
  it("gives each step its conversion from the one before, a dash after a zero, and the revisions apart", () => {
    const steps = funnelSteps({ pageViews: 200, agreementsOpened: 40, signed: 10, confirmed: 8, downloaded: 6, offered: 0, revisions: 0 });
    expect(steps.map((step) => [step.label, step.count, step.conversion, step.note])).toEqual([
      ["Listing page views", 200, null, null],
      ["Agreement pages opened", 40, "20.0%", null],
      ["Agreements signed", 10, "25.0%", null],
      ["Signers confirmed (link opened)", 8, "80.0%", null],
      ["Signers who downloaded", 6, "75.0%", null],
      ["Buyers who made an offer", 0, "0.0%", null],
      [REVISIONS_LABEL, 0, null, null],
    ]);
    const none = funnelSteps({ pageViews: 0, agreementsOpened: 0, signed: 0, confirmed: 0, downloaded: 0, offered: 0, revisions: 0 });
    expect([none[1]?.conversion, funnelNotes(none)]).toEqual(["–", []]);
  });

  it("shows no rate above 100 %: a step counting more says where the extra came from (issue 46)", () => {
    // One listing page view, two agreement pages opened (one from an e-mailed link), one buyer who
    // offered without downloading, and that buyer's revision.
    const steps = funnelSteps({ pageViews: 1, agreementsOpened: 2, signed: 1, confirmed: 1, downloaded: 0, offered: 1, revisions: 1 });
    expect(steps.map((step) => [step.count, step.conversion])).toEqual([
      [1, null],
      [2, "–"],
      [1, "50.0%"],
      [1, "100.0%"],
      [0, "0.0%"],
      [1, "–"],
      [1, null],
    ]);
    expect(funnelNotes(steps)).toEqual([
      "Agreement pages opened: 1 more than the step before: agreement pages opened from a link e-mailed or shared directly, without viewing the listing page.",
      "Buyers who made an offer: 1 more than the step before: buyers who made an offer without downloading a document.",
    ]);
  });

  it("never writes a rate above 100 %, whatever the counts", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 7, maxLength: 7 }), (values) => {
        const [pageViews = 0, agreementsOpened = 0, signed = 0, confirmed = 0, downloaded = 0, offered = 0, revisions = 0] = values;
        const steps = funnelSteps({ pageViews, agreementsOpened, signed, confirmed, downloaded, offered, revisions });
        for (const step of steps) {
          const rate = step.conversion?.endsWith("%") ? Number.parseFloat(step.conversion) : 0;
          expect(rate).toBeLessThanOrEqual(100);
        }
        // A step above the one before always says why.
        const above = steps.slice(1, 6).filter((step, index) => step.count > (steps[index]?.count ?? 0));
        expect(funnelNotes(steps)).toHaveLength(above.length);
      }),
    );
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
      [{ week: "2026-11-16", pageViews: 9, agreementsOpened: 2, signed: 1, downloads: 3, offers: 1, revisions: 2 }],
      "2026-11-26",
    );
    expect(weeks).toHaveLength(12);
    expect([weeks[0]?.week, weeks.at(-1)?.week, firstReportWeek("2026-11-26")]).toEqual(["2026-09-07", "2026-11-23", "2026-09-07"]);
    expect(weeks.at(-2)).toEqual({
      week: "2026-11-16",
      pageViews: 9,
      agreementsOpened: 2,
      signed: 1,
      downloads: 3,
      offers: 1,
      revisions: 2,
    });
    expect(weeks.at(-1)).toEqual({
      week: "2026-11-23",
      pageViews: 0,
      agreementsOpened: 0,
      signed: 0,
      downloads: 0,
      offers: 0,
      revisions: 0,
    });
    expect(weeks.at(-1)?.pageViews).toBe(0);
  });
});

function model(buyers: OwnerReportModel["buyers"]): OwnerReportModel {
  const counts = { pageViews: 1234, agreementsOpened: 56, signed: 21, confirmed: 19, downloaded: 14, offered: 3, revisions: 2 };
  return {
    slug: "gta-storage",
    title: "GTA Storage Portfolio",
    generatedAt: new Date("2026-11-26T15:00:00Z"),
    listedAt: "2026-11-02",
    weeksOnMarket: 3,
    counts,
    steps: funnelSteps(counts),
    weeks: reportWeeks(
      [{ week: "2026-11-16", pageViews: 700, agreementsOpened: 30, signed: 12, downloads: 25, offers: 2, revisions: 1 }],
      "2026-11-26",
    ),
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
    expect(html).toMatch(/Revisions of those offers \(shown apart, not counted as buyers\)<\/th><td class="n">2<\/td><td class="n"><\/td>/);
    expect(html).toContain('<th scope="col" class="n">Buyers\' offers</th><th scope="col" class="n">Revisions</th>');
    expect(html).toMatch(
      /Week of Nov 16<\/th><td class="n">700<\/td><td class="n">12<\/td><td class="n">25<\/td><td class="n">2<\/td><td class="n">1<\/td>/,
    );
    expect(html).not.toContain("data-funnel-notes");
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
    expect(anonymous).not.toContain("Buyers' questions");
  });

  it("counts the buyers' questions alike in the page, the PDF and the e-mail, never who asked (issue 46)", async () => {
    const questions = { asked: 12, answeredPublic: 7, answeredPrivate: 3, open: 2, askedIn: 4, answeredIn: 5 };
    const report: OwnerReportModel = { ...model(null), questions };
    const lines = [
      "Buyers' questions: 12 asked; 7 answered for every buyer, 3 answered privately, 2 waiting for an answer.",
      "In the last 7 days: 4 questions asked, 5 answered.",
    ];
    const html = ownerReportHtml(report, "t", new Date("2026-12-26T15:00:00Z"));
    for (const line of lines) expect(html).toContain(`<li>${line.replaceAll("'", "&#39;")}</li>`);
    const pdf = (await pdfPageTexts(await ownerReportPdf(report, ADVERTISER))).join("\n").replace(/\s+/g, " ");
    for (const line of lines) expect(pdf).toContain(line);
    const mail = buildWeeklyReportEmail({
      model: report,
      isoWeek: "2026-W48",
      link: "https://x.test/r",
      operatorUrl: "https://x.test/o",
      signature: [],
    });
    for (const line of lines) expect(mail.text).toContain(`${line}\n`);
  });

  it("reads one buyer's offer and its revision as one buyer and one revision, with no rate above 100 %, in the page, the PDF and the e-mail (issue 46)", async () => {
    const counts = { pageViews: 1, agreementsOpened: 2, signed: 1, confirmed: 1, downloaded: 1, offered: 1, revisions: 1 };
    const weeks = reportWeeks(
      [{ week: "2026-11-16", pageViews: 1, agreementsOpened: 2, signed: 1, downloads: 1, offers: 1, revisions: 1 }],
      "2026-11-24",
    );
    const report: OwnerReportModel = { ...model(null), counts, steps: funnelSteps(counts), weeks };
    const extra =
      "Agreement pages opened: 1 more than the step before: agreement pages opened from a link e-mailed or shared directly, without viewing the listing page.";
    const html = ownerReportHtml(report, "t", new Date("2026-12-26T15:00:00Z"));
    expect(html).toMatch(/Agreement pages opened<\/th><td class="n">2<\/td><td class="n">–<\/td>/);
    expect(html).toContain(`<ul class="note" data-funnel-notes><li>${extra}</li></ul>`);
    expect(html).toMatch(
      /Week of Nov 16<\/th><td class="n">1<\/td><td class="n">1<\/td><td class="n">1<\/td><td class="n">1<\/td><td class="n">1<\/td>/,
    );
    const pdf = (await pdfPageTexts(await ownerReportPdf(report, ADVERTISER))).join("\n").replace(/\s+/g, " ");
    expect(pdf).toContain("Buyers' offers Revisions");
    expect(pdf).toContain(extra);
    const mail = buildWeeklyReportEmail({
      model: report,
      isoWeek: "2026-W48",
      link: "https://x.test/r",
      operatorUrl: "https://x.test/o",
      signature: [],
    });
    expect(mail.text).toContain("Agreement pages opened: 2\n");
    expect(mail.text).toContain(`${extra}\n`);
    expect(mail.text).toContain("Buyers who made an offer: 1 (100.0% of the step before)");
    expect(mail.text).toContain("Revisions of those offers (shown apart, not counted as buyers): 1");
    expect(mail.text).toContain("1 buyer's offer and 1 revision received.");
    const busier = buildWeeklyReportEmail({
      model: { ...report, weeks: reportWeeks([{ ...weeks.at(-2)!, offers: 2, revisions: 0 }], "2026-11-24") },
      isoWeek: "2026-W48",
      link: "https://x.test/r",
      operatorUrl: "https://x.test/o",
      signature: [],
    });
    expect(busier.text).toContain("2 buyers' offers and 0 revisions received.");
    const rates = [html, pdf, mail.text].flatMap((text) =>
      [...text.matchAll(/([\d,]+\.\d)%/g)].map((match) => Number(match[1]?.replace(",", ""))),
    );
    expect(rates.length).toBeGreaterThan(0);
    expect(Math.max(...rates)).toBe(100);
  });
});
