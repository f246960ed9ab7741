import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/src/security/inlineScripts";
import { afterPaintLoader, afterPaintSources, scriptsAfterFirstPaint } from "./afterPaintScripts";

/** A page as Next.js writes it: chunks async in the head, the bootstrap chunk at the end of the body. */
const page = [
  '<!DOCTYPE html><html lang="en-CA"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><header><p>Hamilton combines a growing population</p></header>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  "</body></html>",
].join("");

describe("scriptsAfterFirstPaint", () => {
  const sent = scriptsAfterFirstPaint(page);

  it("takes every async chunk out of the HTML and requests them, in order, from one loader at the end of the body", () => {
    expect(sent).not.toMatch(/<script src="[^"]*" async="">/);
    expect(sent).toContain(
      afterPaintLoader(["/_next/static/chunks/framework.js", "/_next/static/chunks/turbopack-runtime.js", "/_next/static/chunks/boot.js"]) +
        "</body></html>",
    );
  });

  it("tells which scripts the loader requests, as the budget counts them", () => {
    expect(afterPaintSources(sent)).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/turbopack-runtime.js",
      "/_next/static/chunks/boot.js",
    ]);
    expect(afterPaintSources(page)).toEqual([]);
  });

  it("drops the preload of a chunk it moves, which would start the download before the paint", () => {
    expect(sent).not.toContain('<link rel="preload" as="script"');
    const other = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>';
    expect(scriptsAfterFirstPaint(page.replace("</head>", `${other}</head>`))).toContain(other);
  });

  it("leaves the text, the stylesheet, the data, the payload and the legacy-browser script as they were", () => {
    for (const part of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      "<p>Hamilton combines a growing population</p>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    ]) {
      expect(sent).toContain(part);
    }
  });

  it("gives the policy the loader's hash with the page's other inline scripts", () => {
    const hashes = inlineScriptHashes(sent);
    expect(hashes).toHaveLength(2);
    expect(hashes).toEqual(expect.arrayContaining(inlineScriptHashes(page)));
  });

  it("returns a page without chunks or without a body unchanged, and moves a script only once", () => {
    const plain = "<html><head></head><body><p>Hello</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment);
    expect(scriptsAfterFirstPaint(sent)).toBe(sent);
    // A script that is not one of the build's chunks, or carries other attributes, stays where it is.
    const other =
      '<html><head><script src="https://example.com/x.js" async=""></script><script src="/_next/static/chunks/b.js" async="" nonce="n"></script></head><body></body></html>';
    expect(scriptsAfterFirstPaint(other)).toBe(other);
  });
});

interface Observer {
  callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  options?: unknown;
  disconnected: boolean;
}

/** Runs the loader in a stand-in browser: what it appends to the head, and what it waits for. */
function runLoader({
  visibilityState = "visible",
  paintTiming = true,
}: { visibilityState?: "visible" | "hidden"; paintTiming?: boolean } = {}) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const observers: Observer[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    observer: Observer;
    constructor(callback: Observer["callback"]) {
      this.observer = { callback, disconnected: false };
      observers.push(this.observer);
    }
    observe(options: unknown) {
      this.observer.options = options;
    }
  }
  const document = {
    visibilityState,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  const loader = afterPaintLoader(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
  const code = /^<script>([\s\S]*)<\/script>$/.exec(loader)?.[1] ?? "";
  runInNewContext(code, {
    document,
    window: { PerformanceObserver },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  });
  const paint = (...names: string[]) => {
    const observer = observers[0];
    observer?.callback(
      { getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) },
      { disconnect: () => (observer.disconnected = true) },
    );
  };
  return { appended, frames, timers, observers, paint };
}

const BOTH = [
  { src: "/_next/static/chunks/a.js", async: true },
  { src: "/_next/static/chunks/b.js", async: true },
];

describe("the loader", () => {
  it("requests nothing until the browser reports the first contentful paint, then every chunk, async, once", () => {
    const { appended, observers, paint, timers } = runLoader();
    expect(observers[0]?.options).toEqual({ type: "paint", buffered: true });
    expect(appended).toEqual([]);
    paint("first-paint"); // the background, no text yet
    expect(appended).toEqual([]);
    paint("first-paint", "first-contentful-paint");
    expect(appended).toEqual(BOTH);
    expect(observers[0]?.disconnected).toBe(true);
    // The safety timer finds the work done.
    for (const timer of timers) timer.callback();
    expect(appended).toEqual(BOTH);
  });

  it("requests them after 3 seconds when no paint is reported", () => {
    const { appended, timers } = runLoader();
    expect(timers.map((timer) => timer.delay)).toEqual([3000]);
    timers[0]?.callback();
    expect(appended).toEqual(BOTH);
  });

  it("waits two animation frames where paint timing is not reported", () => {
    const { appended, frames, timers } = runLoader({ paintTiming: false });
    frames.shift()?.();
    frames.shift()?.();
    expect(appended).toEqual([]);
    timers.find((timer) => timer.delay === 0)?.callback();
    expect(appended).toEqual(BOTH);
  });

  it("requests them at once on a hidden page, which has no paint to wait for", () => {
    const { appended, frames, observers } = runLoader({ visibilityState: "hidden" });
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expect(appended).toEqual(BOTH);
  });

  it("cannot be closed early by a path in the list", () => {
    expect(afterPaintLoader(["/_next/static/chunks/</script>.js"])).not.toContain("</script>.js");
  });
});
