/**
 * The page views held for their batch (viewBuffer.ts): written in one call after the delay or as
 * soon as a batch is full, one batch at a time, on demand (shutdown, the operator's report), a
 * refused batch logged and dropped, and nothing past the cap kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CountedView } from "./store";
import { createViewBuffer } from "./viewBuffer";

const view = (path: string): CountedView => ({
  day: "2026-11-26",
  path,
  source: "",
  medium: "",
  campaign: "",
  referrerHost: "",
  device: "desktop",
  vitals: null,
});

describe("the page-view buffer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes the views of the last second in one call", async () => {
    const batches: string[][] = [];
    const buffer = createViewBuffer({ write: async (views) => batches.push(views.map((v) => v.path)), logError: () => undefined });
    expect(buffer.add(view("/"))).toBe(true);
    expect(buffer.add(view("/about/"))).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([["/", "/about/"]]);
  });

  it("writes a full batch at once, without waiting for the second", async () => {
    const batches: number[] = [];
    const buffer = createViewBuffer({ write: async (views) => batches.push(views.length), logError: () => undefined, maxRows: 3 });
    for (const path of ["/", "/a/", "/b/", "/c/"]) buffer.add(view(path));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([3]);
    await buffer.flush();
    expect(batches).toEqual([3, 1]);
  });

  it("writes what it holds when flushed (shutdown, the report) and resolves once it is written", async () => {
    const written: string[] = [];
    const buffer = createViewBuffer({ write: async (views) => written.push(...views.map((v) => v.path)), logError: () => undefined });
    buffer.add(view("/about/"));
    await buffer.flush();
    expect(written).toEqual(["/about/"]);
    await buffer.flush();
    expect(written).toEqual(["/about/"]);
  });

  it("logs and drops a batch the database refuses; the next batch is written", async () => {
    const logged: string[] = [];
    let fail = true;
    const written: string[] = [];
    const buffer = createViewBuffer({
      write: async (views) => {
        if (fail) throw new Error("connection refused");
        written.push(...views.map((v) => v.path));
      },
      logError: (message) => logged.push(message),
    });
    buffer.add(view("/lost/"));
    await buffer.flush();
    fail = false;
    buffer.add(view("/kept/"));
    await buffer.flush();
    expect(logged).toEqual(["Analytics: a batch of 1 page views could not be stored"]);
    expect(written).toEqual(["/kept/"]);
  });

  it("keeps no more than its cap while the database is slow, and takes views again once it catches up", async () => {
    const waiting: (() => void)[] = [];
    const written: number[] = [];
    const buffer = createViewBuffer({
      write: (views) =>
        new Promise<void>((resolve) =>
          waiting.push(() => {
            written.push(views.length);
            resolve();
          }),
        ),
      logError: () => undefined,
      maxRows: 2,
      maxPending: 4,
    });
    const accepted = ["/1/", "/2/", "/3/", "/4/", "/5/"].map((path) => buffer.add(view(path)));
    expect(accepted).toEqual([true, true, true, true, false]);
    // One batch at a time: the second is written once the first is.
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0]!();
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]!();
    await buffer.flush();
    expect(written).toEqual([2, 2]);
    expect(buffer.add(view("/6/"))).toBe(true);
  });
});
