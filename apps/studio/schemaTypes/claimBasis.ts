/**
 * A figure the site claims about the team ("an investor network of 1,000+ qualified buyers")
 * carries its basis: where it comes from and the day it was true (issue 43, decision 0053). RECO
 * asks that claims of volume, rankings or awards not mislead; a figure more than 12 months old
 * is flagged in the Studio so the team checks it again. Pure: the day is passed in.
 */
import { todayInToronto } from "./validation";

/** A Sanity date ("2026-11-24") twelve months before `today`. */
export function twelveMonthsBefore(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return `${year - 1}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The warning for a claim's as-of date, or true when it is recent enough (or not yet filled in). */
export function claimAgeWarning(asOf: string | undefined, today: string): true | string {
  if (!asOf) return true;
  return asOf < twelveMonthsBefore(today)
    ? `This figure was last checked on ${asOf}, more than 12 months ago: check it again and update the date, or take the claim down.`
    : true;
}

/** The Studio's rule: the warning against today's date in Toronto. */
export const claimAgeRule = (asOf: string | undefined) => claimAgeWarning(asOf, todayInToronto());
