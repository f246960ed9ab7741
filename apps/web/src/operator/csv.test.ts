import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV cells (RFC 4180)", () => {
  it.each([
    ["plain text", "Ann Lee", "Ann Lee"],
    ["a comma", "Hamilton, ON", '"Hamilton, ON"'],
    ["quotes, doubled", 'The "Depot" site', '"The ""Depot"" site"'],
    ["a line break", "Line one\nLine two", '"Line one\nLine two"'],
    ["CRLF", "a\r\nb", '"a\r\nb"'],
    ["nothing", "", ""],
    ["null", null, ""],
    ["a number", 3, "3"],
    ["accents and CJK", "Québec 李", "Québec 李"],
  ])("writes %s", (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("CSV cells that a spreadsheet would run as a formula", () => {
  it.each([
    ["=", '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ["+", "+1 905 555 0199", "'+1 905 555 0199"],
    ["-", "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@", "@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["a tab", "\t=1+1", "'\t=1+1"],
    ["a carriage return", "\r=1+1", `"'\r=1+1"`],
  ])("prefixes a cell starting with %s with a single quote", (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves the characters alone anywhere but the start", () => {
    expect(csvCell("a=b, c+d")).toBe('"a=b, c+d"');
    expect(csvCell("name@example.ca")).toBe("name@example.ca");
  });
});

describe("CSV documents", () => {
  it("ends every record, the header included, with CRLF", () => {
    expect(
      toCsv(
        ["name", "message"],
        [
          ["Ann", "Hi, there"],
          ["Bob", null],
        ],
      ),
    ).toBe('name,message\r\nAnn,"Hi, there"\r\nBob,\r\n');
  });
});
