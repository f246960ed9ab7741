import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it.each([
    ["Daniel Mercer", "DM"],
    ["  jean-paul   de la tour ", "JT"],
    ["Madonna", "M"],
    ["李", "李"],
    ["", "?"],
  ])("%j gives %j", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
