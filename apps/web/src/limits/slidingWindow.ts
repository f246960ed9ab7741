/**
 * Timestamps per client within a sliding window, in memory and bounded by count and by age: the
 * one in-process mechanism behind the form rate limit and the operator sign-in guard
 * (src/limits/attemptLimit.ts). A client's entry is dropped once its newest timestamp has left the
 * window (it could not affect any decision any more) and, past `maxKeys`, the least recently
 * recorded clients are forgotten first. Keys longer than MAX_KEY_LENGTH are stored as their
 * SHA-256, so no caller can make one entry large.
 */
import { createHash } from "node:crypto";

export const MAX_KEY_LENGTH = 128;

const boundedKey = (key: string) => (key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash("sha256").update(key).digest("base64url")}`);

export function createSlidingWindowLog({ windowMs, maxKeys }: { windowMs: number; maxKeys: number }) {
  // Least recently recorded first: re-inserting on every record keeps that order, so both the
  // age sweep and the count cap only ever look at the front.
  const log = new Map<string, number[]>();
  const inWindow = (time: number, now: number) => now - time < windowMs;

  /** Drops clients whose newest entry left the window: they are at the front of the map. */
  function sweep(now: number) {
    for (const [key, times] of log) {
      const newest = times[times.length - 1];
      if (newest !== undefined && inWindow(newest, now)) break;
      log.delete(key);
    }
  }

  const recent = (key: string, now: number) => (log.get(boundedKey(key)) ?? []).filter((time) => inWindow(time, now));
  return {
    /** The client's entries still inside the window, oldest first. */
    recent,
    /** Seconds until the oldest of `times` leaves the window (at least 1). */
    retryAfterSeconds(times: number[], now: number): number {
      const oldest = times[0] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    record(key: string, now: number) {
      const times = recent(key, now);
      times.push(now);
      const stored = boundedKey(key);
      log.delete(stored);
      log.set(stored, times);
      sweep(now);
      // Bounded memory under a spray of addresses: forget the least recently seen clients.
      while (log.size > maxKeys) {
        const oldestKey = log.keys().next().value;
        if (oldestKey === undefined) break;
        log.delete(oldestKey);
      }
    },
    forget(key: string) {
      log.delete(boundedKey(key));
    },
    /** Clients held right now (after dropping those whose entries all left the window). */
    size(now = Date.now()): number {
      sweep(now);
      return log.size;
    },
  };
}
