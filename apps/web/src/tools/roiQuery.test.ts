import { describe, expect, it } from "vitest";
import { decodeRoiQuery, defaultRoiState, encodeRoiQuery } from "./roiQuery";

describe("ROI tool query", () => {
  it("writes nothing for the defaults", () => {
    expect(encodeRoiQuery(defaultRoiState())).toBe("");
  });

  it("round-trips changed values, including what was typed as it was typed", () => {
    const state = defaultRoiState();
    state.texts.interestRate = "5.25";
    state.texts.closingCosts = "";
    state.compounding = "monthly";
    const query = encodeRoiQuery(state);
    expect(query).toBe("?closingCosts=&interestRate=5.25&compounding=monthly");
    expect(decodeRoiQuery(query)).toEqual(state);
  });

  it("ignores unknown keys and unknown compounding", () => {
    expect(decodeRoiQuery("?foo=1&compounding=daily")).toEqual(defaultRoiState());
  });
});
