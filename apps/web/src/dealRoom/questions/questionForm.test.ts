/**
 * The question's and the answer's checks (issue 46): what a signer or the team would see refused,
 * and when the daily limit says they can ask again (the next midnight in Toronto, across the
 * changes of daylight saving time).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextTorontoMidnight, parseAnswer, parseQuestion, questionRefusalMessage } from "./questionForm";
import { MAX_QUESTION_LENGTH } from "./questionStore";
import { questionCountLines, questionsSectionHtml } from "./questionReport";

describe("a signer's question", () => {
  it("refuses an empty one, one over the bound, and a value that is not text", () => {
    expect(parseQuestion("   \n ")).toEqual({ ok: false, refusal: "empty" });
    expect(parseQuestion(undefined)).toEqual({ ok: false, refusal: "empty" });
    expect(parseQuestion("é".repeat(MAX_QUESTION_LENGTH + 1))).toEqual({ ok: false, refusal: "too-long" });
    expect(parseQuestion(["two", "values"])).toEqual({ ok: false, refusal: "unreadable" });
  });

  it("keeps exactly the bound, trimmed, with its line breaks", () => {
    expect(parseQuestion(` ${"a".repeat(MAX_QUESTION_LENGTH)} `)).toEqual({ ok: true, question: "a".repeat(MAX_QUESTION_LENGTH) });
    expect(parseQuestion("Roof?\r\nAnd the HVAC?")).toEqual({ ok: true, question: "Roof?\nAnd the HVAC?" });
  });

  it("says what was wrong, the bound, and when the day's limit resets", () => {
    expect(questionRefusalMessage("too-long", null)).toContain("2,000 characters");
    expect(questionRefusalMessage("daily-limit", new Date("2026-12-03T05:00:00Z"))).toMatch(
      /10 questions today.*ask again from 2026-12-03 00:00 EST/,
    );
  });
});

describe("the next midnight in Toronto", () => {
  it("is the next day's 00:00, in EST and EDT and across the changes", () => {
    expect(nextTorontoMidnight(new Date("2026-12-02T15:00:00Z")).toISOString()).toBe("2026-12-03T05:00:00.000Z");
    expect(nextTorontoMidnight(new Date("2026-07-02T03:59:00Z")).toISOString()).toBe("2026-07-02T04:00:00.000Z");
    expect(nextTorontoMidnight(new Date("2026-03-07T15:00:00Z")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(nextTorontoMidnight(new Date("2026-03-08T15:00:00Z")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("is always later, within 25 hours, and at 00:00 Toronto time", () => {
    const hour = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    fc.assert(
      fc.property(fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }), (at) => {
        const next = nextTorontoMidnight(at);
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        expect(hour.format(next)).toBe("00:00");
      }),
    );
  });
});

describe("the team's answer", () => {
  it("needs an answer, a choice of who sees it, and the wording when it is for every buyer", () => {
    expect(parseAnswer({ answer: " ", visibility: "private" })).toEqual({ ok: false, error: "Type the answer first: nothing was stored." });
    expect(parseAnswer({ answer: "Yes", visibility: "everyone" })).toMatchObject({ ok: false });
    expect(parseAnswer({ answer: "Yes", visibility: "public", published_question: "  " })).toEqual({
      ok: false,
      error: "An answer for every buyer needs the question as it will be published.",
    });
    expect(parseAnswer({ answer: "Yes", visibility: "private", published_question: "Ignored" })).toEqual({
      ok: true,
      value: { answer: "Yes", visibility: "private", publishedQuestion: null },
    });
    expect(parseAnswer({ answer: "Yes", visibility: "public", published_question: " Roof? " })).toEqual({
      ok: true,
      value: { answer: "Yes", visibility: "public", publishedQuestion: "Roof?" },
    });
  });
});

describe("the owner's counts", () => {
  it("says how many were asked and answered each way, and nothing else", () => {
    const counts = { asked: 12, answeredPublic: 7, answeredPrivate: 3, open: 2, askedIn: 4, answeredIn: 1 };
    expect(questionCountLines(counts)).toEqual([
      "Buyers' questions: 12 asked; 7 answered for every buyer, 3 answered privately, 2 waiting for an answer.",
      "In the last 7 days: 4 questions asked, 1 answered.",
    ]);
    expect(questionCountLines({ ...counts, asked: 0 })).toEqual(["Buyers' questions: none asked yet."]);
    expect(questionsSectionHtml(null)).toBe("");
    expect(questionsSectionHtml(counts)).toContain("<li>In the last 7 days: 4 questions asked, 1 answered.</li>");
  });
});
