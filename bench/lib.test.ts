import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "../apps/web/src/http/afterPaintScripts.ts";
// @ts-expect-error -- lib.mjs is plain JavaScript run by Node; its functions are exercised here.
import { cpuTicksOfStat, firstLoadScripts } from "./lib.mjs";
// @ts-expect-error -- limit.mjs is plain JavaScript run by Node.
import { withoutScripts } from "./limit.mjs";

describe("firstLoadScripts", () => {
  it("lists the scripts a modern browser downloads, and not the nomodule ones it skips", () => {
    const html = [
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin=""/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="modulepreload" href="/_next/static/chunks/b.js">',
      '<link rel="stylesheet" href="/_next/static/chunks/c.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"inline RSC payload"])</script>',
      '<script src="/_next/static/chunks/d.js?dpl=x&amp;v=1" async></script>',
    ].join("");
    expect(firstLoadScripts(html, "http://127.0.0.1:4100/contact/")).toEqual([
      "http://127.0.0.1:4100/_next/static/chunks/a.js",
      "http://127.0.0.1:4100/_next/static/chunks/d.js?dpl=x&v=1",
      "http://127.0.0.1:4100/_next/static/chunks/b.js",
    ]);
  });

  it("counts the chunks a page requests after its first paint as first-load JavaScript too", () => {
    const html = scriptsAfterFirstPaint(
      [
        '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
        '<body><h1>Guide</h1><script src="/_next/static/chunks/boot.js" async=""></script></body></html>',
      ].join(""),
    );
    expect(firstLoadScripts(html, "http://127.0.0.1:4100/guide/")).toEqual([
      "http://127.0.0.1:4100/_next/static/chunks/a.js",
      "http://127.0.0.1:4100/_next/static/chunks/boot.js",
    ]);
  });
});

describe("cpuTicksOfStat", () => {
  it("reads the process group and user + system ticks, whatever the command name holds", () => {
    // Fields from proc(5): pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = "4242 (next-server (v1) x) S 1 4240 4240 0 -1 4194560 100 0 0 0 731 52 0 0 20 0 11 0 500 0 0";
    expect(cpuTicksOfStat(stat)).toEqual({ processGroup: 4240, ticks: 783 });
  });
});

describe("withoutScripts", () => {
  it("removes every script and script preload, and keeps the styles, the JSON-LD and the content", () => {
    const html = [
      "<head>",
      '<link rel="modulepreload" href="/_next/static/chunks/b.js">',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin=""/>',
      '<link rel="stylesheet" href="/_next/static/chunks/c.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "</head><body><h1>Guide</h1>",
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script>self.__next_f.push([1,"inline RSC payload"])</script>',
      "<SCRIPT nonce=x>\nboot()\n</SCRIPT ></body>",
    ].join("");
    expect(withoutScripts(html)).toBe(
      [
        "<head>",
        '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin=""/>',
        '<link rel="stylesheet" href="/_next/static/chunks/c.css"/>',
        "</head><body><h1>Guide</h1>",
        '<script type="application/ld+json">{"@type":"Article"}</script>',
        "</body>",
      ].join(""),
    );
  });
});
