import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { pageNumber } = await import("./pageImage.server");
const { viewOnlyField } = await import("./viewOnlyOperator.server");

describe("a view-only page's number and the team's flag", () => {
  it("accepts a whole page number from 1 and refuses anything else", () => {
    expect(pageNumber("1")).toBe(1);
    expect(pageNumber("12")).toBe(12);
    for (const bad of ["0", "-1", "01", "1.5", "", "abc", "999999", "1e3"]) expect(pageNumber(bad)).toBeNull();
  });

  it("reads the form's viewOnly field as 1 or 0 only", () => {
    expect(viewOnlyField("1")).toBe(true);
    expect(viewOnlyField("0")).toBe(false);
    expect(viewOnlyField("yes")).toBeNull();
    expect(viewOnlyField(undefined)).toBeNull();
  });
});
