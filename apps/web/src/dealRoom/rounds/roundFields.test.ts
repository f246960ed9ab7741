/** The round forms' fields: Toronto wall time to an instant (both sides of daylight saving), the shortlist's ids. */
import { describe, expect, it } from "vitest";
import { readDeadline, readShortlist } from "./roundFields";

describe("readDeadline", () => {
  it.each([
    ["2026-12-17T17:00", "2026-12-17T22:00:00.000Z"],
    ["2027-07-02T09:30", "2027-07-02T13:30:00.000Z"],
    ["2026-12-17T22:00:00Z", "2026-12-17T22:00:00.000Z"],
    ["2026-12-17T17:00:00-05:00", "2026-12-17T22:00:00.000Z"],
  ])("reads %s as %s", (value, instant) => {
    expect(readDeadline(value)?.toISOString()).toBe(instant);
  });

  it.each(["", "tomorrow", "2026-02-30T10:00", "2026-12-17T25:00", "2026-12-17", 5, null])("refuses %s", (value) => {
    expect(readDeadline(value)).toBeNull();
  });
});

describe("readShortlist", () => {
  const a = "0b6f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a44";
  const b = "1c7f3c3e-2f0a-4a57-9d7e-6b1d1f2c3a45";
  it("keeps each id once, from repeated fields or an array", () => {
    expect(readShortlist([a, b, a.toUpperCase()])).toEqual([a, b]);
    expect(readShortlist([[a, b]])).toEqual([a, b]);
    expect(readShortlist([])).toEqual([]);
  });
  it("refuses anything that is not an id", () => {
    expect(readShortlist([a, "Jordan Lee"])).toBeNull();
    expect(readShortlist([42])).toBeNull();
  });
});
