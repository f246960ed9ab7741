import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, routeOfHtmlFile } from "../../scripts/csp-hashes.mjs";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("csp-hashes", () => {
  it("maps prerendered files to the paths they are served at", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/");
    expect(routeOfHtmlFile("_not-found.html")).toBe("404");
    expect(routeOfHtmlFile("self-storage/ontario/toronto.html")).toBe("/self-storage/ontario/toronto/");
  });

  it("hashes inline scripts, not external ones or JSON-LD data blocks", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script id="_R_">self.a=1</script><script>self.__next_f.push([1,"x"])</script><script>self.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("self.a=1"), sha('self.__next_f.push([1,"x"])')]);
  });
});
