/**
 * Offers per round in the owner's report (issue 46, decisions 0051 and 0058): the sentence an
 * owner reads for each round (deadline in Toronto time, extended, closed or open; invited, buyers
 * once, revisions apart, late), nothing while there is no best-and-final round, the Monday
 * e-mail's one line at most per round opened or ended that week, and the same lines in the page,
 * the PDF (read back) and the e-mail.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "@agency/tests/support/pdfText";
import { funnelSteps, reportWeeks } from "@/src/dealRoom/reports/ownerReport";
import type { OwnerReportModel } from "@/src/dealRoom/reports/ownerReportModel";
import { ownerReportHtml } from "@/src/dealRoom/reports/ownerReportPage";
import { ownerReportPdf } from "@/src/dealRoom/reports/ownerReportPdf";
import { buildWeeklyReportEmail } from "@/src/dealRoom/mail/weeklyReportMail";
import { roundLines, roundsSectionHtml, roundState, roundWeekLines, torontoDeadline, type ReportRoundCounts } from "./roundReport";

const ROUND_ONE: ReportRoundCounts = {
  number: 1,
  openedAt: null,
  deadlineAt: "2026-12-10T22:00:00.000Z",
  closedAt: null,
  extensions: 0,
  laterRound: true,
  invited: 0,
  buyers: 4,
  revisions: 1,
  late: 1,
};
const ROUND_TWO: ReportRoundCounts = {
  number: 2,
  openedAt: "2026-12-12T15:00:00.000Z",
  deadlineAt: "2026-12-17T22:00:00.000Z",
  closedAt: null,
  extensions: 1,
  laterRound: false,
  invited: 3,
  buyers: 2,
  revisions: 1,
  late: 0,
};
const ROUNDS = [ROUND_ONE, ROUND_TWO];
const DURING = new Date("2026-12-15T15:00:00Z");
const LINE_ONE =
  "Round 1 (call for offers): 4 buyers made an offer, 1 revision, 1 offer or revision after the deadline; deadline 10 December 2026 at 5:00 p.m.; closed when round 2 opened.";
const LINE_TWO =
  "Round 2 (best and final): 3 buyers invited, 2 made an offer, 1 revision; deadline 17 December 2026 at 5:00 p.m., extended once; open.";

describe("the rounds as the owner reads them", () => {
  it("says each round's counts, deadline in Toronto time, extensions and state", () => {
    expect(roundLines(ROUNDS, DURING)).toEqual([LINE_ONE, LINE_TWO]);
    expect(roundLines([ROUND_ONE, { ...ROUND_TWO, extensions: 2, buyers: 0, revisions: 0, late: 2 }], DURING)[1]).toBe(
      "Round 2 (best and final): 3 buyers invited, none made an offer, no revisions, 2 offers or revisions after the deadline; deadline 17 December 2026 at 5:00 p.m., extended twice; open.",
    );
    expect(
      roundLines(
        [
          { ...ROUND_ONE, deadlineAt: null, buyers: 1 },
          { ...ROUND_TWO, extensions: 3, invited: 1 },
        ],
        DURING,
      ),
    ).toEqual([
      "Round 1 (call for offers): 1 buyer made an offer, 1 revision, 1 offer or revision after the deadline; no deadline set; closed when round 2 opened.",
      "Round 2 (best and final): 1 buyer invited, 2 made an offer, 1 revision; deadline 17 December 2026 at 5:00 p.m., extended 3 times; open.",
    ]);
  });

  it("reads a round open before its deadline, passed after it, closed once the team closed it", () => {
    expect(roundState(ROUND_TWO, new Date("2026-12-17T21:59:00Z"))).toBe("open");
    expect(roundState(ROUND_TWO, new Date("2026-12-17T22:00:00Z"))).toBe("deadline passed, later offers still received and marked late");
    expect(roundState({ ...ROUND_TWO, closedAt: "2026-12-16T15:00:00.000Z" }, DURING)).toBe("closed");
  });

  it("writes Toronto's clock time across daylight-saving time", () => {
    expect(torontoDeadline("2026-12-05T22:00:00.000Z")).toBe("5 December 2026 at 5:00 p.m.");
    expect(torontoDeadline("2027-07-02T14:30:00.000Z")).toBe("2 July 2027 at 10:30 a.m.");
  });

  it("says nothing more for a listing with no best-and-final round", () => {
    expect(roundLines([{ ...ROUND_ONE, laterRound: false }], DURING)).toEqual([]);
    expect(roundLines(undefined, DURING)).toEqual([]);
    expect(roundsSectionHtml([{ ...ROUND_ONE, laterRound: false }], DURING)).toBe("");
    expect(roundWeekLines([{ ...ROUND_ONE, laterRound: false }], "2026-12-07")).toEqual([]);
  });
});

describe("the Monday e-mail's rounds of the week", () => {
  it("gives one line per round opened or ended that week, none for a quiet week", () => {
    expect(roundWeekLines(ROUNDS, "2026-12-07")).toEqual([
      "Round 1 (call for offers) reached its deadline on 10 December 2026 at 5:00 p.m.: 4 buyers made an offer, 1 revision, 1 offer or revision after the deadline.",
      "Round 2 (best and final) opened: 3 buyers invited; deadline 17 December 2026 at 5:00 p.m., extended once.",
    ]);
    expect(roundWeekLines(ROUNDS, "2026-12-14")).toEqual([
      "Round 2 (best and final) reached its deadline on 17 December 2026 at 5:00 p.m.: 3 buyers invited, 2 made an offer, 1 revision.",
    ]);
    expect(roundWeekLines(ROUNDS, "2026-11-30")).toEqual([]);
    expect(roundWeekLines(ROUNDS, "2026-12-21")).toEqual([]);
  });

  it("says how a round ended: closed by the team, or when the next round opened", () => {
    const closed = { ...ROUND_TWO, openedAt: "2026-12-14T15:00:00.000Z", closedAt: "2026-12-16T20:00:00.000Z" };
    expect(roundWeekLines([ROUND_ONE, closed], "2026-12-14")).toEqual([
      "Round 2 (best and final) closed on 16 December 2026 at 3:00 p.m.: 3 buyers invited, 2 made an offer, 1 revision.",
    ]);
    expect(roundWeekLines([{ ...ROUND_ONE, deadlineAt: null }, ROUND_TWO], "2026-12-07")[0]).toBe(
      "Round 1 (call for offers) closed when round 2 opened on 12 December 2026 at 10:00 a.m.: 4 buyers made an offer, 1 revision, 1 offer or revision after the deadline.",
    );
  });

  it("never writes more than one line per round, whatever the week", () => {
    const instant = fc.date({ min: new Date("2026-11-01T00:00:00Z"), max: new Date("2027-02-01T00:00:00Z"), noInvalidDate: true });
    const round = fc.record({ opened: instant, span: fc.integer({ min: 1, max: 30 * 86_400_000 }), closed: fc.option(instant) });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 14 }), (shapes, weekIndex) => {
        const rounds: ReportRoundCounts[] = [
          ROUND_ONE,
          ...shapes.map((shape, index) => ({
            ...ROUND_TWO,
            number: index + 2,
            openedAt: shape.opened.toISOString(),
            deadlineAt: new Date(shape.opened.getTime() + shape.span).toISOString(),
            closedAt: shape.closed?.toISOString() ?? null,
          })),
        ];
        const week = new Date(Date.parse("2026-11-02T00:00:00Z") + weekIndex * 7 * 86_400_000).toISOString().slice(0, 10);
        const lines = roundWeekLines(rounds, week);
        expect(lines.length).toBeLessThanOrEqual(rounds.length);
        for (const round of rounds)
          expect(lines.filter((line) => line.startsWith(`Round ${round.number} (`)).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

function report(rounds: ReportRoundCounts[] | undefined): OwnerReportModel {
  const counts = { pageViews: 900, agreementsOpened: 40, signed: 12, confirmed: 11, downloaded: 9, offered: 5, revisions: 3 };
  return {
    slug: "gta-storage",
    title: "GTA Storage Portfolio",
    generatedAt: DURING,
    listedAt: "2026-11-02",
    weeksOnMarket: 6,
    counts,
    steps: funnelSteps(counts),
    weeks: reportWeeks(
      [{ week: "2026-12-07", pageViews: 300, agreementsOpened: 9, signed: 3, downloads: 4, offers: 2, revisions: 1 }],
      "2026-12-14",
    ),
    buyers: null,
    rounds,
  };
}

const mail = (model: OwnerReportModel) =>
  buildWeeklyReportEmail({ model, isoWeek: "2026-W51", link: "https://x.test/r", operatorUrl: "https://x.test/o", signature: [] });

describe("the rounds drawn", () => {
  it("puts the same sentences in the page, the PDF and, for the week just ended, the e-mail", async () => {
    const model = report(ROUNDS);
    const html = ownerReportHtml(model, "t", new Date("2026-12-26T15:00:00Z"));
    expect(html).toContain(`<h2>Offers per round</h2><ul data-rounds><li>${LINE_ONE}</li><li>${LINE_TWO}</li></ul>`);
    const pdf = (await pdfPageTexts(await ownerReportPdf(model, "Agency, Brokerage"))).join("\n").replace(/\s+/g, " ");
    expect(pdf).toContain("Offers per round");
    for (const line of [LINE_ONE, LINE_TWO]) expect(pdf).toContain(line);
    const email = mail(model);
    expect(email.text).toContain(
      "Round 1 (call for offers) reached its deadline on 10 December 2026 at 5:00 p.m.: 4 buyers made an offer, 1 revision, 1 offer or revision after the deadline.\n",
    );
    expect(email.text).toContain(
      "Round 2 (best and final) opened: 3 buyers invited; deadline 17 December 2026 at 5:00 p.m., extended once.\n",
    );
    expect(email.html).toContain(
      "<p>Round 2 (best and final) opened: 3 buyers invited; deadline 17 December 2026 at 5:00 p.m., extended once.</p>",
    );
  });

  it("draws no rounds section and no round line for a listing with one round", async () => {
    const single = report([{ ...ROUND_ONE, laterRound: false }]);
    expect(ownerReportHtml(single, "t", new Date("2026-12-26T15:00:00Z"))).not.toContain("Offers per round");
    expect((await pdfPageTexts(await ownerReportPdf(single, "Agency, Brokerage"))).join("\n")).not.toContain("Offers per round");
    expect(mail(single).text).not.toContain("Round 1");
    expect(mail(report(undefined)).text).not.toContain("Round ");
  });
});
