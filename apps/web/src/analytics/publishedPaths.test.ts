/**
 * The pages a view may name (publishedPaths.ts): loaded once, a page published since is found by
 * reloading, and made-up paths cost at most one reload per interval.
 */
import { describe, expect, it } from "vitest";
import { createPublishedPaths } from "./publishedPaths";

describe("the published pages a view may name", () => {
  it("answers from one load, and reloads for an unknown path at most once per interval", async () => {
    let clock = 0;
    let loads = 0;
    const pages = ["/", "/about/"];
    const published = createPublishedPaths(
      async () => {
        loads += 1;
        return [...pages];
      },
      { reloadAfterMs: 30_000, now: () => clock },
    );
    expect(await published.has("/about/")).toBe(true);
    expect(await published.has("/made-up/")).toBe(false);
    expect(await published.has("/made-up-too/")).toBe(false);
    expect(loads).toBe(1);
    // An article published since: found once the interval has passed.
    pages.push("/insights/new-article/");
    clock = 30_000;
    expect(await published.has("/insights/new-article/")).toBe(true);
    expect(loads).toBe(2);
    expect(await published.has("/made-up/")).toBe(false);
    expect(loads).toBe(2);
  });

  it("shares one load between requests that arrive together, and tries again after a failed one", async () => {
    let loads = 0;
    let fail = true;
    const published = createPublishedPaths(async () => {
      loads += 1;
      if (fail) throw new Error("content source down");
      return ["/"];
    });
    await expect(published.has("/")).rejects.toThrow("content source down");
    fail = false;
    expect(await Promise.all([published.has("/"), published.has("/"), published.has("/")])).toEqual([true, true, true]);
    expect(loads).toBe(2);
  });
});
