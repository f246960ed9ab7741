import { describe, expect, it } from "vitest";
import { copyrightYears } from "./SiteFooter";

describe("copyrightYears", () => {
  it("runs from 2020 to the current year", () => {
    expect(copyrightYears(2026)).toBe("2020–2026");
    expect(copyrightYears(2020)).toBe("2020");
  });
});
