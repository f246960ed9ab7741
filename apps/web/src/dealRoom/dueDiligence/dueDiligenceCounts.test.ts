import { describe, expect, it } from "vitest";
import { dueDiligenceLines } from "./dueDiligenceCounts";

describe("due diligence in the owner's report", () => {
  it("says nothing before any buyer asked, then counts buyers asked and approvals in force", () => {
    expect(dueDiligenceLines(undefined)).toEqual([]);
    expect(dueDiligenceLines({ requested: 0, approved: 0 })).toEqual([]);
    expect(dueDiligenceLines({ requested: 3, approved: 1 })).toEqual([
      "Buyers who asked for the due-diligence documents: 3 buyers",
      "Buyers approved for due diligence, approval in force: 1 buyer",
    ]);
  });
});
