import { describe, expect, it } from "vitest";
import { schemaTypes } from ".";
import { claimAgeWarning, twelveMonthsBefore } from "./claimBasis";

describe("claimAgeWarning", () => {
  it("warns when the claim was last checked more than 12 months before the day", () => {
    expect(claimAgeWarning("2025-11-26", "2026-11-27")).toBe(
      "This figure was last checked on 2025-11-26, more than 12 months ago: check it again and update the date, or take the claim down.",
    );
    expect(claimAgeWarning("2024-01-01", "2026-11-27")).toMatch(/more than 12 months ago/);
  });

  it("accepts a claim checked within 12 months, to the day, or not yet dated", () => {
    expect(claimAgeWarning("2025-11-27", "2026-11-27")).toBe(true);
    expect(claimAgeWarning("2026-10-01", "2026-11-27")).toBe(true);
    expect(claimAgeWarning(undefined, "2026-11-27")).toBe(true);
  });

  it("counts 12 months back on the calendar", () => {
    expect(twelveMonthsBefore("2026-03-01")).toBe("2025-03-01");
    expect(twelveMonthsBefore("2026-01-09")).toBe("2025-01-09");
  });

  it("is the site settings' rule for the investor network claim's date, as a warning", () => {
    const settings = schemaTypes.find((type) => type.name === "siteSettings") as unknown as {
      fields: { name: string; validation?: unknown }[];
    };
    expect(settings.fields.map((field) => field.name)).toEqual(expect.arrayContaining(["investorNetworkSource", "investorNetworkAsOf"]));
  });
});
