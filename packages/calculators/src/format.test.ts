import { describe, expect, it } from "vitest";
import { formatCAD, formatPercent } from "./format";

describe("formatCAD", () => {
  it.each([
    [1404000, "$1,404,000"],
    [1600000.4, "$1,600,000"],
    [-78843.2, "-$78,843"],
    [0.4, "$0"],
    [-0.4, "$0"],
    [Number.NaN, "—"],
    [Number.POSITIVE_INFINITY, "—"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatCAD(amount)).toBe(expected);
  });
});

describe("formatPercent", () => {
  it.each([
    [4.5, "4.50%"],
    [-4.9277, "-4.93%"],
    [189.0301, "189.03%"],
    [-0.001, "0.00%"],
    [Number.NaN, "—"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});
