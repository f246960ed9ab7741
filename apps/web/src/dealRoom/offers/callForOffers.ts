/**
 * The listing's call-for-offers date as the room shows it (issue 36): the time left, in days and
 * hours (hours and minutes on the last day), or that it has passed and offers are still taken and
 * marked late. Pure: the clock is an argument, so tests fix it.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

export type CallForOffersState = { kind: "none" } | { kind: "open"; timeLeft: string } | { kind: "closed" };

export function callForOffersState(callForOffersAt: string | null, now: Date): CallForOffersState {
  if (!callForOffersAt) return { kind: "none" };
  const left = Date.parse(callForOffersAt) - now.getTime();
  if (Number.isNaN(left)) return { kind: "none" };
  if (left <= 0) return { kind: "closed" };
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  if (days > 0) return { kind: "open", timeLeft: `${plural(days, "day")} ${plural(hours, "hour")} left` };
  const minutes = Math.ceil((left % HOUR_MS) / MINUTE_MS);
  // 59 min 30 s rounds up to 60 minutes: say one hour rather than "0 hours 60 minutes".
  if (minutes === 60) return { kind: "open", timeLeft: `${plural(hours + 1, "hour")} 0 minutes left` };
  return { kind: "open", timeLeft: `${plural(hours, "hour")} ${plural(minutes, "minute")} left` };
}
