/** The call-for-offers date as the room shows it (issue 36): time left, or closed. */
import { describe, expect, it } from "vitest";
import { callForOffersState } from "./callForOffers";

const DUE = "2026-12-10T22:00:00.000Z";
const before = (ms: number) => new Date(Date.parse(DUE) - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("callForOffersState", () => {
  it.each([
    [before(3 * DAY + 4 * HOUR + 10 * MINUTE), "3 days 4 hours left"],
    [before(DAY), "1 day 0 hours left"],
    [before(5 * HOUR + 10 * MINUTE), "5 hours 10 minutes left"],
    [before(59 * MINUTE + 30_000), "1 hour 0 minutes left"],
    [before(30_000), "0 hours 1 minute left"],
  ])("at %s: %s", (now, timeLeft) => expect(callForOffersState(DUE, now)).toEqual({ kind: "open", timeLeft }));

  it("is closed from the moment itself, and absent without a date", () => {
    expect(callForOffersState(DUE, new Date(DUE))).toEqual({ kind: "closed" });
    expect(callForOffersState(DUE, new Date(Date.parse(DUE) + DAY))).toEqual({ kind: "closed" });
    expect(callForOffersState(null, new Date(DUE))).toEqual({ kind: "none" });
  });
});
