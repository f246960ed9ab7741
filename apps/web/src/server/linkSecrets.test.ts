/**
 * The dates of the link secrets (src/server/linkSecrets.ts), with an injected clock and a shared
 * store that keeps first sightings like the database: the previous secret verifies unsubscribe
 * links until LINK_SECRET_PREVIOUS_UNTIL, or 60 days after any server first saw it, and not
 * after; every other purpose refuses it from the first day; a restart does not restart the window.
 */
import { describe, expect, it, vi } from "vitest";
import { signLink, verifyLink } from "@/src/security/signedLink";
import type { SharedStateStore } from "@/src/sharedState/store";
import { createLinkSecrets, PER_PURPOSE_KEYS_SIGHTING, previousSecretSighting } from "./linkSecrets";

const CURRENT = Buffer.alloc(32, 1);
const PREVIOUS = Buffer.alloc(32, 2);
const ROTATED = new Date("2026-12-01T15:00:00Z");
const DAY = 86_400_000;

function sightingsStore() {
  const seen = new Map<string, Date>();
  const store = {
    async firstSeen(name: string, at: Date) {
      if (!seen.has(name)) seen.set(name, at);
      return seen.get(name) as Date;
    },
  } as Pick<SharedStateStore, "firstSeen"> as SharedStateStore;
  return { seen, store };
}

function server(options: { clock: { now: Date }; store: SharedStateStore | null; until?: Date }) {
  return createLinkSecrets({
    current: async () => CURRENT,
    previous: PREVIOUS,
    previousUntil: options.until ?? null,
    sightings: options.store ? async () => options.store : null,
    now: () => options.clock.now,
    logError: vi.fn(),
  });
}

const unsubscribe = signLink("unsubscribe", { e: "sam@example.ca" }, PREVIOUS);
const dealRoom = signLink("deal-room", { s: "1", l: "gta-storage" }, PREVIOUS);

describe("the previous link secret's window", () => {
  it("defaults to 60 days after the first sighting, kept across restarts, and refuses other purposes from day one", async () => {
    const { seen, store } = sightingsStore();
    const clock = { now: ROTATED };
    const first = await server({ clock, store })();
    expect(first.previous?.until).toEqual(new Date(ROTATED.getTime() + 60 * DAY));
    expect(seen.get(previousSecretSighting(PREVIOUS))).toEqual(ROTATED);
    expect(seen.has(PER_PURPOSE_KEYS_SIGHTING)).toBe(true);
    expect([...seen.keys()].join(" ")).not.toContain(PREVIOUS.toString("hex"));
    expect(verifyLink("unsubscribe", unsubscribe, first, ROTATED).ok).toBe(true);
    expect(verifyLink("deal-room", dealRoom, first, ROTATED)).toEqual({ ok: false, reason: "forged" });

    // A restart 59 days later counts from the same first sighting: one more day, then refused.
    clock.now = new Date(ROTATED.getTime() + 59 * DAY);
    const restarted = await server({ clock, store })();
    expect(restarted.previous?.until).toEqual(new Date(ROTATED.getTime() + 60 * DAY));
    expect(verifyLink("unsubscribe", unsubscribe, restarted, clock.now).ok).toBe(true);
    expect(verifyLink("unsubscribe", unsubscribe, restarted, new Date(ROTATED.getTime() + 60 * DAY)).ok).toBe(false);
  });

  it("ends at LINK_SECRET_PREVIOUS_UNTIL when the operator sets it, earlier or later than 60 days", async () => {
    const { store } = sightingsStore();
    const until = new Date("2026-12-15T00:00:00Z");
    const secrets = await server({ clock: { now: ROTATED }, store, until })();
    expect(secrets.previous?.until).toEqual(until);
    expect(verifyLink("unsubscribe", unsubscribe, secrets, new Date(until.getTime() - 1000)).ok).toBe(true);
    expect(verifyLink("unsubscribe", unsubscribe, secrets, until).ok).toBe(false);
  });

  it("counts from this process's start while the store fails, and from the recorded sighting once it answers", async () => {
    const { store } = sightingsStore();
    await store.firstSeen(previousSecretSighting(PREVIOUS), new Date(ROTATED.getTime() - 30 * DAY));
    let failing = true;
    const flaky = {
      firstSeen: (name: string, at: Date) => (failing ? Promise.reject(new Error("database down")) : store.firstSeen(name, at)),
    } as SharedStateStore;
    const logError = vi.fn();
    const clock = { now: ROTATED };
    const secrets = createLinkSecrets({
      current: async () => CURRENT,
      previous: PREVIOUS,
      previousUntil: null,
      sightings: async () => flaky,
      now: () => clock.now,
      logError,
    });
    expect((await secrets()).previous?.until).toEqual(new Date(ROTATED.getTime() + 60 * DAY));
    expect(logError).toHaveBeenCalled();
    failing = false;
    // Asked again within the minute after a failure: not yet.
    clock.now = new Date(ROTATED.getTime() + 30_000);
    expect((await secrets()).previous?.until).toEqual(new Date(ROTATED.getTime() + 60 * DAY));
    clock.now = new Date(ROTATED.getTime() + 61_000);
    expect((await secrets()).previous?.until).toEqual(new Date(ROTATED.getTime() - 30 * DAY + 60 * DAY));
  });

  it("has no previous secret without LINK_SECRET_PREVIOUS, and dates the raw links 60 days after this version first ran", async () => {
    const { store } = sightingsStore();
    const secrets = await createLinkSecrets({
      current: async () => CURRENT,
      previous: null,
      previousUntil: null,
      sightings: async () => store,
      now: () => ROTATED,
      logError: vi.fn(),
    })();
    expect(secrets).toEqual({ current: CURRENT, rawUntil: new Date(ROTATED.getTime() + 60 * DAY) });
  });
});
