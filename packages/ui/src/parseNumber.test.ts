import { describe, expect, it } from "vitest";
import { parseNumberInput } from "./parseNumber";

describe("parseNumberInput", () => {
  it.each([
    ["", 0],
    ["abc", 0],
    ["6.5", 6.5],
    ["1,250,000", 1_250_000],
    [" $300 ", 300],
    ["-5", -5],
    ["1e400", 0],
  ])("%j counts as %d", (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected);
  });
});
