import { describe, expect, it } from "vitest";
import type { PageSection } from "@/src/content/types";
import { formatArticleDate } from "@/src/content/dates";
import { collectFaqs } from "./faqs";
import { sectionId } from "./sectionId";

const section = (body: PageSection["body"], heading = "Questions"): PageSection => ({
  _key: "k1",
  heading,
  anchor: null,
  tone: null,
  body,
});

describe("collectFaqs", () => {
  it("gathers FAQ blocks from sections and the page's own FAQs, once each, skipping incomplete ones", () => {
    const sections = [
      section([
        {
          _key: "a",
          _type: "faqGroup",
          items: [
            { _id: "q1", question: "What cap rate?", answer: "5.5–6.5% in the GTA." },
            { _id: "q2", question: null, answer: "orphan" },
          ],
        },
      ]),
    ];
    const extra = [
      { question: "What cap rate?", answer: "duplicate" },
      { question: "How long?", answer: "30–60 days." },
    ];
    expect(collectFaqs(sections, extra)).toEqual([
      { question: "What cap rate?", answer: "5.5–6.5% in the GTA." },
      { question: "How long?", answer: "30–60 days." },
    ]);
  });

  it("returns nothing for a page without questions", () => {
    expect(collectFaqs(null)).toEqual([]);
  });
});

describe("sectionId", () => {
  it("prefers the editor's anchor, else slugs the heading (accents and ampersands included)", () => {
    expect(sectionId({ _key: "x", anchor: "faq", heading: "Questions" })).toBe("faq");
    expect(sectionId({ _key: "x", anchor: null, heading: "Legal & Title Review — Québec" })).toBe("legal-and-title-review-quebec");
    expect(sectionId({ _key: "x", anchor: null, heading: "" })).toBe("section-x");
  });
});

describe("formatArticleDate", () => {
  it.each([
    ["2024-07-18", "July 18, 2024"],
    ["2024-09-15", "September 15, 2024"],
    ["2025-01-15", "January 15, 2025"],
  ])("formats %s as %s (en-CA long, no time-zone shift)", (date, expected) => {
    expect(formatArticleDate(date)).toBe(expected);
  });

  it("shows nothing for a missing date", () => {
    expect(formatArticleDate(null)).toBe("");
  });
});
