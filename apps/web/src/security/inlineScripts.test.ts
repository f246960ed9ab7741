import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prerenderedFileOf } from "@/src/http/nextBuild";
import { inlineScriptHashes } from "./inlineScripts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline scripts of a prerendered page", () => {
  it("finds the file a path is served from, and none for paths that cannot be prerendered", () => {
    expect(prerenderedFileOf("/")).toBe("index.html");
    expect(prerenderedFileOf("/self-storage/ontario/toronto/")).toBe("self-storage/ontario/toronto.html");
    expect(prerenderedFileOf("/diagnostics")).toBeNull();
    expect(prerenderedFileOf("/../../etc/passwd/")).toBeNull();
    expect(prerenderedFileOf("//evil/")).toBeNull();
  });

  it("hashes inline scripts, not external ones or JSON-LD data blocks", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script id="_R_">self.a=1</script><script>self.__next_f.push([1,"x"])</script><script>self.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("self.a=1"), sha('self.__next_f.push([1,"x"])')]);
  });
});
